/** Headers every answer carries against framing, MIME sniffing and leaked addresses. */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.js';

/**
 * The shop's pages may be framed by the shop alone (its shell frames its own pages; no other site may, against
 * clickjacking of a signed-in member's forms). No plug-ins and no <base> from elsewhere. Cross-origin resource and
 * opener policies are left out: partner sites load the widgets, pictures and answers across origins.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'self'; base-uri 'self'; object-src 'none'",
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

// Set by hand rather than by hono's secureHeaders: that sets cross-origin policies by default and throws on an
// answer whose headers cannot change, which this app keeps serving as it is.
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    try {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    } catch {
      // An answer with immutable headers goes as it is.
    }
  }
};
