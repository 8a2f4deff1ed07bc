import { defineProject } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { sourceResolve } from '../../vite.shared.js';

export default defineProject({
  ...sourceResolve,
  plugins: [react(), vanillaExtractPlugin()],
  // Files share a worker's modules and document (test/setup.ts gives each file a bare <html>): a fresh environment
  // and module graph per file made the project 114 s here, shared it is ~30 s, the same 201 tests in any file order.
  test: { name: 'ui', isolate: false, environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'], setupFiles: ['./test/setup.ts'] },
});
