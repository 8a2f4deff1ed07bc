import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vite.shared.js';

export default defineProject({
  ...sourceResolve,
  resolve: { ...sourceResolve.resolve, alias: [{ find: /^@kontor\/api\/contract$/, replacement: '/tmp/kontor-shim/contract.ts' }] },
  test: { name: 'server', environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
