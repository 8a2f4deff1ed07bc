// The partner widgets' sizes (issue 16) from their build (packages/widgets/dist): the loader a partner includes, and
// everything one `<kontor-product>` loads on first connect (its chunks with React, the kit's stylesheet and the
// largest language catalogue), gzip-sized. `pnpm bench` prints them beside WIDGET_BUDGETS; the e2e suite checks the
// same budgets (tests/e2e/widgets.spec.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const WIDGETS_DIST = 'packages/widgets/dist';

const gzip = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** A chunk and every chunk it imports statically, transitively (what the browser fetches before it runs). */
function closure(entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[^'"`()]*?from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) queue.push(join(dirname(file), m[1]));
  }
  return [...seen];
}

/** The file an element's dynamic import in the loader names (`import("./widgets/product-….js")`). */
function elementChunk(dist, loader, name) {
  const found = readFileSync(loader, 'utf8').match(new RegExp(`import\\(\\s*["'\`](\\./widgets/${name}-[^"'\`]+\\.js)["'\`]`));
  return found ? join(dist, found[1]) : undefined;
}

/** `{ loaderGzip, productCardGzip, productFiles }` in bytes, or undefined when the widgets are not built. */
export function measureWidgets(dist = WIDGETS_DIST) {
  const loader = join(dist, 'widgets.js');
  if (!existsSync(loader)) return undefined;
  const product = elementChunk(dist, loader, 'product');
  if (!product) throw new Error(`${loader} imports no product chunk`);
  const files = closure(product);
  const css = join(dist, 'widgets/kontor.css');
  const catalogues = readdirSync(join(dist, 'widgets')).filter((name) => /^messages-(zh|en|de|fr)\.js$/.test(name));
  const catalogue = Math.max(0, ...catalogues.map((name) => gzip(join(dist, 'widgets', name))));
  const productCardGzip = gzip(loader) + files.reduce((sum, file) => sum + gzip(file), 0) + (existsSync(css) ? gzip(css) : 0) + catalogue;
  return { loaderGzip: gzip(loader), productCardGzip, productFiles: files.length };
}

/** Adds the widgets' figures to `pnpm bench` (`add(name, value, unit, budget)`, sizes in kB). */
export function widgetFigures(add, kB, budgets) {
  const sizes = measureWidgets();
  if (!sizes) {
    add('partner widgets built (packages/widgets/dist)', 0, 'ok', 1, 'higher');
    return;
  }
  add('partner widgets: loader widgets.js', kB(sizes.loaderGzip), 'kB gzip', kB(budgets.loaderGzip));
  add(`partner widgets: one <kontor-product> in total (${sizes.productFiles} chunks, CSS, catalogue)`, kB(sizes.productCardGzip), 'kB gzip', kB(budgets.productCardGzip));
}
