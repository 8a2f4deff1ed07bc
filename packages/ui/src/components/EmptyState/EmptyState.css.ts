/** EmptyState styles: a quiet, centred block with an outline illustration. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const illustration = style({
  width: vars.space.xxl,
  height: vars.space.xxl,
  color: vars.color.border,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  maxWidth: `calc(${vars.space.xxl} * 10)`,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.xs });
