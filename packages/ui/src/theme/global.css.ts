/**
 * Document-level styles every theme shares (font and colours of the page, box sizing, reduced motion), for a
 * Kontor document (`<html>` with a theme class) and for an embedded container (`[data-kontor-root]`, also in a
 * shadow root). A host page whose `<html>` carries no Kontor theme class is never restyled.
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.js';
import { CONTAINER_ATTRIBUTE, THEME_ATTRIBUTE, THEME_CLASSES } from './themes.js';

/** `<html>` once the provider or the head script has put a theme class on it; as specific as `html` alone. */
const kontorHtml = `html:where(${THEME_CLASSES.map((name) => `.${name}`).join(', ')})`;
const container = `[${CONTAINER_ATTRIBUTE}]`;
/** All the kit styles: a Kontor document, an embedded container, a themed subtree; no specificity, like `*`. */
const scope = `:where(${kontorHtml}, ${container}, [${THEME_ATTRIBUTE}])`;
const scoped = [scope, `${scope} *`, `${scope} *::before`, `${scope} *::after`].join(', ');

const page = {
  colorScheme: 'light',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
} as const;

globalStyle(kontorHtml, { ...page, background: vars.color.background });
globalStyle(`:where(${kontorHtml}) body`, { margin: 0 });
// A guest on someone else's page: nothing inherited from the host (its fonts, letter spacing, alignment…)
// reaches the kit; custom properties are not reset by `all`, so the theme tokens still apply.
globalStyle(container, {
  all: 'initial',
  display: 'block',
  ...page,
  background: vars.color.surface,
});
globalStyle(scoped, { boxSizing: 'border-box' });
// Users who ask for less motion get state changes without animation.
globalStyle(scoped, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
