/** Applies a theme and the user's theme colour to `<html>` (so portals inherit them), a themed subtree or an embedding container; never reloads. */
import { derivePrimaryTones, PRIMARY_TONE_VARS, type PrimaryTones } from './primary.js';
import { CONTAINER_ATTRIBUTE, THEME_ATTRIBUTE, THEME_CLASSES, THEMES, type ThemeClass, type ThemeName } from './themes.js';

export { PRIMARY_TONE_VARS };

/** CSS variable name of the primary colour, which the user's theme colour overrides at run time. */
export const PRIMARY_COLOR_VAR = PRIMARY_TONE_VARS.primary;

/**
 * Sets the user's theme colour and its AA-safe tones as inline variables; a missing or invalid
 * colour removes them so the theme's own (default #409EFF) tones show.
 */
export function applyPrimaryColor(element: HTMLElement, color?: string | null): void {
  const tones = color ? derivePrimaryTones(color) : null;
  for (const tone of Object.keys(PRIMARY_TONE_VARS) as (keyof PrimaryTones)[]) {
    if (tones) element.style.setProperty(PRIMARY_TONE_VARS[tone], tones[tone]);
    else element.style.removeProperty(PRIMARY_TONE_VARS[tone]);
  }
}

/** Puts the theme's class on `<html>` (replacing any other theme class) and applies the colour. */
export function applyTheme(root: HTMLElement, theme: ThemeName, primaryColor?: string | null): void {
  root.classList.remove(...THEME_CLASSES);
  root.classList.add(THEMES[theme]);
  applyPrimaryColor(root, primaryColor);
}

/**
 * What `applyTheme` puts on `<html>`, as attribute values for a server's first HTML: the theme's class and the colour's
 * variables (an empty style for a missing or invalid colour), so the page is painted as the provider will keep it.
 */
export function themeAttributes(theme: ThemeName, primaryColor?: string | null): { className: ThemeClass; style: string } {
  const tones = primaryColor ? derivePrimaryTones(primaryColor) : null;
  const style = tones ? (Object.keys(PRIMARY_TONE_VARS) as (keyof PrimaryTones)[]).map((tone) => `${PRIMARY_TONE_VARS[tone]}:${tones[tone]}`).join(';') : '';
  return { className: THEMES[theme], style };
}

/** Themes one element and its subtree through the theme attribute; leaves `<html>` alone. */
export function applyThemeTo(element: HTMLElement, theme: ThemeName, primaryColor?: string | null): void {
  element.setAttribute(THEME_ATTRIBUTE, theme);
  applyPrimaryColor(element, primaryColor);
}

/**
 * Makes `container` the root of an embedded kit (KontorProvider's container mode): themed through the attribute
 * and marked so the document-level styles (font, text colour, box sizing) apply to it instead of `<html>`.
 */
export function applyContainerTheme(container: HTMLElement, theme: ThemeName, primaryColor?: string | null): void {
  container.setAttribute(CONTAINER_ATTRIBUTE, '');
  applyThemeTo(container, theme, primaryColor);
}
