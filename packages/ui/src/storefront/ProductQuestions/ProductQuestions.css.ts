/** ProductQuestions styles: the ask form above a list of question cards. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ display: 'grid', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const form = style({ maxWidth: `calc(${vars.space.xxl} * 14)` });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const question = style({ margin: 0, fontWeight: vars.fontWeight.medium, color: vars.color.text, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
export const meta = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
export const closedTag = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});
export const answer = style({
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `${vars.border.focusWidth} solid ${vars.color.primary}`,
  display: 'grid',
  gap: vars.space.xxs,
});
export const answerLabel = style({ margin: 0, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });
export const answerText = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
