/** ShareDialog styles: the link row and the email form, stacked; pairs of fields side by side when there is room. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const body = style({ display: 'grid', gap: vars.space.lg });
export const section = style({ display: 'grid', gap: vars.space.sm });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const linkRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const linkField = style({ flex: `1 1 calc(${vars.space.xxl} * 5)`, minWidth: 0 });
export const form = style({ display: 'grid', gap: vars.space.sm });
export const pair = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.space.xxl} * 4)), 1fr))`,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm });
