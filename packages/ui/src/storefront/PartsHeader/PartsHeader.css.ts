/** PartsHeader styles beyond the main header's: the trade-mode label as quiet text. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/**
 * One width for the placeholder and the label (which arrive at different moments), so the controls beside it keep their
 * places; a longer label is cut, its full text in the tooltip. Quieter by its size alone: faded, it fell below 4.5:1
 * on the white theme's blue header.
 */
export const tradeModeText = style({
  flex: '0 1 auto',
  boxSizing: 'content-box',
  width: `calc(${vars.space.xxl} * 7)`,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
});
