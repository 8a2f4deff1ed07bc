/** `pnpm --filter @kontor/server start`: the reference backend on http://localhost:8080. */
import { readConfig } from './config.js';
import { StartupError } from './db/data-dir.js';
import { startServer } from './server.js';

const config = readConfig();
const running = await startServer(config).catch((error: unknown) => {
  // A cause the operator fixes (a data directory in use or damaged) is one line that says what to do, not a stack.
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
});
console.info(`Kontor shop: ${running.url}`);
console.info(`Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite at ${config.dataDir}`}`);
console.info('Demo logins: ddp-buyer / kontor123 (trade mode DDP), fob-buyer / kontor123 (trade mode FOB), admin / kontor123');
if (running.settings.captchaOff) console.info('KONTOR_CAPTCHA=off: any 4 characters pass as captcha');

/**
 * SIGTERM or SIGINT: close the WebSocket clients, let running requests finish, then close the database
 * so everything written is on disk. A second signal gives up waiting.
 */
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.info(`${signal}: closing the server and the database`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
