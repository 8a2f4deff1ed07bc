/** theme-star: sidebar and tags transparent with white text over a starry night sky drawn in CSS (no image), under a night-blue header. */
import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { activeBarShadow, baseColors, themeTokens } from '../base.js';
import { themeSelector, type ThemeName } from '../themes.js';

export const themeName = 'star' satisfies ThemeName;

/** One tile of stars: small radial dots at scattered spots, repeated over the sky. */
const stars = (tile: number, dots: readonly (readonly [number, number, number, number])[]) =>
  dots
    .map(([x, y, size, alpha]) => `radial-gradient(${size}px ${size}px at ${x}px ${y}px, rgba(255, 255, 255, ${alpha}), transparent) 0 0 / ${tile}px ${tile}px`)
    .join(', ');

/** Two tiles of different sizes so the repetition is hard to see, over a deep blue-violet sky. */
export const starrySky = [
  stars(173, [[12, 24, 2, 0.9], [64, 110, 1.5, 0.7], [121, 41, 1, 0.8], [150, 150, 2, 0.6], [33, 160, 1, 0.5]]),
  stars(251, [[40, 200, 1, 0.8], [97, 72, 2.5, 0.9], [180, 18, 1, 0.6], [222, 131, 1.5, 0.7], [140, 236, 1, 0.5]]),
  'radial-gradient(ellipse at 70% 20%, #2c3a78 0%, transparent 60%)',
  'linear-gradient(160deg, #0b1230 0%, #16214d 55%, #2a1f4f 100%)',
].join(', ');

/** The sky's darkest blue, opaque: the storefront's sticky header sits on light pages, where a transparent one
 *  left its white text unreadable and let scrolled content show through. */
const night = '#0b1230';

createGlobalTheme(themeSelector(themeName), vars, themeTokens({
  backdrop: starrySky,
  headerBg: night,
  headerText: '#ffffff',
  logoBg: night,
  logoText: '#ffffff',
  sidebarBg: 'transparent',
  sidebarText: '#ffffff',
  activeBg: 'rgba(0, 0, 0, 0.4)',
  activeText: '#ffffff',
  activeBar: '#ffffff',
  activeBarShadow: activeBarShadow('left', '3px', '#ffffff'),
  tabsBg: 'transparent',
  tabsText: '#ffffff',
  tabsActiveBg: 'rgba(255, 255, 255, 0.2)',
  tabsActiveText: '#ffffff',
  tabsBorder: 'rgba(255, 255, 255, 0.6)',
  tabsItemBg: 'transparent',
  tabsHoverText: '#ffffff',
  // Pages are written for light surfaces (dark titles, labels, totals): they get the light ground, the sky frames them.
  contentBg: baseColors.background,
  headerFocusRing: '#ffffff',
  sidebarFocusRing: '#ffffff',
}));
