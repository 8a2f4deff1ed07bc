import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import type { KontorClient } from '@kontor/api/client';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@kontor/api/rules';
import type { RunningServer } from '../../src/server.js';
import { call, loginAs, startTestServer } from './harness.js';

let server: RunningServer;
let ddp: { client: KontorClient; token: string };
let fob: { client: KontorClient; token: string };
beforeAll(async () => {
  server = await startTestServer();
  ddp = await loginAs(server, 'ddp-buyer');
  fob = await loginAs(server, 'fob-buyer');
});
afterAll(() => server.close());

describe('messages', () => {
  it('counts unread, reads one, marks read, collects and deletes', async () => {
    const unread = await ddp.client.messages.unreadCount();
    expect(unread).toBeGreaterThan(0);
    const inbox = await ddp.client.messages.mine({ current: 1, size: 20 });
    expect(new Set(inbox.records.map((m) => m.readStatus))).toEqual(new Set([0, 1, 2, 3, 4]));
    const [first, second] = inbox.records.filter((m) => m.readStatus === 0);
    expect((await ddp.client.messages.read(first!.id)).readStatus).toBe(1);
    await ddp.client.messages.markRead([second!.id]);
    expect(await ddp.client.messages.unreadCount()).toBe(unread - 2);
    await ddp.client.messages.collect(first!.id);
    const collected = await ddp.client.messages.collected({ current: 1, size: 10 });
    expect('records' in collected && collected.records.some((m) => m.id === first!.id)).toBe(true);
    await ddp.client.messages.removeBatch([second!.id]);
    await ddp.client.messages.remove(first!.id);
    expect((await ddp.client.messages.mine({ current: 1, size: 20 })).total).toBe(inbox.total - 2);
  });

  it('writes to the shop’s staff only; other members are neither listed nor reachable', async () => {
    const recipients = await ddp.client.messages.recipients({ current: 1, size: 20 });
    expect(recipients.records.map((u) => u.username)).toEqual(['admin']);
    expect(await ddp.client.messages.send({ title: 'Next container', content: 'Can it leave earlier?' })).toBe(1);
    const [fobUser] = await server.db.query<{ id: number }>("SELECT id FROM app_user WHERE username = 'fob-buyer'");
    await expect(ddp.client.messages.send({ title: 'Hello', content: 'Hi', receiverIds: [fobUser!.id] })).rejects.toMatchObject({ status: 403 });
    const admin = await loginAs(server, 'admin');
    const adminInbox = await admin.client.messages.mine({ current: 1, size: 50 });
    expect(adminInbox.records.some((m) => m.title === 'Next container' && m.sender === 'ddp-buyer')).toBe(true);
  });
});

describe('logs', () => {
  it('uploads the local error log and pages and deletes only the member’s own entries', async () => {
    await ddp.client.logs.upload([{ type: 'error', message: 'Boom', stack: 'at x', info: 'render', url: '/shopping', time: '2026-01-01 10:00:00' }]);
    const own = await ddp.client.logs.page({ current: 1, size: 50 });
    expect(own.records.some((entry) => entry.exception === 'Boom')).toBe(true);
    expect(own.records.every((entry) => entry.createBy === 'ddp-buyer')).toBe(true);
    await expect(fob.client.logs.remove(own.records[0]!.id)).rejects.toMatchObject({ status: 404 });
    await ddp.client.logs.remove(own.records[0]!.id);
    expect((await ddp.client.logs.page({ current: 1, size: 50 })).total).toBe(own.total - 1);
  });

  it('keeps the address the server saw, not one a header claims', async () => {
    const sent = await call(server.url, ddp.token, 'POST', '/admin/log/logs', [{ type: 'error', message: 'Forged', stack: 'at x', info: 'render', url: '/shopping', time: '2026-01-01 10:00:00' }], { 'X-Forwarded-For': '203.0.113.9' });
    expect(sent.body.code).toBe(0);
    const [row] = await server.db.query<{ remote_addr: string }>("SELECT remote_addr FROM sys_log WHERE message = 'Forged'");
    expect(row?.remote_addr).not.toBe('203.0.113.9');
    expect(row?.remote_addr).toMatch(/127\.0\.0\.1|::1/);
  });
});

describe('uploads', () => {
  const png = () => {
    const image = new PNG({ width: 4, height: 4 });
    image.data.fill(200);
    return new Blob([new Uint8Array(PNG.sync.write(image))], { type: 'image/png' });
  };
  async function upload(files: { blob: Blob; name: string }[], token = ddp.token) {
    const form = new FormData();
    for (const { blob, name } of files) form.append('file', blob, name);
    const response = await fetch(`${server.url}/admin/sys-file/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    return { status: response.status, body: (await response.json()) as { code: number; msg: string | null; data: unknown } };
  }

  it('stores an image and serves it back under its link', async () => {
    const { body } = await upload([{ blob: png(), name: 'damage.png' }]);
    const stored = body.data as { url: string; fileName: string };
    expect(stored.url).toMatch(/^\/admin\/sys-file\/kontor\/\w+\.png$/);
    const back = await fetch(server.url + stored.url, { headers: { Authorization: `Bearer ${ddp.token}` } });
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(PNG.sync.read(Buffer.from(await back.arrayBuffer())).width).toBe(4);
  });

  it('refuses more than 5 files, a file over 5 MB, and anything that is not an image or PDF', async () => {
    const six = Array.from({ length: MAX_UPLOAD_FILES + 1 }, (_, i) => ({ blob: png(), name: `${i}.png` }));
    expect((await upload(six)).body).toMatchObject({ code: 1, msg: 'validation.upload.maxFiles' });
    const big = new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)], { type: 'application/pdf' });
    expect((await upload([{ blob: big, name: 'big.pdf' }])).body).toMatchObject({ code: 1, msg: 'validation.upload.maxSize' });
    const text = new Blob(['hello'], { type: 'text/plain' });
    expect((await upload([{ blob: text, name: 'a.txt' }])).body).toMatchObject({ code: 1, msg: 'validation.upload.type' });
    // The declared type is not enough: the bytes must be an image or a PDF.
    const disguised = new Blob(['<script>alert(1)</script>'], { type: 'image/png' });
    expect((await upload([{ blob: disguised, name: 'x.png' }])).body).toMatchObject({ code: 1, msg: 'validation.upload.type' });
    expect((await upload([{ blob: png(), name: 'a.png' }], 'no-token')).status).toBe(401);
  });
});
