/** Status page styles. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';

export const root = style({ display: 'grid', justifyItems: 'center', gap: vars.space.lg, padding: `${vars.space.xxl} ${vars.space.lg}`, textAlign: 'center' });
export const code = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.textMuted, margin: 0 });
export const text = style({ margin: 0, color: vars.color.text });
export const link = style({
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': focusRing },
});
