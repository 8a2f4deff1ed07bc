/** LanguageSwitch styles: a compact code on the trigger; inline, a row of codes with the current one marked. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';

export const trigger = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, color: 'inherit' });

export const code = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold });

export const native = style({ color: vars.color.textMuted, marginInlineStart: vars.space.sm, fontSize: vars.fontSize.sm });

export const row = style({ display: 'inline-flex', gap: vars.space.xxs });

export const inlineButton = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]:not([data-disabled])': { textDecoration: 'underline' },
    '&[data-disabled]': { cursor: 'default', textDecoration: 'underline', textUnderlineOffset: vars.space.xs },
  },
});
