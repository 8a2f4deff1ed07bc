// A real loopback HTTP server for client tests: routes answer scripted replies and every request is recorded.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  /** Serialised as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /** Sent as is (malformed JSON, files). */
  body?: string | Uint8Array;
  headers?: Record<string, string>;
  /** Answer this late (timeouts). */
  delayMs?: number;
}

export type Route = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface TestServer {
  url: string;
  /** Every request in arrival order. */
  requests: RecordedRequest[];
  /** Sets the answer of `METHOD /path` (query ignored); unknown routes answer 404 with the envelope. */
  route(method: string, path: string, handler: Route | Reply): void;
  /** Requests that went to `METHOD /path`. */
  calls(method: string, path: string): RecordedRequest[];
  close(): Promise<void>;
}

export const ok = (data: unknown): Reply => ({ json: { code: 0, msg: null, data } });

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Route>();
  const requests: RecordedRequest[] = [];

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const route = routes.get(`${recorded.method} ${recorded.path}`);
      const reply: Reply = route ? await route(recorded) : { status: 404, json: { code: 1, msg: null, data: null } };
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (res.destroyed) return;
      const headers: Record<string, string> = { ...reply.headers };
      let body: string | Uint8Array = reply.body ?? '';
      if (reply.json !== undefined) {
        headers['Content-Type'] ??= 'application/json';
        body = JSON.stringify(reply.json);
      }
      res.writeHead(reply.status ?? 200, headers);
      res.end(body);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route(method, path, handler) {
      routes.set(`${method.toUpperCase()} ${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    calls: (method, path) => requests.filter((r) => r.method === method.toUpperCase() && r.path === path),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
