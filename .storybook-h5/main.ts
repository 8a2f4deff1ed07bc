// Storybook for designers: every component and screen, with theme, language and trade-mode toolbars.
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { sourceResolve } from '../vite.shared.js';

/**
 * Catalogues arrive compiled (formatjs AST), so the ICU parser never runs: react-intl's documented
 * no-parser build keeps it out of the bundle. (A message missing from the compiled catalogues then
 * shows its id instead of being parsed from defaultMessage; test/i18n.test.ts keeps that from happening.)
 */
const noMessageParser = { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' };

const config: StorybookConfig = {
  stories: ['../stories/*.mdx', '../stories/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  // The mock service worker of the screen stories (mocks/index.ts).
  staticDirs: ['./public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    // Not `environments.ssr` (in sourceResolve for vitest): in a Storybook build it stops
    // vanilla-extract's compiler from finding its own adapter.
    mergeConfig(viteConfig, {
      ssr: sourceResolve.ssr,
      resolve: { ...sourceResolve.resolve, alias: [noMessageParser] },
      plugins: [vanillaExtractPlugin()],
    }),
};
export default config;
