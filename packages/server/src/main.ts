/** `pnpm --filter @kontor/server start`: the reference backend on http://localhost:8080. */
import { readConfig } from './config.js';
import { startServer } from './server.js';

const config = readConfig();
const running = await startServer(config);
console.info(`Kontor shop: ${running.url}`);
console.info(`Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite at ${config.dataDir}`}`);
console.info('Demo logins: ddp-buyer / kontor123 (trade mode DDP), fob-buyer / kontor123 (trade mode FOB)');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    console.info(`${signal}: closing the server and the database`);
    void running.close().then(() => process.exit(0));
  });
}
