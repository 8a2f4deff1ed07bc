// Gzip size of @kontor/api as a storefront imports it: bundles small entry files with esbuild
// (minified, from the sources) and prints one JSON line per figure for `pnpm bench`.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';

const cases = {
  'api client (createKontorClient, all services)': `import { createKontorClient } from '@kontor/api/client'; export const c = createKontorClient({ baseUrl: '/' });`,
  'api client core + cart service only': `import { createHttp, cartService, resolveConfig } from '@kontor/api/client'; export const cart = (h) => cartService(h); export { createHttp, resolveConfig };`,
  'api rules (container fill + money format)': `export { containerFillPercent, formatMoney } from '@kontor/api/rules';`,
  'api contract (product schema)': `export { product } from '@kontor/api/contract';`,
};

for (const [name, contents] of Object.entries(cases)) {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['kontor-source'],
    write: false,
    logLevel: 'error',
  });
  const bytes = gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
  console.info(JSON.stringify({ name, value: bytes, unit: 'bytes gzip' }));
}
