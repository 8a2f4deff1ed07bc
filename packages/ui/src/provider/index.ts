/** KontorProvider, the language-only provider, and the trade-mode context. The test provider has its own entry, `@kontor/ui/testing`. */
export { KontorProvider, type KontorProviderProps } from './KontorProvider.js';
export { KontorLocaleProvider, type KontorLocaleProviderProps } from './KontorLocaleProvider.js';
export { TradeModeContext, useTradeMode } from './TradeModeContext.js';
