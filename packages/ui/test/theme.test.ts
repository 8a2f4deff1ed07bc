// Themes at run time: the primary's tones pass WCAG AA for any colour, applyTheme swaps classes without
// reloading, and the head script applies what the backend UI stored before React starts.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLOR, DEFAULT_THEME_NAME } from '@kontor/api/rules';
import { createClientStorage } from '@kontor/api/client';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_THEME } from '../src/theme/defaults.js';
import { derivePrimaryTones } from '../src/theme/primary.js';
import { applyTheme, PRIMARY_TONE_VARS, themeAttributes } from '../src/theme/apply.js';
import { themeHeadScript } from '../src/theme/head.js';
import { THEMES, THEME_NAMES, themeOf, themeSelector } from '../src/theme/themes.js';

/** WCAG 2 contrast, written out again here so the test does not trust the code it checks. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

const SAMPLES = ['#409EFF', '#ffff00', '#ffffff', '#000000', '#f56c6c', '#67c23a', '#e6a23c', '#00ffff', '#7f7f7f', '#123', '#c71585', '#f6ca9d'];

describe('derivePrimaryTones', () => {
  it.each(SAMPLES)('%s: text on the fill and the primary as text pass AA (4.5:1)', (color) => {
    const tones = derivePrimaryTones(color)!;
    expect(contrast(tones.primaryStrong, tones.primaryContrast)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tones.primaryText, tones.primarySoft)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tones.primaryText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('puts white text on the default colour, darkened only as far as needed', () => {
    const tones = derivePrimaryTones(DEFAULT_THEME_COLOR)!;
    expect(tones.primaryContrast).toBe('#ffffff');
    expect(contrast(tones.primaryStrong, '#ffffff')).toBeLessThan(5.2);
  });

  it('keeps a very light colour and gives it dark text', () => {
    expect(derivePrimaryTones('#ffff00')).toMatchObject({ primaryStrong: '#ffff00', primaryContrast: '#1d1d1f' });
  });

  it('rejects what is not a hex colour', () => {
    expect(derivePrimaryTones('red')).toBeNull();
    expect(derivePrimaryTones('#12345')).toBeNull();
  });
});

describe('themes', () => {
  it('start from the display-settings defaults of @kontor/api/rules', () => {
    expect(DEFAULT_PRIMARY_COLOR).toBe(DEFAULT_THEME_COLOR);
    expect(THEMES[DEFAULT_THEME]).toBe(DEFAULT_THEME_NAME);
  });

  it('are the ten of spec section 2 with the backend UI classes', () => {
    expect(THEME_NAMES).toHaveLength(10);
    expect(themeOf('theme-bule')).toBe('bule');
    expect(themeOf('vip')).toBe('vip');
    expect(themeOf('theme-unknown')).toBeUndefined();
  });

  it('hey also owns a bare <html>; the others need their class or attribute', () => {
    expect(themeSelector('hey')).toBe(':root, :root.theme-hey, [data-kontor-theme="hey"]');
    expect(themeSelector('vip')).toBe(':root.theme-vip, [data-kontor-theme="vip"]');
  });
});

describe('applyTheme', () => {
  afterEach(() => {
    document.documentElement.className = '';
    document.documentElement.removeAttribute('style');
  });

  it('swaps the theme class and colour in place', () => {
    const root = document.documentElement;
    applyTheme(root, 'vip', '#f56c6c');
    expect(root.className).toBe(THEMES.vip);
    expect(root.style.getPropertyValue(PRIMARY_TONE_VARS.primary)).toBe('#f56c6c');
    applyTheme(root, 'star');
    expect(root.className).toBe(THEMES.star);
    expect(root.style.getPropertyValue(PRIMARY_TONE_VARS.primary)).toBe('');
  });

  it("is what themeAttributes gives a server's first HTML, so nothing changes when the provider applies it", () => {
    const root = document.documentElement;
    applyTheme(root, 'd2', '#11A983');
    const { className, style } = themeAttributes('d2', '#11A983');
    const drawn = document.createElement('html');
    drawn.className = className;
    drawn.setAttribute('style', style);
    expect(drawn.className).toBe(root.className);
    expect(drawn.style.cssText).toBe(root.style.cssText);
    // No colour, or one that is none: the theme's own tones, no inline variables.
    expect(themeAttributes('star', 'red;x:y')).toEqual({ className: THEMES.star, style: '' });
    expect(themeAttributes('star')).toEqual({ className: THEMES.star, style: '' });
  });
});

describe('themeHeadScript', () => {
  const item = (content: unknown) => JSON.stringify({ dataType: typeof content, content, datetime: Date.now() });
  const run = (script: string) => new Function(script)();

  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.documentElement.className = '';
    document.documentElement.removeAttribute('style');
  });

  it('applies the stored theme class and colour tones', () => {
    localStorage.setItem('pigx-themeName', item('theme-cool'));
    localStorage.setItem('pigx-theme', item('#f56c6c'));
    run(themeHeadScript());
    const root = document.documentElement;
    expect(root.className).toBe('theme-cool');
    expect(root.style.getPropertyValue(PRIMARY_TONE_VARS.primaryStrong)).toBe(derivePrimaryTones('#f56c6c')!.primaryStrong);
  });

  it('reads session storage first, honours the prefix, and takes raw values', () => {
    localStorage.setItem('shop-themeName', item('theme-vip'));
    sessionStorage.setItem('shop-themeName', 'theme-d2');
    run(themeHeadScript({ storagePrefix: 'shop' }));
    expect(document.documentElement.className).toBe('theme-d2');
  });

  it("reads an item as the app's storage does: one without its type and time is not the theme", () => {
    // The app reads both as the raw string, no theme, and keeps hey: the page must not be painted in vip first.
    localStorage.setItem('pigx-themeName', JSON.stringify({ content: 'theme-vip' }));
    sessionStorage.setItem('pigx-theme', JSON.stringify('#f56c6c'));
    run(themeHeadScript());
    expect(document.documentElement.className).toBe(THEMES.hey);
    expect(document.documentElement.getAttribute('style')).toBeNull();
    expect(createClientStorage({ prefix: 'pigx' }).get('themeName')).toBe(JSON.stringify({ content: 'theme-vip' }));
  });

  it('falls back to hey and the theme colour for unknown or broken values', () => {
    localStorage.setItem('pigx-themeName', item('theme-nope'));
    localStorage.setItem('pigx-theme', item('not a colour'));
    run(themeHeadScript());
    expect(document.documentElement.className).toBe(THEMES.hey);
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });
});
