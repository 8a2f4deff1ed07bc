/** Lock screen styles: the unlock form in the session frame; a short shake after a wrong password. */
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const icon = style({ width: vars.size.iconMd, height: vars.size.iconMd });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The unlock form's stand-in while the session is unread: the card's whole width, as the form has. */
export const pending = style({ display: 'flex', flexDirection: 'column' });

const shakeFrames = keyframes({
  '0%, 100%': { transform: 'translateX(0)' },
  '20%, 60%': { transform: `translateX(calc(-1 * ${vars.space.sm}))` },
  '40%, 80%': { transform: `translateX(${vars.space.sm})` },
});

/** Only for people who have not asked for less motion. */
export const shake = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${shakeFrames} ${vars.motion.normal} ${vars.motion.easing}` },
  },
});

export const error = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.space.xs} solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const submit = style({ width: '100%' });
export const logout = style({ alignSelf: 'center' });

/** The signed-out screen's one way on, centred like the unlock button. */
export const signIn = style({ alignSelf: 'center' });
