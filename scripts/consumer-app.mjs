// Builds tests/consumer/template as a shop team would: @kontor/api and @kontor/ui packed (`pnpm pack`, their
// workspace ranges made real) and installed with React, react-aria and Vite into a new project outside the workspace.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const uiPackage = JSON.parse(readFileSync(join(root, 'packages/ui/package.json'), 'utf8'));

/** The version range the workspace itself is tested with, for a package the consumer installs from the registry. */
const range = (name) => rootPackage.devDependencies[name] ?? uiPackage.peerDependencies[name] ?? uiPackage.dependencies[name];

const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

/** Packs the built packages and builds the consumer app in a new temporary `dir`; `dist` is its build. */
export function buildConsumerApp() {
  const dir = mkdtempSync(join(tmpdir(), 'kontor-consumer-'));
  const packs = join(dir, 'packs');
  for (const name of ['api', 'ui']) run('pnpm', ['pack', '--pack-destination', packs], join(root, 'packages', name));
  const tarball = (name) => `file:${join(packs, readdirSync(packs).find((file) => file.startsWith(`kontor-${name}-`)))}`;
  const app = join(dir, 'app');
  cpSync(join(root, 'tests/consumer/template'), app, { recursive: true });
  const peers = ['react', 'react-dom', 'react-aria', 'react-aria-components', 'react-intl'];
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'kontor-consumer-app',
        private: true,
        type: 'module',
        dependencies: { '@kontor/api': tarball('api'), '@kontor/ui': tarball('ui'), ...Object.fromEntries(peers.map((name) => [name, range(name)])) },
        devDependencies: { vite: range('vite'), '@vitejs/plugin-react': range('@vitejs/plugin-react') },
        // @kontor/ui asks for @kontor/api by version: the packed one answers, not the registry.
        pnpm: { overrides: { '@kontor/api': tarball('api') } },
      },
      null,
      2,
    ),
  );
  run('pnpm', ['install', '--prefer-offline', '--ignore-workspace', '--config.strict-peer-dependencies=false'], app);
  run('pnpm', ['exec', 'vite', 'build'], app);
  return { dir, dist: join(app, 'dist') };
}
