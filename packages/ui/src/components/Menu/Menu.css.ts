/** Menu styles: a list of actions on the popover surface; keyboard focus and hover share one highlight. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { itemStates } from '../../styles/controlState.js';
import { maxPopoverWidth } from '../Popover/Popover.css.js';

/** At least as wide as the trigger (react-aria measures it), and wide enough for short labels without one; on the popover, border included (see Select.css.ts). */
export const popover = style({
  minWidth: `min(max(var(--trigger-width, ${vars.space.xxl}), calc(${vars.space.xxl} * 4)), ${maxPopoverWidth})`,
});

export const menu = style({
  maxHeight: 'inherit',
  overflow: 'auto',
  padding: vars.space.xs,
  outline: 'none',
});

const itemLook = itemStates();
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  // An item with an address is drawn as a link: it looks as every other item does (the collapsed sidebar's menus).
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  ...itemLook,
  selectors: {
    ...itemLook.selectors,
    '&[data-pressed]': { background: vars.color.border },
    '&[data-variant="danger"]': { color: vars.color.danger },
  },
});

export const end = style({
  marginInlineStart: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
});

export const separator = style({
  height: 0,
  margin: `${vars.space.xs} 0`,
  border: 'none',
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
});

export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});
