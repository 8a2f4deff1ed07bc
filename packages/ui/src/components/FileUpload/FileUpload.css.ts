/** FileUpload styles: a dashed drop zone that lights up while files hover over it, and a list of chosen files. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `calc(${vars.border.width} * 2) dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
    },
    '&[data-focus-visible]': focusRing,
    // Disabled shows through the disabled button; dimming the text would fail contrast.
    '&[data-disabled]': { cursor: 'not-allowed' },
    [`${root}[data-invalid] &`]: { borderStyle: 'solid', borderColor: vars.color.danger },
  },
});

export const zoneIcon = style({
  width: vars.space.xl,
  height: vars.space.xl,
  color: vars.color.textMuted,
});
export const label = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    [`${root}[data-required] &::after`]: { content: '" *"', color: vars.color.danger },
  },
});
export const row = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
export const hint = style({ fontSize: vars.fontSize.xs });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.xs} ${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const fileSize = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const removeIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm });
