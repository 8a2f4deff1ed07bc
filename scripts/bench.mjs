// `pnpm bench`: figures to watch, not tests. Gzip size of what the storefront's home route
// loads first, of each package entry, and the server latency benchmark when present.
// Run `pnpm build` first; figures print as a table and as JSON in .reports/bench.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const figures = [];
const add = (name, value, unit = 'bytes gzip') => figures.push({ name, value, unit });

/** The home route's first load: index.html's scripts and stylesheets plus their static imports. */
function homeFirstLoad(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const seen = new Set();
  const queue = [...refs];
  while (queue.length) {
    const ref = queue.shift();
    if (seen.has(ref)) continue;
    seen.add(ref);
    if (ref.endsWith('.js')) {
      const code = readFileSync(join(dist, ref), 'utf8');
      for (const m of code.matchAll(/(?:^|[;\n])\s*import\s*(?:[^'"`()]*?from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g)) queue.push(`assets/${m[1]}`);
    }
  }
  const files = [...seen];
  return {
    js: files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(join(dist, f)), 0),
    css: files.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gz(join(dist, f)), 0),
  };
}

/** A built module and every local chunk it imports statically, transitively. */
function localClosure(entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:import|export)\s*(?:[^'"`()]*?from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
      queue.push(join(dirname(file), m[1]));
    }
  }
  return [...seen];
}

function walk(dir, filter) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path, filter) : filter(path) ? [path] : [];
  });
}

const storefront = 'packages/shop-app/dist';
if (existsSync(join(storefront, 'index.html'))) {
  const home = homeFirstLoad(storefront);
  add('storefront home first load JS', home.js);
  add('storefront home first load CSS', home.css);
} else console.warn('packages/shop-app/dist is missing: run `pnpm build` first');

for (const pkg of ['api', 'ui']) {
  const dist = `packages/${pkg}/dist`;
  if (!existsSync(dist)) continue;
  const entries = walk(dist, (p) => /(^|\/)index\.js$|themes\/[^/]+\.js$/.test(relative(dist, p)));
  for (const file of entries.sort()) {
    const files = localClosure(file);
    add(`@kontor/${pkg} ${relative(dist, file)} (+${files.length - 1} chunks, externals excluded)`, files.reduce((sum, f) => sum + gz(f), 0));
  }
  for (const css of walk(dist, (p) => p.endsWith('.css')).sort()) add(`@kontor/${pkg} ${relative(dist, css)}`, gz(css));
}

for (const extra of ['packages/api/bench/size.mjs', 'packages/ui/bench/size.mjs', 'packages/server/bench/latency.ts']) {
  if (!existsSync(extra)) continue;
  const runner = extra.endsWith('.ts') ? ['exec', 'tsx', '--conditions=kontor-source', extra] : ['exec', 'node', extra];
  const out = spawnSync('pnpm', runner, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  for (const line of out.stdout.split('\n').filter((l) => l.startsWith('{'))) figures.push(JSON.parse(line));
}

const width = Math.max(...figures.map((f) => f.name.length));
for (const f of figures) {
  const shown = f.unit === 'bytes gzip' ? kb(f.value) + ' gzip' : `${f.value} ${f.unit}`;
  console.info(`${f.name.padEnd(width)}  ${shown}`);
}
mkdirSync('.reports', { recursive: true });
writeFileSync('.reports/bench.json', JSON.stringify(figures, null, 2));
