/** Login form styles: a narrow stacked form; the code field and its captcha picture (or send button) side by side. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, width: '100%' });

export const panel = style({
  selectors: {
    // As specific as it needs to be to beat the Tabs panel's own padding whichever of the two stylesheets comes later:
    // a page drawn by the server has both inlined, and a chunk's loader may append one again (the form moved 12 px).
    '&[role="tabpanel"]': { paddingBlockStart: vars.space.lg, paddingInline: 0 },
    '&[data-inert]': { display: 'none' },
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The code field grows; the picture or the send button keeps its size and sits on the input's line. */
export const codeRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
/** Wide enough for four characters and the label; it wraps under the picture on the narrowest phones. */
export const codeField = style({ flex: `1 1 calc(${vars.size.controlLg} * 4)`, minWidth: 0 });

/** Lines the picture and the send button up with the input under the field's label. */
export const besideInput = style({
  flex: '0 0 auto',
  marginBlockStart: `calc(${vars.fontSize.md} * ${vars.lineHeight.normal} + ${vars.space.xs})`,
});

export const captchaButton = style({
  display: 'block',
  padding: 0,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { borderColor: vars.color.primary },
  },
});

/** The server's picture is 100 x 40; shown at the control's height without reflow. */
export const captchaImage = style({
  display: 'block',
  height: vars.size.controlMd,
  aspectRatio: '5 / 2',
  width: 'auto',
});

/** Wide enough that the countdown does not make the button jump each second. */
export const sendButton = style({ minWidth: `calc(${vars.size.controlLg} * 4)`, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.space.xs} solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const submit = style({ width: '100%' });
