// The contract on zod/mini: classic zod's English messages are kept, and a browser bundle pays for zod/mini only.
import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pageQuery, product } from '../../src/contract/index.js';
import { productSample } from './samples.js';

const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
/** zod/mini with the English locale; classic zod made the product schema alone ~26 kB gzip. */
const PRODUCT_GZIP_BUDGET = 9 * 1024;

describe('messages', () => {
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
    const tooSmall = pageQuery.safeParse({ current: 0, size: 10 });
    expect(tooSmall.error?.issues[0]?.message).toBe('Too small: expected number to be >=1');
  });
});

describe('browser bundle of the product schema', () => {
  it('holds zod/mini and the English locale, not classic zod', async () => {
    const result = await build({
      stdin: { contents: "export { product } from '@kontor/api/contract';", resolveDir: packageRoot, loader: 'js' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      conditions: ['kontor-source'],
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((file) => file.includes('zod/v4/mini/'))).toBe(true);
    expect(inputs.some((file) => file.includes('zod/v4/classic/'))).toBe(false);
    const code = result.outputFiles[0]!.text;
    // package.json lists the locale set-up under sideEffects; without that, bundlers would drop it.
    expect(code).toContain('Invalid input: expected');
    expect(gzipSync(code, { level: 9 }).length).toBeLessThan(PRODUCT_GZIP_BUDGET);
  });
});
