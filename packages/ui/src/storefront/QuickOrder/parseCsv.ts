/** A quick-order CSV (columns SKU and QTY, any delimiter Excel writes) read into the box's `SKU<TAB>quantity` lines. */
import Papa from 'papaparse';
import { quickOrderText } from '@kontor/api/rules';

const SKU_HEADER = /^(sku|sku ?code|art\.? ?no\.?|article ?(no\.?|number)?|artikel(nummer|-?nr\.?)?|référence|reference|货号|商品编码)$/i;
const QTY_HEADER = /^(qty|quantity|menge|anzahl|quantité|quantite|qté|数量)$/i;

export type CsvResult = { text: string; rows: number } | { problem: 'unreadable' | 'noColumns' };

/** The SKU and quantity columns: named by a header row, else the first two columns of every row. */
export function csvToQuickOrderText(content: string): CsvResult {
  // A spreadsheet saved as .xlsx (a zip) is not text: say so rather than fill the box with noise.
  if (content.includes('\u0000')) return { problem: 'unreadable' };
  const parsed = Papa.parse<string[]>(content.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const table = parsed.data.map((row) => row.map((cell) => String(cell ?? '').trim()));
  if (table.length === 0) return { problem: 'noColumns' };
  const header = table[0]!;
  const skuColumn = header.findIndex((cell) => SKU_HEADER.test(cell));
  const qtyColumn = header.findIndex((cell) => QTY_HEADER.test(cell));
  const named = skuColumn >= 0 && qtyColumn >= 0;
  const body = named ? table.slice(1) : table;
  const [sku, qty] = named ? [skuColumn, qtyColumn] : [0, 1];
  if (!named && !body.some((row) => row.length >= 2)) return { problem: 'noColumns' };
  const lines = body
    .map((row) => ({ sku: row[sku] ?? '', quantityText: row[qty] ?? '' }))
    .filter((line) => line.sku !== '' || line.quantityText !== '');
  // A cell may hold spaces ('SV01 101'): the box reads one SKU and one quantity a line, so spaces become nothing.
  return { text: quickOrderText(lines.map((line) => ({ sku: line.sku.replace(/\s+/g, ''), quantityText: line.quantityText }))), rows: lines.length };
}
