import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { encryptPassword } from '@kontor/api/password';
import type { RunningServer } from '../../src/server.js';
import { DEMO_PASSWORD, call, clientFor, drawCaptcha, loginAs, startTestServer } from '../customer/harness.js';

const BASIC = `Basic ${Buffer.from('pig:pig').toString('base64')}`;
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ auth: { captchaOff: false } });
});
afterAll(() => server.close());

const captchaAnswer = (randomStr: string) => drawCaptcha(server, randomStr);

function tokenQuery(params: Record<string, string>) {
  return fetch(`${server.url}/auth/oauth/token?${new URLSearchParams(params)}`, { method: 'POST', headers: { Authorization: BASIC } });
}

describe('captcha', () => {
  it('GET /code answers a real PNG and keeps its 4-character answer for the randomStr', async () => {
    const response = await fetch(`${server.url}/code?randomStr=42121732000000000`);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = PNG.sync.read(Buffer.from(await response.arrayBuffer()));
    expect(png.width).toBeGreaterThan(60);
    expect(png.height).toBeGreaterThan(20);
    const [row] = await server.db.query<{ answer: string }>('SELECT answer FROM captcha WHERE random_str = $1', ['42121732000000000']);
    expect(row?.answer).toMatch(/^[2-9A-Z]{4}$/);
  });

  it('verify checks the typed captcha without using it up', async () => {
    const answer = await captchaAnswer('5555');
    const right = await call(server.url, undefined, 'POST', '/scgl/captcha/verify', { randomStr: '5555', code: answer.toLowerCase() });
    expect(right.body).toMatchObject({ code: 0, data: true });
    const wrong = await call(server.url, undefined, 'POST', '/scgl/captcha/verify', { randomStr: '5555', code: 'ZZZZ' });
    expect(wrong.status).toBe(428);
    const json = await call(server.url, undefined, 'GET', '/scgl/captcha/code');
    expect((json.body.data as { image: string }).image).toMatch(/^data:image\/png;base64,/);
  });
});

describe('POST /auth/oauth/token', () => {
  it('logs in with the AES-encrypted password and the captcha, which works only once', async () => {
    const code = await captchaAnswer('7001');
    const params = { username: 'ddp-buyer', password: encryptPassword(DEMO_PASSWORD, 'pigxpigxpigxpigx'), randomStr: '7001', code, grant_type: 'password', scope: 'server' };
    const response = await tokenQuery(params);
    expect(response.status).toBe(200);
    const token = (await response.json()) as Record<string, unknown>;
    expect(token).toMatchObject({ token_type: 'bearer', expires_in: 43_200, username: 'ddp-buyer', tenant_id: 1 });
    expect(token.access_token).toEqual(expect.any(String));
    expect((await tokenQuery(params)).status).toBe(428);
    // Only hashes are stored.
    const stored = await server.db.query('SELECT 1 FROM auth_token WHERE access_hash = $1', [token.access_token]);
    expect(stored).toHaveLength(0);
  });

  it('takes the credentials as a form body too (later framework versions)', async () => {
    const code = await captchaAnswer('7002');
    const response = await fetch(`${server.url}/auth/oauth/token?randomStr=7002&code=${code}&grant_type=password&scope=server`, {
      method: 'POST',
      headers: { Authorization: BASIC, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'fob-buyer', password: encryptPassword(DEMO_PASSWORD, 'pigxpigxpigxpigx') }),
    });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong client credential with 401', async () => {
    const response = await fetch(`${server.url}/auth/oauth/token?grant_type=password`, { method: 'POST', headers: { Authorization: `Basic ${btoa('pig:wrong')}` } });
    expect(response.status).toBe(401);
  });

  it('refreshes: the new pair works, the old access token does not', async () => {
    const code = await captchaAnswer('7003');
    const first = (await (await tokenQuery({ username: 'ddp-buyer', password: encryptPassword(DEMO_PASSWORD, 'pigxpigxpigxpigx'), randomStr: '7003', code, grant_type: 'password', scope: 'server' })).json()) as Record<string, string>;
    const refreshed = await tokenQuery({ refresh_token: first.refresh_token!, grant_type: 'refresh_token', scope: 'server' });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as Record<string, string>;
    expect((await call(server.url, second.access_token, 'GET', '/admin/user/info')).status).toBe(200);
    expect((await call(server.url, first.access_token, 'GET', '/admin/user/info')).status).toBe(401);
    const reused = await tokenQuery({ refresh_token: first.refresh_token!, grant_type: 'refresh_token', scope: 'server' });
    expect(reused.status).toBe(401);
    expect(((await reused.json()) as { msg?: string }).msg).toBe('auth.refreshToken.invalid');
  });
});

