// After tsdown: every component gets a stylesheet (empty when it has no styles of its own) so `@kontor/ui/<Name>.css`
// always exists, every stylesheet goes into the `kontor` cascade layer, and the build is checked against the
// package's exports.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { layerStylesheet, stylesheets } from './css-layer.mjs';
import { partFolders, publishedExports } from './sync-exports.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

for (const { name, path } of partFolders()) {
  const css = join(root, 'dist', path, 'index.css');
  if (!existsSync(css)) writeFileSync(css, `/* ${name} has no styles of its own. */\n`);
}

for (const file of stylesheets(join(root, 'dist'))) layerStylesheet(file);

// The declaration of the stylesheets and the head script file: modules with nothing to import.
mkdirSync(join(root, 'dist/types'), { recursive: true });
writeFileSync(join(root, 'dist/types/asset.d.ts'), '/** A stylesheet or a classic script: importing it only applies it. */\nexport {};\n');

const missing = [];
for (const target of Object.values(publishedExports())) {
  for (const path of typeof target === 'string' ? [target] : [target.types, target.default]) {
    if (!existsSync(join(root, path))) missing.push(path);
  }
}
if (missing.length) {
  console.error(`The build lacks exported files:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
