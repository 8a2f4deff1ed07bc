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
  /** `KONTOR_CAPTCHA=off` accepts any 4 characters as captcha, for automated tests. */
  captchaOff: boolean;
  /** One request log line each, on stdout. */
  logRequests: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.KONTOR_DATA_DIR ?? resolve(repoRoot, '.kontor-data')),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: resolve(env.KONTOR_STATIC_DIR ?? resolve(repoRoot, 'packages/shop-app/dist')),
    captchaOff: env.KONTOR_CAPTCHA === 'off',
    logRequests: env.KONTOR_LOG !== 'off',
  };
}
