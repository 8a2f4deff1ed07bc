/** Display-setting defaults of spec sections 3 and 9, written on the first save of the settings. */
import { LANGUAGE_IDS, STORED_DEFAULT_LANGUAGE } from './languages.js';
import { DEFAULT_TRADE_MODE } from './tradeModes.js';

export const DEFAULT_LANGUAGE = STORED_DEFAULT_LANGUAGE;
export const DEFAULT_LANGUAGE_ID = LANGUAGE_IDS[STORED_DEFAULT_LANGUAGE];
export const DEFAULT_THEME_COLOR = '#409EFF';
/** What stands on the theme colour in the shop's icons (the K) and behind them while an installed app starts. */
export const DEFAULT_THEME_CONTRAST = '#ffffff';
export const DEFAULT_THEME_NAME = 'theme-hey';

/**
 * The cookies the theme and theme-colour switches write beside the stored settings (the theme's name, the colour as
 * `#rrggbb`): the server puts them on the first HTML's `<html>`, so a page is painted in them before any script runs.
 */
export const THEME_COOKIE = 'kontor-theme';
export const THEME_COLOR_COOKIE = 'kontor-color';

export const DEFAULT_DISPLAY_SETTINGS = {
  language: DEFAULT_LANGUAGE,
  languageID: DEFAULT_LANGUAGE_ID,
  colorName: DEFAULT_THEME_COLOR,
  themeName: DEFAULT_THEME_NAME,
  modeOfTrade: DEFAULT_TRADE_MODE,
} as const;

/** The backend UI's client-storage key prefix (wire-compat: keys are `pigx-{name}`): the client's storage and the
 *  ui theme head script both default to it. */
export const STORAGE_PREFIX = 'pigx';
