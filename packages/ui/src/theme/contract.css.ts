/** The one typed token contract every theme fills; CSS variables are named `--kontor-*` so head scripts and consumers can address them. */
import { createGlobalThemeContract } from '@vanilla-extract/css';
import { tokenVar } from './tokenVar.js';

export const tokenShape = {
  color: {
    /** The user's theme colour (default #409EFF); accents, borders, icons. Not for text: see primaryText. */
    primary: null,
    /** Fill under primaryContrast text (primary buttons, badges), AA for any theme colour. */
    primaryStrong: null,
    primaryHover: null,
    primaryContrast: null,
    /** The primary as text on light surfaces (links, active tabs, selected items). */
    primaryText: null,
    /** Pale tint for selected and active backgrounds; primaryText reads on it. */
    primarySoft: null,
    text: null, textMuted: null, textDisabled: null, textInverse: null,
    background: null, surface: null, surfaceMuted: null,
    border: null, borderStrong: null, focusRing: null,
    danger: null, dangerSoft: null, success: null, successSoft: null,
    warning: null, warningSoft: null, info: null, infoSoft: null,
    overlay: null,
  },
  /** The admin-style shell (spec section 2): what the ten themes mostly differ in. */
  shell: {
    /** The whole shell's background: a colour, or the star theme's starry pattern. */
    backdrop: null,
    headerBg: null, headerText: null, logoBg: null, logoText: null,
    sidebarBg: null, sidebarText: null,
    activeBg: null, activeText: null,
    /** Colour of the active item's bar and the box-shadow that draws it on the theme's side. */
    activeBar: null, activeBarShadow: null,
    tabsBg: null, tabsText: null, tabsActiveBg: null, tabsActiveText: null, tabsBorder: null,
    /** An inactive tab's own fill in the tag bar, and the text of a tab under the pointer. */
    tabsItemBg: null, tabsHoverText: null,
    /** What the pages under the tags sit on: the backdrop itself in most themes, a light ground where the backdrop
     *  is dark (star), since pages write in the text colours meant for light surfaces. */
    contentBg: null,
    /** Focus rings on the header's and the sidebar's own (possibly dark) surfaces, 3:1 or more there. */
    headerFocusRing: null, sidebarFocusRing: null,
  },
  font: { body: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  /** Heights of controls and icons, so fields, buttons and selects line up; `target` is the least a pointer target
   *  measures each way (WCAG 2.2 2.5.8), for links that stand alone outside a sentence. */
  size: { controlSm: null, controlMd: null, controlLg: null, iconSm: null, iconMd: null, iconLg: null, target: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  shadow: { sm: null, md: null, lg: null },
  border: { width: null, focusWidth: null },
  motion: { fast: null, normal: null, easing: null },
  zIndex: { sticky: null, header: null, dropdown: null, overlay: null, modal: null, popover: null, toast: null, tooltip: null },
} as const;

/** Every token as `var(--kontor-…)`; vanilla-extract wants the name without its leading dashes. */
export const vars = createGlobalThemeContract(tokenShape, (_value, path) => tokenVar(...path).slice(2));
