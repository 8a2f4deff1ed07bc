/** TimeField styles: the segmented input looks like other fields; the focused segment is highlighted. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { segmentStates, segmentTarget } from '../../styles/controlState.js';

export const input = style({
  width: 'fit-content',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontVariantNumeric: 'tabular-nums',
});

const segmentLook = segmentStates();
export const segment = style({
  ...segmentTarget,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  ...segmentLook,
  selectors: {
    '&[data-type="literal"]': { padding: 0, minWidth: 0 },
    '&[data-placeholder]': { color: vars.color.textMuted },
    ...segmentLook.selectors,
  },
});
