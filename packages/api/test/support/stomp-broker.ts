// A small STOMP 1.2 broker over `ws` for client tests: CONNECT, heart-beats, SUBSCRIBE, SEND/MESSAGE, DISCONNECT.
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

interface Connection {
  socket: WebSocket;
  subscriptions: Map<string, string>; // id -> destination
  pinger?: ReturnType<typeof setInterval>;
}

export interface StompBroker {
  /** `ws://127.0.0.1:{port}/act/ws` */
  url: string;
  /** Every CONNECT (or STOMP) frame received, in order. */
  connects: StompFrame[];
  /** Every SUBSCRIBE frame received. */
  subscribes: StompFrame[];
  /** Arrival time (ms) of every WebSocket connection attempt, accepted or refused. */
  attempts: number[];
  /** Heart-beats (bare end-of-lines) received from clients. */
  beats: number;
  /** Open STOMP sessions (CONNECTED sent). */
  readonly sessions: number;
  /** While true, new sockets are closed at once: the endpoint looks down. */
  refuse: boolean;
  /** Delivers a MESSAGE to every subscriber of the destination; resolves how many got it. */
  publish(destination: string, body: string): number;
  /** Closes every socket abruptly, as a crashed broker or a dropped network would. */
  dropAll(): void;
  close(): Promise<void>;
}

const escapes: Record<string, string> = { '\\n': '\n', '\\r': '\r', '\\c': ':', '\\\\': '\\' };
const unescape = (text: string) => text.replace(/\\[nrc\\]/g, (s) => escapes[s]!);
const escape = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/:/g, '\\c');

export function parseFrame(raw: string): StompFrame {
  const split = raw.indexOf('\n\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 2);
  const [command = '', ...lines] = head.replace(/\r\n/g, '\n').split('\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = unescape(line.slice(0, colon));
    // STOMP 1.2: the first occurrence of a repeated header wins.
    headers[name] ??= unescape(line.slice(colon + 1));
  }
  return { command, headers, body };
}

export function serializeFrame(command: string, headers: Record<string, string>, body = ''): string {
  const lines = Object.entries(headers).map(([name, value]) => `${escape(name)}:${escape(value)}`);
  return `${command}\n${lines.join('\n')}\n\n${body}\0`;
}

export async function startStompBroker(options: { path?: string; heartBeatMs?: number } = {}): Promise<StompBroker> {
  const path = options.path ?? '/act/ws';
  const heartBeatMs = options.heartBeatMs ?? 5000;
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, path });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const connections = new Set<Connection>();
  let messageId = 0;

  const broker: StompBroker = {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    connects: [],
    subscribes: [],
    attempts: [],
    beats: 0,
    get sessions() {
      return [...connections].filter((c) => c.socket.readyState === c.socket.OPEN).length;
    },
    refuse: false,
    publish(destination, body) {
      let delivered = 0;
      for (const { socket, subscriptions } of connections) {
        for (const [id, subscribed] of subscriptions) {
          if (subscribed !== destination) continue;
          const headers = {
            destination,
            subscription: id,
            'message-id': String(++messageId),
            'content-type': 'text/plain;charset=utf-8',
            'content-length': String(Buffer.byteLength(body)),
          };
          socket.send(serializeFrame('MESSAGE', headers, body));
          delivered += 1;
        }
      }
      return delivered;
    },
    dropAll() {
      for (const connection of connections) connection.socket.terminate();
    },
    close: () =>
      new Promise<void>((resolve) => {
        broker.dropAll();
        server.close(() => resolve());
      }),
  };

  function onFrame(connection: Connection, frame: StompFrame): void {
    const { socket } = connection;
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP': {
        broker.connects.push(frame);
        // heart-beat: "cx,cy": the client sends every cx ms and wants ours every cy ms; we ping at max(ours, cy).
        const [, clientWants = 0] = (frame.headers['heart-beat'] ?? '0,0').split(',').map(Number);
        socket.send(serializeFrame('CONNECTED', { version: '1.2', 'heart-beat': `${heartBeatMs},${heartBeatMs}` }));
        if (clientWants > 0) {
          connection.pinger = setInterval(() => socket.send('\n'), Math.max(heartBeatMs, clientWants));
        }
        return;
      }
      case 'SUBSCRIBE':
        broker.subscribes.push(frame);
        connection.subscriptions.set(frame.headers.id ?? '', frame.headers.destination ?? '');
        return;
      case 'UNSUBSCRIBE':
        connection.subscriptions.delete(frame.headers.id ?? '');
        return;
      case 'SEND':
        broker.publish(frame.headers.destination ?? '', frame.body);
        return;
      case 'DISCONNECT':
        if (frame.headers.receipt) socket.send(serializeFrame('RECEIPT', { 'receipt-id': frame.headers.receipt }));
        socket.close();
        return;
      default:
        socket.send(serializeFrame('ERROR', { message: `unsupported command ${frame.command}` }));
    }
  }

  server.on('connection', (socket) => {
    broker.attempts.push(Date.now());
    if (broker.refuse) {
      socket.terminate();
      return;
    }
    const connection: Connection = { socket, subscriptions: new Map() };
    connections.add(connection);
    let buffer = '';
    socket.on('message', (data) => {
      buffer += String(data);
      if (/^(\r?\n)+$/.test(buffer)) broker.beats += 1;
      let end: number;
      while ((end = buffer.indexOf('\0')) !== -1) {
        // Heart-beats are bare end-of-lines between frames.
        const raw = buffer.slice(0, end).replace(/^(\r?\n)+/, '');
        buffer = buffer.slice(end + 1);
        if (raw) onFrame(connection, parseFrame(raw));
      }
      buffer = buffer.replace(/^(\r?\n)+$/, '');
    });
    socket.on('close', () => {
      clearInterval(connection.pinger);
      connections.delete(connection);
    });
  });

  return broker;
}
