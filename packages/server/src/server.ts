/** Starts the whole backend: database (opened, migrated, seeded), HTTP app, STOMP endpoint, clean shutdown. */
import { getRequestListener, type ServerType } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { catalogueCacheFor, createApp } from './app.js';
import { DEFAULT_SHUTDOWN_GRACE_MS, type ServerConfig } from './config.js';
import { openDatabase, type Db } from './db/db.js';
import { migrate } from './db/migrate.js';
import { seed } from './db/seed.js';
import { frontDoor } from './http/fast-reads.js';
import { readAuthSettings, type AuthSettings } from './http/settings.js';
import { attachStomp, type StompEndpoint } from './stomp/endpoint.js';
import { createReminders } from './stomp/reminders.js';

export interface RunningServer {
  url: string;
  db: Db;
  server: ServerType;
  stomp: StompEndpoint;
  settings: AuthSettings;
  /** Closes the WebSocket clients, then HTTP (letting running requests finish), then the database. */
  close(): Promise<void>;
}

export interface StartOptions extends ServerConfig {
  /** An in-memory database (tests): nothing is written to disk. */
  inMemory?: boolean;
  /** Overrides of the auth settings read from the environment (tests: a short token lifetime). */
  auth?: Partial<AuthSettings>;
}

export async function startServer(config: StartOptions): Promise<RunningServer> {
  const db = await openDatabase({
    dataDir: config.inMemory ? undefined : config.dataDir,
    databaseUrl: config.databaseUrl,
    fromTemplate: config.inMemory,
  });
  await migrate(db);
  await seed(db);
  const settings: AuthSettings = { ...readAuthSettings(), captchaOff: config.captchaOff, ...config.auth };
  // The app needs the reminders before the socket endpoint exists; the endpoint is looked up when one is sent.
  const endpoint: { stomp?: StompEndpoint } = {};
  const reminders = createReminders(db, {
    publish: (destination, body) => endpoint.stomp?.publish(destination, body) ?? 0,
    dropToken: (hash) => endpoint.stomp?.dropToken(hash),
  });
  const catalogueCache = catalogueCacheFor(db);
  let closing: Promise<void> | undefined;
  const app = createApp({
    db,
    catalogueCache,
    staticDir: config.staticDir,
    rendererFile: config.rendererFile,
    widgetsDir: config.widgetsDir,
    partnerOrigins: config.partnerOrigins,
    logRequests: config.logRequests,
    settings,
    reminders,
    draining: () => closing !== undefined,
  });
  // Signed-out catalogue reads the cache holds are answered at the door; everything else goes through the app.
  const door = frontDoor({ cache: catalogueCache, tenantHeader: settings.tenantHeader, logRequests: config.logRequests }, getRequestListener(app.fetch, { hostname: config.host }));
  const server: ServerType = createServer(door);
  await new Promise<void>((listening) => server.listen(config.port, config.host, listening));
  const stomp = attachStomp(server as Server, db);
  endpoint.stomp = stomp;
  // On PostgreSQL, reminders raised on any instance reach this instance's clients (LISTEN/NOTIFY).
  await reminders.share();
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
  // Share and mail links use the configured public URL, else this listen address (never a request's Host header).
  settings.publicUrl ??= `http://${host}:${port}`;
  return {
    url: `http://${host}:${port}`,
    db,
    server,
    stomp,
    settings,
    close: () =>
      (closing ??= (async () => {
        await stomp.close();
        await new Promise<void>((done) => {
          // A request that never completes (a client that stalls mid-request) would hold the stop for ever: after the
          // grace period its connection is cut, so a stop always ends.
          const cut = setTimeout(() => (server as Server).closeAllConnections(), config.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS);
          server.close(() => {
            clearTimeout(cut);
            done();
          });
          (server as Server).closeIdleConnections();
        });
        await db.close();
      })()),
  };
}
