/** Page layout styles: padded, centred content with a title row. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { PAGE_MAX_WIDTH } from '../../styles/layout.js';

export const root = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  maxWidth: PAGE_MAX_WIDTH,
  marginInline: 'auto',
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.text, lineHeight: vars.lineHeight.tight });
