/** Headers against framing, MIME sniffing and leaked addresses: on every answer what concerns it, on pages the rest. */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.js';

/** Every answer: its type is the one it says (an uploaded file is never run as a script). */
export const ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Pages (HTML) only, where they take effect: the shop's pages may be framed by the shop alone (its shell frames its
 * own pages; no other site may, against clickjacking of a signed-in member's forms), no plug-ins, no <base> from
 * elsewhere, and only the origin goes to other sites. Sent with every script and picture they would add some 15 kB
 * to a first visit. Cross-origin resource and opener policies are left out: partner sites load the widgets, pictures
 * and answers across origins.
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'self'; base-uri 'self'; object-src 'none'",
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

// Set by hand rather than by hono's secureHeaders: that sets cross-origin policies by default, sends every header
// with every answer and throws on an answer whose headers cannot change, which this app keeps serving as it is.
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const page = c.res.headers.get('Content-Type')?.startsWith('text/html') ?? false;
  for (const [name, value] of Object.entries(page ? { ...ANSWER_HEADERS, ...PAGE_HEADERS } : ANSWER_HEADERS)) {
    try {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    } catch {
      // An answer with immutable headers goes as it is.
    }
  }
};
