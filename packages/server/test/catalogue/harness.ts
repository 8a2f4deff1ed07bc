/** One in-memory server per test file, the real client on it, and plain JSON calls for checking envelopes. */
import { afterAll, beforeAll } from 'vitest';
import { createKontorClient, createMemoryStorage, type KontorClient } from '@kontor/api/client';
import { envelope } from '@kontor/api/contract';
import type { z } from 'zod';
import { readConfig } from '../../src/config.js';
import { startServer, type RunningServer } from '../../src/server.js';

export interface Harness {
  readonly url: string;
  readonly client: KontorClient;
  readonly running: RunningServer;
  /** Sends JSON and returns the raw response (status and headers matter in some tests). */
  send(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>;
  /** Sends, expects HTTP 200 with code 0, and returns `data` checked against the contract schema. */
  data<T extends z.ZodType>(
    schema: T,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<z.infer<T>>;
}

/** The real client with its storage in memory (Node has no browser storage). */
export function newClient(baseUrl: string): KontorClient {
  return createKontorClient({
    baseUrl,
    storage: { session: createMemoryStorage(), local: createMemoryStorage() },
  });
}

export function catalogueServer(): Harness {
  let running: RunningServer | undefined;
  let client: KontorClient | undefined;
  let token: string | undefined;
  beforeAll(async () => {
    // The captcha accepts any 4 characters, so a test can log in as a demo customer.
    running = await startServer({
      ...readConfig({ KONTOR_CAPTCHA: 'off' }),
      port: 0,
      host: '127.0.0.1',
      inMemory: true,
      logRequests: false,
    });
    client = newClient(running.url);
    // Prices and stock need a session (issue 9): the harness's client and calls are signed in.
    const signedIn = await client.auth.loginByPassword({ username: 'ddp-buyer', password: 'kontor123', code: 'abcd', randomStr: client.auth.randomStr(), languageId: 2 });
    token = signedIn.access_token;
  });
  afterAll(async () => {
    await running?.close();
  });
  const harness: Harness = {
    get url() {
      return running!.url;
    },
    get client() {
      return client!;
    },
    get running() {
      return running!;
    },
    send: (method, path, body, headers = {}) =>
      fetch(harness.url + path, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          // Signed in unless the test names its own Authorization ('' for a signed-out call).
          ...(token && !('Authorization' in headers) ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    async data(schema, method, path, body) {
      const response = await harness.send(method, path, body);
      if (response.status !== 200)
        throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
      const parsed = envelope(schema).parse(await response.json());
      if (parsed.code !== 0)
        throw new Error(`${method} ${path}: code ${parsed.code} ${parsed.msg ?? ''}`);
      return parsed.data;
    },
  };
  return harness;
}
