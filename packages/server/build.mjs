// `pnpm --filter @kontor/server build`: the start command's compiled code (dist/main.js and friends: one ESM bundle
// each, workspace sources compiled in, node_modules left to Node) and the first-start database template.
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';

const started = performance.now();
await build({
  entryPoints: { main: 'src/main.ts', reset: 'src/reset.ts', status: 'bin/status.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  // Our own packages from source (their TypeScript), third-party packages as installed.
  conditions: ['kontor-source'],
  plugins: [
    {
      // Third-party packages stay imports that Node resolves; @kontor/* is compiled in from source.
      name: 'externals-but-workspace',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@kontor/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
  logLevel: 'warning',
});
console.info(`server bundle: dist/main.js (${Math.round(performance.now() - started)} ms)`);
const template = spawnSync(process.execPath, ['--conditions=kontor-source', '--import', 'tsx', 'src/db/make-template.ts'], { stdio: 'inherit' });
process.exit(template.status ?? 1);
