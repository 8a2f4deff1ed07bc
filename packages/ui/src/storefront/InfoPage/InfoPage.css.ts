/** InfoPage styles: a readable text column (about 70 characters) with the contact block beside it from 992 px. */
import { style } from '@vanilla-extract/css';
import { SCREEN_BREAKPOINTS } from '@kontor/api/rules';
import { vars } from '../../theme/contract.css.js';

const SIDE_BY_SIDE = `screen and (min-width: ${SCREEN_BREAKPOINTS[1].minWidth}px)`;

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [SIDE_BY_SIDE]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const article = style({ display: 'grid', gap: vars.space.lg, maxWidth: '70ch', minWidth: 0 });

export const section = style({ display: 'grid', gap: vars.space.xs });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const date = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });

export const aside = style({
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
});
