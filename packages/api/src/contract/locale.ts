/**
 * The contract's zod messages outside a browser (the server, Node tools and tests): classic zod's English ones.
 * A browser bundle gets `locale.browser.ts` instead (the `browser` condition of `@kontor/api/contract/locale`).
 */
export { default as contractLocale } from 'zod/v4/locales/en.js';
