/** Themes: the token contract, the ten theme names, run-time application and the no-flash head script. */
export { vars, tokenShape } from './contract.css.js';
export {
  THEMES, THEME_NAMES, THEME_CLASSES, THEME_ATTRIBUTE, CONTAINER_ATTRIBUTE, DEFAULT_THEME,
  isThemeName, themeOf, themeClass, type ThemeName, type ThemeClass,
} from './themes.js';
export { applyTheme, applyThemeTo, applyContainerTheme, applyPrimaryColor, themeAttributes, PRIMARY_COLOR_VAR, PRIMARY_TONE_VARS } from './apply.js';
export { derivePrimaryTones, type PrimaryTones } from './primary.js';
export { themeHeadScript, DEFAULT_STORAGE_PREFIX, type ThemeHeadScriptOptions } from './head.js';
export { themeMessages } from './themes.messages.js';
