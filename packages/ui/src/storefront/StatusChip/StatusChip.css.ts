/** StatusChip styles: one chip shape, a tinted background and a coloured edge per tone; the words stay in the text colour for contrast. */
import { style, styleVariants } from '@vanilla-extract/css';
import { chip as chipShape } from '../../styles/records.css.js';
import { vars } from '../../theme/contract.css.js';

export const chip = style([
  chipShape,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    whiteSpace: 'nowrap',
    color: vars.color.text,
    border: `${vars.border.width} solid ${vars.color.border}`,
  },
]);

export const tones = styleVariants({
  waiting: { background: vars.color.surfaceMuted },
  underWay: { background: vars.color.infoSoft, borderColor: vars.color.info },
  done: { background: vars.color.successSoft, borderColor: vars.color.success },
  ended: { background: vars.color.dangerSoft, borderColor: vars.color.danger, borderStyle: 'dashed' },
});

export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm, flexShrink: 0 });
