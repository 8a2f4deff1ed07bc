// Downloads and uploads against a real server: Blob and file name, the generic spreadsheet calls.
import { describe, expect, it } from 'vitest';
import { jsonOf, ok, queryOf, rejection, withServer } from './support.js';

const server = withServer();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sheet = (headers: Record<string, string> = {}) => ({
  body: 'PK-sheet',
  headers: { 'Content-Type': XLSX, ...headers },
});

describe('downloads', () => {
  it('reads a stored file with the name its Content-Disposition gives', async () => {
    const client = server.client('GET', '/admin/sys-file/katalog%202026.pdf', {
      body: '%PDF-1.7',
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': "attachment; filename*=UTF-8''Katalog%202026.pdf",
      },
    });
    const { blob, fileName } = await client.files.download('katalog 2026.pdf');
    expect(fileName).toBe('Katalog 2026.pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(server.sent('GET', '/admin/sys-file/katalog%202026.pdf').headers.authorization).toBe(
      'Bearer A1',
    );
  });

  it('exports the cart as a spreadsheet with the language as query', async () => {
    const client = server.client('GET', '/scgl/excel/getExcel_car', sheet());
    const download = await client.cart.exportExcel({ languageId: 3, cartType: 1 });
    expect(await download.blob.text()).toBe('PK-sheet');
    expect(queryOf(server.sent('GET', '/scgl/excel/getExcel_car'))).toEqual({
      languageId: '3',
      cartType: '1',
    });
  });

  it('posts the chosen SKUs for a quotation sheet', async () => {
    const client = server.client('POST', '/scgl/rfgoodsattrsku/quotation/exportXls', sheet());
    const { fileName } = await client.skus.exportQuotation({ skuIds: [70012], languageId: 2 });
    expect(fileName).toBe('quotation.xlsx');
    expect(jsonOf(server.sent('POST', '/scgl/rfgoodsattrsku/quotation/exportXls'))).toEqual({
      skuIds: [70012],
      languageId: 2,
    });
  });

  it('rejects a refused download (the envelope instead of the file) with the server’s message', async () => {
    const client = server.client('POST', '/admin/sys-file/down/batch', {
      json: { code: 1, msg: 'No such file', data: null },
    });
    const error = await rejection(client.files.downloadBatch({ fileNames: ['gone.pdf'] }));
    expect([error.kind, error.message]).toEqual(['business', 'No such file']);
  });
});

describe('generic import and export', () => {
  it('names an unnamed export after the resource path and sends the filter as query', async () => {
    const client = server.client('GET', '/admin/user/exportXls', sheet());
    const { fileName } = await client.importExport.exportXls('/admin/user', { deptId: 4 });
    expect(fileName).toBe('user.xlsx');
    expect(queryOf(server.sent('GET', '/admin/user/exportXls'))).toEqual({ deptId: '4' });
  });

  it('keeps the name the server gives an export', async () => {
    const client = server.client(
      'GET',
      '/admin/log/exportXls',
      sheet({ 'Content-Disposition': 'attachment; filename="logs-2026.xlsx"' }),
    );
    await expect(client.importExport.exportXls('/admin/log')).resolves.toMatchObject({
      fileName: 'logs-2026.xlsx',
    });
  });

  it('uploads a sheet as the multipart field file', async () => {
    const client = server.client('POST', '/admin/user/importXls', ok(true));
    await expect(
      client.importExport.importXls(
        '/admin/user',
        new Blob(['PK-sheet'], { type: XLSX }),
        'users.xlsx',
      ),
    ).resolves.toBe(true);
    const request = server.sent('POST', '/admin/user/importXls');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('name="file"; filename="users.xlsx"');
    expect(request.body).toContain('PK-sheet');
  });

  it('refuses a path that is not a resource path before sending anything', async () => {
    const client = server.client('GET', '/admin/user/exportXls', sheet());
    await expect(client.importExport.exportXls('admin/user/')).rejects.toThrow(TypeError);
    expect(() => client.importExport.importXls('', new Blob([]))).toThrow(TypeError);
  });
});
