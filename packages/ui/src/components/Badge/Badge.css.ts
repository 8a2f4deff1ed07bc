/** Badge styles: a pill pinned to the top end corner of what it counts. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.iconMd,
  height: vars.size.iconMd,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.size.iconMd,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  selectors: {
    [`${anchor} > &`]: {
      position: 'absolute',
      top: 0,
      insetInlineEnd: 0,
      transform: 'translate(40%, -40%)',
      zIndex: 1,
    },
    [`[dir="rtl"] ${anchor} > &`]: { transform: 'translate(-40%, -40%)' },
  },
});

export const tones = styleVariants({
  danger: { background: vars.color.danger, color: vars.color.primaryContrast },
  primary: { background: vars.color.primaryStrong, color: vars.color.primaryContrast },
});
