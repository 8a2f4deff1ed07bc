/** PartsHeader styles beyond the main header's: the trade-mode label as quiet text. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** Quieter by its size alone: faded, it fell below 4.5:1 on the white theme's blue header. */
export const tradeModeText = style({
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
});
