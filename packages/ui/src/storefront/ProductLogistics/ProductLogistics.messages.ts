/** Messages of ProductLogistics: the three groups and every figure's label and unit. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  item: NoMessageValues;
  carton: NoMessageValues;
  stowage: NoMessageValues;
  volume: NoMessageValues;
  weight: NoMessageValues;
  colour: NoMessageValues;
  openSize: NoMessageValues;
  packingUnit: NoMessageValues;
  cartonVolume: NoMessageValues;
  cartonSize: NoMessageValues;
  perContainer: { container: string | number };
  pieces: { count: string | number };
  kilograms: { value: string | number };
  dimensions: { l: string | number; w: string | number; h: string | number };
  none: NoMessageValues;
}>({
  title: { id: 'storefront.product.logistics.title', defaultMessage: 'Logistics' },
  item: { id: 'storefront.product.logistics.item', defaultMessage: 'Item' },
  carton: { id: 'storefront.product.logistics.carton', defaultMessage: 'Export carton' },
  stowage: { id: 'storefront.product.logistics.stowage', defaultMessage: 'Stowage' },
  volume: { id: 'storefront.product.logistics.volume', defaultMessage: 'Volume' },
  weight: { id: 'storefront.product.logistics.weight', defaultMessage: 'Weight' },
  colour: { id: 'storefront.product.logistics.colour', defaultMessage: 'Colour' },
  openSize: { id: 'storefront.product.logistics.openSize', defaultMessage: 'Open-item dimensions (L × W × H)' },
  packingUnit: { id: 'storefront.product.logistics.packingUnit', defaultMessage: 'Packing unit' },
  cartonVolume: { id: 'storefront.product.logistics.cartonVolume', defaultMessage: 'Volume per export carton' },
  cartonSize: { id: 'storefront.product.logistics.cartonSize', defaultMessage: 'Carton dimensions (L × W × H)' },
  perContainer: { id: 'storefront.product.logistics.perContainer', defaultMessage: "Quantity per {container}" },
  pieces: { id: 'storefront.product.unit.pieces', defaultMessage: '{count} pcs' },
  kilograms: { id: 'storefront.product.unit.kg', defaultMessage: '{value} kg' },
  dimensions: { id: 'storefront.product.unit.dimensions', defaultMessage: '{l} × {w} × {h} cm' },
  none: { id: 'storefront.product.none', defaultMessage: 'Not given' },
});
