// The request layer against a real loopback server: headers, the error table, code 1, 401, timeouts and typed errors.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { KontorApiError, STATUS_MESSAGES } from '../../src/client/index.js';
import { rejection, testClient } from '../support/client.js';
import { ok, startTestServer, type TestServer } from '../support/http-server.js';

const item = z.object({ n: z.number() });
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe('headers of every call', () => {
  it('sends the stored bearer token and tenant under the configured header name', async () => {
    server.route('GET', '/thing', ok({ n: 1 }));
    const { client } = testClient(server.url, { tenantHeader: 'TENANT_ID' });
    client.session.saveToken({ access_token: 'A1', refresh_token: 'R1', expires_in: 3600 });
    client.session.setTenantId(7);
    await expect(client.http.call('get', '/thing', item, { searchParams: { a: 1, skip: undefined } })).resolves.toEqual({ n: 1 });
    const [request] = server.calls('GET', '/thing');
    expect(request?.headers.authorization).toBe('Bearer A1');
    expect(request?.headers.tenant_id).toBe('7');
    expect(request?.headers['tenant-id']).toBeUndefined();
    expect(request?.query.toString()).toBe('a=1');
  });

  it('sends neither header when nothing is stored, and JSON bodies as JSON', async () => {
    server.route('POST', '/thing', ok({ n: 2 }));
    const { client } = testClient(server.url);
    await client.http.call('post', '/thing', item, { json: { q: 'x' } });
    const [request] = server.calls('POST', '/thing');
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['tenant-id']).toBeUndefined();
    expect(request?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ q: 'x' });
  });

  it('keeps the base path of a baseUrl with a path', async () => {
    server.route('GET', '/api/thing', ok({ n: 3 }));
    const { client } = testClient(`${server.url}/api`);
    await expect(client.http.call('get', '/thing', item)).resolves.toEqual({ n: 3 });
  });
});

describe('the error catalogue of spec section 8', () => {
  const table: [number, string][] = [
    [403, 'No permission for this operation'],
    [404, 'Resource does not exist'],
    [417, 'No login account bound; log in with a password, then bind'],
    [423, 'Demo environment, cannot operate'],
    [426, 'Username does not exist or password wrong'],
    [429, 'Requests too frequent'],
    [479, 'Demo environment, no permission'],
    [500, 'Unknown system error, report to the administrator'],
    [418, 'Unknown system error, report to the administrator'],
  ];
  it.each(table)('status %i without msg rejects with the table text and toasts it', async (status, text) => {
    server.route('GET', '/fail', { status, json: { code: 1, data: null } });
    const { client, toasts } = testClient(server.url);
    const error = await rejection(client.http.call('get', '/fail', item));
    expect(error).toBeInstanceOf(KontorApiError);
    expect(error).toMatchObject({ kind: 'http', status, message: text });
    expect(toasts.map((t) => t.message)).toEqual([text]);
  });

  it("prefers the server's msg over the table", async () => {
    server.route('GET', '/fail', { status: 426, json: { code: 1, msg: '用户名或密码错误' } });
    const { client, toasts } = testClient(server.url);
    expect((await rejection(client.http.call('get', '/fail', item))).message).toBe('用户名或密码错误');
    expect(toasts[0]?.message).toBe('用户名或密码错误');
  });

  it('rejects body code 1 on status 200 with its msg, or the generic text', async () => {
    server.route('GET', '/biz', { json: { code: 1, msg: 'Out of stock', data: null } });
    const { client, toasts } = testClient(server.url);
    expect(await rejection(client.http.call('get', '/biz', item))).toMatchObject({ kind: 'business', code: 1, message: 'Out of stock' });
    server.route('GET', '/biz', { json: { code: 1, data: null } });
    expect((await rejection(client.http.call('get', '/biz', item))).message).toBe(STATUS_MESSAGES.default);
    expect(toasts).toHaveLength(2);
  });

  it('uses a translated status table when configured', async () => {
    server.route('GET', '/fail', { status: 404, json: { code: 1 } });
    const { client } = testClient(server.url, { statusMessages: { '404': 'Ressource existiert nicht', default: 'Fehler' } });
    expect((await rejection(client.http.call('get', '/fail', item))).message).toBe('Ressource existiert nicht');
  });

  it('rejects 428 without a toast: the login form shows it', async () => {
    server.route('GET', '/captcha-wrong', { status: 428, json: { code: 1, msg: null } });
    const { client, toasts, logouts } = testClient(server.url);
    const error = await rejection(client.http.call('get', '/captcha-wrong', item));
    expect(error).toMatchObject({ kind: 'http', status: 428, message: 'Verification code wrong, re-enter' });
    expect(toasts).toEqual([]);
    expect(logouts).toEqual([]);
  });

  it('on 401 without a refresh token ends the session locally through the hook, once', async () => {
    server.route('GET', '/private', { status: 401, json: { code: 1, msg: null } });
    const { client, toasts, logouts } = testClient(server.url);
    client.session.saveToken({ access_token: 'expired', expires_in: 10 });
    await client.session.lock('1234');
    const errors = await Promise.all([1, 2, 3].map(() => rejection(client.http.call('get', '/private', item))));
    expect(errors.map((e) => e.status)).toEqual([401, 401, 401]);
    expect(logouts).toEqual(['unauthorized']);
    expect(toasts.map((t) => t.message)).toEqual(['No permission for this operation']);
    expect(client.session.accessToken()).toBeUndefined();
    expect(client.session.isLocked()).toBe(false);
  });
});

