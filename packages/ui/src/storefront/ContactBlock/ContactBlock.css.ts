/** ContactBlock styles: a heading over the address lines; long mails and addresses wrap rather than overflow. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const address = style({
  fontStyle: 'normal',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}` });

export const label = style({ color: vars.color.textMuted });
