// Writes the build's stylesheets from vanilla-extract's CSS: each entry's own (`@kontor/ui/<Name>.css`, a theme's,
// `base.css`) and `styles.css` (dist/index.css), which must hold every part's CSS although the root entry exports
// neither the shell nor the storefront parts.
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import MagicString, { Bundle } from 'magic-string';
import { partFolders } from './sync-exports.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The modules behind `styles.css`, in the order of their CSS: the root entry (document, themes, primitives), then the parts. */
export const stylesheetModules = () => ['src/index.ts', ...partFolders().map(({ path }) => `src/${path}/index.ts`)];

/**
 * A rolldown plugin: beside each entry `<name>.js`, `<name>.css` with the CSS of every `.css.ts` module the entry
 * loads, statically or lazily (its lazily loaded modals' too), in load order; beside the root entry, that of the
 * `stylesheetModules`. vanilla-extract's plugin gives a module's CSS as an import whose `meta.css` holds it.
 */
export function stylesheetsPlugin() {
  return {
    name: 'kontor-stylesheets',
    async generateBundle({ dir }, bundle) {
      /** Depth first in import order, each module once: the order in which the modules' CSS would load. */
      const concatenate = (entries) => {
        const css = new Bundle();
        const seen = new Set();
        const visit = (id) => {
          if (seen.has(id)) return;
          seen.add(id);
          const module = this.getModuleInfo(id);
          if (typeof module?.meta.css === 'string') {
            css.addSource({ filename: resolve(root, id), content: new MagicString(module.meta.css) });
          } else {
            for (const next of [...(module?.importedIds ?? []), ...(module?.dynamicallyImportedIds ?? [])]) visit(next);
          }
        };
        entries.forEach(visit);
        return css;
      };
      const emit = async (name, css) => {
        const map = css.generateMap({ file: join(dir, name), includeContent: true, hires: true });
        // Whitespace only, as for the JS; esbuild carries the concatenation's source map through.
        const input = `${css}\n/*# sourceMappingURL=${map.toUrl()} */`;
        const minified = await transform(input, { loader: 'css', minifyWhitespace: true, sourcemap: 'external' });
        this.emitFile({ type: 'asset', fileName: name, source: `${minified.code}/*# sourceMappingURL=${basename(name)}.map */\n` });
        this.emitFile({ type: 'asset', fileName: `${name}.map`, source: minified.map });
      };
      const entries = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      await Promise.all(
        entries.map(({ fileName, facadeModuleId }) => {
          const modules = fileName === 'index.js' ? stylesheetModules().map((file) => join(root, file)) : [facadeModuleId];
          const css = concatenate(modules);
          return css.toString() ? emit(fileName.replace(/\.js$/, '.css'), css) : undefined;
        }),
      );
    },
  };
}
