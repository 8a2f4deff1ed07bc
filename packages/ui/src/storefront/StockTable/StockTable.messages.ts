/** Messages of StockTable: the three stocks, the later date and the sold-out state. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  caption: NoMessageValues;
  where: NoMessageValues;
  quantity: NoMessageValues;
  cn: NoMessageValues;
  de: NoMessageValues;
  production: NoMessageValues;
  pieces: { count: string | number };
  laterDate: { date: string | number };
  inStock: NoMessageValues;
  unavailable: NoMessageValues;
}>({
  caption: { id: 'storefront.product.stock.caption', defaultMessage: 'Stock' },
  where: { id: 'storefront.product.stock.where', defaultMessage: 'Warehouse' },
  quantity: { id: 'storefront.product.stock.quantity', defaultMessage: 'Quantity' },
  cn: { id: 'storefront.product.stock.cn', defaultMessage: 'Stock CN' },
  de: { id: 'storefront.product.stock.de', defaultMessage: 'Stock DE' },
  production: { id: 'storefront.product.stock.production', defaultMessage: 'In production' },
  pieces: { id: 'storefront.product.unit.pieces', defaultMessage: '{count} pcs' },
  laterDate: { id: 'storefront.product.stock.laterDate', defaultMessage: 'More available from {date}' },
  inStock: { id: 'storefront.product.stock.inStock', defaultMessage: 'In stock' },
  unavailable: { id: 'stock.temporarilyUnavailable', defaultMessage: 'Temporarily unavailable' },
});
