/** RadioGroup styles: options in a column or a row, a round mark with a filled dot when chosen. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { indicatorStates, labelDisabled } from '../../styles/controlState.js';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.lg,
    },
  },
});

export const option = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: labelDisabled,
});

const markLook = indicatorStates(button);
export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.pill,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  ...markLook,
  selectors: {
    [`${button}[data-selected] &`]: { borderColor: vars.color.primaryStrong },
    ...markLook.selectors,
  },
});

/** Half the mark: big enough to see at a glance. */
export const dot = style({
  width: '50%',
  height: '50%',
  borderRadius: vars.radius.pill,
  background: vars.color.primaryStrong,
  transform: 'scale(0)',
  selectors: { [`${button}[data-selected] &`]: { transform: 'scale(1)' } },
});

export const optionDescription = style({
  paddingInlineStart: `calc(${vars.size.iconMd} + ${vars.space.sm})`,
});
