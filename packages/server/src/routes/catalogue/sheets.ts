/** Spreadsheets of products (quotation, product information, cart) as real .xlsx files, named and headed in the caller's language. */
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import type { Product } from '@kontor/api/contract';
import { CONTAINER_LABELS } from '@kontor/api/rules';
import type { Labels } from '../../db/seed-data/catalogue/labels.js';

export type SheetLine = Product & { quantity?: number | null };

interface Column {
  header: Labels;
  value: (line: SheetLine) => string | number | null | undefined;
  width?: number;
  format?: string;
}

const same = (text: string): Labels => [text, text, text, text];
const dims = (l: unknown, w: unknown, h: unknown) => `${String(l)} × ${String(w)} × ${String(h)}`;
const MONEY = '#,##0.00 "€"';

const COLUMNS = {
  artNo: { header: ['货号', 'Art. no.', 'Art.-Nr.', 'Réf.'], value: (p) => p.artNo, width: 14 },
  name: { header: ['品名', 'Item', 'Artikel', 'Article'], value: (p) => p.name, width: 44 },
  brand: { header: ['品牌', 'Brand', 'Marke', 'Marque'], value: (p) => p.brand, width: 12 },
  colour: { header: ['颜色', 'Colour', 'Farbe', 'Couleur'], value: (p) => p.colour, width: 14 },
  unitPrice: {
    header: ['单价', 'Unit price', 'Stückpreis', 'Prix unitaire'],
    value: (p) => p.unitPrice,
    format: MONEY,
    width: 12,
  },
  discountPrice: {
    header: ['折扣价', 'Discount price', 'Aktionspreis', 'Prix remisé'],
    value: (p) => p.discountPrice,
    format: MONEY,
    width: 14,
  },
  quantity: { header: ['数量', 'Quantity', 'Menge', 'Quantité'], value: (p) => p.quantity },
  volume: {
    header: ['体积 (m³)', 'Volume (m³)', 'Volumen (m³)', 'Volume (m³)'],
    value: (p) => p.volume,
    format: '0.0000',
  },
  lineVolume: {
    header: ['总体积 (m³)', 'Total volume (m³)', 'Gesamtvolumen (m³)', 'Volume total (m³)'],
    value: (p) => (p.volume ?? 0) * (p.quantity ?? 0),
    format: '0.00',
  },
  weight: {
    header: ['重量 (kg)', 'Weight (kg)', 'Gewicht (kg)', 'Poids (kg)'],
    value: (p) => p.weight,
    format: '0.00',
  },
  packingUnit: {
    header: ['包装单位', 'Packing unit', 'Verpackungseinheit', 'Unité de colisage'],
    value: (p) => p.packingUnit,
  },
  cartonVolume: {
    header: ['外箱体积 (m³)', 'Carton volume (m³)', 'Kartonvolumen (m³)', 'Volume du carton (m³)'],
    value: (p) => p.cartonVolume,
    format: '0.0000',
  },
  qty20: { header: same(`${CONTAINER_LABELS['20']}`), value: (p) => p.qty20 },
  qty40: { header: same(`${CONTAINER_LABELS['40']}`), value: (p) => p.qty40 },
  qty40h: { header: same(`${CONTAINER_LABELS['40H']}`), value: (p) => p.qty40h },
  carton: {
    header: [
      '外箱尺寸 (cm)',
      'Carton L × W × H (cm)',
      'Karton L × B × H (cm)',
      'Carton L × l × H (cm)',
    ],
    value: (p) => dims(p.cartonL, p.cartonW, p.cartonH),
    width: 20,
  },
  open: {
    header: [
      '展开尺寸 (cm)',
      'Open L × W × H (cm)',
      'Aufgebaut L × B × H (cm)',
      'Ouvert L × l × H (cm)',
    ],
    value: (p) => dims(p.openL, p.openW, p.openH),
    width: 20,
  },
  stockCn: { header: ['中国库存', 'Stock CN', 'Bestand CN', 'Stock CN'], value: (p) => p.stockCn },
  stockDe: { header: ['德国库存', 'Stock DE', 'Bestand DE', 'Stock DE'], value: (p) => p.stockDe },
  stockProduction: {
    header: ['在产数量', 'In production', 'In Produktion', 'En production'],
    value: (p) => p.stockProduction,
  },
  maxOrderQty: {
    header: ['最大订购量', 'Max. order qty', 'Max. Bestellmenge', 'Qté max.'],
    value: (p) => p.maxOrderQty,
  },
  description: {
    header: ['描述', 'Description', 'Beschreibung', 'Description'],
    value: (p) => p.description,
    width: 60,
  },
} satisfies Record<string, Column>;
type ColumnName = keyof typeof COLUMNS;

