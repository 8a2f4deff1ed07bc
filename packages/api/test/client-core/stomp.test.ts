// Task reminders against a real STOMP 1.2 endpoint: connect headers, subscription, messages, heart-beats, reconnect.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  realtimeUrl,
  resolveConfig,
  taskReminder,
  type KontorClientConfig,
  type TaskReminder,
  type TaskReminders,
} from '../../src/client/index.js';
import { testClient } from '../support/client.js';
import { startStompBroker, type StompBroker } from '../support/stomp-broker.js';
import { until } from '../support/wait.js';

let broker: StompBroker;
let reminders: TaskReminders | undefined;

beforeEach(async () => {
  broker = await startStompBroker();
});
afterEach(async () => {
  await reminders?.stop();
  reminders = undefined;
  await broker.close();
});

/** A client whose baseUrl is the broker's host, so the socket URL is derived, not given. */
function connect(realtime: KontorClientConfig['realtime'] = {}, tenantId?: string) {
  const received: TaskReminder[] = [];
  const { client } = testClient(broker.url.replace('ws:', 'http:').replace('/act/ws', ''), {
    realtime,
    hooks: { onNotify: (reminder) => received.push(reminder) },
  });
  client.session.saveToken({ access_token: 'A1', refresh_token: 'R1', expires_in: 43199 });
  if (tenantId) client.session.setTenantId(tenantId);
  reminders = client.taskReminders({ username: 'anna' });
  return { client, received, reminders };
}

describe('task reminder text', () => {
  it('is the body plus the request to process it, as keys with values and the zh original', () => {
    expect(taskReminder('订单审核')).toEqual({
      task: '订单审核',
      title: '协同提醒',
      text: '订单审核任务，请及时处理',
      titleMessage: { id: 'notify.taskReminder.title', defaultMessage: '协同提醒' },
      textMessage: { id: 'notify.taskReminder.text', defaultMessage: '{task}任务，请及时处理', values: { task: '订单审核' } },
    });
  });

  it('derives the socket URL from baseUrl with the matching scheme', () => {
    expect(realtimeUrl(resolveConfig({ baseUrl: 'https://shop.example.com/api' }))).toBe('wss://shop.example.com/api/act/ws');
    expect(realtimeUrl(resolveConfig({ baseUrl: 'http://127.0.0.1:9999' }))).toBe('ws://127.0.0.1:9999/act/ws');
    expect(realtimeUrl(resolveConfig({ realtime: { url: 'wss://push.example.com/ws' } }))).toBe('wss://push.example.com/ws');
  });
});

describe('STOMP connection', () => {
  it('connects with the bearer header and 5 s heart-beats, subscribes the user topic with tenant 1, delivers reminders', async () => {
    const { received, reminders } = connect();
    reminders.start();
    await until(() => broker.subscribes.length === 1, 3000, 'SUBSCRIBE');
    const [connectFrame] = broker.connects;
    expect(connectFrame?.headers.Authorization).toBe('Bearer A1');
    expect(connectFrame?.headers['heart-beat']).toBe('5000,5000');
    expect(connectFrame?.headers['accept-version']).toContain('1.2');
    expect(broker.subscribes[0]?.headers.destination).toBe('/task/anna-1/remind');
    expect(reminders.connected).toBe(true);

    expect(broker.publish('/task/anna-1/remind', '订单审核')).toBe(1);
    broker.publish('/task/bob-1/remind', 'not for anna');
    await until(() => received.length === 1, 3000, 'MESSAGE');
    expect(received[0]?.text).toBe('订单审核任务，请及时处理');
    expect(received[0]?.textMessage.values).toEqual({ task: '订单审核' });
  });

  it('uses the stored tenant in the topic', async () => {
    const { reminders } = connect({}, '7');
    reminders.start();
    await until(() => broker.subscribes.length === 1, 3000, 'SUBSCRIBE');
    expect(broker.subscribes[0]?.headers.destination).toBe('/task/anna-7/remind');
  });

  it('sends heart-beats at the configured interval', async () => {
    // Both sides must offer 100 ms for the negotiated interval to be 100 ms.
    await broker.close();
    broker = await startStompBroker({ heartBeatMs: 100 });
    const { reminders } = connect({ heartbeatMs: 100 });
    reminders.start();
    await until(() => broker.beats >= 3, 3000, 'heart-beats');
    expect(broker.connects[0]?.headers['heart-beat']).toBe('100,100');
    expect(reminders.connected).toBe(true);
  });

  it('reconnects after the connection drops, with the current token, and subscribes again', async () => {
    const { client, received, reminders } = connect({ reconnectDelayMs: 50 });
    reminders.start();
    await until(() => broker.subscribes.length === 1, 3000, 'first SUBSCRIBE');
    client.session.saveToken({ access_token: 'A2', refresh_token: 'R2', expires_in: 43199 });
    broker.dropAll();
    await until(() => broker.subscribes.length === 2, 3000, 'SUBSCRIBE after reconnect');
    expect(broker.connects.map((frame) => frame.headers.Authorization)).toEqual(['Bearer A1', 'Bearer A2']);
    broker.publish('/task/anna-1/remind', 'Versand');
    await until(() => received.length === 1, 3000, 'MESSAGE after reconnect');
    expect(received[0]?.task).toBe('Versand');
  });

  it('backs off: the delay between failed attempts grows, and it connects once the endpoint is back', async () => {
    broker.refuse = true;
    const { reminders } = connect({ reconnectDelayMs: 150, maxReconnectDelayMs: 5000 });
    reminders.start();
    await until(() => broker.attempts.length >= 4, 10_000, 'four attempts');
    const gaps = broker.attempts.slice(1).map((time, i) => time - broker.attempts[i]!);
    // Doubling from 150 ms: about 150, 300, 600. The base is large enough that a loaded machine's
    // scheduling delay (tens of ms) cannot make a later gap look shorter than the first.
    expect(gaps[2]!).toBeGreaterThan(gaps[0]! * 1.5);
    expect(gaps[2]!).toBeGreaterThanOrEqual(450);
    broker.refuse = false;
    await until(() => broker.subscribes.length === 1, 10_000, 'SUBSCRIBE once back');
    expect(reminders.connected).toBe(true);
  });

  it('stops reconnecting when stopped', async () => {
    const { reminders } = connect({ reconnectDelayMs: 30 });
    reminders.start();
    await until(() => broker.subscribes.length === 1, 3000, 'SUBSCRIBE');
    await reminders.stop();
    const attempts = broker.attempts.length;
    broker.dropAll();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(broker.attempts.length).toBe(attempts);
    expect(reminders.connected).toBe(false);
  });
});
