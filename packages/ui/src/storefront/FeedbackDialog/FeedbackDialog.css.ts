/** FeedbackDialog styles: the contact as a short definition list. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const intro = style({ margin: `0 0 ${vars.space.lg}` });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
