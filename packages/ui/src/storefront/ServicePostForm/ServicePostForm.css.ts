/** ServicePostForm styles: subject and art. no. side by side where there is room, the text and pictures below. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.size.controlLg} * 6)), 1fr))`,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const sent = style({ margin: 0, color: vars.color.success, fontSize: vars.fontSize.sm });
