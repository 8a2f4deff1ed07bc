/** Dialog styles: a dimmed overlay over the page, a centred card with a title bar and an optional footer. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
});

export const modal = style({
  display: 'flex',
  maxWidth: '100%',
  maxHeight: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

/** Widths follow the spacing scale, so a theme with larger spacing gets larger dialogs. */
export const sizes = styleVariants({
  sm: { width: `calc(${vars.space.xxl} * 9)` },
  md: { width: `calc(${vars.space.xxl} * 13)` },
  lg: { width: `calc(${vars.space.xxl} * 20)` },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  width: '100%',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({ padding: vars.space.xl, overflow: 'auto' });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
});
