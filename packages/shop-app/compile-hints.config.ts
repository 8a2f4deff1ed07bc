// A build step of the storefront: every chunk asks V8 to compile it whole on a background thread while it downloads
// (the explicit compile hint, Chrome 136+), instead of compiling each function on the main thread the first time it is
// called: that lazy compiling was about half of the first load's main-thread script time.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** V8's file-wide compile hint: honoured only as the file's first line (checked in Chromium), ignored elsewhere. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Puts `line` before the chunk's code; its source map moves down one line with it. */
export function prependLine(bundle: OutputBundle, chunk: OutputChunk, line: string): void {
  chunk.code = `${line}\n${chunk.code}`;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  const mapFile = bundle[`${chunk.fileName}.map`];
  if (mapFile?.type === 'asset') {
    const map = JSON.parse(String(mapFile.source)) as { mappings: string };
    mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
  }
}

const chunksOf = (bundle: OutputBundle) => Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/**
 * All of them: the storefront splits its code so finely (a route's screen, each dialog, menu and section on its own)
 * that a chunk is loaded when it is about to run, and the compiling happens off the main thread. The hint goes in
 * after the steps that prepend lines of their own (the message parts) and before the build compresses the chunks.
 * Vite then puts its preload map (`const __vite__mapDeps=…`) on top of the chunks that import lazily: in those the two
 * generated lines, which have no source mappings, swap back and their compressed copies are made anew.
 */
export function compileHints(): Plugin[] {
  return [
    {
      name: 'kontor-compile-hints',
      apply: 'build',
      enforce: 'post',
      generateBundle(_options, bundle) {
        for (const chunk of chunksOf(bundle)) prependLine(bundle, chunk, COMPILE_HINT);
      },
    },
    {
      name: 'kontor-compile-hints-first',
      apply: 'build',
      enforce: 'post',
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          for (const chunk of chunksOf(bundle)) {
            if (chunk.code.startsWith(COMPILE_HINT)) continue;
            const [first, second] = chunk.code.split('\n', 2) as [string, string];
            if (second !== COMPILE_HINT) this.error(`${chunk.fileName}: the compile hint is not among the first two lines`);
            chunk.code = `${COMPILE_HINT}\n${first}${chunk.code.slice(first.length + second.length + 1)}`;
            recompress(bundle, chunk.fileName, chunk.code);
          }
        },
      },
    },
  ];
}

/** The chunk's brotli and gzip copies, where the build made them, at the settings it made them with. */
function recompress(bundle: OutputBundle, fileName: string, code: string): void {
  const copies = {
    br: () => brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gz: () => gzipSync(code, { level: constants.Z_BEST_COMPRESSION }),
  };
  for (const [extension, compress] of Object.entries(copies)) {
    const copy = bundle[`${fileName}.${extension}`];
    if (copy?.type === 'asset') copy.source = compress();
  }
}
