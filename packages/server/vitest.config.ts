import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vite.shared.js';

export default defineProject({
  ...sourceResolve,
  // Each file starts its own server and in-memory database (test/catalogue/harness.ts), so files may share a
  // worker's modules: PGlite and the server load once per worker, not per file (153 s -> ~110 s here).
  test: { name: 'server', isolate: false, environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
