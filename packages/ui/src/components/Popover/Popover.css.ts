/** Popover styles: the floating surface shared by popovers, select and combo box lists, menus and the calendar. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';

/**
 * The widest a popover may be: react-aria keeps popovers 12px (its default containerPadding, which is space.md)
 * from the viewport's edges, and a wider popover would overhang, scroll the page sideways and so close itself.
 */
export const maxPopoverWidth = `calc(100% - 2 * ${vars.space.md})`;

export const surface = style({
  zIndex: vars.zIndex.popover,
  maxWidth: maxPopoverWidth,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
  overflow: 'auto',
});

/** The content of an interactive popover: padded, and focus shows when the dialog itself takes it. */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
