/** The one typed token contract every theme fills; CSS variables are named `--kontor-*` so head scripts and consumers can address them. */
import { createGlobalThemeContract } from '@vanilla-extract/css';

export const tokenShape = {
  color: {
    primary: null, primaryStrong: null, primaryHover: null, primaryContrast: null,
    text: null, textMuted: null, background: null, surface: null, surfaceMuted: null,
    border: null, focusRing: null, danger: null, success: null, warning: null, overlay: null,
  },
  shell: {
    headerBg: null, headerText: null, sidebarBg: null, sidebarText: null,
    activeBg: null, activeText: null, activeBar: null, tabsBg: null, tabsText: null,
  },
  font: { body: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  shadow: { sm: null, md: null, lg: null },
  border: { width: null, focusWidth: null },
  zIndex: { sticky: null, dropdown: null, overlay: null, modal: null, popover: null, toast: null, tooltip: null },
} as const;

export const vars = createGlobalThemeContract(tokenShape, (_value, path) => `kontor-${path.join('-')}`);

/** CSS variable name of the primary colour, which the user's theme colour overrides at run time. */
export const PRIMARY_COLOR_VAR = '--kontor-color-primary';