const PRODUCT_COLUMNS: ColumnName[] = [
  'artNo',
  'name',
  'brand',
  'colour',
  'unitPrice',
  'discountPrice',
  'volume',
  'weight',
  'packingUnit',
  'cartonVolume',
  'qty20',
  'qty40',
  'qty40h',
  'carton',
  'open',
  'stockCn',
  'stockDe',
  'stockProduction',
  'maxOrderQty',
];

/** Which columns each sheet has. */
export const SHEETS = {
  quotation: PRODUCT_COLUMNS,
  productInfo: [...PRODUCT_COLUMNS, 'description'],
  cart: [
    'artNo',
    'name',
    'brand',
    'colour',
    'quantity',
    'unitPrice',
    'discountPrice',
    'volume',
    'lineVolume',
    'weight',
    'packingUnit',
    'stockCn',
    'stockDe',
  ],
} satisfies Record<string, ColumnName[]>;

export type SheetKind = keyof typeof SHEETS;

/** Each sheet's file and tab names in the four languages, as its headers are; a file name has no extension here. */
const SHEET_NAMES = {
  quotation: { file: ['报价单', 'quotation', 'Angebot', 'devis'], tab: ['报价单', 'Quotation', 'Angebot', 'Devis'] },
  productInfo: {
    file: ['产品信息', 'product-information', 'Produktinformationen', 'informations-produits'],
    tab: ['产品', 'Products', 'Produkte', 'Produits'],
  },
  cart: { file: ['购物车', 'cart', 'Warenkorb', 'panier'], tab: ['购物车', 'Cart', 'Warenkorb', 'Panier'] },
} satisfies Record<SheetKind, { file: Labels; tab: Labels }>;

const inLanguage = (labels: Labels, languageId: number) => labels[languageId - 1] ?? labels[1];

/**
 * The file name of a sheet in the caller's language, dated when asked ('Angebot-2027-03-01.xlsx'), and the English
 * one for the plain `filename` a client without RFC 6266 reads when the name is not ASCII (Chinese).
 */
export function sheetFileName(kind: SheetKind, languageId: number, date?: string): { name: string; ascii: string } {
  const named = (base: string) => `${base}${date ? `-${date}` : ''}.xlsx`;
  return { name: named(inLanguage(SHEET_NAMES[kind].file, languageId)), ascii: named(SHEET_NAMES[kind].file[1]) };
}

export async function productSheet(
  lines: readonly SheetLine[],
  columns: readonly ColumnName[],
  languageId: number,
  kind: SheetKind,
): Promise<Buffer> {
  const picked = columns.map((name) => COLUMNS[name] as Column);
  const header: Row = picked.map((column) => ({
    value: inLanguage(column.header, languageId),
    fontWeight: 'bold',
  }));
  const body: Row[] = lines.map((line) =>
    picked.map((column) => {
      const value = column.value(line);
      if (value === null || value === undefined) return null;
      return typeof value === 'number'
        ? { value, type: Number, ...(column.format ? { format: column.format } : {}) }
        : { value, type: String };
    }),
  );
  return writeXlsxFile([header, ...body], {
    sheet: inLanguage(SHEET_NAMES[kind].tab, languageId),
    columns: picked.map((column) => ({ width: column.width ?? 12 })),
    stickyRowsCount: 1,
  }).toBuffer();
}
