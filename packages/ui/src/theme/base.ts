/** Tokens shared by all themes (type scale, spacing, radii, layers) and the colours each theme starts from. */
import { tokenShape, vars } from './contract.css.js';
import { DEFAULT_PRIMARY_COLOR } from './defaults.js';
import { derivePrimaryTones } from './primary.js';

export const baseTokens = {
  font: {
    body: '"Helvetica Neue", Helvetica, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Noto Sans Mono CJK SC", monospace',
  },
  fontSize: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '28px' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
  size: { controlSm: '24px', controlMd: '32px', controlLg: '40px', iconSm: '14px', iconMd: '16px', iconLg: '20px', target: '24px' },
  radius: { sm: '2px', md: '4px', lg: '8px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
    md: '0 2px 12px rgba(0, 0, 0, 0.1)',
    lg: '0 8px 24px rgba(0, 0, 0, 0.16)',
  },
  border: { width: '1px', focusWidth: '2px' },
  motion: { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  zIndex: {
    sticky: '100', header: '200', dropdown: '1000', overlay: '2000', modal: '2001', popover: '2002', toast: '3000', tooltip: '3001',
  },
} as const;

const defaultTones = derivePrimaryTones(DEFAULT_PRIMARY_COLOR);
if (!defaultTones) throw new Error(`DEFAULT_PRIMARY_COLOR is not a hex colour: ${DEFAULT_PRIMARY_COLOR}`);

/**
 * The avue template's neutrals and the default theme colour's tones. Text colours are chosen for
 * 4.5:1 on surface and surfaceMuted; the tones are replaced at run time for the user's colour.
 */
export const baseColors = {
  ...defaultTones,
  primaryHover: `color-mix(in srgb, ${vars.color.primary} 80%, white)`,
  text: '#303133',
  textMuted: '#5c5e66',
  textDisabled: '#8c8f96',
  textInverse: '#ffffff',
  background: '#f0f2f5',
  surface: '#ffffff',
  surfaceMuted: '#f5f7fa',
  border: '#dcdfe6',
  borderStrong: '#8a8d94',
  focusRing: vars.color.primaryText,
  danger: '#c0392b',
  dangerSoft: '#fdecea',
  success: '#2e7d32',
  successSoft: '#e8f5e9',
  warning: '#a15c00',
  warningSoft: '#fdf3e1',
  info: '#4b5563',
  infoSoft: '#eef0f3',
  overlay: 'rgba(0, 0, 0, 0.5)',
};

type ColorTokens = typeof baseColors;
type ShellTokens = Record<keyof typeof tokenShape.shell, string>;

/** Shell tokens most themes share: tabs as light boxes, pages straight on the (light) backdrop. */
const shellDefaults = {
  tabsItemBg: vars.color.surface,
  tabsHoverText: vars.color.primaryText,
  contentBg: 'transparent',
} satisfies Partial<ShellTokens>;

type ShellInput = Omit<ShellTokens, keyof typeof shellDefaults> & Partial<ShellTokens>;

/** A full token set for `createGlobalTheme`: base tokens, base colours with the theme's changes, its shell. */
export function themeTokens(shell: ShellInput, colors: Partial<ColorTokens> = {}) {
  return { ...baseTokens, color: { ...baseColors, ...colors }, shell: { ...shellDefaults, ...shell } };
}

/** The active item's bar as an inset shadow on the left (most themes) or the right (hey). */
export function activeBarShadow(side: 'left' | 'right', width: string, color: string): string {
  return `inset ${side === 'left' ? '' : '-'}${width} 0 0 ${color}`;
}
