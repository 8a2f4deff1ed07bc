// Builds @kontor/ui as `pnpm build` does (tsdown.config.ts, then postbuild's cascade layer) into a temporary folder,
// for tests that read the published files: never the shared dist, which another build may be rewriting meanwhile.
import { build, type Rolldown, type UserConfig } from 'tsdown';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import configs from '../tsdown.config.js';
import { layerStylesheet, stylesheets } from '../scripts/css-layer.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));

export interface BuiltPackage {
  dist: string;
  /** Each JS file of the build (path in dist) and the modules (absolute paths) bundled into it. */
  modules: Map<string, string[]>;
  /** Each bundled module's code as the bundler got it (a `.css.ts` module: after vanilla-extract), by path. */
  code: Map<string, string>;
}

/** tsdown's ESM build (every entry, the stylesheets and `styles.css`) with sourcemaps, then postbuild's cascade layer. */
export async function buildPackage(): Promise<BuiltPackage> {
  const dist = mkdtempSync(join(tmpdir(), 'kontor-ui-build-'));
  const code = new Map<string, string>();
  const keepCode: Rolldown.Plugin = {
    name: 'keep-code',
    generateBundle() {
      for (const id of this.getModuleIds()) code.set(id, this.getModuleInfo(id)?.code ?? '');
    },
  };
  const library = (configs as UserConfig[]).find((config) => config.format === 'esm')!;
  // `config: false`: else tsdown also loads the tsdown.config.ts of the working directory and runs each of its builds.
  const bundles = await build({ ...library, config: false, outDir: dist, logLevel: 'silent', plugins: [library.plugins, keepCode] });
  const modules = new Map(bundles.flatMap(({ chunks }) => chunks.flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk.moduleIds] as const] : []))));
  for (const file of stylesheets(dist)) layerStylesheet(file);
  return { dist, modules, code };
}
