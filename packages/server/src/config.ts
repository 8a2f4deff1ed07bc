/** Server settings read once from the environment, with the defaults a newcomer needs. */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
/** The server package's folder, from source (src/) and from the build (dist/) alike. */
export const SERVER_ROOT = resolve(repoRoot, 'packages/server');

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded database directory; ignored when `databaseUrl` is set. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PostgreSQL replaces the embedded database. */
  databaseUrl: string | undefined;
  /** Built storefront to serve on the same origin, if present. */
  staticDir: string;
  /** The storefront's built server renderer, if present: public pages are drawn with it. */
  rendererFile: string;
  /** Built partner widgets (`widgets.js` and `widgets/`), served beside the storefront. */
  widgetsDir: string;
  /** Partner origins whose pages may read the widgets' public data (CORS); `KONTOR_PARTNER_ORIGINS`, comma-separated. */
  partnerOrigins: string[];
  /** `KONTOR_CAPTCHA=off` accepts any 4 characters as captcha, for automated tests. */
  captchaOff: boolean;
  /** One request log line each, on stdout. */
  logRequests: boolean;
  /**
   * On a stop, how long running requests may take to finish before their connections are cut (env
   * KONTOR_SHUTDOWN_GRACE_MS; 10 s by default).
   */
  shutdownGraceMs?: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.KONTOR_DATA_DIR ?? resolve(repoRoot, '.kontor-data')),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: resolve(env.KONTOR_STATIC_DIR ?? resolve(repoRoot, 'packages/shop-app/dist')),
    rendererFile: resolve(env.KONTOR_RENDERER ?? resolve(repoRoot, 'packages/shop-app/dist-server/entry-server.js')),
    widgetsDir: resolve(env.KONTOR_WIDGETS_DIR ?? resolve(repoRoot, 'packages/widgets/dist')),
    partnerOrigins: parseOrigins(env.KONTOR_PARTNER_ORIGINS),
    captchaOff: env.KONTOR_CAPTCHA === 'off',
    logRequests: env.KONTOR_LOG !== 'off',
    shutdownGraceMs: Number(env.KONTOR_SHUTDOWN_GRACE_MS) > 0 ? Number(env.KONTOR_SHUTDOWN_GRACE_MS) : DEFAULT_SHUTDOWN_GRACE_MS,
  };
}

/** How long a stop waits for running requests by default. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/** `https://a.example, http://localhost:4312` → exact origins (scheme, host, port); anything that is not one is dropped. */
export function parseOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => {
      try {
        const url = new URL(item);
        return /^https?:$/.test(url.protocol) && url.origin === item;
      } catch {
        return false;
      }
    });
}
