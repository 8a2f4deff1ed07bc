/** Applies a theme and the user's primary colour to `<html>`, so portals inherit them; never reloads. */
import { PRIMARY_COLOR_VAR } from './contract.css.js';
import { THEMES, themeClass, type ThemeName } from './themes.js';

const ALL_CLASSES = Object.values(THEMES) as string[];

export function applyTheme(root: HTMLElement, theme: ThemeName, primaryColor?: string | null): void {
  root.classList.remove(...ALL_CLASSES);
  root.classList.add(themeClass(theme));
  if (primaryColor && /^#[0-9a-f]{3,8}$/i.test(primaryColor)) root.style.setProperty(PRIMARY_COLOR_VAR, primaryColor);
  else root.style.removeProperty(PRIMARY_COLOR_VAR);
}
