/** Build step: creates, migrates and seeds a database in memory and writes it as the first-start template. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from './db.js';
import { migrate } from './migrate.js';
import { seed } from './seed.js';
import { TEMPLATE_FILE, templateVersion, templateVersionFile } from './template.js';

const started = performance.now();
const pg = await PGlite.create();
const db = wrapPglite(pg);
await migrate(db);
await seed(db);
const tarball = await pg.dumpDataDir('gzip');
await pg.close();
mkdirSync(dirname(TEMPLATE_FILE), { recursive: true });
writeFileSync(TEMPLATE_FILE, Buffer.from(await tarball.arrayBuffer()));
writeFileSync(templateVersionFile(), `${templateVersion()}\n`);
console.info(`first-start database template: ${TEMPLATE_FILE} (${Math.round(performance.now() - started)} ms)`);
