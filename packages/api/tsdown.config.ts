// The api package's build: one ESM file and one declaration file per public entry (see package.json exports).
import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'contract/index': 'src/contract/index.ts',
    'rules/index': 'src/rules/index.ts',
    'client/index': 'src/client/index.ts',
    // The login cipher on its own, so a storefront loads crypto-js only where a password is sent.
    'client/password': 'src/client/crypto.ts',
  },
  format: 'esm',
  // `.js` and `.d.ts`, as package.json's exports name them (the package is `type: module`).
  fixedExtension: false,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  treeshake: true,
});
