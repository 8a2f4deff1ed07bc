/** Tooltip styles: a dark label with an arrow, placed by react-aria. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const tooltip = style({
  maxWidth: `calc(${vars.space.xxl} * 6)`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.tooltip,
  selectors: {
    '&[data-placement="top"]': { marginBottom: vars.space.sm },
    '&[data-placement="bottom"]': { marginTop: vars.space.sm },
    '&[data-placement="left"]': { marginRight: vars.space.sm },
    '&[data-placement="right"]': { marginLeft: vars.space.sm },
  },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.text,
  width: vars.space.sm,
  height: vars.space.sm,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
