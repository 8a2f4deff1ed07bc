// The hooks and retries of the client's ky instance against a real loopback server: headers, one refresh for many
// 401s, which calls are asked again (reads) and which never (writes, order placement), and the kit's errors.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { KontorApiError, STATUS_MESSAGES } from '../../src/client/index.js';
import type { OrderPlaceBody } from '../../src/contract/calls/index.js';
import { rejection, testClient } from '../support/client.js';
import { ok, startTestServer, type Reply, type Route, type TestServer } from '../support/http-server.js';

const item = z.object({ n: z.number() });
const unavailable: Reply = { status: 503, json: { code: 1, msg: null, data: null } };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

/** A route that answers `first` once, then `then`. */
function onceThen(first: Reply, then: Reply): Route {
  let calls = 0;
  return () => (calls++ === 0 ? first : then);
}

describe('headers set before every request', () => {
  it('sends the stored tenant on every call, token calls included', async () => {
    server.route('GET', '/thing', ok({ n: 1 }));
    server.route('POST', '/auth/mobile/token/sms', { json: { access_token: 'A', refresh_token: 'R', expires_in: 60 } });
    const { client } = testClient(server.url);
    client.session.setTenantId('12');
    await client.http.call('get', '/thing', item);
    await client.auth.loginBySms('170', '1234');
    expect(server.requests.map((r) => r.headers['tenant-id'])).toEqual(['12', '12']);
  });

  it("sends the user's language when the client is given one, and the browser's own header otherwise", async () => {
    server.route('GET', '/thing', ok({ n: 1 }));
    let language = 'de';
    await testClient(server.url, { language: () => language }).client.http.call('get', '/thing', item);
    language = 'fr';
    await testClient(server.url, { language: () => language }).client.http.call('get', '/thing', item);
    await testClient(server.url).client.http.call('get', '/thing', item);
    const sent = server.calls('GET', '/thing').map((r) => r.headers['accept-language']);
    expect(sent.slice(0, 2)).toEqual(['de', 'fr']);
    expect(sent[2]).not.toBe('fr');
  });
});

describe('the 401 refresh', () => {
  it('50 parallel calls answered 401 cause one refresh request, and each is retried once with the new token', async () => {
    server.route('GET', '/scgl/rfstorecart/my/page', (request) =>
      request.headers.authorization === 'Bearer FRESH' ? ok({ n: 5 }) : { status: 401, json: { code: 1, msg: null } },
    );
    server.route('POST', '/auth/oauth/token', { json: { access_token: 'FRESH', refresh_token: 'R2', expires_in: 43199 }, delayMs: 30 });
    const { client, logouts, toasts } = testClient(server.url);
    client.session.saveToken({ access_token: 'EXPIRED', refresh_token: 'R1', expires_in: 5 });
    const results = await Promise.all(Array.from({ length: 50 }, () => client.http.call('get', '/scgl/rfstorecart/my/page', item)));
    expect(results).toEqual(Array.from({ length: 50 }, () => ({ n: 5 })));
    expect(server.calls('POST', '/auth/oauth/token')).toHaveLength(1);
    const sent = server.calls('GET', '/scgl/rfstorecart/my/page').map((r) => r.headers.authorization);
    expect(sent.filter((auth) => auth === 'Bearer EXPIRED')).toHaveLength(50);
    expect(sent.filter((auth) => auth === 'Bearer FRESH')).toHaveLength(50);
    expect([logouts, toasts]).toEqual([[], []]);
  });
});

describe('retries: reads only', () => {
  it('asks a GET again after one 503 and resolves its answer', async () => {
    server.route('GET', '/flaky', onceThen(unavailable, ok({ n: 7 })));
    const { client, toasts } = testClient(server.url);
    await expect(client.http.call('get', '/flaky', item)).resolves.toEqual({ n: 7 });
    expect(server.calls('GET', '/flaky')).toHaveLength(2);
    expect(toasts).toEqual([]);
  });

  it('gives up after two retries with the status table text', async () => {
    server.route('GET', '/down', { status: 504, body: '<html>Gateway Timeout</html>' });
    const { client, toasts } = testClient(server.url);
    const error = await rejection(client.http.call('get', '/down', item));
    expect(error).toMatchObject({ kind: 'http', status: 504 });
    expect(server.calls('GET', '/down')).toHaveLength(3);
    expect(toasts.map((t) => t.message)).toEqual([error.message]);
  });

  it('never asks a POST again: an order placement answered 503 is sent once and rejects', async () => {
    server.route('POST', '/scgl/rfstoreorder', unavailable);
    const { client } = testClient(server.url);
    const form = { kind: 'container', cartIds: [1] } as unknown as OrderPlaceBody;
    expect(await rejection(client.orders.place(form))).toMatchObject({ kind: 'http', status: 503 });
    expect(server.calls('POST', '/scgl/rfstoreorder')).toHaveLength(1);
  });

  it('asks a GET again after a network error, a POST never', async () => {
    const closed = await startTestServer();
    await closed.close();
    let attempts = 0;
    const { client } = testClient(closed.url, {
      fetch: (input, init) => {
        attempts += 1;
        return fetch(input, init);
      },
    });
    expect((await rejection(client.http.call('get', '/x', item))).kind).toBe('network');
    expect(attempts).toBe(3);
    attempts = 0;
    expect((await rejection(client.http.call('post', '/x', item, { json: {} }))).kind).toBe('network');
    expect(attempts).toBe(1);
  });
});

describe('errors', () => {
  it("a timeout rejects with the kit's timeout error, not ky's, and is not asked again", async () => {
    server.route('GET', '/slow', { ...ok({ n: 1 }), delayMs: 300 });
    const { client } = testClient(server.url, { timeoutMs: 50 });
    const error = await rejection(client.http.call('get', '/slow', item));
    expect(error).toBeInstanceOf(KontorApiError);
    expect(error).toMatchObject({ kind: 'timeout', message: STATUS_MESSAGES.timeout, call: 'GET /slow' });
    expect(server.calls('GET', '/slow')).toHaveLength(1);
  });
});
