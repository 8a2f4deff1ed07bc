/** Select styles: a button-like trigger and the option list; ComboBox and Menu reuse the list and item looks. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { controlStates, itemStates } from '../../styles/controlState.js';
import { maxPopoverWidth } from '../Popover/Popover.css.js';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
  minHeight: vars.size.controlMd,
  font: 'inherit',
  textAlign: 'start',
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  outline: 'none',
  ...controlStates({ focus: '&[data-focus-visible]', invalid: '[data-invalid] > &' }),
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

/**
 * The popover is as wide as its trigger (react-aria measures it into --trigger-width) but never wider than the
 * viewport allows. The width sits on the popover, border included, not on the list inside it: anything wider
 * overhangs a full-width field, and the page scrolling sideways closes the popover.
 */
export const popover = style({ minWidth: `min(var(--trigger-width), ${maxPopoverWidth})` });

export const listBox = style({
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
  cursor: 'pointer',
  outline: 'none',
  ...itemLook,
  selectors: { ...itemLook.selectors, '&[data-selected]': { fontWeight: vars.fontWeight.bold, color: vars.color.primaryText } },
});

export const check = style({ marginInlineStart: 'auto' });

export const empty = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
});
