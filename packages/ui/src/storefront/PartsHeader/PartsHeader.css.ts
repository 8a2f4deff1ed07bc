/** PartsHeader styles beyond the main header's: the trade-mode label as quiet text. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const tradeModeText = style({
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  opacity: 0.85,
});
