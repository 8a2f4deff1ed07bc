/** @kontor/ui: themes, i18n, the provider and the accessible primitives. */
export * from './theme/index.js';
export * from './provider/index.js';
export { LOCALE_TAGS, COMPILED_MESSAGES } from './i18n/locales.js';
export * from './components/Button/index.js';
