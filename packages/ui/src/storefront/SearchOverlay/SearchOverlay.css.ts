/** SearchOverlay styles: the field with its arrow, then the words as a list the arrow keys walk through. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const form = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const field = style({ flex: '1 1 auto', minWidth: 0 });

/** The arrow lines up with the input, under the field's label. */
export const submit = style({ marginTop: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xs})` });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginTop: vars.space.lg,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  outline: 'none',
  selectors: { '&[data-layout="stack"]': { flexDirection: 'column', flexWrap: 'nowrap' } },
});

export const word = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    [`${list}[data-layout="stack"] &`]: { borderRadius: vars.radius.sm, borderColor: 'transparent' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focused]': {
      background: vars.color.primarySoft,
      color: vars.color.primaryText,
      outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.border.focusWidth})`,
    },
  },
});

export const wordIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm, flexShrink: 0 });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
