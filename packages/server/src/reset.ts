/** `pnpm --filter @kontor/server reset`: deletes the embedded database so the next start seeds anew. */
import { rmSync } from 'node:fs';
import { readConfig } from './config.js';

const { dataDir, databaseUrl } = readConfig();
if (databaseUrl) {
  console.error(
    'DATABASE_URL is set: reset only removes the embedded database; drop the PostgreSQL schema yourself.',
  );
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
console.info(`Removed ${dataDir}; the next start creates, migrates and seeds it.`);
