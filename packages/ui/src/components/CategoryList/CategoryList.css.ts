/** Category list styles. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { cardGrid } from '../../styles/layout.js';

export const root = style({ ...cardGrid, gap: vars.space.lg, padding: 0, margin: 0, listStyle: 'none' });
export const card = style({
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.sm,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const children = style({ margin: `${vars.space.sm} 0 0`, padding: 0, listStyle: 'none', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
