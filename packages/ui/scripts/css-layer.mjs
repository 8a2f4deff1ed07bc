// Puts every stylesheet of the build in the `kontor` cascade layer, so a host app's own (unlayered) CSS wins
// over the kit's without specificity fights; the source maps move down one line with the layer's opening.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

export const CSS_LAYER = 'kontor';
const MAP_COMMENT = /\/\*# sourceMappingURL=([^ ]+) \*\/\s*$/;

/** Wraps one stylesheet (unless it has no rules or is wrapped already); returns whether it changed. */
export function layerStylesheet(file) {
  const css = readFileSync(file, 'utf8');
  if (css.startsWith(`@layer ${CSS_LAYER}{`) || !css.includes('{')) return false;
  const map = css.match(MAP_COMMENT);
  const body = map ? css.slice(0, map.index).trimEnd() : css.trimEnd();
  writeFileSync(file, `@layer ${CSS_LAYER}{\n${body}\n}\n${map ? `${map[0].trim()}\n` : ''}`);
  const mapFile = map && join(file, '..', map[1]);
  if (mapFile && existsSync(mapFile)) {
    const sourceMap = JSON.parse(readFileSync(mapFile, 'utf8'));
    sourceMap.mappings = `;${sourceMap.mappings}`;
    writeFileSync(mapFile, JSON.stringify(sourceMap));
  }
  return true;
}

/** Every `.css` file below `dir`. */
export function stylesheets(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name));
}
