// `styles.css` must hold every part's CSS, but esbuild gives an entry's stylesheet only the CSS its imports reach, and
// the root entry exports neither the shell nor the storefront parts. So a CSS-only build bundles the root and every
// part (their lazily imported modules' CSS comes along, as in each part's own stylesheet) and `placeStylesheets`
// puts its CSS in the root entry's place.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { partFolders } from './sync-exports.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const NAMESPACE = 'kontor-stylesheet';
/** The CSS-only entry's output name (`dist/<name>.css`, `.js`); `placeStylesheets` moves or deletes its files. */
export const STYLESHEET_ENTRY = '_styles';

/** The modules behind `styles.css`, in the order of their CSS: the root entry (document, themes, primitives), then the parts. */
export const stylesheetModules = () => ['src/index.ts', ...partFolders().map(({ path }) => `src/${path}/index.ts`)];

/**
 * Makes the build's only entry a virtual module that re-exports every module of `stylesheetModules` as a namespace
 * (a bare import of a module the package marks side-effect free would be dropped, with a warning).
 */
export function stylesheetEntryPlugin() {
  return {
    name: NAMESPACE,
    setup(build) {
      build.initialOptions.entryPoints = { [STYLESHEET_ENTRY]: `${NAMESPACE}:styles` };
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({
        contents: stylesheetModules().map((file, i) => `export * as m${i} from ${JSON.stringify(`./${file}`)};`).join('\n'),
        resolveDir: root,
        loader: 'js',
      }));
    },
  };
}

/**
 * After tsup: the CSS-only entry's stylesheet (and map) becomes `index.css` (`@kontor/ui/styles.css`), its JS goes;
 * so do the stylesheets esbuild writes beside lazily loaded chunks (nothing imports them; their CSS is in their
 * part's stylesheet and in `styles.css`).
 */
export function placeStylesheets(dist) {
  const css = join(dist, `${STYLESHEET_ENTRY}.css`);
  if (existsSync(css)) {
    writeFileSync(join(dist, 'index.css'), readFileSync(css, 'utf8').replace(`sourceMappingURL=${STYLESHEET_ENTRY}.css.map`, 'sourceMappingURL=index.css.map'));
    if (existsSync(`${css}.map`)) renameSync(`${css}.map`, join(dist, 'index.css.map'));
  }
  for (const file of readdirSync(dist)) {
    // esbuild names a dynamically imported module's output `<name>-<hash>`; shared JS chunks (`chunk-<hash>`) have no CSS.
    if (file.startsWith(`${STYLESHEET_ENTRY}.`) || /-[A-Z0-9]{8}\.css(\.map)?$/.test(file)) rmSync(join(dist, file));
  }
}
