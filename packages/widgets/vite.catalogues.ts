// A build step of the widgets: each language's compiled catalogue is cut down to the messages the widgets' code
// names (the ui's catalogues hold the whole shop's texts; a product card needs a few dozen). The file gets a fixed
// name (`widgets/messages-<lang>.js`, revalidated like the loader): its content follows the code, so a hashed
// name fixed before this step could serve a cached copy that lacks a message the new code asks for.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const CATALOGUE = /\/i18n\/compiled\/(zh|en|de|fr)\.json$/;

/** The output name of a language's catalogue chunk (for `chunkFileNames`), else undefined. */
export function catalogueFileName(moduleIds: readonly string[]): string | undefined {
  const language = moduleIds.length === 1 ? CATALOGUE.exec(moduleIds[0]!)?.[1] : undefined;
  return language && `widgets/messages-${language}.js`;
}

export function catalogueSubset(): Plugin {
  return {
    name: 'kontor-widget-catalogues',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const catalogues = chunks.flatMap((chunk) => {
        const source = chunk.moduleIds.find((id) => CATALOGUE.test(id));
        return source && chunk.moduleIds.length === 1 ? [{ chunk, source }] : [];
      });
      if (catalogues.length === 0) return;
      const code = chunks.filter((chunk) => !catalogues.some((c) => c.chunk === chunk)).map((chunk) => chunk.code).join('\n');
      for (const { chunk, source } of catalogues) {
        const messages = JSON.parse(readFileSync(source, 'utf8')) as Record<string, unknown>;
        const used = Object.fromEntries(Object.entries(messages).filter(([id]) => code.includes(`"${id}"`) || code.includes(`'${id}'`) || code.includes(`\`${id}\``)));
        chunk.code = `const messages=JSON.parse(${JSON.stringify(JSON.stringify(used))});export{messages as default};\n`;
        // The map described the whole catalogue.
        chunk.map = null;
        delete bundle[`${chunk.fileName}.map`];
      }
    },
  };
}
