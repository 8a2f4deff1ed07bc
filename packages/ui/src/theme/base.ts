/** Tokens shared by all themes: type scale, spacing, radii, layers. Themes override colours. */
export const baseTokens = {
  font: {
    body: '"Helvetica Neue", Helvetica, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '28px' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
  radius: { sm: '2px', md: '4px', lg: '8px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
    md: '0 2px 12px rgba(0, 0, 0, 0.1)',
    lg: '0 8px 24px rgba(0, 0, 0, 0.16)',
  },
  border: { width: '1px', focusWidth: '2px' },
  zIndex: { sticky: '100', dropdown: '1000', overlay: '2000', modal: '2001', popover: '2002', toast: '3000', tooltip: '3001' },
} as const;

/** The default theme colour (#409EFF) and the neutrals of the avue template. */
export const baseColors = {
  primary: '#409EFF',
  /** Fill for surfaces carrying white text: the (user-adjustable) primary darkened to pass WCAG AA. */
  primaryStrong: 'color-mix(in srgb, var(--kontor-color-primary) 68%, black)',
  primaryHover: '#66b1ff',
  primaryContrast: '#ffffff',
  text: '#303133',
  textMuted: '#606266',
  background: '#f0f2f5',
  surface: '#ffffff',
  surfaceMuted: '#f5f7fa',
  border: '#dcdfe6',
  focusRing: '#1f6fd1',
  danger: '#c0392b',
  success: '#2e7d32',
  warning: '#a15c00',
  overlay: 'rgba(0, 0, 0, 0.5)',
} as const;
