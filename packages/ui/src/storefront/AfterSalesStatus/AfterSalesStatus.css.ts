/** AfterSalesStatus styles: the status in words above its steps. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const summary = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
