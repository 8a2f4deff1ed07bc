// A build step of the storefront: each load unit brings only the messages its code names, per language. The entry (and
// what it imports statically) gets one part, every lazily loaded chunk (a route's screen, a lazy dialog) another, holding
// the ids its own code and its static imports name that the entry's part lacks. The chunk registers its part and waits
// for it in the shown language before it finishes loading (`loadCatalogue` in @kontor/ui), so a screen never renders
// before its messages. Nothing to declare and nothing to forget: the parts follow the code.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { prependLine } from './compile-hints.config.js';

type Catalogue = Record<string, unknown>;

/** Areas whose ids arrive as data (server message keys, status keys), not as literals in code: always in the entry's part. */
export const ALWAYS_LOADED_AREAS = ['errors', 'domain'];

/** The ids in `known` that the code names as string literals. */
export function namedIds(code: string, known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const match of code.matchAll(/["'`]([\w.-]+)["'`]/g)) if (known.has(match[1]!)) found.add(match[1]!);
  return found;
}

interface ChunkGraph {
  fileName: string;
  code: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: readonly string[];
}

/** Every chunk `from` loads before it runs: itself and its static imports, transitively. */
function closure(from: string, byName: ReadonlyMap<string, ChunkGraph>, seen = new Set<string>()): Set<string> {
  if (seen.has(from)) return seen;
  seen.add(from);
  for (const next of byName.get(from)?.imports ?? []) closure(next, byName, seen);
  return seen;
}

/**
 * The load units and the ids each must bring: the entry's unit (everything it loads statically plus `always`), and one
 * per lazily loaded chunk outside it (its static closure's ids minus the entry's). Units without new ids are left out.
 */
export function messageUnits(chunks: readonly ChunkGraph[], known: ReadonlySet<string>, always: Iterable<string>): Map<string, Set<string>> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const idsOf = new Map(chunks.map((chunk) => [chunk.fileName, namedIds(chunk.code, known)]));
  const collect = (names: Iterable<string>, into = new Set<string>()) => {
    for (const name of names) for (const id of idsOf.get(name) ?? []) into.add(id);
    return into;
  };
  const units = new Map<string, Set<string>>();
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const first = new Set(entries.flatMap((entry) => [...closure(entry.fileName, byName)]));
  const firstIds = collect(first, new Set(always));
  for (const entry of entries) units.set(entry.fileName, firstIds);
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || first.has(chunk.fileName)) continue;
    const ids = new Set([...collect(closure(chunk.fileName, byName))].filter((id) => !firstIds.has(id)));
    if (ids.size > 0) units.set(chunk.fileName, ids);
  }
  return units;
}

/** The injected registration: the part's file per language, relative to the chunk that names it. */
const partLiteral = (files: Record<string, string>) => `{base:import.meta.url,files:${JSON.stringify(files)}}`;
const REGISTER = (files: Record<string, string>) => `(globalThis.__kontorMessageParts||=[]).push(${partLiteral(files)});`;

/**
 * @param catalogueDir the compiled catalogues (`<language>.json`, formatjs AST)
 * @param langDir the source catalogues (`<language>/<area>.json`), for the always loaded areas' ids
 */
export function messageParts(catalogueDir: string, langDir: string, always = ALWAYS_LOADED_AREAS): Plugin {
  const languages = () => readdirSync(catalogueDir).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5)).sort();
  const read = (language: string) => JSON.parse(readFileSync(join(catalogueDir, `${language}.json`), 'utf8')) as Catalogue;
  const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 10);
  let translations = '';
  return {
    name: 'kontor-message-parts',
    apply: 'build',
    enforce: 'post',
    // The chunks that register a part name its files, whose content follows the translations: a translation change
    // must rename them, or an immutable cached copy would ask for a part that no longer exists.
    renderStart() {
      translations = hash(languages().map((language) => readFileSync(join(catalogueDir, `${language}.json`), 'utf8')).join());
    },
    augmentChunkHash(chunk) {
      if (chunk.isEntry || chunk.isDynamicEntry) return translations;
    },
    generateBundle(_options, bundle) {
      const catalogues = new Map(languages().map((language) => [language, read(language)]));
      const known = new Set(Object.keys(catalogues.get('en') ?? {}));
      const alwaysIds = always.flatMap((area) => Object.keys(JSON.parse(readFileSync(join(langDir, 'en', `${area}.json`), 'utf8')) as Catalogue));
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      // The whole catalogues (the provider's fallback when a message is missing) are data, not code naming ids.
      const code = chunks.filter((chunk) => !chunk.moduleIds.some((id) => /\/i18n\/compiled\/\w+\.json$/.test(id)));
      const units = messageUnits(
        code.map((chunk) => ({ fileName: chunk.fileName, code: chunk.code, isEntry: chunk.isEntry, isDynamicEntry: chunk.isDynamicEntry, imports: chunk.imports })),
        known,
        alwaysIds,
      );
      for (const [fileName, ids] of units) {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') continue;
        const files: Record<string, string> = {};
        for (const [language, catalogue] of catalogues) {
          const messages = Object.fromEntries([...ids].sort().map((id) => [id, catalogue[id]]));
          const source = `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
          const partName = `assets/messages-${language}-${hash(source)}.js`;
          if (!(partName in bundle)) this.emitFile({ type: 'asset', fileName: partName, source });
          files[language] = `./${partName.slice('assets/'.length)}`;
        }
        // The entry registers its part before its own code runs (main.tsx awaits it before the first render); a lazy
        // chunk registers and then waits (top-level await), so `import()` resolves with the messages in place. Both
        // take a line of their own before the code: the source map moves down one line with it.
        const register = chunk.isEntry ? REGISTER(files) : `${REGISTER(files)}await globalThis.__kontorMessagesReady?.();`;
        prependLine(bundle, chunk, register);
      }
    },
  };
}
