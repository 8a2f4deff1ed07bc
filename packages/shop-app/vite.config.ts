// Builds the storefront; in development it proxies the API to the reference server on :8080.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { sourceResolve } from '../../vite.shared.js';

const API = ['/scgl', '/admin', '/auth', '/code', '/fcl'];

export default defineConfig({
  ...sourceResolve,
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Brotli and gzip beside every text asset at build time; the server picks one by Accept-Encoding.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json|map)$/, threshold: 1024 }),
  ],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
  server: {
    proxy: {
      ...Object.fromEntries(API.map((p) => [p, 'http://localhost:8080'])),
      '/act/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