describe('typed errors instead of crashes', () => {
  it('a malformed JSON body gives a parse error', async () => {
    server.route('GET', '/broken', { body: '{"code":0,"data":', headers: { 'Content-Type': 'application/json' } });
    const { client } = testClient(server.url);
    const error = await rejection(client.http.call('get', '/broken', item));
    expect(error).toMatchObject({ kind: 'parse', status: 200, call: 'GET /broken' });
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('an HTML error page with a failed status gives an http error with the table text', async () => {
    server.route('GET', '/proxy', { status: 502, body: '<html>Bad gateway</html>' });
    const { client } = testClient(server.url);
    expect(await rejection(client.http.call('get', '/proxy', item))).toMatchObject({ kind: 'http', status: 502 });
  });

  it('data of the wrong shape gives a schema error carrying the zod issues', async () => {
    server.route('GET', '/shape', ok({ n: 'one' }));
    const { client } = testClient(server.url);
    const error = await rejection(client.http.call('get', '/shape', item));
    expect(error.kind).toBe('schema');
    expect((error.cause as { issues: { path: unknown[] }[] }).issues[0]?.path).toEqual(['n']);
  });

  it('a body that is no envelope gives a schema error', async () => {
    server.route('GET', '/bare', { json: [1, 2, 3] });
    const { client } = testClient(server.url);
    expect((await rejection(client.http.call('get', '/bare', item))).kind).toBe('schema');
  });

  it('a call slower than the configured timeout gives a timeout error', async () => {
    server.route('GET', '/slow', { ...ok({ n: 1 }), delayMs: 400 });
    const { client, toasts } = testClient(server.url, { timeoutMs: 80 });
    const started = Date.now();
    const error = await rejection(client.http.call('get', '/slow', item));
    expect(error).toMatchObject({ kind: 'timeout', message: STATUS_MESSAGES.timeout });
    expect(Date.now() - started).toBeLessThan(350);
    expect(toasts).toHaveLength(1);
  });

  it('an unreachable backend gives a network error', async () => {
    const closed = await startTestServer();
    await closed.close();
    const { client } = testClient(closed.url);
    expect((await rejection(client.http.call('get', '/x', item))).kind).toBe('network');
  });

  it('a call the caller aborts rejects with its AbortError and no toast', async () => {
    server.route('GET', '/slow', { ...ok({ n: 1 }), delayMs: 300 });
    const { client, toasts } = testClient(server.url);
    const controller = new AbortController();
    const pending = client.http.call('get', '/slow', item, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await rejection(pending);
    expect(error).not.toBeInstanceOf(KontorApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(toasts).toEqual([]);
  });

  it('a call whose signal is already aborted sends nothing and rejects with the AbortError', async () => {
    server.route('GET', '/thing', ok({ n: 1 }));
    const { client, toasts } = testClient(server.url);
    const error = await rejection(client.http.call('get', '/thing', item, { signal: AbortSignal.abort() }));
    expect((error as Error).name).toBe('AbortError');
    expect(server.calls('GET', '/thing')).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('sends through the configured fetch', async () => {
    server.route('GET', '/thing', ok({ n: 4 }));
    const seen: string[] = [];
    const { client } = testClient(server.url, {
      fetch: (input, init) => {
        const request = new Request(input, init);
        seen.push(`${request.method} ${request.url}`);
        return fetch(request);
      },
    });
    await expect(client.http.call('get', '/thing', item, { searchParams: { q: 'a b' } })).resolves.toEqual({ n: 4 });
    expect(seen).toEqual([`GET ${server.url}/thing?q=a+b`]);
  });

  it('quiet calls reject without a toast', async () => {
    server.route('GET', '/fail', { status: 404, json: { code: 1 } });
    const { client, toasts } = testClient(server.url);
    await rejection(client.http.call('get', '/fail', item, { quiet: true }));
    expect(toasts).toEqual([]);
  });
});

describe('downloads', () => {
  it('names the file from Content-Disposition', async () => {
    server.route('POST', '/admin/sys-file/down/batch', {
      body: new Uint8Array([80, 75, 3, 4]),
      headers: { 'Content-Type': 'application/zip', 'Content-Disposition': "attachment; filename*=UTF-8''%E7%9B%AE%E5%BD%95.zip" },
    });
    const { client } = testClient(server.url);
    const file = await client.http.download('post', '/admin/sys-file/down/batch', { json: ['a'] });
    expect(file.fileName).toBe('目录.zip');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
  });

  it('names an export after its path, and rejects the envelope of a refused export', async () => {
    server.route('POST', '/scgl/rfgoodsattrsku/quotation/exportXls', {
      body: 'sheet',
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    const { client, toasts } = testClient(server.url);
    const file = await client.http.download('post', '/scgl/rfgoodsattrsku/quotation/exportXls');
    expect(file.fileName).toBe('exportXls.xlsx');
    server.route('POST', '/scgl/rfgoodsattrsku/quotation/exportXls', { json: { code: 1, msg: 'Nothing to export' } });
    const error = await rejection(client.http.download('post', '/scgl/rfgoodsattrsku/quotation/exportXls'));
    expect(error).toMatchObject({ kind: 'business', message: 'Nothing to export' });
    expect(toasts.map((t) => t.message)).toEqual(['Nothing to export']);
  });
});
