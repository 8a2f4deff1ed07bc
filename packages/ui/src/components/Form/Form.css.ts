/** Form styles: fields stacked with even spacing; a form-level error above the actions. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const formError = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.space.xs} solid ${vars.color.danger}`,
  background: vars.color.surfaceMuted,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
