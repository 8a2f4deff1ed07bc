/** What an element's attributes ask for: language, theme, colour, the shop's address and (product) the SKU. */
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@kontor/api/rules';
import { DEFAULT_THEME, isThemeName, type ThemeName } from '@kontor/ui/provider';

export interface WidgetSettings {
  language: Language;
  theme: ThemeName;
  /** The partner's brand colour (#rgb or #rrggbb); the provider ignores anything else. */
  color: string | null;
  /** The shop's base URL (ends with '/'): its public calls and the links into it. */
  apiBase: string;
  sku: string | null;
}

/** The page's own language when the element names none (`<html lang="de-AT">` → de). */
function pageLanguage(): Language | undefined {
  const primary = document.documentElement.lang.split('-')[0]?.toLowerCase();
  return isLanguage(primary) ? primary : undefined;
}

/** An http(s) URL's base with a trailing slash; anything else is not a shop address. */
function baseOf(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, document.baseURI);
    if (!/^https?:$/.test(url.protocol)) return undefined;
    return url.href.endsWith('/') ? url.href : `${url.href}/`;
  } catch {
    return undefined;
  }
}

/** `defaultBase`: where the widget's code came from (the shop that serves `widgets.js`). */
export function readSettings(host: HTMLElement, defaultBase: string): WidgetSettings {
  const lang = host.getAttribute('lang')?.toLowerCase();
  const theme = host.getAttribute('theme');
  return {
    language: isLanguage(lang) ? lang : (pageLanguage() ?? FALLBACK_LANGUAGE),
    theme: isThemeName(theme) ? theme : DEFAULT_THEME,
    color: host.getAttribute('color'),
    apiBase: baseOf(host.getAttribute('api-base')) ?? defaultBase,
    sku: host.getAttribute('sku')?.trim() || null,
  };
}

/** A path of the shop as a full URL (links leave the partner's page for the shop). */
export const shopUrl = (settings: Pick<WidgetSettings, 'apiBase'>, path: string): string => new URL(path.replace(/^\//, ''), settings.apiBase).href;
