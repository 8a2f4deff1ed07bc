// The CSV upload of the quick order: header columns in any order and delimiter, or two plain columns.
import { describe, expect, it } from 'vitest';
import { parseQuickOrderText } from '@kontor/api/rules';
import { csvToQuickOrderText } from './parseCsv.js';

const linesOf = (content: string) => {
  const result = csvToQuickOrderText(content);
  if (!('text' in result)) throw new Error(result.problem);
  return parseQuickOrderText(result.text).map((line) => [line.sku, line.quantityText]);
};

describe('csvToQuickOrderText', () => {
  it('reads the SKU and QTY columns by their header, in any order, with commas', () => {
    expect(linesOf('Name,QTY,SKU\r\nChair,10,SV01-101\r\n"Table, big",4,SV02-101\r\n')).toEqual([['SV01-101', '10'], ['SV02-101', '4']]);
  });

  it('reads semicolons (German Excel), a byte-order mark and German headers', () => {
    expect(linesOf('\uFEFFArtikelnummer;Menge\nSV01-101;5\n;\n')).toEqual([['SV01-101', '5']]);
  });

  it('takes the first two columns when there is no header, and keeps bad quantities for the row check', () => {
    expect(linesOf('SV01-101\t3\nSV01-102\tabc')).toEqual([['SV01-101', '3'], ['SV01-102', 'abc']]);
  });

  it('says when a file has no SKU and quantity columns', () => {
    expect(csvToQuickOrderText('just one column\nanother')).toEqual({ problem: 'noColumns' });
    expect(csvToQuickOrderText('')).toEqual({ problem: 'noColumns' });
    expect(csvToQuickOrderText('PK\u0003\u0004\u0000\u0000binary')).toEqual({ problem: 'unreadable' });
  });
});
