// Quick order: reading pasted lines and checking each row against the catalogue (issue 13, item 6).
import { describe, expect, it } from 'vitest';
import {
  QUICK_ORDER_MAX_ROWS,
  QUICK_ORDER_PROBLEMS as P,
  checkQuickOrder,
  parseQuickOrderText,
  quickOrderLeftovers,
  quickOrderText,
  quickOrderValidRows,
  type QuickOrderProduct,
} from '../../src/rules/index.js';

const products: QuickOrderProduct[] = [
  { skuId: 1, artNo: 'SV01-101', packingUnit: 1, stock: 600, maxOrderQty: null },
  { skuId: 2, artNo: 'SV01-102', packingUnit: 1, stock: 500, maxOrderQty: 25 },
  { skuId: 4, artNo: 'SV01-104', packingUnit: 1, stock: 0 },
  { skuId: 11, artNo: 'SV02-101', packingUnit: 4, stockCn: 0, stockDe: 56, stockProduction: 831 },
];
const check = (text: string) => checkQuickOrder(parseQuickOrderText(text), products);

describe('parseQuickOrderText', () => {
  it('reads tab, space, comma and semicolon separated lines with their line numbers', () => {
    const lines = parseQuickOrderText('SV01-101\t5\n\nsv01-102 2\r\nSV02-101,8\nSV01-104 ; 1');
    expect(lines.map(({ line, sku, quantity }) => [line, sku, quantity])).toEqual([
      [1, 'SV01-101', 5], [3, 'sv01-102', 2], [4, 'SV02-101', 8], [5, 'SV01-104', 1],
    ]);
  });

  it('skips a header line and keeps bad quantities as text', () => {
    const lines = parseQuickOrderText('SKU,QTY\nSV01-101,abc\nSV01-101,-3\nSV01-101,2.5\nSV01-101,0');
    expect(lines.map((line) => [line.quantityText, line.quantity])).toEqual([['abc', null], ['-3', null], ['2.5', null], ['0', null]]);
  });

  it('turns lines back into the box text', () => {
    expect(quickOrderText(parseQuickOrderText('a 1\nb;2'))).toBe('a\t1\nb\t2');
  });
});

describe('checkQuickOrder', () => {
  it('gives every row its own problem', () => {
    const rows = check('SV01-101 5\nNOPE-1 2\nSV01-104 1\nSV01-102 26\nSV02-101 6\nSV01-101 x\njust-a-sku\nSV01-101 2 3');
    expect(rows.map((row) => [row.line, row.status, row.problem])).toEqual([
      [1, 'valid', undefined],
      [2, 'error', P.skuUnknown],
      [3, 'error', P.stockZero],
      [4, 'error', P.overMaximum],
      [5, 'error', P.notPacking],
      [6, 'error', P.quantityInvalid],
      [7, 'error', P.unreadable],
      [8, 'error', P.unreadable],
    ]);
    expect(rows[0]!.product?.skuId).toBe(1);
  });

  it('matches SKUs without regard to case and counts CN, DE and production stock', () => {
    expect(check('sv02-101 8').map((row) => row.status)).toEqual(['valid']);
  });

  it('merges lines of one SKU into the first and checks the sum', () => {
    const rows = check('SV01-102 20\nSV01-101 1\nsv01-102 10');
    expect(rows.map((row) => [row.status, row.quantity, row.problem])).toEqual([
      ['error', 30, P.overMaximum], ['valid', 1, undefined], ['merged', 10, undefined],
    ]);
    expect(rows[0]!.mergedLines).toEqual([3]);
    expect(rows[2]!.mergedInto).toBe(1);
    const fine = check('SV01-102 10\nSV01-102 10');
    expect(quickOrderValidRows(fine).map((row) => [row.product?.skuId, row.quantity])).toEqual([[2, 20]]);
  });

  it('keeps the failed lines (and what was merged into them) for the box after the valid ones were added', () => {
    const rows = check('SV01-101 5\nSV01-102 20\nNOPE 1\nSV01-102 10\nSV01-101 1');
    expect(quickOrderLeftovers(rows).map((row) => row.raw)).toEqual(['SV01-102 20', 'NOPE 1', 'SV01-102 10']);
    expect(quickOrderValidRows(rows).map((row) => row.quantity)).toEqual([6]);
  });

  it('refuses the rows beyond the maximum rather than dropping them', () => {
    const text = Array.from({ length: QUICK_ORDER_MAX_ROWS + 2 }, () => 'SV01-101 1').join('\n');
    const rows = check(text);
    expect(rows).toHaveLength(QUICK_ORDER_MAX_ROWS + 2);
    expect(rows.slice(-2).map((row) => row.problem)).toEqual([P.tooManyRows, P.tooManyRows]);
  });

  it('counts what the chosen cart already holds against the maximum', () => {
    const lines = parseQuickOrderText('SV01-102 10\nSV01-101 10');
    const rows = checkQuickOrder(lines, products, new Map([['2', 20], ['1', 500]]));
    expect(rows.map((row) => [row.status, row.problem, row.inCart])).toEqual([
      ['error', P.overMaximum, 20], ['valid', undefined, undefined],
    ]);
    expect(checkQuickOrder(lines, products, new Map([['2', 15]]))[0]!.status).toBe('valid');
  });

  it('skips the stock rule when stock is not known (public data)', () => {
    expect(checkQuickOrder(parseQuickOrderText('X-1 3'), [{ skuId: 9, artNo: 'X-1', packingUnit: 3 }])[0]!.status).toBe('valid');
  });
});
