/** UserInfoForm styles: an account card with the avatar beside its facts, then the member form. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { pairsContainer } from '../../styles/records.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const account = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: `calc(${vars.size.controlLg} * 1.6)`,
  height: `calc(${vars.size.controlLg} * 1.6)`,
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  background: vars.color.primaryStrong,
  color: vars.color.primaryContrast,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

/** The avatar's place while the account is read: its size, in the skeleton's quiet colour. */
export const avatarPending = style({ background: vars.color.surfaceMuted });

// The box the facts measure themselves against (its width comes from its flex basis, not its content).
export const accountText = style([
  pairsContainer,
  { display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: `1 1 calc(${vars.space.xxl} * 6)` },
]);

export const name = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** The account's facts: side by side where both fit, stacked in the narrow content box of a phone. */
export { pairs as facts } from '../../styles/records.css.js';

export const member = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });

export const form = style({ maxWidth: `calc(${vars.space.xxl} * 12)` });

export const saved = style({ margin: 0, fontWeight: vars.fontWeight.medium });
