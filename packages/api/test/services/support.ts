// Shared set-up of the service tests: one loopback server per file, a fresh client per test, wire helpers.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { testClient } from '../support/client.js';
import {
  startTestServer,
  type RecordedRequest,
  type Reply,
  type TestServer,
} from '../support/http-server.js';

export { rejection } from '../support/client.js';
export { ok } from '../support/http-server.js';

/** Starts the server for the file's tests and forgets its requests before each test. */
export function withServer() {
  const state = {} as { server: TestServer };
  beforeAll(async () => {
    state.server = await startTestServer();
  });
  afterAll(() => state.server.close());
  beforeEach(() => {
    state.server.requests.length = 0;
  });
  return {
    /** The server's address, for a client of the test's own (one whose hooks it reads). */
    get url() {
      return state.server.url;
    },
    /** A logged-in client (bearer A1) against the server, with the route answering `reply`. */
    client(method: string, path: string, reply: Reply) {
      state.server.route(method, path, reply);
      const setup = testClient(state.server.url);
      setup.client.session.saveToken({ access_token: 'A1', refresh_token: 'R1', expires_in: 3600 });
      return setup.client;
    },
    /** Every request the test sent to `METHOD path`, in order. */
    sentAll: (method: string, path: string): RecordedRequest[] => state.server.calls(method, path),
    /** The one request the test sent to `METHOD path`. */
    sent(method: string, path: string): RecordedRequest {
      const calls = state.server.calls(method, path);
      if (calls.length !== 1)
        throw new Error(`expected one ${method} ${path}, got ${calls.length}`);
      return calls[0]!;
    },
  };
}

/** A MyBatis-Plus page of these records. */
export const pageOf = <T>(records: T[], total = records.length, size = 10, current = 1) => ({
  records,
  total,
  size,
  current,
  pages: Math.ceil(total / size),
});

/** The request's JSON body. */
export const jsonOf = (request: RecordedRequest): unknown => JSON.parse(request.body);
/** The request's query as a plain object. */
export const queryOf = (request: RecordedRequest) => Object.fromEntries(request.query);
