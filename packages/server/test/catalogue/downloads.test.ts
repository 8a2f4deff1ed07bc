import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { dataClassList, downloadFileList } from '@kontor/api/contract';
import { CATALOGUE_FIRST_COLUMN, CATALOGUE_SLIDES_PER_VIEW } from '@kontor/api/rules';
import { catalogueServer } from './harness.js';

const h = catalogueServer();
const text = async (blob: Blob) => Buffer.from(await blob.arrayBuffer()).toString('latin1');

describe('data classes and their files', () => {
  it('offers more classes than one slider view, named in the language', async () => {
    const classes = dataClassList.parse(await h.client.dataClasses.list(4));
    expect(classes.length).toBeGreaterThan(CATALOGUE_SLIDES_PER_VIEW);
    expect(classes[0]).toMatchObject({ code: 'catalogue', name: 'Catalogues' });
  });

  it('lists more than ten files in the catalogue class, each a link to a real PDF on this server', async () => {
    const files = downloadFileList.parse(await h.client.dataClasses.files(3, 1));
    expect(files.length).toBeGreaterThan(CATALOGUE_FIRST_COLUMN);
    expect(files[0]?.name).toBe('Gesamtsortiment 2027');
    expect(files.every((f) => f.fileLink.startsWith(`${h.url}/admin/sys-file/`))).toBe(true);
    const res = await fetch(files[0]!.fileLink);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = await text(await res.blob());
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('(Gesamtsortiment 2027)');
  });

  it('gives each language its own files', async () => {
    const [zh, en] = [
      await h.client.dataClasses.files(1, 1),
      await h.client.dataClasses.files(2, 1),
    ];
    expect(zh[0]?.name).toBe('全系列产品目录 2027');
    expect(en[0]?.name).toBe('Complete range 2027');
    expect(zh[0]?.fileLink).not.toBe(en[0]?.fileLink);
  });
});

describe('/admin/sys-file', () => {
  it('downloads one file through the client, and a product picture as PNG', async () => {
    const { blob, fileName } = await h.client.files.download('catalogue-complete-range-en.pdf');
    expect(fileName).toBe('catalogue-complete-range-en.pdf');
    expect((await text(blob)).slice(0, 5)).toBe('%PDF-');
    const picture = await h.client.files.download('sku-sv01-101.png');
    expect([...new Uint8Array(await picture.blob.arrayBuffer()).slice(1, 4)]).toEqual([
      0x50, 0x4e, 0x47,
    ]);
  });

  it('names an ASCII file once in Content-Disposition (no filename* copy on every picture)', async () => {
    const res = await h.send('GET', '/admin/sys-file/sku-sv01-101.png');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="sku-sv01-101.png"');
  });

  it('answers an unknown name with 404', async () => {
    const res = await h.send('GET', '/admin/sys-file/nothing-here.pdf');
    expect(res.status).toBe(404);
  });

  it('zips several files into one download, accepting names or whole links', async () => {
    const links = (await h.client.dataClasses.files(2, 4)).map((f) => f.fileLink);
    const { blob } = await h.client.files.downloadBatch({
      fileNames: [links[0]!, 'care-teak-en.pdf'],
    });
    const entries = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(['care-teak-en.pdf', 'certificates-fsc-en.pdf']);
    expect(strFromU8(entries['care-teak-en.pdf']!).slice(0, 5)).toBe('%PDF-');
  });

  it('builds the product information sheet of a family', async () => {
    const { blob, fileName } = await h.client.files.downloadProductInfo({
      familyId: 6,
      languageId: 2,
    });
    expect(fileName).toBe('product-information.xlsx');
    const sheet = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const xml = Object.values(sheet)
      .map((bytes) => strFromU8(bytes))
      .join('');
    expect(xml).toContain('TZ06-101');
    expect(xml).toContain('Description');
  });

  it("leaves prices and stock out of a visitor's product information sheet, as out of every answer", async () => {
    const sheetText = async (headers: Record<string, string>) => {
      const res = await h.send('POST', '/admin/sys-file/down/QYcpxx', { skuIds: [1, 2], languageId: 2 }, headers);
      expect(res.status).toBe(200);
      return Object.values(unzipSync(new Uint8Array(await res.arrayBuffer()))).map((bytes) => strFromU8(bytes)).join('');
    };
    const member = await sheetText({});
    expect(member).toContain('Unit price');
    expect(member).toContain('Stock CN');
    const visitor = await sheetText({ Authorization: '' });
    expect(visitor).toContain('Art. no.');
    for (const header of ['Unit price', 'Discount price', 'Stock CN', 'Stock DE']) expect(visitor).not.toContain(header);
  });
});

describe('spreadsheets named in the caller’s language', () => {
  const workbook = async (res: Response) => {
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    return strFromU8(files['xl/workbook.xml']!);
  };

  it('names a Chinese product sheet in Chinese, with an English plain name for clients without RFC 6266', async () => {
    const res = await h.send('POST', '/admin/sys-file/down/QYcpxx', { skuIds: [1], languageId: 1 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="product-information.xlsx"; filename*=UTF-8''${encodeURIComponent('产品信息.xlsx')}`,
    );
    expect(await workbook(res)).toContain('name="产品"');
  });

  it('names a French quotation and a German cart in their languages', async () => {
    const quotation = await h.send('POST', '/scgl/rfgoodsattrsku/quotation/exportXls', { skuIds: [1], languageId: 4 });
    expect(quotation.headers.get('content-disposition')).toMatch(/^attachment; filename="devis-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(await workbook(quotation)).toContain('name="Devis"');
    const cart = await h.send('GET', '/scgl/excel/getExcel_car?languageId=3');
    expect(cart.headers.get('content-disposition')).toMatch(/^attachment; filename="Warenkorb-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(await workbook(cart)).toContain('name="Warenkorb"');
  });

  it('keeps the English names in English', async () => {
    const res = await h.send('POST', '/admin/sys-file/down/QYcpxx', { skuIds: [1], languageId: 2 });
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="product-information.xlsx"');
    expect(await workbook(res)).toContain('name="Products"');
  });
});
