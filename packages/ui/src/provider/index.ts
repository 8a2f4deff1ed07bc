/** KontorProvider, the language-only provider, and the trade-mode context. The test provider has its own entry, `@kontor/ui/testing`. */
export { KontorProvider, type KontorProviderProps } from './KontorProvider.js';
export { KontorLocaleProvider, type KontorLocaleProviderProps } from './KontorLocaleProvider.js';
export { TradeModeContext, useTradeMode } from './TradeModeContext.js';
export { ThemedPortals, PORTALS_ATTRIBUTE, type ThemedPortalsProps } from './ThemedPortals.js';
/** What an app needs to load one language at a time (the provider subpath carries no catalogue). */
export { catalogueOf, catalogueReady, loadCatalogue, registerCatalogue } from '../i18n/catalogues.js';
export { LOCALE_TAGS, SOURCE_LANGUAGE, type CompiledCatalogue } from '../i18n/tags.js';
/** The theme names and their stored classes, for an app's settings state without the root entry's weight. */
export {
  CONTAINER_ATTRIBUTE, DEFAULT_THEME, THEME_ATTRIBUTE, THEME_NAMES, THEMES, isThemeName, themeClass, themeOf, type ThemeName,
} from '../theme/themes.js';
export { themeMessages } from '../theme/themes.messages.js';
/** `<html>`'s theme attributes for a server's first HTML (what the provider applies in the browser). */
export { themeAttributes } from '../theme/apply.js';
