import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'contract/index': 'src/contract/index.ts',
    'rules/index': 'src/rules/index.ts',
    'client/index': 'src/client/index.ts',
    // The login cipher on its own, so a storefront loads crypto-js only where a password is sent.
    'client/password': 'src/client/crypto.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  treeshake: true,
});
