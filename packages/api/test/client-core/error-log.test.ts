// The local error log: capture of unhandled errors into `logsList`, list, clear and upload to a real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { logUploadBody } from '../../src/contract/index.js';
import { LOG_ENTRY_MAX_LENGTH, MAX_LOG_ENTRIES } from '../../src/rules/limits.js';
import { rejection, testClient } from '../support/client.js';
import { ok, startTestServer, type TestServer } from '../support/http-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A stand-in for `window`: the same events with the same fields. */
function errorEvent(error: Error, filename: string): Event {
  return Object.assign(new Event('error'), { error, message: error.message, filename, lineno: 12, colno: 5 });
}
function rejectionEvent(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

describe('error log', () => {
  it('records window errors and unhandled rejections with type, message, stack, info, url and time', () => {
    const { client, storages } = testClient(server.url);
    const target = new EventTarget();
    const stop = client.errorLog.capture(target);
    target.dispatchEvent(errorEvent(new TypeError('x is undefined'), 'https://shop/app.js'));
    target.dispatchEvent(rejectionEvent('quota exceeded'));
    stop();
    target.dispatchEvent(rejectionEvent('after stop'));

    const entries = client.errorLog.list();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ type: 'error', message: 'x is undefined', info: 'https://shop/app.js:12:5' });
    expect(entries[0]?.stack).toContain('TypeError: x is undefined');
    expect(entries[0]?.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(entries[1]).toMatchObject({ type: 'error', message: 'quota exceeded', stack: '', info: 'unhandledrejection' });
    expect(Object.keys(entries[1]!).sort()).toEqual(['info', 'message', 'stack', 'time', 'type', 'url']);
    // Kept in localStorage under the prefixed key, in the client-storage format.
    expect(JSON.parse(storages.local.getItem('pigx-logsList')!).content).toHaveLength(2);
  });

  it('keeps entries within the upload bounds: long texts cut, only the newest entries kept', () => {
    const { client } = testClient(server.url);
    const huge = 'x'.repeat(LOG_ENTRY_MAX_LENGTH.message + 500);
    client.errorLog.add(new Error(huge), 'i'.repeat(LOG_ENTRY_MAX_LENGTH.info + 1));
    const [entry] = client.errorLog.list();
    expect(entry?.message).toHaveLength(LOG_ENTRY_MAX_LENGTH.message);
    expect(entry?.info).toHaveLength(LOG_ENTRY_MAX_LENGTH.info);
    expect(entry!.stack.length).toBeLessThanOrEqual(LOG_ENTRY_MAX_LENGTH.stack);
    for (let i = 0; i < MAX_LOG_ENTRIES + 5; i += 1) client.errorLog.add(`error ${i}`);
    const kept = client.errorLog.list();
    expect(kept).toHaveLength(MAX_LOG_ENTRIES);
    expect(kept.at(-1)?.message).toBe(`error ${MAX_LOG_ENTRIES + 4}`);
    expect(safeParse(logUploadBody, kept).success).toBe(true);
  });

  it('drops malformed stored entries instead of throwing', () => {
    const { client, storages } = testClient(server.url);
    storages.local.setItem('pigx-logsList', JSON.stringify({ dataType: 'object', content: [{ nope: 1 }], datetime: 1 }));
    expect(client.errorLog.list()).toEqual([]);
    storages.local.setItem('pigx-logsList', 'garbage');
    expect(client.errorLog.list()).toEqual([]);
  });

  it('uploads to POST /admin/log/logs with the bearer token, then clears', async () => {
    server.route('POST', '/admin/log/logs', ok(true));
    const { client } = testClient(server.url);
    client.session.saveToken({ access_token: 'A1', expires_in: 900 });
    client.errorLog.add(new Error('one'), 'boundary');
    client.errorLog.add('two');
    expect(await client.errorLog.upload()).toBe(2);
    const [upload] = server.calls('POST', '/admin/log/logs');
    expect(upload?.headers.authorization).toBe('Bearer A1');
    expect(JSON.parse(upload!.body).map((e: { message: string }) => e.message)).toEqual(['one', 'two']);
    expect(client.errorLog.list()).toEqual([]);
    expect(await client.errorLog.upload()).toBe(0);
    expect(server.calls('POST', '/admin/log/logs')).toHaveLength(1);
  });

  it('keeps the entries when the upload fails, and clear empties them', async () => {
    server.route('POST', '/admin/log/logs', { status: 500, json: { code: 1, msg: 'disk full' } });
    const { client } = testClient(server.url);
    client.errorLog.add(new Error('kept'));
    expect((await rejection(client.errorLog.upload())).message).toBe('disk full');
    expect(client.errorLog.list()).toHaveLength(1);
    client.errorLog.clear();
    expect(client.errorLog.list()).toEqual([]);
  });
});
