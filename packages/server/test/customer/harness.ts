/** Test harness: a real server on a free loopback port (in-memory database), demo logins, plain HTTP calls. */
import { createKontorClient, createMemoryStorage, type KontorClient } from '@kontor/api/client';
import { readConfig } from '../../src/config.js';
import type { AuthSettings } from '../../src/http/settings.js';
import { startServer, type RunningServer } from '../../src/server.js';

export const DEMO_PASSWORD = 'kontor123';

export interface TestServerOptions {
  /** Auth overrides (captcha on, a short token lifetime, a low login limit). */
  auth?: Partial<AuthSettings>;
  /** A data directory instead of the in-memory database. */
  dataDir?: string;
}

export function startTestServer(options: TestServerOptions = {}): Promise<RunningServer> {
  return startServer({
    ...readConfig({}),
    port: 0,
    host: '127.0.0.1',
    inMemory: !options.dataDir,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    logRequests: false,
    captchaOff: true,
    auth: options.auth,
  });
}

/** The real @kontor/api client, with its storage in memory (Node has no browser storage). */
export function clientFor(url: string): KontorClient {
  return createKontorClient({ baseUrl: url, storage: { session: createMemoryStorage(), local: createMemoryStorage() } });
}

/** The answer of a freshly drawn captcha, read where the server keeps it. */
export async function drawCaptcha(server: RunningServer, randomStr: string): Promise<string> {
  await (await fetch(`${server.url}/code?randomStr=${randomStr}`)).arrayBuffer();
  const [row] = await server.db.query<{ answer: string }>('SELECT answer FROM captcha WHERE random_str = $1', [randomStr]);
  return row!.answer;
}

/** Logs in through the real client: pre-check and password grant, with a real captcha when it is on. */
export async function loginAs(server: RunningServer, username: string, password = DEMO_PASSWORD) {
  const client = clientFor(server.url);
  const randomStr = client.auth.randomStr();
  const code = server.settings.captchaOff ? 'ab12' : await drawCaptcha(server, randomStr);
  const token = await client.auth.loginByPassword({ username, password, code, randomStr, languageId: 2 });
  return { client, token: token.access_token };
}

export interface Answer {
  status: number;
  body: { code?: number; msg?: string | null; data?: unknown } & Record<string, unknown>;
}

/** A plain HTTP call with the bearer token and a JSON body; answers status and parsed body. */
export async function call(url: string, token: string | undefined, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url + path, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}

/** Something of a member's own, looked up in the database: an order, a cart line, an address... */
export async function firstId(server: RunningServer, sql: string, username: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(sql.replace('$USER', "(SELECT id FROM app_user WHERE username = $1)"), [username]);
  if (!row) throw new Error(`nothing found for ${username}: ${sql}`);
  return row.id;
}

/** An ETA the order rules accept: eight weeks from today, as yyyy-MM-dd. */
export function acceptedEta(weeks = 8): string {
  const date = new Date();
  date.setDate(date.getDate() + weeks * 7);
  // Deliveries arrive on working days: a run on a weekend moves to the Monday after.
  while (date.getDay() === 0 || date.getDay() === 6) date.setDate(date.getDate() + 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
