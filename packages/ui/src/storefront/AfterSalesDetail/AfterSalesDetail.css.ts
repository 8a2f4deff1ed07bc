/** AfterSalesDetail styles: a definition grid, proof thumbnails and the opinions thread. */
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.js';
import { facts, value as factValue } from '../../styles/records.css.js';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.md });
/** The shared fact grid, a little tighter; values keep the line breaks the buyer typed. */
export const fields = style([facts, { gap: vars.space.sm }]);
export { term } from '../../styles/records.css.js';
export const value = style([factValue, { whiteSpace: 'pre-wrap' }]);
export const thumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const thumbButton = style({
  padding: 0,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
export const thumb = style({
  display: 'block',
  inlineSize: `calc(${vars.size.controlLg} * 2)`,
  blockSize: `calc(${vars.size.controlLg} * 2)`,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});
/** A file that is not a picture: the thumbnail's size, its type's icon and its name. */
export const fileTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  inlineSize: `calc(${vars.size.controlLg} * 2 + 2 * ${vars.border.width})`,
  blockSize: `calc(${vars.size.controlLg} * 2 + 2 * ${vars.border.width})`,
  padding: vars.space.xs,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    'button&': { cursor: 'pointer', outline: 'none' },
    'button&:focus-visible': focusRing,
    'button&:hover': { background: vars.color.surfaceMuted },
  },
});
export const fileIcon = style({ inlineSize: vars.size.iconLg, blockSize: vars.size.iconLg, flexShrink: 0, color: vars.color.textMuted });
export const fileName = style({
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
});
export const viewerImage = style({ display: 'block', maxInlineSize: '100%', marginInline: 'auto' });
export const opinions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const opinion = style({
  padding: vars.space.sm,
  borderInlineStart: `${vars.border.focusWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', gap: vars.space.sm });
