/** Checkbox styles: a box that fills with the primary colour when checked; the ring goes round the box. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { indicatorStates, labelDisabled } from '../../styles/controlState.js';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: labelDisabled,
});

const boxLook = indicatorStates(button);
export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.sm,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.primaryContrast,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  ...boxLook,
  selectors: {
    [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
      background: vars.color.primaryStrong,
      borderColor: vars.color.primaryStrong,
    },
    ...boxLook.selectors,
  },
});

export const mark = style({ width: '100%', height: '100%' });
