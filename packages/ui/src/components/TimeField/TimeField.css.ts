/** TimeField styles: the segmented input looks like other fields; the focused segment is highlighted. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const input = style({
  width: 'fit-content',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontVariantNumeric: 'tabular-nums',
});

export const segment = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-type="literal"]': { padding: 0 },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.primaryStrong, color: vars.color.primaryContrast },
    '&[data-invalid]:not([data-focused])': { color: vars.color.danger },
  },
});
