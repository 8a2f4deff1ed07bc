/** Shared style fragments of the kit: the focus ring and class-name joining (import these, never re-type them). */
export { cx } from './cx.js';
export { focusRing } from './focus.js';
