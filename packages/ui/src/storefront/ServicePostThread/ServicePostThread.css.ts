/** ServicePostThread styles: the post's head, then the messages as cards, the customer's and the service's apart. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
/** The open post stands apart from what follows it (the list of posts). */
export const framed = style({
  paddingBlockEnd: vars.space.lg,
  marginBlockEnd: vars.space.lg,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const messages = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-author="service"]': {
      background: vars.color.primarySoft,
      marginInlineStart: vars.space.xl,
    },
    '&[data-author="customer"]': { marginInlineEnd: vars.space.xl },
  },
});
export const author = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
// Server text keeps its line breaks and never spills out of its card.
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text });
