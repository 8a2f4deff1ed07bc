/**
 * The server's front door: a signed-out catalogue read the cache already holds is answered before the app, without
 * building a Request, routing or running the middleware chain (about a third of such a read's time under load).
 * Anything else, and anything unusual about a read, goes to the app, which answers the same bytes.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { CatalogueCache } from './catalogue-cache.js';
import { logRequest, nextRequestId } from './request-log.js';

export interface FrontDoorOptions {
  cache: CatalogueCache;
  /** The tenant header's name (settings.tenantHeader). */
  tenantHeader: string;
  logRequests: boolean;
}

export function frontDoor({ cache, tenantHeader, logRequests }: FrontDoorOptions, app: RequestListener): RequestListener {
  const tenantKey = tenantHeader.toLowerCase();
  return (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    const url = request.url ?? '';
    const { authorization, accept } = request.headers;
    const tenant = request.headers[tenantKey] ?? '';
    // The app decides: callers with a session (checked there), escaped paths (the app decodes them), a repeated
    // tenant header, and pages asked for by a browser (a server-menu path under an API prefix answers the storefront).
    if (request.method !== 'GET' || authorization !== undefined || url.includes('%') || typeof tenant !== 'string' || accept?.includes('text/html')) {
      return app(request, response);
    }
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    const answer = cache.peekSignedOut({
      // The origin the app would see (a plain http server; an unusual Host spelling only misses here).
      origin: `http://${request.headers.host ?? ''}`,
      path,
      pathAndQuery: url,
      tenant,
      ifNoneMatch: request.headers['if-none-match'],
      acceptEncoding: request.headers['accept-encoding'] ?? '',
    });
    if (!answer) return app(request, response);
    response.writeHead(answer.status, { ...answer.headers, 'X-Request-Id': nextRequestId(), ...(answer.body ? { 'Content-Length': answer.body.length } : {}) });
    response.end(answer.body);
    if (logRequests) logRequest('GET', path, answer.status, started);
  };
}
