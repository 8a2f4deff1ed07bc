/** The query interface every part of the server uses, over the embedded PGlite and a real PostgreSQL alike. */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements at once (migrations, seeds). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: calls `onMessage` with the payload of every NOTIFY on the channel, from any instance
   * on the same database (a connection of its own, ended by `close`).
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<void>;
  /** PostgreSQL only: whether that connection listens now (false while it reconnects after an outage). */
  listening?(): boolean;
}