describe('session calls through the real client', () => {
  it('pre-check, login, user info with the sales contact and trade mode, logout revoking the token', async () => {
    const { client, token } = await loginAs(server, 'fob-buyer');
    const info = await client.auth.userInfo();
    expect(info.sysUser.username).toBe('fob-buyer');
    expect(info).toMatchObject({ modeOfTrade: 2, salesname: 'Zhang Min', salesPhone: expect.any(String), roles: ['ROLE_CUSTOMER'] });
    expect(await client.auth.logout()).toBe(true);
    expect((await call(server.url, token, 'GET', '/admin/user/info')).status).toBe(401);
    const ddp = await loginAs(server, 'ddp-buyer');
    expect((await ddp.client.auth.userInfo()).modeOfTrade).toBe(1);
  });

  it('the pre-check answers code 0 only for the right password; a wrong guess uses its captcha up', async () => {
    const client = clientFor(server.url);
    const randomStr = '8001';
    const code = await captchaAnswer(randomStr);
    await expect(client.auth.checkPassword({ username: 'ddp-buyer', password: 'wrong-password', code, randomStr, languageId: 2 })).rejects.toMatchObject({ status: 426 });
    // One solved picture, one guess: the next try needs a new captcha.
    await expect(client.auth.checkPassword({ username: 'fob-buyer', password: 'wrong-password', code, randomStr, languageId: 2 })).rejects.toMatchObject({ status: 428 });
    const fresh = '8002';
    const answer = await client.auth.checkPassword({ username: 'ddp-buyer', password: DEMO_PASSWORD, code: await captchaAnswer(fresh), randomStr: fresh, languageId: 2 });
    expect(answer.code).toBe(0);
  });

  it('SMS and social logins take only a code the server issued, once', async () => {
    const sms = (code: string) =>
      fetch(`${server.url}/auth/mobile/token/sms?mobile=SMS@15112345678&code=${code}&grant_type=mobile`, { method: 'POST', headers: { Authorization: BASIC } });
    // No code was sent: the old demo code is refused.
    expect((await sms('1234')).status).toBe(428);
    await call(server.url, undefined, 'POST', '/scgl/captcha/getCode', { mobile: '15112345678' });
    const [issued] = await server.db.query<{ code: string }>("SELECT code FROM verification_code WHERE target = 'mobile:15112345678'");
    const first = await sms(issued!.code);
    expect(((await first.json()) as { username: string }).username).toBe('ddp-buyer');
    expect((await sms(issued!.code)).status).toBe(428);

    const state = ((await call(server.url, undefined, 'GET', '/auth/social/state?type=WX')).body.data as { state: string }).state;
    expect((await fetch(`${server.url}/auth/mobile/token/social?mobile=WX@1234&grant_type=mobile`, { method: 'POST', headers: { Authorization: BASIC } })).status).toBe(428);
    const [social] = await server.db.query<{ code: string }>('SELECT code FROM verification_code WHERE target = $1', [`social:${state}`]);
    const answer = await fetch(`${server.url}/auth/mobile/token/social?mobile=${state}@${social!.code}&grant_type=mobile`, { method: 'POST', headers: { Authorization: BASIC } });
    expect(answer.status).toBe(200);
  });
});
