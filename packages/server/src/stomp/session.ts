/**
 * One STOMP 1.2 session over a WebSocket: CONNECT authenticated by its bearer header, SUBSCRIBE only to
 * the caller's own reminder topic, heart-beats both ways, ERROR and close on anything refused.
 */
import { FrameImpl, Parser, type StompHeaders } from '@stomp/stompjs';
import type { WebSocket } from 'ws';
import { WEBSOCKET_KEEP_ALIVE_MS } from '@kontor/api/rules';
import type { SessionUser } from '../http/tokens.js';
import { remindTopic } from './reminders.js';

export interface SessionHooks {
  /** Resolves a bearer token to its user and the token's hash, or undefined when it is not live. */
  authenticate(token: string): Promise<{ user: SessionUser; accessHash: string } | undefined>;
  onClose(session: StompSession): void;
}

/** A peer that sends nothing for this many of its heart-beat intervals is gone. */
const HEARTBEAT_GRACE = 3;

export class StompSession {
  user: SessionUser | undefined;
  accessHash: string | undefined;
  /** Subscription id by destination. */
  readonly subscriptions = new Map<string, string>();
  private messageCount = 0;
  private lastSeen = Date.now();
  private timers: NodeJS.Timeout[] = [];
  private closed = false;
  /** Frames are handled one after another: CONNECT's token check must finish before a SUBSCRIBE. */
  private queue: Promise<void> = Promise.resolve();
  private readonly parser = new Parser(
    (raw) => {
      const frame = FrameImpl.fromRawFrame(raw, true);
      this.queue = this.queue.then(() => this.onFrame(frame)).catch(() => this.fail('Internal error'));
    },
    () => (this.lastSeen = Date.now()),
  );

  constructor(
    private readonly socket: WebSocket,
    private readonly hooks: SessionHooks,
  ) {
    socket.on('message', (data: Buffer, isBinary) => {
      this.lastSeen = Date.now();
      try {
        this.parser.parseChunk(isBinary ? new Uint8Array(data).buffer : data.toString('utf8'));
      } catch {
        this.fail('Malformed frame');
      }
    });
    socket.on('close', () => this.cleanUp());
    socket.on('error', () => this.cleanUp());
  }

  /** Sends a MESSAGE to this session's subscription of the destination, if it has one. */
  deliver(destination: string, body: string): boolean {
    const id = this.subscriptions.get(destination);
    if (id === undefined) return false;
    this.messageCount += 1;
    this.send('MESSAGE', {
      subscription: id,
      'message-id': `${id}-${this.messageCount}`,
      destination,
      'content-type': 'text/plain;charset=UTF-8',
    }, body);
    return true;
  }

  /** Closes the session, telling the client why when a reason is given. */
  close(reason?: string) {
    if (reason) this.send('ERROR', { message: reason });
    this.socket.close(reason ? 1008 : 1001, reason?.slice(0, 120));
    this.cleanUp();
  }

  private async onFrame(frame: FrameImpl) {
    const { command, headers } = frame;
    if (command !== 'CONNECT' && command !== 'STOMP' && !this.user) return this.fail('Not connected');
    switch (command) {
      case 'CONNECT':
      case 'STOMP':
        return this.connect(headers);
      case 'SUBSCRIBE':
        return this.subscribe(headers);
      case 'UNSUBSCRIBE':
        for (const [destination, id] of this.subscriptions) if (id === headers.id) this.subscriptions.delete(destination);
        return this.receipt(headers);
      case 'DISCONNECT':
        this.receipt(headers);
        return this.close();
      default:
        // The reminder topics are the server's to write; clients only read them.
        return this.fail(`${command} is not allowed`);
    }
  }

  private async connect(headers: StompHeaders) {
    if (this.user) return this.fail('Already connected');
    const token = /^Bearer\s+(\S+)$/i.exec(headers.Authorization ?? headers.authorization ?? '')?.[1];
    const session = token ? await this.hooks.authenticate(token) : undefined;
    if (!session) return this.fail('Unauthorized: a valid Authorization: Bearer token is required');
    this.user = session.user;
    this.accessHash = session.accessHash;
    const [clientSends = 0, clientWants = 0] = (headers['heart-beat'] ?? '0,0').split(',').map((n) => Number(n) || 0);
    this.send('CONNECTED', {
      version: '1.2',
      'heart-beat': `${WEBSOCKET_KEEP_ALIVE_MS},${WEBSOCKET_KEEP_ALIVE_MS}`,
      server: 'kontor',
      'user-name': session.user.username,
    });
    if (clientWants > 0) {
      const every = Math.max(WEBSOCKET_KEEP_ALIVE_MS, clientWants);
      this.timers.push(setInterval(() => this.socket.send('\n'), every));
    }
    if (clientSends > 0) {
      const every = Math.max(WEBSOCKET_KEEP_ALIVE_MS, clientSends);
      this.timers.push(
        setInterval(() => {
          if (Date.now() - this.lastSeen > every * HEARTBEAT_GRACE) this.close();
        }, every),
      );
    }
    this.receipt(headers);
  }

  private subscribe(headers: StompHeaders) {
    const { destination, id } = headers;
    const user = this.user!;
    if (!destination || id === undefined) return this.fail('SUBSCRIBE needs a destination and an id');
    if (destination !== remindTopic(user.username, user.tenantId)) {
      return this.fail(`Access to ${destination} is denied`);
    }
    this.subscriptions.set(destination, id);
    this.receipt(headers);
  }

  private receipt(headers: StompHeaders) {
    if (headers.receipt) this.send('RECEIPT', { 'receipt-id': headers.receipt });
  }

  private fail(reason: string) {
    this.close(reason);
  }

  private send(command: string, headers: StompHeaders, body = '') {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(FrameImpl.marshall({ command, headers, body, escapeHeaderValues: true }));
  }

  private cleanUp() {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    this.hooks.onClose(this);
  }
}
