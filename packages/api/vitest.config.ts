import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vite.shared.js';

export default defineProject({
  ...sourceResolve,
  test: { name: 'api', environment: 'node', include: ['test/**/*.test.ts'] },
});
