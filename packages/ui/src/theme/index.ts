/** Themes: the token contract, the theme names, and run-time application to `<html>`. */
import './global.css.js';
import './themes/hey.css.js';
import './themes/default.css.js';

export { vars, PRIMARY_COLOR_VAR } from './contract.css.js';
export { THEMES, DEFAULT_THEME, themeClass, type ThemeName } from './themes.js';
export { applyTheme } from './apply.js';
