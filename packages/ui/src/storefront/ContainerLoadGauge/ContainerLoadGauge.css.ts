/** ContainerLoadGauge styles: one card per container type, the binding limit outlined. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const gauge = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const cards = style({ display: 'grid', gap: vars.space.sm });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const cardHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' });

export const type = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md, color: vars.color.text });

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const limit = style({
  paddingInlineStart: vars.space.xs,
  borderInlineStart: `${vars.border.focusWidth} solid transparent`,
});

export const bindingLimit = style({ borderInlineStartColor: vars.color.primary });

// Plain words beside the limit's name (no capitals: 'fills up first' reads as a phrase, not a code).
export const bindsTag = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primaryText,
});

export const needed = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const estimate = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const suggestion = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const cap = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
