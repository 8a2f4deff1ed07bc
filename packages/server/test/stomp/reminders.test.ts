import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type IFrame } from '@stomp/stompjs';
import type { TaskReminder } from '@kontor/api/client';
import type { RunningServer } from '../../src/server.js';
import { call, loginAs, startTestServer } from '../customer/harness.js';

let server: RunningServer;
let wsUrl: string;
let ddpToken: string;
let adminToken: string;
const clients: Client[] = [];

beforeAll(async () => {
  server = await startTestServer();
  wsUrl = `${server.url.replace('http', 'ws')}/act/ws`;
  ddpToken = (await loginAs(server, 'ddp-buyer')).token;
  adminToken = (await loginAs(server, 'admin')).token;
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.deactivate()));
  await server.close();
});

/** A STOMP client that does not reconnect, so a refusal stays a refusal. */
function stompClient(token: string | undefined): Client {
  const client = new Client({
    brokerURL: wsUrl,
    connectHeaders: token ? { Authorization: `Bearer ${token}` } : {},
    reconnectDelay: 0,
    heartbeatIncoming: 5000,
    heartbeatOutgoing: 5000,
  });
  clients.push(client);
  return client;
}

const connected = (client: Client) =>
  new Promise<IFrame>((resolve, reject) => {
    client.onConnect = resolve;
    client.onStompError = (frame) => reject(new Error(frame.headers.message));
    client.activate();
  });

const within = <T>(promise: Promise<T>, ms = 5000) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms))]);

describe('STOMP at /act/ws', () => {
  it('pushes a reminder to the customer’s own topic when their order or after-sales request changes status', async () => {
    const { client } = await loginAs(server, 'ddp-buyer');
    const reminders: TaskReminder[] = [];
    let resolveFirst: () => void;
    const received = new Promise<void>((resolve) => (resolveFirst = resolve));
    const channel = client.taskReminders({
      username: 'ddp-buyer',
      onReminder: (reminder) => {
        reminders.push(reminder);
        resolveFirst();
      },
    });
    const ready = new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (server.stomp.sessions.size > 0 && [...server.stomp.sessions].some((s) => s.subscriptions.size > 0)) {
          clearInterval(poll);
          resolve();
        }
      }, 20);
    });
    channel.start();
    await within(ready);
    const [order] = await server.db.query<{ id: number; order_no: string }>(
      "SELECT o.id, o.order_no FROM store_order o JOIN app_user u ON u.id = o.user_id WHERE u.username = 'ddp-buyer' AND o.status = 2 LIMIT 1",
    );
    const change = await call(server.url, adminToken, 'POST', '/admin/demo/status', { kind: 'order', id: order!.id, status: 3 });
    expect(change.body).toMatchObject({ code: 0 });
    await within(received);
    expect(reminders[0]!.task).toBe(`Order ${order!.order_no}: shipped`);
    expect(reminders[0]!.text).toContain(order!.order_no);
    const [history] = await server.db.query<{ status: number }>('SELECT status FROM order_status_history WHERE order_id = $1 ORDER BY id DESC LIMIT 1', [order!.id]);
    expect(history!.status).toBe(3);
    await channel.stop();
  });

  it('answers CONNECTED with heart-beats of 5000,5000 for a valid bearer token', async () => {
    const frame = await within(connected(stompClient(ddpToken)));
    expect(frame.headers['heart-beat']).toBe('5000,5000');
    expect(frame.headers.version).toBe('1.2');
  });

  it('closes the channel of a session a password change ended', async () => {
    const ended = await loginAs(server, 'fob-buyer');
    const changing = await loginAs(server, 'fob-buyer');
    const client = stompClient(ended.token);
    await within(connected(client));
    const closed = new Promise<void>((resolve) => (client.onWebSocketClose = () => resolve()));
    const change = await call(server.url, changing.token, 'POST', '/scgl/email/edit/password/', {
      password: 'kontor123',
      newpassword1: 'neues-pass1',
      newpassword2: 'neues-pass1',
    });
    expect(change.body).toMatchObject({ code: 0, data: true });
    await within(closed);
    // The demo password back for the tests after this one (the changing session went on).
    const back = { password: 'neues-pass1', newpassword1: 'kontor123', newpassword2: 'kontor123' };
    expect((await call(server.url, changing.token, 'POST', '/scgl/email/edit/password/', back)).body).toMatchObject({ code: 0 });
  });

  it('refuses a CONNECT without a valid token with an ERROR frame', async () => {
    await expect(within(connected(stompClient(undefined)))).rejects.toThrow(/Unauthorized/);
    await expect(within(connected(stompClient('forged-token')))).rejects.toThrow(/Unauthorized/);
  });

  it('refuses a subscription to another customer’s topic; a reminder reaches only its own customer', async () => {
    const intruder = stompClient(ddpToken);
    await within(connected(intruder));
    const refused = new Promise<string>((resolve) => (intruder.onStompError = (frame) => resolve(frame.headers.message ?? '')));
    intruder.subscribe('/task/fob-buyer-1/remind', () => {});
    expect(await within(refused)).toMatch(/denied/);

    const listen = async (token: string, topic: string) => {
      const client = stompClient(token);
      await within(connected(client));
      const bodies: string[] = [];
      const receipt = `sub-${topic}`;
      const subscribed = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
      client.subscribe(topic, (message) => bodies.push(message.body), { receipt });
      await within(subscribed);
      return bodies;
    };
    const fobBodies = await listen((await loginAs(server, 'fob-buyer')).token, '/task/fob-buyer-1/remind');
    const ddpBodies = await listen(ddpToken, '/task/ddp-buyer-1/remind');
    const [service] = await server.db.query<{ id: number; service_no: string }>(
      "SELECT s.id, s.service_no FROM service_order s JOIN app_user u ON u.id = s.user_id WHERE u.username = 'fob-buyer' LIMIT 1",
    );
    expect((await call(server.url, adminToken, 'POST', '/admin/demo/status', { kind: 'service', id: service!.id, status: 4 })).body.code).toBe(0);
    await within(new Promise<void>((resolve) => { const poll = setInterval(() => fobBodies.length > 0 && (clearInterval(poll), resolve()), 20); }));
    expect(fobBodies).toEqual([`After-sales request ${service!.service_no}: complete`]);
    expect(ddpBodies).toEqual([]);
  });

  it('the status switch takes only known statuses and existing records', async () => {
    expect((await call(server.url, adminToken, 'POST', '/admin/demo/status', { kind: 'order', id: 1, status: 7 })).body.msg).toBe('status.unknown');
    expect((await call(server.url, adminToken, 'POST', '/admin/demo/status', { kind: 'service', id: 999999, status: 1 })).status).toBe(404);
  });
});
