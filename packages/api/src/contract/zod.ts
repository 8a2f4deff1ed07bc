/**
 * The contract's set-up of `zod/mini` (tree-shakable, unlike classic `zod`): its messages, and `checked`. Every
 * contract module imports this module, even when it needs nothing from it, and package.json lists it under
 * `sideEffects`, so that no bundle drops the set-up.
 */
import { config, type ZodMiniType } from 'zod/mini';
// Classic zod's English texts on the server and in Node; in a browser bundle, the generic message key instead (the
// `browser` condition of this subpath picks locale.browser.ts): the browser shows Kontor's own translated texts.
import { contractLocale } from '@kontor/api/contract/locale';

// zod/mini installs no locale, so every issue would read "Invalid input"; classic zod installs English on
// first use. Doing the same here keeps the messages the server answers unchanged; a locale the application
// configured itself is left alone. (Classic zod also installs a memoizer that lets recursive schemas parse
// cyclic objects; JSON is never cyclic, so the contract goes without it.)
if (!config().localeError) config(contractLocale());

/**
 * `schema.check(...checks)` as a function bundlers know to be free of side effects. They cannot know it
 * of a method call, and would keep every checked schema of an imported module, used or not.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checked<T extends ZodMiniType>(schema: T, ...checks: Parameters<T['check']>): T {
  return schema.check(...checks);
}
