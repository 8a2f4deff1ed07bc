// Answers checked against the contract by name, in every build, and the zod-free readers of stored items and log
// entries held to the contract's schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { logEntry, storedItem } from '../../src/contract/index.js';
import { contractSchema, type AnswerName } from '../../src/client/answers.js';
import { logEntryOf } from '../../src/client/error-log.js';
import { storedItemOf } from '../../src/rules/storage.js';
import { rejection, testClient } from '../support/client.js';
import { ok, startTestServer, type TestServer } from '../support/http-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.route('GET', '/scgl/rfcategory/tree/qd/zy/2', ok([{ id: 'not a node' }]));
  server.route('GET', '/admin/sysxxfsjl/xtxxsl', ok('12'));
  server.route('GET', '/scgl/rfmembernew/info', { status: 200, json: { code: 1, msg: 'refused', data: null } });
});
afterAll(() => server.close());

describe('answers named by their contract schema', () => {
  it('are checked against the contract: a malformed answer rejects with a schema error, toasted', async () => {
    const { client, toasts } = testClient(server.url);
    const error = await rejection(client.categories.tree(2));
    expect(error).toMatchObject({ kind: 'schema', call: 'GET /scgl/rfcategory/tree/qd/zy/2' });
    expect(toasts.map((t) => t.error)).toEqual([error]);
  });

  it('reject on a failed envelope before any check, and schemas passed themselves are checked too', async () => {
    const { client } = testClient(server.url);
    expect(await rejection(client.member.info())).toMatchObject({ kind: 'business', message: 'refused' });
    const node = z.object({ id: z.number() });
    expect((await rejection(client.http.call('get', '/scgl/rfcategory/tree/qd/zy/2', z.array(node)))).kind).toBe('schema');
  });

  it('load the answer schemas only: a request or form schema is no answer', async () => {
    expect(await contractSchema('cartPage')).toBeDefined();
    await expect(contractSchema('loginForm' as AnswerName)).rejects.toThrow('The contract has no schema loginForm');
    await expect(contractSchema('cartAddBody' as AnswerName)).rejects.toThrow('The contract has no schema cartAddBody');
  });

  it('read a count written as digits as a number', async () => {
    expect(await testClient(server.url).client.messages.unreadCount()).toBe(12);
  });
});

describe('stored values read without zod, as the contract reads them', () => {
  const shapes: unknown[] = [null, 'text', 3, [], {}];

  it('stored items: {dataType, content, type, datetime}', () => {
    const samples: unknown[] = [
      ...shapes,
      { dataType: 'string', content: 'A1', type: 'session', datetime: 1 },
      { dataType: 'number', content: '5', datetime: 2, extra: true },
      { dataType: 'boolean', content: true, type: true, datetime: 3 },
      { dataType: 'object', content: { a: 1 }, type: null, datetime: 4 },
      { dataType: 'string', datetime: 5 },
      { dataType: 'text', content: 'A1', datetime: 1 },
      { dataType: 'string', content: 'A1', datetime: '1' },
      { dataType: 'string', content: 'A1', type: 7, datetime: 1 },
      { content: 'A1', datetime: 1 },
    ];
    for (const sample of samples) {
      const parsed = storedItem.safeParse(sample);
      expect(storedItemOf(sample), JSON.stringify(sample)).toEqual(parsed.success ? parsed.data : undefined);
    }
  });

  it('log entries: stack and info default to empty', () => {
    const entry = { type: 'error', message: 'm', url: 'http://x/', time: '2026-01-01 00:00:00' };
    const samples: unknown[] = [
      ...shapes,
      entry,
      { ...entry, stack: 's', info: 'i', extra: 1 },
      { ...entry, stack: null },
      { ...entry, message: 1 },
      { ...entry, time: undefined },
    ];
    for (const sample of samples) {
      const parsed = logEntry.safeParse(sample);
      expect(logEntryOf(sample), JSON.stringify(sample)).toEqual(parsed.success ? parsed.data : undefined);
    }
  });
});
