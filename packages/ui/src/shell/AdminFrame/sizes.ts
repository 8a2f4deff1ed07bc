/** The admin shell's dimensions (screens guide: top bar ~56 px, sidebar ~200 / 64 px, tabs ~40 px) from theme tokens, and its breakpoints. */
import { SCREEN_BREAKPOINTS } from '@kontor/api/rules';
import { vars } from '../../theme/contract.css.js';

export const shellSize = {
  /** 40 + 16 = 56 px. */
  topBar: `calc(${vars.size.controlLg} + ${vars.space.lg})`,
  /** 5 × 40 = 200 px. */
  sidebar: `calc(${vars.space.xxl} * 5)`,
  /** 40 + 24 = 64 px. */
  sidebarCollapsed: `calc(${vars.space.xxl} + ${vars.space.xl})`,
  tabs: vars.size.controlLg,
  /** How far above the content's lower edge the back-to-top button reaches (BackToTop.css.ts: 40 px high, 24 px up). */
  backToTopReach: `calc(${vars.size.controlLg} + ${vars.space.xl})`,
} as const;

const minWidth = (screen: 1 | 2 | 3) => SCREEN_BREAKPOINTS.find((b) => b.screen === screen)!.minWidth;

/**
 * Media queries of spec section 9's screens: below 768 px the top bar folds its items into a menu; below 992 px the
 * sidebar starts folded.
 */
export const media = {
  phone: `screen and (max-width: ${minWidth(1) - 1}px)`,
  tabletUp: `screen and (min-width: ${minWidth(1)}px)`,
  belowDesktop: `screen and (max-width: ${minWidth(2) - 1}px)`,
  desktop: `screen and (min-width: ${minWidth(2)}px)`,
  wide: `screen and (min-width: ${minWidth(3)}px)`,
} as const;
