/** Meter styles: a label row over a track whose fill turns green when full and red over the limit. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const meter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: `calc(${vars.space.xxl} * 4)`,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const label = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const value = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-state="over"] &': { color: vars.color.danger, fontWeight: vars.fontWeight.medium },
  },
});

export const track = style({
  position: 'relative',
  height: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  boxShadow: `inset 0 0 0 ${vars.border.width} ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.primaryStrong,
  transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '[data-state="full"] &': { background: vars.color.success },
    '[data-state="over"] &': { background: vars.color.danger },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
