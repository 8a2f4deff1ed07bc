/** ShopFooter styles: company details beside the link list; stacked on a phone. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  marginTop: vars.space.xxl,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.space.xxl} * 7)), 1fr))`,
  gap: vars.space.xl,
  maxWidth: `calc(${vars.space.xxl} * 32)`,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const address = style({
  fontStyle: 'normal',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}` });

export const label = style({ color: vars.color.textMuted });

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space.xxl} * 4), 1fr))`,
  gap: `${vars.space.xs} ${vars.space.lg}`,
});

export const copyright = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
