/** PasswordChangeForm styles: a narrow column of fields with the actions under them. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });

export const form = style({ maxWidth: `calc(${vars.space.xxl} * 10)` });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const saved = style({ margin: 0, fontWeight: vars.fontWeight.medium });
