// Builds @kontor/ui as `pnpm build` does (tsup.config.ts, then postbuild's stylesheet steps) into a temporary folder,
// for tests that read the published files: never the shared dist, which another build may be rewriting meanwhile.
import { build, type Options } from 'tsup';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import configs from '../tsup.config.js';
import { layerStylesheet, stylesheets } from '../scripts/css-layer.mjs';
import { placeStylesheets } from '../scripts/stylesheets.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** tsup's ESM builds (every entry, and `styles.css`) with sourcemaps, then postbuild's CSS steps; returns the folder. */
export async function buildPackage(): Promise<string> {
  const dist = mkdtempSync(join(tmpdir(), 'kontor-ui-build-'));
  // tsup picks externals and tsconfig from the working directory: name ui's own, as `pnpm build` sees them.
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const deps = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
  const external = deps.map((name) => new RegExp(`^${name.replace(/[/.]/g, '\\$&')}(/|$)`));
  const esm = ((Array.isArray(configs) ? configs : [configs]) as Options[]).filter((config) => [config.format].flat().includes('esm'));
  await Promise.all(
    esm.map((config) => {
      // Absolute entries: the workspace run starts vitest at the repo root, not in packages/ui.
      const entry = Object.fromEntries(Object.entries(config.entry as Record<string, string>).map(([name, path]) => [name, isAbsolute(path) ? path : join(root, path)]));
      // `config: false`: else tsup also loads the tsup.config.ts of the working directory and runs each of its builds.
      return build({ ...config, config: false, entry, external, tsconfig: join(root, 'tsconfig.json'), outDir: dist, silent: true, sourcemap: true });
    }),
  );
  placeStylesheets(dist);
  for (const file of stylesheets(dist)) layerStylesheet(file);
  return dist;
}
