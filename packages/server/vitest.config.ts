import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vite.shared.js';

export default defineProject({
  ...sourceResolve,
  test: { name: 'server', environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
