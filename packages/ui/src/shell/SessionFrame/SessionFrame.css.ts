/** Session frame styles: one centred card on the shell's backdrop, full width on a phone. */
import { style } from '@vanilla-extract/css';
import { SCREEN_BREAKPOINTS } from '@kontor/api/rules';
import { vars } from '../../theme/contract.css.js';

/** Phones: below the smallest screen class of spec section 9 (768 px) the card takes the whole width. */
const smallest = Math.min(...SCREEN_BREAKPOINTS.filter((point) => point.minWidth > 0).map((point) => point.minWidth));
const PHONE = `screen and (max-width: ${smallest - 1}px)`;

export const root = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: vars.shell.backdrop,
  boxSizing: 'border-box',
  '@media': { [PHONE]: { padding: vars.space.sm, placeItems: 'start stretch' } },
});

export const card = style({
  width: '100%',
  maxWidth: `calc(${vars.space.xxl} * 11)`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  boxSizing: 'border-box',
  '@media': { [PHONE]: { padding: vars.space.lg, maxWidth: 'none' } },
});

export const header = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, textAlign: 'center' });

export const badge = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const intro = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
