/** Sidebar styles: the theme's sidebar colours; the active entry carries the theme's bar (left or right). */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const nav = style({ paddingBlock: vars.space.xs, fontSize: vars.fontSize.md });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const nested = style({ listStyle: 'none', margin: 0, padding: 0 });

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlLg,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  border: 'none',
  background: 'transparent',
  color: vars.shell.sidebarText,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.shell.activeText },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.shell.sidebarFocusRing}`,
      outlineOffset: `calc(-1 * ${vars.border.focusWidth})`,
    },
    '&[aria-current="page"]': {
      background: vars.shell.activeBg,
      color: vars.shell.activeText,
      boxShadow: vars.shell.activeBarShadow,
    },
  },
});

export const child = style({ paddingInlineStart: `calc(${vars.space.lg} + ${vars.size.iconMd} + ${vars.space.sm})` });

export const collapsedEntry = style({ justifyContent: 'center', paddingInline: 0 });

export const icon = style({ flexShrink: 0, width: vars.size.iconMd, height: vars.size.iconMd });

/** Long German labels wrap instead of being cut. */
export const label = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere', lineHeight: vars.lineHeight.tight });

/**
 * A hyphenated word of a label, kept on one line (the label wraps at its spaces); a word wider than the whole
 * sidebar ends in an ellipsis rather than running out of it.
 */
export const word = style({
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'top',
});

export const chevron = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  transition: `transform ${vars.motion.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const tip = style({
  margin: vars.space.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.shell.sidebarText,
});

/** The failed menu's retry, drawn in the sidebar's own colours (a kit button's would not read on a dark sidebar). */
export const retry = style({
  display: 'block',
  marginBlockStart: vars.space.sm,
  minBlockSize: vars.size.target,
  paddingInline: vars.space.sm,
  border: `${vars.border.width} solid currentColor`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.shell.sidebarFocusRing}`, outlineOffset: vars.border.width },
  },
});

globalStyle(`${nav} a`, { color: 'inherit' });
