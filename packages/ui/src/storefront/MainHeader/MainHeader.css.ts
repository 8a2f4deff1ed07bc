/** MainHeader styles: a sticky bar about 64 px high on the theme's header colours; below 768 px a menu button. */
import { globalStyle, style } from '@vanilla-extract/css';
import { SCREEN_BREAKPOINTS } from '@kontor/api/rules';
import { vars } from '../../theme/contract.css.js';

const minWidthOf = (screen: number) => SCREEN_BREAKPOINTS.find((b) => b.screen === screen)!.minWidth;
/**
 * Below the spec's first breakpoint (768 px) the header collapses. Container queries on the header's own width
 * (the page's width where it spans it) let a story show the phone layout inside a narrow frame.
 */
export const NARROW = `kontor-header (max-width: ${minWidthOf(1) - 0.02}px)`;
/** Below 1200 px the user's name gives way to the icon. */
const BELOW_WIDE = `kontor-header (max-width: ${minWidthOf(3) - 0.02}px)`;

export const root = style({
  containerType: 'inline-size',
  containerName: 'kontor-header',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.shell.headerBg,
  color: vars.shell.headerText,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const bar = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // 64 px: the screens guide's sticky header height, from the spacing scale.
  minHeight: `calc(${vars.space.xxl} + ${vars.space.xl})`,
  maxWidth: `calc(${vars.space.xxl} * 32)`,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
  '@container': { [NARROW]: { padding: `0 ${vars.space.sm}`, gap: vars.space.xxs } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  color: 'inherit',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.shell.headerFocusRing}`,
    },
  },
});

export const panel = style({
  display: 'flex',
  flex: '1 1 auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  '@container': {
    [NARROW]: {
      display: 'none',
      selectors: {
        '&[data-open]': {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          position: 'absolute',
          top: '100%',
          insetInline: 0,
          padding: vars.space.md,
          background: vars.shell.headerBg,
          borderBottom: `${vars.border.width} solid ${vars.color.border}`,
          boxShadow: vars.shadow.md,
        },
      },
    },
  },
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  '@container': { [NARROW]: { flexDirection: 'column', alignItems: 'stretch' } },
});

/** In the folded panel every entry (links and the category trigger alike) starts at the same edge. */
globalStyle(`${nav} > *`, { '@container': { [NARROW]: { justifyContent: 'flex-start' } } });

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginInlineStart: 'auto',
  // Between 768 px and about 900 px the panel is narrower than its links and tools: the trade mode's label gives
  // way (cut with an ellipsis, its button named in full), rather than running over the icons beside it.
  minWidth: 0,
  '@container': {
    [NARROW]: {
      marginInlineStart: 0,
      flexWrap: 'wrap',
      paddingTop: vars.space.sm,
      borderTop: `${vars.border.width} solid ${vars.color.border}`,
    },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  '@container': { [NARROW]: { marginInlineStart: 'auto' } },
});

export const menuButton = style({
  display: 'none',
  '@container': { [NARROW]: { display: 'inline-flex' } },
});

export const panelLink = style({
  '@container': { [NARROW]: { justifyContent: 'flex-start' } },
});

/** One width for the name, its placeholder and 'Sign in', so nothing beside them moves when the session is read. */
export const userName = style({
  flex: 'none',
  width: `calc(${vars.space.xxl} * 3)`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  textAlign: 'start',
  '@container': { [BELOW_WIDE]: { display: 'none' } },
});
// A block, a line high: the name's box is as tall with it as with the name.
export const userNamePending = style({ display: 'block', maxWidth: '100%' });

export const tradeMode = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});
globalStyle(`${tradeMode} > button`, { minWidth: 0 });

/** Every mode's label in one cell: as wide as the longest, so nothing moves when the member's mode is known. */
export const tradeModeLabels = style({
  display: 'inline-grid',
  gridTemplateColumns: 'minmax(0, max-content)',
  alignItems: 'center',
  minWidth: 0,
});

// Each at the cell's end, beside the chevron: a shorter label leaves its room before it, not inside the button's text.
export const tradeModeLabel = style({
  gridArea: '1 / 1',
  justifySelf: 'end',
  maxWidth: `min(100%, calc(${vars.space.xxl} * 6))`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  visibility: 'hidden',
  selectors: { '&[data-current]': { visibility: 'visible' } },
});

export const tradeModePending = style({
  gridArea: '1 / 1',
  justifySelf: 'end',
});

export const tradeModeStatus = style({
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  selectors: { '&:empty': { display: 'none' } },
});
