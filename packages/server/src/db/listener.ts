/**
 * The LISTEN connection of an instance on PostgreSQL: one client of its own that, when the database goes away,
 * connects again with back-off and listens on its channels again, so NOTIFYs from other instances flow once
 * the database is back (those sent while it was away are lost: reminders are a nudge, the data is in the tables).
 */
import type { ClientConfig } from 'pg';

/** First wait before connecting again, doubled after each failure up to the last. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 2000;

export interface Listener {
  /** Listens on `channel` (from now on, and after every reconnect); resolves once this connection listens. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  /** Whether the connection listens now (false while it reconnects); true with no channel to listen on. */
  listening(): boolean;
  close(): Promise<void>;
}

export function createListener(config: ClientConfig, log: (line: string) => void = console.warn): Listener {
  const channels = new Map<string, (payload: string) => void>();
  type Client = InstanceType<typeof import('pg').Client>;
  let current: Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_FIRST_MS;
  let closed = false;

  /** One attempt: a fresh client that listens on every channel, or an error (the client is ended). */
  async function connect(): Promise<void> {
    const { default: pg } = await import('pg');
    const client = new pg.Client(config);
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (current === client) current = undefined;
      void client.end().catch(() => {});
      if (closed) return;
      if (error) log(`[kontor] reminder channel lost (${error.message}); listening again when PostgreSQL answers`);
      scheduleRetry();
    };
    // Without an 'error' listener a dropped connection would end the process.
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (note) => channels.get(note.channel)?.(note.payload ?? ''));
    try {
      await client.connect();
      for (const channel of channels.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      lost = true;
      void client.end().catch(() => {});
      throw error;
    }
    if (lost) throw new Error('the reminder channel closed while it was opened');
    if (closed) return void client.end().catch(() => {});
    current = client;
    delay = RETRY_FIRST_MS;
  }

  /** Connects, unless a connection is up or on its way; every caller waits for the same attempt. */
  function ensureConnected(): Promise<void> {
    if (current) return Promise.resolve();
    connecting ??= connect().finally(() => (connecting = undefined));
    return connecting;
  }

  function scheduleRetry() {
    if (closed || retry) return;
    const wait = delay;
    delay = Math.min(delay * 2, RETRY_MAX_MS);
    retry = setTimeout(() => {
      retry = undefined;
      ensureConnected().then(
        () => void (closed || log('[kontor] reminder channel listens again')),
        () => scheduleRetry(),
      );
    }, wait);
  }

  return {
    async listen(channel, onMessage) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      const known = channels.has(channel);
      channels.set(channel, onMessage);
      if (known) return;
      if (current) await current.query(`LISTEN ${channel}`);
      else await ensureConnected();
    },
    listening: () => channels.size === 0 || current !== undefined,
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting?.catch(() => {});
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
