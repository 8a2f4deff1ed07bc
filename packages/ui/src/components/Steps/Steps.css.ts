/**
 * Steps styles: numbered markers joined by a line; done steps filled, the current one ringed, a cancelled one red.
 * In a box narrower than six labels need side by side (a phone), the steps stand one under the other.
 */
import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { STEPS_ROW_TOO_NARROW } from '../../styles/layout.js';

const steps = createContainer();
const STACKED = `${steps} ${STEPS_ROW_TOO_NARROW}`;
/** Where the connecting line runs: through the markers' centres. */
const axis = `calc(${vars.size.controlSm} / 2 - ${vars.border.width})`;

export const root = style({ containerType: 'inline-size', containerName: steps });

export const list = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@container': { [STACKED]: { flexDirection: 'column' } },
});

export const step = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    // The line to the previous step, drawn behind the markers.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: `calc(${vars.space.xs} + ${vars.size.controlSm} / 2 - ${vars.border.width})`,
      insetInlineEnd: '50%',
      width: '100%',
      borderTop: `calc(${vars.border.width} * 2) solid ${vars.color.border}`,
    },
    '&[data-state="complete"]:not(:first-child)::before, &[data-state="current"]:not(:first-child)::before, &[data-state="cancelled"]:not(:first-child)::before':
      { borderTopColor: vars.color.primary },
    '&[data-state="current"]': { color: vars.color.text, fontWeight: vars.fontWeight.medium },
    '&[data-state="cancelled"]': { color: vars.color.danger, fontWeight: vars.fontWeight.medium },
  },
  '@container': {
    [STACKED]: {
      flexDirection: 'row',
      alignItems: 'center',
      gap: vars.space.sm,
      paddingBlock: vars.space.xs,
      textAlign: 'start',
    },
  },
});

// Stacked, the line to the previous step runs up from this marker's centre to the one above.
export const stepLine = style({
  '@container': {
    [STACKED]: {
      selectors: {
        [`${step}:not(:first-child)&::before`]: {
          top: 'auto',
          bottom: '50%',
          insetInlineEnd: 'auto',
          insetInlineStart: axis,
          width: 0,
          height: '100%',
          borderTop: 'none',
          borderInlineStart: `calc(${vars.border.width} * 2) solid ${vars.color.border}`,
        },
        [`${step}[data-state="complete"]:not(:first-child)&::before, ${step}[data-state="current"]:not(:first-child)&::before, ${step}[data-state="cancelled"]:not(:first-child)&::before`]:
          { borderInlineStartColor: vars.color.primary },
      },
    },
  },
});

export const marker = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  marginTop: vars.space.xs,
  borderRadius: vars.radius.pill,
  border: `calc(${vars.border.width} * 2) solid ${vars.color.border}`,
  background: vars.color.surface,
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
  '@container': { [STACKED]: { marginTop: 0 } },
  selectors: {
    '[data-state="complete"] > &': {
      background: vars.color.primaryStrong,
      borderColor: vars.color.primaryStrong,
      color: vars.color.primaryContrast,
    },
    '[data-state="current"] > &': { borderColor: vars.color.primaryStrong, color: vars.color.text },
    '[data-state="cancelled"] > &': {
      background: vars.color.danger,
      borderColor: vars.color.danger,
      color: vars.color.primaryContrast,
    },
  },
});

export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm });
