// Client configuration defaults (wire-compat) and download file names.
import { describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MS, WEBSOCKET_KEEP_ALIVE_MS } from '../../src/rules/timers.js';
import { basicAuthorization, fileNameFromDisposition, fileNameFromPath, resolveConfig } from '../../src/client/index.js';

describe('configuration', () => {
  it("defaults every constant to the framework's value", () => {
    const config = resolveConfig();
    expect(config).toMatchObject({
      baseUrl: '/',
      storagePrefix: 'pigx',
      tenantHeader: 'TENANT-ID',
      aesKey: 'pigxpigxpigxpigx',
      clientCredential: 'pig:pig',
      clientName: 'pig',
      scope: 'server',
      loginBodyStyle: 'query',
      timeoutMs: REQUEST_TIMEOUT_MS,
      quietStatuses: [428],
      realtime: { path: '/act/ws', defaultTenantId: '1', heartbeatMs: WEBSOCKET_KEEP_ALIVE_MS },
    });
    expect(config.timeoutMs).toBe(30_000);
    expect(basicAuthorization(config.clientCredential)).toBe('Basic cGlnOnBpZw==');
  });

  it('takes every option from the shop', () => {
    const config = resolveConfig({ storagePrefix: 'kontor', tenantHeader: 'TENANT_ID', realtime: { defaultTenantId: '9' } });
    expect([config.storagePrefix, config.tenantHeader, config.realtime.defaultTenantId, config.realtime.path]).toEqual([
      'kontor',
      'TENANT_ID',
      '9',
      '/act/ws',
    ]);
  });
});

describe('download file names', () => {
  it('reads Content-Disposition, preferring filename*', () => {
    expect(fileNameFromDisposition('attachment; filename="price list.xlsx"')).toBe('price list.xlsx');
    expect(fileNameFromDisposition('attachment;filename=%E6%8A%A5%E4%BB%B7.xlsx')).toBe('报价.xlsx');
    expect(fileNameFromDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''b%20c.xlsx`)).toBe('b c.xlsx');
    expect(fileNameFromDisposition('inline')).toBeUndefined();
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });

  it('names a file after its path otherwise', () => {
    expect(fileNameFromPath('/scgl/rfgoodsattrsku/quotation/exportXls')).toBe('exportXls.xlsx');
    expect(fileNameFromPath('/admin/user/exportXls?x=1')).toBe('exportXls.xlsx');
    expect(fileNameFromPath('/admin/sys-file/catalogue-2024.pdf')).toBe('catalogue-2024.pdf');
    expect(fileNameFromPath('/scgl/excel/getExcel_car', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(
      'getExcel_car.xlsx',
    );
    expect(fileNameFromPath('/admin/sys-file/down/batch', 'application/zip')).toBe('batch.zip');
    expect(fileNameFromPath('/admin/sys-file/down/QYcpxx', 'application/octet-stream')).toBe('QYcpxx');
  });
});
