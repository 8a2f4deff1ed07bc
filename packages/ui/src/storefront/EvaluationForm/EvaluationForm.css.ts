/** EvaluationForm styles: a row of large star radios, filled up to the chosen one, with the focus ring on the star. */
import { style } from '@vanilla-extract/css';
import { FORCED_COLORS, focusRing, forcedFocusRing } from '../../styles/focus.js';
import { vars } from '../../theme/contract.css.js';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' });
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const stars = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlMd,
  minHeight: vars.size.controlMd,
  borderRadius: vars.radius.sm,
  color: vars.color.borderStrong,
  cursor: 'pointer',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-lit]': { color: vars.color.warning },
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { background: vars.color.surfaceMuted },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    [FORCED_COLORS]: {
      selectors: { '&[data-lit]': { color: 'Highlight' }, '&[data-focus-visible]': forcedFocusRing },
    },
  },
});

export const icon = style({ width: vars.size.iconLg, height: vars.size.iconLg });
export const chosen = style({ color: vars.color.text, fontSize: vars.fontSize.sm, margin: 0 });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
