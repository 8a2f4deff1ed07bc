// Single-flight refresh under concurrent 401s (real server) and the 10-second refresh timer (fake clock).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createClientStorage, createMemoryStorage, createSession, singleFlight, startRefreshTimer } from '../../src/client/index.js';
import { rejection, testClient } from '../support/client.js';
import { ok, startTestServer, type TestServer } from '../support/http-server.js';

const orders = z.array(z.number());
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  // Only the refreshed token opens the orders.
  server.route('GET', '/scgl/rfstoreorder/my/page', (request) =>
    request.headers.authorization === 'Bearer FRESH' ? ok([1, 2]) : { status: 401, json: { code: 1, msg: null, data: null } },
  );
  server.route('POST', '/auth/oauth/token', { json: { access_token: 'FRESH', refresh_token: 'R2', expires_in: 43199 }, delayMs: 30 });
});

function expiredClient() {
  const wired = testClient(server.url);
  wired.client.session.saveToken({ access_token: 'EXPIRED', refresh_token: 'R1', expires_in: 5 });
  return wired;
}

describe('single-flight refresh', () => {
  it('20 concurrent calls answered 401 cause exactly one refresh, and each is retried once and succeeds', async () => {
    const { client, logouts, toasts } = expiredClient();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.http.call('get', '/scgl/rfstoreorder/my/page', orders)),
    );
    expect(results).toEqual(Array.from({ length: 20 }, () => [1, 2]));
    expect(server.calls('POST', '/auth/oauth/token')).toHaveLength(1);
    const attempts = server.calls('GET', '/scgl/rfstoreorder/my/page');
    expect(attempts.filter((r) => r.headers.authorization === 'Bearer EXPIRED')).toHaveLength(20);
    expect(attempts.filter((r) => r.headers.authorization === 'Bearer FRESH')).toHaveLength(20);
    expect(client.session.accessToken()).toBe('FRESH');
    expect(logouts).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('a call whose 401 arrives after the refresh finished retries without another refresh', async () => {
    // Sent with the old token, answered late: by then a refresh has replaced the token.
    server.route('GET', '/late', (request) =>
      request.headers.authorization === 'Bearer FRESH' ? ok([3]) : { status: 401, json: { code: 1 }, delayMs: 200 },
    );
    const { client } = expiredClient();
    const late = client.http.call('get', '/late', orders);
    await client.auth.refresh();
    await expect(late).resolves.toEqual([3]);
    expect(server.calls('POST', '/auth/oauth/token')).toHaveLength(1);
    expect(server.calls('GET', '/late').map((r) => r.headers.authorization)).toEqual(['Bearer EXPIRED', 'Bearer FRESH']);
  });

  it('a failed refresh ends the session once, with reason refresh-failed', async () => {
    server.route('POST', '/auth/oauth/token', { status: 400, json: { code: 1, msg: 'invalid refresh token' } });
    const { client, logouts, toasts } = expiredClient();
    const errors = await Promise.all(
      Array.from({ length: 20 }, () => rejection(client.http.call('get', '/scgl/rfstoreorder/my/page', orders))),
    );
    expect(errors.every((e) => e.status === 401)).toBe(true);
    expect(server.calls('POST', '/auth/oauth/token')).toHaveLength(1);
    expect(logouts).toEqual(['refresh-failed']);
    expect(toasts.map((t) => t.message)).toEqual(['invalid refresh token', 'No permission for this operation']);
    expect(client.session.accessToken()).toBeUndefined();
  });

  it('a refresh refused with 401 ends the session through the call that needed it: one message, the status table\'s', async () => {
    server.route('POST', '/auth/oauth/token', { status: 401, json: { code: 1, msg: null, data: null } });
    const { client, logouts, toasts } = expiredClient();
    const errors = await Promise.all(
      Array.from({ length: 5 }, () => rejection(client.http.call('get', '/scgl/rfstoreorder/my/page', orders))),
    );
    expect(errors.every((e) => e.status === 401)).toBe(true);
    expect(server.calls('POST', '/auth/oauth/token')).toHaveLength(1);
    expect(logouts).toEqual(['refresh-failed']);
    // The refused grant's own failure is for the caller of the token call; the member's message comes from their call.
    expect(toasts.filter((t) => t.error.call === 'GET /scgl/rfstoreorder/my/page').map((t) => t.message)).toEqual([
      'No permission for this operation',
    ]);
    expect(client.session.accessToken()).toBeUndefined();
  });

  it('the refresh timer ends the session when the server refuses the refresh (401)', async () => {
    server.route('POST', '/auth/oauth/token', { status: 401, json: { code: 1, msg: null, data: null } });
    const { client, logouts } = expiredClient();
    const timer = client.startRefreshTimer({ intervalMs: 10 });
    await vi.waitFor(() => expect(logouts).toEqual(['refresh-failed']));
    expect(timer.active).toBe(false);
    expect(client.session.accessToken()).toBeUndefined();
  });

  it('retries once only: a second 401 ends the session', async () => {
    server.route('GET', '/never', { status: 401, json: { code: 1 } });
    const { client, logouts } = expiredClient();
    expect((await rejection(client.http.call('get', '/never', orders))).status).toBe(401);
    expect(server.calls('GET', '/never')).toHaveLength(2);
    expect(server.calls('POST', '/auth/oauth/token')).toHaveLength(1);
    expect(logouts).toEqual(['unauthorized']);
  });

  it('token calls are never retried through a refresh', async () => {
    server.route('POST', '/auth/mobile/token/sms', { status: 401, json: { code: 1 } });
    const { client } = expiredClient();
    await rejection(client.auth.loginBySms('1', '2'));
    expect(server.calls('POST', '/auth/oauth/token')).toHaveLength(0);
  });
});

describe('refresh timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function timed(expiresIn: number | undefined, outcome: () => Promise<unknown> = () => new Promise(() => {})) {
    const session = createSession(createClientStorage({ prefix: 'pigx', session: createMemoryStorage(), local: createMemoryStorage() }));
    if (expiresIn !== undefined) session.saveToken({ access_token: 'A', refresh_token: 'R', expires_in: expiresIn });
    const task = vi.fn(outcome);
    const flight = singleFlight(task);
    const timer = startRefreshTimer({ session, refresh: flight });
    return { session, task, timer };
  }

  it('every 10 s lowers expires_in by 10 and refreshes at or below 1000, once while it runs', () => {
    const { session, task, timer } = timed(1020);
    vi.advanceTimersByTime(9_999);
    expect(session.expiresIn()).toBe(1020);
    vi.advanceTimersByTime(1);
    expect(session.expiresIn()).toBe(1010);
    vi.advanceTimersByTime(10_000);
    expect(session.expiresIn()).toBe(1000);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(session.expiresIn()).toBe(990);
    vi.advanceTimersByTime(30_000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(session.expiresIn()).toBe(960);
    timer.stop();
  });

  it('does nothing without a stored token', () => {
    const { session, task, timer } = timed(undefined);
    session.setExpiresIn(500);
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
    expect(session.expiresIn()).toBe(500);
    timer.stop();
  });

  it('stops when a refresh fails', async () => {
    const { task, timer } = timed(1000, () => Promise.reject(new Error('refused')));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(timer.active).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
