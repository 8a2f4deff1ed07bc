import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword } from '@kontor/api/password';
import type { RunningServer } from '../../src/server.js';
import { DEMO_PASSWORD, call, loginAs, startTestServer } from '../customer/harness.js';

const BASIC = `Basic ${Buffer.from('pig:pig').toString('base64')}`;
let server: RunningServer;
beforeAll(async () => {
  // Captcha on (428 needs it), a 1-second token (the expiry test), a low login limit (429).
  server = await startTestServer({ auth: { captchaOff: false, tokenTtlSeconds: 1, loginAttemptsPerMinute: 5, demoCode: '1234' } });
});
afterAll(() => server.close());

async function passwordLogin(username: string, password: string, randomStr: string, code?: string) {
  if (code === undefined) {
    await fetch(`${server.url}/code?randomStr=${randomStr}`);
    const [row] = await server.db.query<{ answer: string }>('SELECT answer FROM captcha WHERE random_str = $1', [randomStr]);
    code = row!.answer;
  }
  const query = new URLSearchParams({ username, password: encryptPassword(password, 'pigxpigxpigxpigx'), randomStr, code, grant_type: 'password', scope: 'server' });
  const response = await fetch(`${server.url}/auth/oauth/token?${query}`, { method: 'POST', headers: { Authorization: BASIC } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the statuses of spec section 8 the server produces', () => {
  it('401: no token, an unknown token, an expired token, a token of another tenant', async () => {
    expect((await call(server.url, undefined, 'GET', '/scgl/rfmembernew/info')).status).toBe(401);
    const unknown = await call(server.url, 'not-a-token', 'GET', '/scgl/rfmembernew/info');
    expect(unknown).toMatchObject({ status: 401, body: { code: 1, msg: expect.any(String) } });
    const { body } = await passwordLogin('ddp-buyer', DEMO_PASSWORD, '9100');
    const token = body.access_token as string;
    expect((await call(server.url, token, 'GET', '/scgl/rfmembernew/info', undefined, { 'TENANT-ID': '2' })).status).toBe(401);
    await new Promise((done) => setTimeout(done, 1_200));
    const expired = await call(server.url, token, 'GET', '/scgl/rfmembernew/info');
    expect(expired.status).toBe(401);
    // A message key the client shows in the user's language (spec section 8), not English text.
    expect(expired.body.msg).toBe('auth.token.expired');
  });

  it('426: wrong password and unknown user', async () => {
    expect((await passwordLogin('fob-buyer', 'not-the-password', '9201')).status).toBe(426);
    expect((await passwordLogin('nobody-here', DEMO_PASSWORD, '9202')).status).toBe(426);
  });

  it('428: a wrong captcha, and a captcha that was never asked for', async () => {
    await fetch(`${server.url}/code?randomStr=9301`);
    const wrong = await passwordLogin('admin', DEMO_PASSWORD, '9301', '0000');
    expect(wrong).toMatchObject({ status: 428, body: { code: 1 } });
    expect((await passwordLogin('admin', DEMO_PASSWORD, '9302-never-drawn', 'ABCD')).status).toBe(428);
  });

  it('429: more login attempts per username and address than the limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await passwordLogin('limit-me', 'x', `94${attempt}`)).status);
    expect(statuses).toEqual([426, 426, 426, 426, 426, 429]);
    // Another username is counted on its own.
    expect((await passwordLogin('fob-buyer', DEMO_PASSWORD, '9450')).status).toBe(200);
  });

  it('404: an unknown path and a resource that does not exist', async () => {
    const { token } = await loginAs(server, 'admin');
    expect((await call(server.url, token, 'GET', '/scgl/no-such-call')).status).toBe(404);
    const missing = await call(server.url, token, 'GET', '/scgl/rfstoreorder/my/999999');
    expect(missing).toMatchObject({ status: 404, body: { code: 1 } });
  });

  it('403 for a customer on the admin call, 417 for a phone bound to no account', async () => {
    const { body } = await passwordLogin('ddp-buyer', DEMO_PASSWORD, '9500');
    const admin = await call(server.url, body.access_token as string, 'POST', '/admin/demo/status', { kind: 'order', id: 1, status: 1 });
    expect(admin.status).toBe(403);
    const sms = await fetch(`${server.url}/auth/mobile/token/sms?mobile=SMS@10000000000&code=1234&grant_type=mobile`, { method: 'POST', headers: { Authorization: BASIC } });
    expect(sms.status).toBe(417);
  });
});
