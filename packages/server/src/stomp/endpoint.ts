/** The STOMP endpoint at /act/ws on the HTTP server's 'upgrade', and the registry reminders go through. */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Db } from '../db/db.js';
import { tokenHash, userOfAccessToken } from '../http/tokens.js';
import type { ReminderPublisher } from './reminders.js';
import { StompSession } from './session.js';

export const STOMP_PATH = '/act/ws';

export interface StompEndpoint extends ReminderPublisher {
  /** Live sessions (connected or not yet). */
  readonly sessions: ReadonlySet<StompSession>;
  /** Ends every session and stops accepting new ones. */
  close(): Promise<void>;
}

export function attachStomp(server: Server, db: Db): StompEndpoint {
  // Clients only send small frames (CONNECT, SUBSCRIBE, heart-beats).
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const sessions = new Set<StompSession>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== STOMP_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const session = new StompSession(ws, {
        async authenticate(token) {
          const user = await userOfAccessToken(db, token);
          return user && user !== 'expired' ? { user, accessHash: tokenHash(token) } : undefined;
        },
        onClose: (closed) => sessions.delete(closed),
      });
      sessions.add(session);
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    sessions,
    publish(destination, body) {
      let delivered = 0;
      for (const session of sessions) if (session.deliver(destination, body)) delivered += 1;
      return delivered;
    },
    dropToken(accessHash) {
      for (const session of sessions) if (session.accessHash === accessHash) session.close('Logged out');
    },
    async close() {
      server.off('upgrade', onUpgrade);
      for (const session of [...sessions]) session.close();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((done) => wss.close(() => done()));
    },
  };
}
