/** OrderLinesEditor styles: the cart's table and summary (ContainerCart.css) plus the heading and the add row. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

// The goods' own section; the order's form follows it in the same column.
export const lines = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, marginBlockEnd: vars.space.lg });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const intro = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const add = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
});

export const addTitle = style({ flexBasis: '100%', margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const artNoField = style({ width: `calc(${vars.space.xxl} * 4)`, maxWidth: '100%' });

export const quantityField = style({ width: `calc(${vars.space.xxl} * 3)`, maxWidth: '100%' });

// The button lines up with the inputs under their labels (a field's label line and its gap, Field.css).
export const addButton = style({ marginBlockStart: `calc(${vars.fontSize.md} * ${vars.lineHeight.normal} + ${vars.space.xs})` });

export const added = style({ flexBasis: '100%', margin: 0, fontSize: vars.fontSize.sm, color: vars.color.success });

export const failed = style({ flexBasis: '100%', margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
