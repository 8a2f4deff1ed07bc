/**
 * Our query interface over a real PostgreSQL server, made to outlive it: a restart or failover of the database
 * costs the requests made meanwhile (a DatabaseUnavailableError each, answered 503), never the process.
 */
import type { ClientConfig, PoolClient } from 'pg';
import type { Db } from './interface.js';
import { createListener } from './listener.js';
import { classify, isUnavailable, outageLog } from './unavailable.js';

/**
 * Bounds on every query, so no request waits on a database that is gone: a connection (or a free pool slot) within
 * 2 s, a statement within 10 s on the server and an answer within 12 s on this side (a peer that vanished without
 * closing its socket), a transaction left idle by a stuck request ended after 30 s. The longest statements are the
 * seed's multi-row INSERTs of a first start, well under a second each.
 */
export const POSTGRES_LIMITS = {
  connectionTimeoutMillis: 2000,
  statement_timeout: 10_000,
  query_timeout: 12_000,
  idle_in_transaction_session_timeout: 30_000,
  keepAlive: true,
} satisfies ClientConfig;

export async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const config: ClientConfig = { connectionString: url, ...POSTGRES_LIMITS };
  const pool = new pg.Pool({ ...config, max: 10 });
  const outage = outageLog();
  // An idle client whose connection drops is removed by the pool, which then emits 'error': without a listener
  // that event would end the process.
  pool.on('error', (error) => outage.failed(error));
  const listener = createListener(config);

  /** Runs a query: an answer ends a logged outage, a database that is away becomes a DatabaseUnavailableError. */
  async function run<T>(work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      outage.answered();
      return result;
    } catch (error) {
      outage.failed(error);
      throw classify(error);
    }
  }
  const over = (client: { query: PoolClient['query'] }): Omit<Db, 'transaction' | 'close'> => ({
    kind: 'postgres',
    query: <T>(sql: string, params?: unknown[]) => run(async () => (await client.query(sql, params)).rows as T[]),
    exec: (sql: string) => run(async () => void (await client.query(sql))),
  });

  return {
    ...over(pool),
    async transaction(fn) {
      const client = await run(() => pool.connect());
      // A checked-out client has no 'error' listener of the pool's: a drop between two statements would be an
      // unhandled event. Remembered instead, so the client is discarded on release.
      let broken: Error | undefined;
      const onError = (error: Error) => void (broken ??= error);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const tx: Db = { ...over(client), transaction: (inner) => inner(tx), close: async () => {} };
        const result = await fn(tx);
        await client.query('COMMIT');
        outage.answered();
        return result;
      } catch (error) {
        if (isUnavailable(error)) broken ??= error as Error;
        // After a lost connection the ROLLBACK fails too (the server rolled back already): the first error is the
        // one to answer, not the ROLLBACK's.
        if (!broken) await client.query('ROLLBACK').catch((rollbackError: Error) => void (broken = rollbackError));
        outage.failed(error);
        throw classify(error);
      } finally {
        client.off('error', onError);
        // A broken client is closed, not handed to the next request.
        client.release(broken);
      }
    },
    listen: (channel, onMessage) => listener.listen(channel, onMessage),
    listening: () => listener.listening(),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
