/** TopBar styles: the theme's header colours; below 768 px the items fold into the "More" menu. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../AdminFrame/sizes.js';
import { FOCUS_RING_ON_SURFACE } from '../../styles/focus.js';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '100%',
  paddingInline: vars.space.sm,
  background: vars.shell.headerBg,
  color: vars.shell.headerText,
  boxShadow: vars.shadow.sm,
  position: 'relative',
  zIndex: vars.zIndex.header,
  // The parts on the bar (the colour picker, the menu search) draw the header's ring, seen on its colour.
  vars: { [FOCUS_RING_ON_SURFACE]: vars.shell.headerFocusRing },
});

/** Takes what the end items leave; the top menu shows the areas that fit (TopMenu), never drawn over them. */
export const start = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0, flex: 1, overflow: 'hidden' });

export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, flexShrink: 0 });

/** Items that fold into the More menu on phones. */
export const wide = style({ '@media': { [media.phone]: { display: 'none' } } });

/** The More menu: phones only. */
export const narrow = style({ '@media': { [media.tabletUp]: { display: 'none' } } });

/** The top menu's box: the room the start's other items leave, which its areas fit into. */
export const topNav = style({ flex: 1, minWidth: 0 });

/** The top menu: only where there is room for it. */
export const topMenu = style({
  display: 'none',
  whiteSpace: 'nowrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.wide]: { display: 'flex' } },
});

/** Buttons on the header's own surface: its text colour and focus ring, whatever the theme. */
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.controlMd,
  height: vars.size.controlMd,
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.shell.headerText,
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: `color-mix(in srgb, ${vars.shell.headerText} 12%, transparent)` },
    '&[data-focus-visible]': { outline: `${vars.border.focusWidth} solid ${vars.shell.headerFocusRing}`, outlineOffset: 0 },
  },
});

export const topLink = style([action, { fontSize: vars.fontSize.md, textDecoration: 'none', whiteSpace: 'nowrap' }]);

/**
 * The search keeps its own width where the bar has room and gives way where it has not (a tablet, the long French
 * end items): a slot that could not shrink was cut by the start's hidden overflow, right border and chevron gone.
 */
export const searchSlot = style({ display: 'flex', flex: '0 1 auto', minWidth: `calc(${vars.size.controlLg} * 2)` });

export const user = style([action, { fontSize: vars.fontSize.md, maxWidth: `calc(${vars.space.xxl} * 5)` }]);

/** One width for the name and its placeholder, so nothing beside it moves when the session is read. */
export const userName = style({
  flex: 'none',
  width: `calc(${vars.space.xxl} * 3.5)`,
  textAlign: 'start',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [media.phone]: { display: 'none' } },
});

// A block, a line high: the name's box is as tall with it as with the name.
export const userNamePending = style({
  display: 'block',
  maxWidth: '100%',
  selectors: { '&[aria-busy]': { background: `color-mix(in srgb, ${vars.shell.headerText} 18%, transparent)`, animation: 'none' } },
});

export const avatar = style({
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  flexShrink: 0,
  // A tint of the header's own text colour: the icon is drawn in that colour, so a light disc hid it on the
  // coloured headers (white, bule).
  background: `color-mix(in srgb, ${vars.shell.headerText} 16%, transparent)`,
});

export const color = style({
  '@media': { [media.phone]: { display: 'none' } },
});
globalStyle(`${color} button`, { color: vars.shell.headerText, background: 'transparent', borderColor: 'transparent' });

export const menuCount = style({ marginInlineStart: 'auto', paddingInlineStart: vars.space.md, color: vars.color.textMuted });
// The picker's hex text takes the header's colour too, so it reads on dark headers (vip, renren, bule).
globalStyle(`${color} button span`, { color: 'inherit' });
