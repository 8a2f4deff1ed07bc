/** The blocking head script: applies the stored theme and theme colour to `<html>` before first paint, so nothing flashes. */
import { STORAGE_PREFIX, storedItemOf, storedValueOf } from '@kontor/api/rules';
import { derivePrimaryTones, PRIMARY_TONE_VARS } from './primary.js';
import { DEFAULT_THEME, THEMES } from './themes.js';

/** The backend UI's client-storage prefix (wire-compat); the api client's `storagePrefix` default. */
export const DEFAULT_STORAGE_PREFIX = STORAGE_PREFIX;

export interface ThemeHeadScriptOptions {
  /** Client-storage keys are `{prefix}-themeName` and `{prefix}-theme`. */
  storagePrefix?: string;
}

export interface HeadConfig {
  prefix: string;
  /** Our theme names and the stored classes, both → class. */
  classes: Record<string, string>;
  defaultClass: string;
  toneVars: Record<string, string>;
}

/**
 * Runs in the page as it is (its source text is embedded), so it refers to nothing outside itself: the colour tones
 * and the storage reader come in as arguments. Storage reads follow the backend UI: sessionStorage, then
 * localStorage, each value read as the app's client storage reads it (`storedValueOf`), so the page is painted in the
 * theme the app then keeps.
 */
export function bootTheme(
  config: HeadConfig,
  derive: (color: string) => Record<string, string> | null,
  valueOf: typeof storedValueOf,
  itemOf: typeof storedItemOf,
): void {
  const read = (name: string): unknown => {
    const key = `${config.prefix}-${name}`;
    let raw: string | null;
    try {
      raw = window.sessionStorage.getItem(key) ?? window.localStorage.getItem(key);
    } catch {
      return undefined;
    }
    return raw === null || raw === '' ? undefined : valueOf(raw, itemOf);
  };
  const root = document.documentElement;
  const stored = read('themeName');
  const themeClass = (typeof stored === 'string' && config.classes[stored]) || config.defaultClass;
  root.classList.remove(...new Set(Object.values(config.classes)));
  root.classList.add(themeClass);
  const color = read('theme');
  const tones = typeof color === 'string' ? derive(color) : null;
  if (tones) for (const [tone, value] of Object.entries(tones)) root.style.setProperty(config.toneVars[tone] ?? '', value);
}

/** The script's source, for an inline `<script>` at the top of `<head>` (e.g. from Vite's `transformIndexHtml`). */
export function themeHeadScript(options: ThemeHeadScriptOptions = {}): string {
  return `(${bootTheme.toString()})(${JSON.stringify(headConfig(options))}, ${derivePrimaryTones.toString()}, ${storedValueOf.toString()}, ${storedItemOf.toString()});`;
}

export function headConfig({ storagePrefix = DEFAULT_STORAGE_PREFIX }: ThemeHeadScriptOptions = {}): HeadConfig {
  const classes: Record<string, string> = {};
  for (const [name, className] of Object.entries(THEMES)) classes[name] = classes[className] = className;
  return { prefix: storagePrefix, classes, defaultClass: THEMES[DEFAULT_THEME], toneVars: PRIMARY_TONE_VARS };
}
