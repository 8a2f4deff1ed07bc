/** Skeleton styles: muted blocks with a soft sweep, still when the user asks for reduced motion. */
import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** A transform, so the compositor runs the sweep: a page full of loading values costs the main thread nothing. */
const sweep = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(100%)' },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
});

export const bone = style({
  display: 'block',
  position: 'relative',
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    background: `linear-gradient(90deg, transparent, ${vars.color.border}, transparent)`,
    animation: `${sweep} 1.4s ease infinite`,
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&::after': { display: 'none' } } },
  },
});

export const shapes = styleVariants({
  text: {
    height: vars.fontSize.md,
    borderRadius: vars.radius.sm,
    selectors: { '&:last-child:not(:first-child)': { width: '60%' } },
  },
  rect: { height: `calc(${vars.space.xxl} * 3)`, borderRadius: vars.radius.md },
  circle: { width: vars.space.xxl, height: vars.space.xxl, borderRadius: vars.radius.pill },
});

/** Inline, a line of text high (a no-break space makes the line): a value arrives in its place without a shift. */
export const value = style({
  display: 'inline-block',
  verticalAlign: 'bottom',
  borderRadius: vars.radius.sm,
  '::before': { content: '"\\00a0"' },
});

/** Shaped by what it stands for: that content is laid out for its size and never painted. */
export const sized = style({ display: 'inline-flex', borderRadius: vars.radius.md });
globalStyle(`${sized} > [aria-hidden]`, { visibility: 'hidden' });
