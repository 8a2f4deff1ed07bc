// Issue 14, item 2: the personal centre's password change confirmed by a code mailed to the member's own
// mailbox: a real random code, printed in the log (and its file), expiring, single use, one per minute.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.js';
import { DEMO_PASSWORD, call, loginAs, startTestServer } from './harness.js';

const MAILBOX = 'achats@jardins-du-sud.example';
const codeLog = join(mkdtempSync(join(tmpdir(), 'kontor-codes-')), 'codes.log');

let server: RunningServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ auth: { codeLogFile: codeLog } });
  ({ token } = await loginAs(server, 'fob-buyer'));
});
afterAll(async () => {
  await server?.close();
});

const send = (email: string) => call(server.url, token, 'GET', `/scgl/email/send/code?email=${encodeURIComponent(email)}`);
const lastLoggedCode = () => /code for email:\S+: (\d{4}) /.exec(readFileSync(codeLog, 'utf8').trim().split('\n').at(-1) ?? '')?.[1];
const change = (body: Record<string, unknown>) => call(server.url, token, 'POST', '/scgl/email/edit/password/', body);

describe('mailbox code', () => {
  it('is sent only to the member’s own mailbox, in a valid format', async () => {
    expect((await send('not-a-mailbox')).body.msg).toBe('login.email.format');
    expect((await send('einkauf@gartenwelt-hoffmann.example')).body.msg).toBe('login.email.notBound');
  });

  it('is a random 4-digit code printed in the log, then sending again within the minute is refused', async () => {
    await server.db.query('DELETE FROM verification_code');
    expect((await send(MAILBOX)).body).toMatchObject({ code: 0, data: true });
    const code = lastLoggedCode();
    expect(code).toMatch(/^\d{4}$/);
    const [row] = await server.db.query<{ code: string; ttl: number }>(
      "SELECT code, extract(epoch FROM expires_at - now())::int AS ttl FROM verification_code WHERE target = 'email:' || $1",
      [MAILBOX],
    );
    expect(row).toMatchObject({ code });
    expect(row!.ttl).toBeGreaterThan(200);
    expect(await send(MAILBOX)).toMatchObject({ status: 429, body: { msg: 'login.code.sendingFrequently' } });
  });

  it('send/valid checks the code without using it up; a wrong one fails verification', async () => {
    const code = lastLoggedCode()!;
    const wrong = code === '0000' ? '1111' : '0000';
    const valid = (typed: string) => call(server.url, token, 'GET', `/scgl/email/send/valid?email=${encodeURIComponent(MAILBOX)}&code=${typed}`);
    expect((await valid(wrong)).body.msg).toBe('login.code.verificationFailed');
    expect((await valid(code)).body).toMatchObject({ code: 0, data: true });
    expect((await valid(code)).body).toMatchObject({ code: 0, data: true });
  });

  it('changes the password with the code, once; the old password stops working, and so do the other sessions', async () => {
    const elsewhere = await loginAs(server, 'fob-buyer');
    expect((await call(server.url, elsewhere.token, 'GET', '/admin/user/info')).status).toBe(200);
    const code = lastLoggedCode()!;
    const form = { password: DEMO_PASSWORD, newpassword1: 'neues-pass1', newpassword2: 'neues-pass1', email: MAILBOX };
    expect((await change({ ...form, code: '12' })).body.msg).toBe('validation.code.length');
    expect((await change({ ...form, newpassword2: 'other-pass', code })).body.msg).toBe('validation.password.inconsistent');
    expect((await change({ ...form, code })).body).toMatchObject({ code: 0, data: true });
    // A session opened with the old password ends; the one that changed it goes on.
    expect((await call(server.url, elsewhere.token, 'GET', '/admin/user/info')).status).toBe(401);
    expect((await call(server.url, token, 'GET', '/admin/user/info')).status).toBe(200);
    expect((await loginAs(server, 'fob-buyer', 'neues-pass1')).token).toBeTruthy();
    // Used up: the same code does not confirm a second change.
    const again = await change({ ...form, password: 'neues-pass1', newpassword1: DEMO_PASSWORD, newpassword2: DEMO_PASSWORD, code });
    expect(again.body.msg).toBe('login.code.verificationFailed');
  });

  it('an expired code fails verification', async () => {
    await server.db.query("UPDATE verification_code SET sent_at = now() - interval '1 hour', expires_at = now() - interval '1 second'");
    await server.db.query("DELETE FROM throttle WHERE key LIKE 'mail|%'");
    await server.db.query('DELETE FROM verification_code');
    await send(MAILBOX);
    const code = lastLoggedCode()!;
    await server.db.query("UPDATE verification_code SET expires_at = now() - interval '1 second'");
    const form = { password: 'neues-pass1', newpassword1: DEMO_PASSWORD, newpassword2: DEMO_PASSWORD, email: MAILBOX, code };
    expect((await change(form)).body.msg).toBe('login.code.verificationFailed');
  });
});

describe('a locked account', () => {
  it('ends its sessions: its access token is refused until it is unlocked', async () => {
    const session = await loginAs(server, 'ddp-buyer');
    await server.db.query("UPDATE app_user SET lock_flag = '9' WHERE username = 'ddp-buyer'");
    try {
      expect((await call(server.url, session.token, 'GET', '/admin/user/info')).status).toBe(401);
    } finally {
      await server.db.query("UPDATE app_user SET lock_flag = '0' WHERE username = 'ddp-buyer'");
    }
    expect((await call(server.url, session.token, 'GET', '/admin/user/info')).status).toBe(200);
  });
});
