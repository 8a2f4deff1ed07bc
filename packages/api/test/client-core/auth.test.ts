// Authentication calls against a real loopback server: headers, queries, the encrypted password, logout and user info.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomStr } from '../../src/client/index.js';
import { decryptPassword } from '../../src/client/crypto.js';
import { rejection, testClient } from '../support/client.js';
import { ok, startTestServer, type TestServer } from '../support/http-server.js';

const BASIC = 'Basic cGlnOnBpZw==';
const tokenAnswer = { access_token: 'A2', refresh_token: 'R2', expires_in: 43199, token_type: 'bearer', user_id: 5 };
const login = { username: 'anna', password: 'Geheim 123!', code: '7a3k', randomStr: '12341732000000000', languageId: 3 };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.route('GET', '/admin/user/check/pwd', ok(null));
  server.route('POST', '/auth/oauth/token', { json: tokenAnswer });
});

describe('captcha', () => {
  it('randomStr is 4 random digits followed by Date.now()', () => {
    const before = Date.now();
    const value = randomStr();
    expect(value).toMatch(/^\d{4}\d{13}$/);
    expect(Number(value.slice(4))).toBeGreaterThanOrEqual(before);
    expect(Number(value.slice(4))).toBeLessThanOrEqual(Date.now());
  });

  it('the image URL is GET /code?randomStr= on the backend', async () => {
    const { client } = testClient(server.url);
    expect(client.auth.captchaUrl('99991')).toBe(`${server.url}/code?randomStr=99991`);
  });

  it('the slider puzzle calls go to /scgl/captcha/*', async () => {
    server.route('GET', '/scgl/captcha/code', ok({ image: 'x' }));
    server.route('POST', '/scgl/captcha/verify', ok(true));
    server.route('POST', '/scgl/captcha/getCode', ok(null));
    const { client } = testClient(server.url);
    expect(await client.auth.captchaPuzzle({ type: 'slider' })).toEqual({ image: 'x' });
    expect(await client.auth.verifyCaptcha({ x: 120 })).toBe(true);
    await client.auth.sendCode({ email: 'a@b.de' });
    expect(server.calls('GET', '/scgl/captcha/code')[0]?.query.get('type')).toBe('slider');
    expect(JSON.parse(server.calls('POST', '/scgl/captcha/verify')[0]?.body ?? '')).toEqual({ x: 120 });
    expect(JSON.parse(server.calls('POST', '/scgl/captcha/getCode')[0]?.body ?? '')).toEqual({ email: 'a@b.de' });
  });
});

describe('password login', () => {
  it('pre-checks, then asks the token with the Basic credential, the tenant and the encrypted password', async () => {
    const { client } = testClient(server.url);
    client.session.saveToken({ access_token: 'stale', expires_in: 5 });
    await client.session.lock('pin');
    const token = await client.auth.loginByPassword({ ...login, tenantId: 4 });
    expect(token.access_token).toBe('A2');
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /admin/user/check/pwd', 'POST /auth/oauth/token']);

    const [check] = server.calls('GET', '/admin/user/check/pwd');
    expect(Object.fromEntries(check!.query)).toEqual({
      username: 'anna',
      password: expect.any(String),
      clientName: 'pig',
      languageId: '3',
      randomStr: login.randomStr,
      code: '7a3k',
    });
    expect(decryptPassword(check!.query.get('password')!, 'pigxpigxpigxpigx')).toBe(login.password);

    const [tokenCall] = server.calls('POST', '/auth/oauth/token');
    expect(tokenCall!.headers.authorization).toBe(BASIC);
    expect(tokenCall!.headers['tenant-id']).toBe('4');
    expect(Object.fromEntries(tokenCall!.query)).toEqual({
      username: 'anna',
      password: check!.query.get('password'),
      randomStr: login.randomStr,
      code: '7a3k',
      grant_type: 'password',
      scope: 'server',
    });
    expect(decryptPassword(tokenCall!.query.get('password')!, 'pigxpigxpigxpigx')).toBe(login.password);

    expect(client.session.accessToken()).toBe('A2');
    expect(client.session.refreshToken()).toBe('R2');
    expect(client.session.expiresIn()).toBe(43199);
    expect(client.session.isLocked()).toBe(false);
  });

  it('the ciphertext is AES-128-CBC with the configured key as key and IV; a wrong key does not decrypt it', async () => {
    const { client } = testClient(server.url, { aesKey: 'kontorkontorkont' });
    await client.auth.loginByPassword(login);
    const sent = server.calls('POST', '/auth/oauth/token')[0]!.query.get('password')!;
    expect(sent).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decryptPassword(sent, 'kontorkontorkont')).toBe(login.password);
    let wrong: string;
    try {
      wrong = decryptPassword(sent, 'pigxpigxpigxpigx');
    } catch {
      wrong = '';
    }
    expect(wrong).not.toBe(login.password);
  });

  it('form style sends username and password as an x-www-form-urlencoded body', async () => {
    const { client } = testClient(server.url, { loginBodyStyle: 'form', clientCredential: 'shop:s3cret', scope: 'all' });
    await client.auth.loginByPassword(login);
    const [tokenCall] = server.calls('POST', '/auth/oauth/token');
    expect(tokenCall!.headers.authorization).toBe(`Basic ${btoa('shop:s3cret')}`);
    expect(tokenCall!.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(tokenCall!.query)).toEqual({ randomStr: login.randomStr, code: '7a3k', grant_type: 'password', scope: 'all' });
    const body = new URLSearchParams(tokenCall!.body);
    expect(body.get('username')).toBe('anna');
    expect(decryptPassword(body.get('password')!, 'pigxpigxpigxpigx')).toBe(login.password);
    expect(server.calls('GET', '/admin/user/check/pwd')[0]?.query.get('clientName')).toBe('shop');
  });

  it('asks no token when the pre-check answers a code other than 0', async () => {
    server.route('GET', '/admin/user/check/pwd', { json: { code: 1, msg: 'Account locked', data: null } });
    const { client, toasts } = testClient(server.url);
    expect(await rejection(client.auth.loginByPassword(login))).toMatchObject({ kind: 'business', message: 'Account locked' });
    server.route('GET', '/admin/user/check/pwd', { json: { code: 2, msg: null, data: null } });
    expect(await rejection(client.auth.loginByPassword(login))).toMatchObject({ kind: 'business', code: 2 });
    expect(server.calls('POST', '/auth/oauth/token')).toEqual([]);
    expect(toasts).toHaveLength(2);
    expect(client.session.accessToken()).toBeUndefined();
  });

  it('a wrong captcha (428) rejects quietly for the login form to show', async () => {
    server.route('GET', '/admin/user/check/pwd', { status: 428, json: { code: 1, msg: '验证码错误,请重新输入' } });
    const { client, toasts } = testClient(server.url);
    expect(await rejection(client.auth.loginByPassword(login))).toMatchObject({ status: 428, message: '验证码错误,请重新输入' });
    expect(toasts).toEqual([]);
    expect(server.calls('POST', '/auth/oauth/token')).toEqual([]);
  });
});

