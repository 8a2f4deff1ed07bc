/** OrderForm styles: one column of fields, the containers side by side, notes muted. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: `calc(${vars.space.xxl} * 12)` });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-start' });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const terms = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.fontSize.sm });

export const termsLabel = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const addressOption = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const missing = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm, color: vars.color.danger });

export const formError = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const submit = style({ alignSelf: 'flex-start' });
