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
    // The contract's zod messages, by the `browser` condition of `@kontor/api/contract/locale` (see package.json).
    'contract/locale': 'src/contract/locale.ts',
    'contract/locale.browser': 'src/contract/locale.browser.ts',
  },
  // Resolved where the package is used, so that its `browser` condition still chooses.
  external: ['@kontor/api/contract/locale'],
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
