/** PasswordChangeForm styles: a narrow column of fields with the actions under them. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });

export const form = style({ maxWidth: `calc(${vars.space.xxl} * 10)` });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const saved = style({ margin: 0, fontWeight: vars.fontWeight.medium });

/** The code and its send button side by side; the button wraps under the code on the narrowest phones. */
export const codeRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm });

export const codeField = style({ flex: `1 1 calc(${vars.size.controlLg} * 4)`, minWidth: 0 });

/** Level with the input under the code field's label; tabular figures keep the countdown from jittering. */
export const sendButton = style({
  flex: '0 0 auto',
  marginBlockStart: `calc(${vars.fontSize.md} * ${vars.lineHeight.normal} + ${vars.space.xs})`,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const refusal = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
