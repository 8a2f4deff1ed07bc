/** ColorPicker styles: a swatch button opening a popover with a saturation area, a hue slider, a hex field and presets. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';

const panelWidth = `calc(${vars.space.xxl} * 5)`;

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary },
    '&[data-focus-visible]': focusRing,
  },
});

export const swatch = style({
  width: vars.space.xl,
  height: vars.space.xl,
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 ${vars.border.width} ${vars.color.border}`,
});
export const hexText = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const popover = style({
  padding: vars.space.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.popover,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: panelWidth,
  outline: 'none',
});

export const area = style({
  width: panelWidth,
  height: `calc(${vars.space.xxl} * 4)`,
  borderRadius: vars.radius.md,
  flexShrink: 0,
});

export const thumb = style({
  width: vars.space.lg,
  height: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: `calc(${vars.border.width} * 2) solid ${vars.color.surface}`,
  boxShadow: `0 0 0 ${vars.border.width} ${vars.color.text}, ${vars.shadow.sm}`,
  boxSizing: 'border-box',
  selectors: {
    '&[data-focus-visible]': {
      width: vars.space.xl,
      height: vars.space.xl,
      outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`,
    },
  },
});

export const slider = style({ display: 'flex', flexDirection: 'column', width: panelWidth });
export const track = style({ height: vars.space.lg, borderRadius: vars.radius.md });
export const sliderThumb = style([thumb, { top: '50%' }]);

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});
export const input = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontFamily: vars.font.mono,
  outline: 'none',
  selectors: {
    '&[data-focused]': { borderColor: vars.color.primary },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const presetItem = style({
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { boxShadow: `0 0 0 ${vars.border.focusWidth} ${vars.color.text}` },
    '&[data-focus-visible]': focusRing,
  },
});
export const presetSwatch = style({
  width: vars.space.xl,
  height: vars.space.xl,
  borderRadius: vars.radius.sm,
});
