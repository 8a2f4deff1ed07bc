/**
 * The browser builds (storefront, partner widgets) run the kit on Preact: `react` and `react-dom` resolve to
 * preact/compat plus the few React 19 APIs it lacks (`preact-react.ts`). The kit's source stays React code, and
 * Storybook, the story tests and the unit tests keep running it on React; the e2e suite runs the built shop.
 * Why: React 19 + react-dom weigh ~60 kB gzip, preact/compat ~10 kB, and the route budgets are 100/120 kB in total.
 * `KONTOR_RUNTIME=react` at build time keeps React. Where React and Preact differ, `runtime/preact-react.ts` says how.
 */
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Vite aliases for a package that depends on `preact` (resolved from that package, as an absolute path). */
export function preactAliases(packageUrl: string) {
  // The escape hatch: `KONTOR_RUNTIME=react` builds the browser bundles on React itself (to compare, or to tell a
  // Preact difference from a bug of our own).
  if (process.env.KONTOR_RUNTIME === 'react') return [];
  const preact = dirname(createRequire(packageUrl).resolve('preact/package.json'));
  const jsx = join(preact, 'jsx-runtime/dist/jsxRuntime.mjs');
  return [
    { find: /^react-dom\/client$/, replacement: join(preact, 'compat/client.mjs') },
    { find: /^react-dom$/, replacement: resolve(here, 'runtime/preact-react.ts') },
    { find: /^react\/jsx-(dev-)?runtime$/, replacement: jsx },
    { find: /^react$/, replacement: resolve(here, 'runtime/preact-react.ts') },
    // The shim itself reaches preact/compat and preact by these names, which no alias above rewrites.
    { find: /^preact-compat-real$/, replacement: join(preact, 'compat/dist/compat.mjs') },
    { find: /^preact-real$/, replacement: join(preact, 'dist/preact.mjs') },
  ];
}
