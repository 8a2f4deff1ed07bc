/** The ten themes of spec section 2: our names, their `<html>` classes (as the backend's UI stores them) and CSS selectors. */
import { DEFAULT_THEME } from './defaults.js';

export { DEFAULT_THEME };

/** Name → class. `bule` keeps the avue template's spelling of "blue smart factory" so stored classes match. */
export const THEMES = {
  default: 'default',
  white: 'theme-white',
  star: 'theme-star',
  vip: 'theme-vip',
  bule: 'theme-bule',
  iview: 'theme-iview',
  cool: 'theme-cool',
  d2: 'theme-d2',
  hey: 'theme-hey',
  renren: 'theme-renren',
} as const;
export type ThemeName = keyof typeof THEMES;
export type ThemeClass = (typeof THEMES)[ThemeName];
export const THEME_NAMES = Object.keys(THEMES) as ThemeName[];
export const THEME_CLASSES = Object.values(THEMES) as ThemeClass[];

/** Attribute that themes a subtree instead of `<html>` (galleries, test providers, embedded containers). */
export const THEME_ATTRIBUTE = 'data-kontor-theme';

/**
 * Marks the element KontorProvider's container mode themes (an embedded kit, e.g. inside a widget's shadow
 * root): it takes the document-level styles `<html>` has in a Kontor page (font, text colour, box sizing).
 */
export const CONTAINER_ATTRIBUTE = 'data-kontor-root';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && Object.hasOwn(THEMES, value);
}

/** A stored themeName (a class such as 'theme-vip', or one of our names) → our name; undefined if unknown. */
export function themeOf(stored: unknown): ThemeName | undefined {
  if (isThemeName(stored)) return stored;
  return THEME_NAMES.find((name) => THEMES[name] === stored);
}

export function themeClass(name: ThemeName): ThemeClass {
  return THEMES[name];
}

/**
 * Where a theme's tokens apply: `<html>` with its class, or any element carrying the theme attribute.
 * The default theme also owns a bare `<html>`, so a page without any class is still styled.
 */
export function themeSelector(name: ThemeName): string {
  const selectors = [`:root.${THEMES[name]}`, `[${THEME_ATTRIBUTE}="${name}"]`];
  return (name === DEFAULT_THEME ? [':root', ...selectors] : selectors).join(', ');
}
