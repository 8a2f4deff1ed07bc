import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vite.shared.js';

export default defineProject({
  ...sourceResolve,
  // Pure functions and a client over stubbed fetches: files may share a worker's modules (20 s -> ~7 s here).
  test: { name: 'api', isolate: false, environment: 'node', include: ['test/**/*.test.ts'] },
});
