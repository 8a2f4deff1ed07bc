import { defineProject } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { sourceResolve } from '../../vite.shared.js';

export default defineProject({
  ...sourceResolve,
  plugins: [react(), vanillaExtractPlugin()],
  test: { name: 'widgets', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'] },
});
