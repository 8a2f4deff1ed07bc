/** The theme names of spec section 2 and their `<html>` classes (wire-compat). */
export const THEMES = {
  default: 'default',
  hey: 'theme-hey',
} as const;
export type ThemeName = keyof typeof THEMES;
export const DEFAULT_THEME: ThemeName = 'hey';

export function themeClass(name: ThemeName): string {
  return THEMES[name];
}
