/** Toast styles: a stack in the top end corner, one card per message, coloured by tone. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';

export const region = style({
  position: 'fixed',
  top: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: `calc(${vars.space.xxl} * 8)`,
  maxWidth: `calc(100vw - ${vars.space.xl} * 2)`,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.space.xs} solid`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const tones = styleVariants({
  error: { borderInlineStartColor: vars.color.danger },
  warning: { borderInlineStartColor: vars.color.warning },
  success: { borderInlineStartColor: vars.color.success },
  info: { borderInlineStartColor: vars.color.info },
});

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});
export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });
export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
export const closeIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm });
