// Every path of spec section 7 is wrapped: in ENDPOINTS, in the README's table, and by a function that really sends it.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../src/client/index.js';
import { testClient } from './support/client.js';
import { startTestServer, type RecordedRequest, type TestServer } from './support/http-server.js';
import { SPEC_PATHS } from './spec-paths.js';

type Client = ReturnType<typeof testClient>['client'];
type Invoke = (...args: unknown[]) => unknown;

const key = (row: { method: string; path: string }) => `${row.method} ${row.path}`;
const servicePaths = SPEC_PATHS.filter((row) => row.owner === 'services');

/** The resource path the generic spreadsheet calls are tried with. */
const RESOURCE = '/admin/user';

/** A path template as a pattern: `{path}` is the resource tried, any other `{name}` one segment. */
function pathPattern(template: string): RegExp {
  const source = template
    .replace('{path}', RESOURCE)
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${source}$`);
}

const hits = (request: RecordedRequest, row: { method: string; path: string }) =>
  request.method === row.method && pathPattern(row.path).test(request.path);

/** `area.name` of the client as a function, or undefined. */
function lookUp(client: Client, fn: string): Invoke | undefined {
  const [area, name] = fn.split('.') as [string, string];
  const target = (client as unknown as Record<string, Record<string, unknown> | undefined>)[area]?.[
    name
  ];
  return typeof target === 'function' ? (target as Invoke) : undefined;
}

/** Arguments that reach the wire for any service function: ids, language ids and bodies alike take 2. */
const ARGUMENTS: Record<string, unknown[]> = {
  'importExport.importXls': [RESOURCE, new Blob(['sheet'])],
  'importExport.exportXls': [RESOURCE, { deptId: 2 }],
};

/** How each core function named in the README (auth, error log) is made to send its request. */
const login = {
  username: 'huber',
  password: 'secret1',
  code: '1234',
  randomStr: '12341700000000000',
  languageId: 3,
};
const CORE_CALLS: Record<string, (client: Client) => unknown> = {
  'auth.loginByPassword': (client) => client.auth.loginByPassword(login),
  'auth.refresh': (client) => {
    client.session.saveToken({ access_token: 'A', refresh_token: 'R', expires_in: 100 });
    return client.auth.refresh();
  },
  'auth.checkPassword': (client) => client.auth.checkPassword(login),
  'auth.loginBySms': (client) => client.auth.loginBySms('13800000000', '1234'),
  'auth.loginBySocial': (client) => client.auth.loginBySocial('WX', 'code'),
  'auth.logout': (client) => client.auth.logout(),
  'auth.userInfo': (client) => client.auth.userInfo(),
  'auth.captchaPuzzle': (client) => client.auth.captchaPuzzle(),
  'auth.verifyCaptcha': (client) => client.auth.verifyCaptcha({ x: 1 }),
  'auth.sendCode': (client) => client.auth.sendCode({ mobile: '1' }),
  'errorLog.upload': (client) => {
    client.errorLog.add(new Error('boom'));
    return client.errorLog.upload();
  },
};

/** README rows: `| area | METHOD | `path` | `fn`, `fn` |` → `METHOD path` → function names. */
function readmeRows(): Map<string, string[]> {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const rows = new Map<string, string[]>();
  for (const line of readme.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const [, , method, path, functions] = cells;
    if (!method || !/^(GET|POST|PUT|DELETE)$/.test(method) || !path?.startsWith('`')) continue;
    const row = `${method} ${path.replaceAll('`', '')}`;
    expect(rows.has(row), `README lists ${row} twice`).toBe(false);
    rows.set(
      row,
      [...(functions ?? '').matchAll(/`([\w.]+)`/g)].map((match) => match[1]!),
    );
  }
  return rows;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe('ENDPOINTS', () => {
  it('has a row for every path of the shop and admin shell, and none the spec lacks', () => {
    const wrapped = ENDPOINTS.map(key).sort();
    expect(wrapped).toEqual(servicePaths.map(key).sort());
    expect(new Set(wrapped).size).toBe(wrapped.length);
  });

  it.each(ENDPOINTS.map((row) => [row.fn, row] as const))(
    '%s sends its method and path',
    async (fn, row) => {
      const { client } = testClient(server.url);
      const invoke = lookUp(client, fn);
      expect(invoke, `${fn} is not a function of the client`).toBeTypeOf('function');
      await Promise.resolve(invoke!(...(ARGUMENTS[fn] ?? [2, 2]))).catch(() => undefined);
      expect(server.requests.map((request) => `${request.method} ${request.path}`)).toHaveLength(1);
      expect(
        hits(server.requests[0]!, row),
        `${fn} sent ${key(server.requests[0]!)}, not ${key(row)}`,
      ).toBe(true);
    },
  );
});

describe('the README endpoint table', () => {
  it('has exactly one row per path of spec section 7', () => {
    expect([...readmeRows().keys()].sort()).toEqual(SPEC_PATHS.map(key).sort());
  });

  it('names the function ENDPOINTS gives for every service path', () => {
    const rows = readmeRows();
    for (const row of ENDPOINTS) expect(rows.get(key(row)) ?? [], key(row)).toContain(row.fn);
  });

  const wrappedBy = new Map<string, string>(ENDPOINTS.map((row) => [key(row), row.fn]));
  it.each(SPEC_PATHS.map((row) => [key(row), row] as const))(
    '%s: the other functions named send it too',
    async (_, row) => {
      const functions = (readmeRows().get(key(row)) ?? []).filter(
        (fn) => fn !== wrappedBy.get(key(row)),
      );
      if (row.owner === 'core') expect(functions.length).toBeGreaterThan(0);
      server.route('GET', '/admin/user/check/pwd', { json: { code: 0, msg: null, data: true } });
      server.route('POST', '/auth/oauth/token', {
        json: { access_token: 'A2', refresh_token: 'R2', expires_in: 43199 },
      });
      for (const fn of functions) {
        const { client } = testClient(server.url);
        if (fn === 'auth.captchaUrl') {
          // The captcha image is loaded by the browser's <img>; the function builds its URL.
          expect(new URL(client.auth.captchaUrl('1234')).pathname).toBe(row.path);
          continue;
        }
        server.requests.length = 0;
        const call = CORE_CALLS[fn];
        expect(call, `no way to call ${fn}`).toBeDefined();
        await Promise.resolve(call!(client)).catch(() => undefined);
        expect(
          server.requests.some((request) => hits(request, row)),
          `${fn} did not send ${key(row)}`,
        ).toBe(true);
      }
    },
  );
});
