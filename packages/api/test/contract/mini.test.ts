// The contract on zod/mini: the server keeps classic zod's English messages; a browser bundle pays for zod/mini only,
// without zod's English texts: an issue without a key of its own reads as the generic key the catalogues translate.
import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { languageIdField, product } from '../../src/contract/index.js';
import { productSample } from './samples.js';

const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
/** zod/mini; classic zod made the product schema alone ~26 kB gzip. */
const PRODUCT_GZIP_BUDGET = 9 * 1024;

describe('messages outside a browser', () => {
  it('are the English ones classic zod gives, not the bare "Invalid input" of zod/mini', () => {
    const { artNo: _artNo, ...withoutArtNo } = productSample;
    const missing = product.safeParse(withoutArtNo);
    expect(missing.error?.issues).toEqual([
      {
        code: 'invalid_type',
        expected: 'string',
        path: ['artNo'],
        message: 'Invalid input: expected string, received undefined',
      },
    ]);
    const tooSmall = languageIdField.safeParse(0);
    expect(tooSmall.error?.issues[0]?.message).toBe('Too small: expected number to be >=1');
  });
});

/** The contract bundled for a browser, as the storefront's bundler resolves it (the `browser` condition). */
async function browserBundle(contents: string, format: 'esm' | 'iife' = 'esm') {
  const result = await build({
    stdin: { contents, resolveDir: packageRoot, loader: 'js' },
    bundle: true,
    minify: true,
    format,
    globalName: 'bundle',
    platform: 'browser',
    conditions: ['kontor-source'],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return { inputs: Object.keys(result.metafile.inputs), code: result.outputFiles[0]!.text };
}

describe('browser bundle of the product schema', () => {
  it('holds zod/mini without its English locale, not classic zod', async () => {
    const { inputs, code } = await browserBundle("export { product } from '@kontor/api/contract';");
    expect(inputs.some((file) => file.includes('zod/v4/mini/'))).toBe(true);
    expect(inputs.some((file) => file.includes('zod/v4/classic/'))).toBe(false);
    expect(inputs.some((file) => file.endsWith('src/contract/locale.browser.ts'))).toBe(true);
    expect(inputs.some((file) => file.endsWith('src/contract/locale.ts'))).toBe(false);
    expect(code).not.toContain('Invalid input: expected');
    // package.json lists the set-up under sideEffects; without that, bundlers would drop it.
    expect(code).toContain('validation.invalid');
    expect(gzipSync(code, { level: 9 }).length).toBeLessThan(PRODUCT_GZIP_BUDGET);
  });

  it('reports an issue without a key of its own by the generic key the catalogues translate', async () => {
    const { code } = await browserBundle(
      "import { product } from '@kontor/api/contract'; export const issues = product.safeParse({}).error.issues;",
      'iife',
    );
    // A context of its own, as a page is: zod keeps its configuration on globalThis, which this process's
    // contract (the Node one, with the English texts) has set already.
    const { issues } = runInNewContext(`${code};bundle`) as { issues: { message: string }[] };
    expect(issues.length).toBeGreaterThan(0);
    expect(new Set(issues.map((issue) => issue.message))).toEqual(new Set(['validation.invalid']));
  });
});
