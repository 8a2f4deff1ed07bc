/** ProductGallery styles: a square stage that never changes size, and a row of square thumbnails. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';

export const root = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', minWidth: 0 });
export const stage = style({
  aspectRatio: '1 / 1',
  width: '100%',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  border: `${vars.border.width} solid ${vars.color.border}`,
});
export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });
export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const placeholderIcon = style({ width: vars.size.iconLg, height: vars.size.iconLg });
export const thumbs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const thumb = style({
  padding: 0,
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  cursor: 'pointer',
  background: vars.color.surfaceMuted,
  border: `${vars.border.width} solid ${vars.color.border}`,
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, boxShadow: `0 0 0 ${vars.border.width} ${vars.color.primary}` },
    '&[data-focus-visible]': focusRing,
  },
});
export const thumbImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
