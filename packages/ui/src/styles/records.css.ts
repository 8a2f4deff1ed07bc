/** Record lists and fact grids shared by the storefront's lists (orders, after-sales) and detail panels. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/** A list of records: the filters' toolbar above one wrapped line per record. */
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.text,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const empty = style({ color: vars.color.textMuted, margin: 0 });
/** A status chip's shape; each list colours it its own way. */
export const chip = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
});

/** Facts as a definition grid that wraps from several columns down to one. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.size.controlLg} * 6)), 1fr))`,
  gap: vars.space.md,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const numeric = style({ fontVariantNumeric: 'tabular-nums' });
