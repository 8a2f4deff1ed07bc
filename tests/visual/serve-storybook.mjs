// Builds the static Storybook and serves it on a free 127.0.0.1 port for the visual tests (Vite's preview
// server). KONTOR_VISUAL_REUSE_BUILD=1 skips the build when one exists (the test command builds it as its own
// stage; also for iterating on tests). KONTOR_STORYBOOK_DIR serves another build folder.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import sirv from 'sirv';
import { preview } from 'vite';

const OUT = process.env.KONTOR_STORYBOOK_DIR ?? 'storybook-static';
if (!(process.env.KONTOR_VISUAL_REUSE_BUILD === '1' && existsSync(`${OUT}/index.json`))) {
  execFileSync('pnpm', ['exec', 'storybook', 'build', '-o', OUT, '--quiet'], { stdio: ['ignore', 'inherit', 'inherit'] });
}
const server = await preview({
  configFile: false,
  logLevel: 'warn',
  build: { outDir: OUT },
  preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  plugins: [
    {
      // Hashed files never change under their name: cached as immutable, as the shop's server serves its own, so a
      // fresh document (each whole screen is shot in one) asks again only for iframe.html. Vite's preview answers
      // every file no-cache, and a screen's 70-220 files were each revalidated per shot.
      name: 'kontor-immutable-assets',
      configurePreviewServer(server) {
        server.middlewares.use('/assets', sirv(`${OUT}/assets`, { immutable: true, maxAge: 31_536_000, etag: false, dev: false }));
      },
    },
  ],
});
const address = server.httpServer.address();
console.info(`Storybook at http://127.0.0.1:${typeof address === 'object' && address ? address.port : ''}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close().finally(() => process.exit(0)));
