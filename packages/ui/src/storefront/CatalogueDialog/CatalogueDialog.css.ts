/** CatalogueDialog styles: class buttons in the carousel, then two numbered file columns (one on a phone). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';

// As tall as its slide, and the carousel's slides as tall as the tallest: a class name on two lines (French) does
// not leave the buttons of a row at different heights.
export const classButton = style({
  width: '100%',
  height: '100%',
  minHeight: vars.size.controlLg,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary },
    '&[data-selected]': {
      background: vars.color.primarySoft,
      color: vars.color.primaryText,
      borderColor: vars.color.primary,
      fontWeight: vars.fontWeight.medium,
    },
    '&[data-focus-visible]': focusRing,
  },
});

export const files = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.space.xxl} * 6)), 1fr))`,
  columnGap: vars.space.xxl,
  marginTop: vars.space.xl,
});

export const column = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const heading = style({
  gridColumn: '1 / -1',
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const state = style({ marginTop: vars.space.xl });

export const noLink = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
