/** SettingsPanel styles: the switches in one column. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const hint = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({ display: 'grid', gap: vars.space.md });