describe('other token calls', () => {
  it('refresh sends refresh_token, grant_type=refresh_token and scope with Basic, never the bearer', async () => {
    const { client } = testClient(server.url);
    client.session.saveToken({ access_token: 'A1', refresh_token: 'R1', expires_in: 900 });
    await client.session.lock('pin');
    await client.auth.refresh();
    const [call] = server.calls('POST', '/auth/oauth/token');
    expect(call!.headers.authorization).toBe(BASIC);
    expect(Object.fromEntries(call!.query)).toEqual({ refresh_token: 'R1', grant_type: 'refresh_token', scope: 'server' });
    expect(client.session.accessToken()).toBe('A2');
    expect(client.session.isLocked()).toBe(false);
  });

  it('sms login sends mobile=SMS@{mobile} and the code', async () => {
    server.route('POST', '/auth/mobile/token/sms', { json: tokenAnswer });
    const { client } = testClient(server.url);
    await client.auth.loginBySms('13800138000', '1234');
    const [call] = server.calls('POST', '/auth/mobile/token/sms');
    expect(call!.headers.authorization).toBe(BASIC);
    expect(Object.fromEntries(call!.query)).toEqual({ mobile: 'SMS@13800138000', code: '1234', grant_type: 'mobile' });
    expect(client.session.accessToken()).toBe('A2');
  });

  it('social login sends mobile={state}@{code} and grant_type=mobile', async () => {
    server.route('POST', '/auth/mobile/token/social', { json: tokenAnswer });
    const { client } = testClient(server.url);
    await client.auth.loginBySocial('WX', 'c0de');
    const [call] = server.calls('POST', '/auth/mobile/token/social');
    expect(call!.headers.authorization).toBe(BASIC);
    expect(Object.fromEntries(call!.query)).toEqual({ mobile: 'WX@c0de', grant_type: 'mobile' });
  });
});

describe('logout and user info', () => {
  it('logout succeeds on code 0 with data true: bearer sent, session cleared, hook told', async () => {
    server.route('DELETE', '/auth/token/logout', ok(true));
    const { client, logouts } = testClient(server.url);
    client.session.saveToken({ access_token: 'A1', refresh_token: 'R1', expires_in: 900 });
    expect(await client.auth.logout()).toBe(true);
    expect(server.calls('DELETE', '/auth/token/logout')[0]?.headers.authorization).toBe('Bearer A1');
    expect(client.session.accessToken()).toBeUndefined();
    expect(client.session.refreshToken()).toBeUndefined();
    expect(logouts).toEqual(['logout']);
  });

  it('logout answered data false keeps the session', async () => {
    server.route('DELETE', '/auth/token/logout', ok(false));
    const { client, logouts } = testClient(server.url);
    client.session.saveToken({ access_token: 'A1', expires_in: 900 });
    expect(await client.auth.logout()).toBe(false);
    expect(client.session.accessToken()).toBe('A1');
    expect(logouts).toEqual([]);
  });

  it('user info is validated; a failed load ends the session locally', async () => {
    server.route('GET', '/admin/user/info', ok({ sysUser: { username: 'anna', realname: 'Anna' }, salesname: 'Li', modeOfTrade: 1 }));
    const { client, logouts } = testClient(server.url);
    client.session.saveToken({ access_token: 'A1', expires_in: 900 });
    const info = await client.auth.userInfo();
    expect(info.sysUser.username).toBe('anna');
    expect(server.calls('GET', '/admin/user/info')[0]?.headers.authorization).toBe('Bearer A1');
    server.route('GET', '/admin/user/info', ok({ sysUser: null }));
    expect((await rejection(client.auth.userInfo())).kind).toBe('schema');
    expect(logouts).toEqual(['user-info-failed']);
    expect(client.session.accessToken()).toBeUndefined();
  });
});
