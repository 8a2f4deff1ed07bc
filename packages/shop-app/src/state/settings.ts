/** Display settings the whole app shares (language, theme, theme colour, layout switches), persisted as `pigx-` items. */
import { atom } from 'jotai';
import { createClientStorage, DEFAULT_CLIENT_CONFIG } from '@kontor/api/client';
import {
  DEFAULT_THEME_COLOR,
  isLanguage,
  LANGUAGE_COOKIE,
  languageId,
  THEME_COLOR_COOKIE,
  THEME_COOKIE,
  resolveLanguage,
  type Language,
  type LanguageId,
} from '@kontor/api/rules';
import { DEFAULT_THEME, themeClass, themeOf, type ThemeName } from '@kontor/ui/provider';

/**
 * The client's own storage format (`{dataType, content, type, datetime}` under `pigx-{name}`). A storage of its
 * own rather than `api.storage`: the api module reads the language for its toasts, so importing it here would loop.
 */
export const settingsStorage = createClientStorage({ prefix: DEFAULT_CLIENT_CONFIG.storagePrefix });

/**
 * A jotai atom whose value lives in client storage under `name` and is written on every change (as `write` makes it);
 * `mirror` also gets each new value (a cookie the server reads).
 */
function persistedAtom<T>(name: string, initial: T, write: (value: T) => unknown = (value) => value, mirror?: (value: T) => void) {
  const base = atom(initial);
  return atom(
    (get) => get(base),
    (_get, set, next: T) => {
      set(base, next);
      settingsStorage.set(name, write(next));
      mirror?.(next);
    },
  );
}

/**
 * The stored language wins; with nothing stored the browser's preference, else English (spec section 1,
 * both readings). `?lang=` in the address overrides both, for shared links and tests; with nothing stored it is also
 * kept (a visitor who came from a search result in French goes on in French after the next link).
 */
function initialLanguage(): Language {
  // The server renderer sets each page's language itself.
  if (typeof window === 'undefined') return 'en';
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  const stored = settingsStorage.get('language');
  if (isLanguage(fromUrl)) {
    if (!isLanguage(stored)) keepLanguage(fromUrl);
    return fromUrl;
  }
  return resolveLanguage(typeof stored === 'string' ? stored : null, navigator.languages ?? []);
}

/** A year: the choice outlives the session, as the stored setting does. */
const SETTING_COOKIE_AGE_S = 31_536_000;

/**
 * Mirrors a stored setting into a cookie, so the server's next page arrives in it (LANGUAGE_COOKIE: the page's
 * language; THEME_COOKIE and THEME_COLOR_COOKIE: `<html>`'s theme and colour). Storage is not sent; a cookie is.
 */
function writeSettingCookie(name: string, value: string) {
  // Nothing to write where there is no document (a server rendering these modules).
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${SETTING_COOKIE_AGE_S}; samesite=lax`;
}

/**
 * Forgets the language cookie when the stored language is forgotten (a session's end, spec section 4): otherwise the
 * server would draw the next page in the last member's language and the app, reading no stored one, redraw it in the
 * browser's.
 */
export function forgetLanguageCookie() {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/** Stores the language (and its id) and mirrors it into the cookie. */
function keepLanguage(language: Language) {
  settingsStorage.set('language', language);
  settingsStorage.set('languageID', languageId(language));
  writeSettingCookie(LANGUAGE_COOKIE, language);
}

// A language stored before the cookie existed is mirrored once, so its pages come in it from the next visit on.
const storedLanguage = settingsStorage.get('language');
if (isLanguage(storedLanguage)) writeSettingCookie(LANGUAGE_COOKIE, storedLanguage);
const languageBase = atom<Language>(initialLanguage());

/** The shop's language; writing it also stores `languageID` (zh=1, en=2, de=3, fr=4). Switching never reloads. */
export const languageAtom = atom(
  (get) => get(languageBase),
  (_get, set, next: Language) => {
    set(languageBase, next);
    keepLanguage(next);
  },
);

export const languageIdAtom = atom<LanguageId>((get) => languageId(get(languageAtom)));

/** The theme (default hey); stored as the backend UI's class (`theme-hey`) so either UI reads it back. */
const storedTheme = themeOf(settingsStorage.get('themeName'));
export const themeNameAtom = persistedAtom<ThemeName>(
  'themeName',
  storedTheme ?? DEFAULT_THEME,
  themeClass,
  (name) => writeSettingCookie(THEME_COOKIE, name),
);

function storedColor(): string | undefined {
  const stored = settingsStorage.get('theme');
  return typeof stored === 'string' && /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(stored) ? stored : undefined;
}

/** The user's theme colour (default #409EFF), applied at once by the provider. */
const storedThemeColor = storedColor();
export const themeColorAtom = persistedAtom<string>('theme', storedThemeColor ?? DEFAULT_THEME_COLOR, undefined, (color) =>
  writeSettingCookie(THEME_COLOR_COOKIE, color),
);

// A theme and colour stored before their cookies existed are mirrored once, as the language is.
if (storedTheme) writeSettingCookie(THEME_COOKIE, storedTheme);
if (storedThemeColor) writeSettingCookie(THEME_COLOR_COOKIE, storedThemeColor);

/** The layout settings panel's nine switches plus the sidebar collapse, by the avue store's names. */
export const LAYOUT_SWITCHES = [
  'showTag',
  'showDebug',
  'showTheme',
  'showColor',
  'showFullScren',
  'showLock',
  'showSearch',
  'showCollapse',
  'showMenu',
] as const;
export type LayoutSwitch = (typeof LAYOUT_SWITCHES)[number];
export type LayoutSwitches = Record<LayoutSwitch, boolean>;

function storedSwitches(): LayoutSwitches {
  return Object.fromEntries(
    LAYOUT_SWITCHES.map((name) => [name, settingsStorage.get(name) !== false]),
  ) as LayoutSwitches;
}

const switchesBase = atom<LayoutSwitches>(storedSwitches());

/** Every switch on by default; each change writes its own `pigx-{name}` item. */
export const layoutSwitchesAtom = atom(
  (get) => get(switchesBase),
  (get, set, change: Partial<LayoutSwitches>) => {
    set(switchesBase, { ...get(switchesBase), ...change });
    for (const [name, value] of Object.entries(change)) settingsStorage.set(name, value);
  },
);

/** Whether the user folded the sidebar (the screen width may fold it too, see useShellScreen). */
export const collapsedAtom = persistedAtom<boolean>('isCollapse', settingsStorage.get('isCollapse') === true);

/** Whether the admin frame's settings are as the server draws them: every switch on, the sidebar not folded by the user. */
export const layoutAsDrawnAtom = atom((get) => Object.values(get(switchesBase)).every(Boolean) && !get(collapsedAtom));
