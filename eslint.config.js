// One lint setup for the whole workspace: TypeScript, React hooks and accessibility rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { uiI18nLint } from './packages/ui/scripts/eslint-i18n.mjs';
import { kontorStylePlugin } from './scripts/eslint/no-raw-style-values.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      'storybook-static/**',
      '.tools/**',
      '**/node_modules/**',
      '**/compiled-lang/**',
      'test-results/**',
      'playwright-report/**',
      '.kontor-data/**',
      'packages/shop-app/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  ...uiI18nLint,
  {
    // Colours and lengths have one home, the theme: style files elsewhere use `vars` and the styles helpers.
    files: ['**/*.css.ts'],
    ignores: ['packages/ui/src/theme/**'],
    plugins: { kontor: kontorStylePlugin },
    rules: { 'kontor/no-raw-style-values': 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
