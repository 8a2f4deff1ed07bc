/** AdminFrame styles: a fixed chrome (logo, top bar, sidebar) around one scrolling content column. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';
import { media, shellSize } from './sizes.js';

export const frame = style({
  display: 'grid',
  gridTemplateColumns: `${shellSize.sidebar} minmax(0, 1fr)`,
  gridTemplateRows: `${shellSize.topBar} minmax(0, 1fr)`,
  gridTemplateAreas: '"logo top" "side main"',
  height: '100dvh',
  overflow: 'hidden',
  background: vars.shell.backdrop,
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: {
    '&[data-collapsed]': { gridTemplateColumns: `${shellSize.sidebarCollapsed} minmax(0, 1fr)` },
    '&[data-no-sidebar]': { gridTemplateColumns: `0 minmax(0, 1fr)` },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: `grid-template-columns ${vars.motion.normal} ${vars.motion.easing}` },
    [media.belowDesktop]: { selectors: { '&[data-collapsed-by-width]': { gridTemplateColumns: `${shellSize.sidebarCollapsed} minmax(0, 1fr)` } } },
  },
});

/** The folded frame's logo, centred without padding. */
const foldedLogo = { justifyContent: 'center', padding: 0 } as const;

export const logo = style({
  gridArea: 'logo',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  background: vars.shell.logoBg,
  color: vars.shell.logoText,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  selectors: { [`${frame}[data-collapsed] &`]: foldedLogo },
  '@media': { [media.belowDesktop]: { selectors: { [`${frame}[data-collapsed-by-width] &`]: foldedLogo } } },
});

/** A frame folded by width shows its long logo on wide screens only, its short one below 992 px. */
export const wideOnly = style({ '@media': { [media.belowDesktop]: { display: 'none' } } });
export const narrowOnly = style({ '@media': { [media.desktop]: { display: 'none' } } });

export const top = style({ gridArea: 'top', minWidth: 0 });

export const side = style({
  gridArea: 'side',
  minHeight: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
  background: vars.shell.sidebarBg,
  color: vars.shell.sidebarText,
});

export const main = style({
  gridArea: 'main',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
});

/** The one scrolling region; the chrome around it never scrolls. */
export const content = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.shell.contentBg,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
  // A phone's page runs the full width, so its last row (a form's buttons) ended under the back-to-top button, which
  // floats over the lower corner once the page is scrolled: room below the content lets that row scroll clear of it.
  '@media': { [media.phone]: { paddingBottom: `calc(${shellSize.backToTopReach} + ${vars.space.lg})` } },
});

export const embedded = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, height: '100%' });

export const iframe = style({
  flex: 1,
  width: '100%',
  minHeight: `calc(${vars.space.xxl} * 10)`,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
