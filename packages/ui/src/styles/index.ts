/** Shared style fragments of the kit: focus ring, control states, layout measures, class-name joining (import these, never re-type them). */
export { cx } from './cx.js';
export { FORCED_COLORS, focusRing, forcedFocusRing } from './focus.js';
export { DISABLED_OPACITY, controlStates, indicatorStates, itemStates, labelDisabled, segmentStates, type StateFragment } from './controlState.js';
export { CARD_MIN_WIDTH, PAGE_MAX_WIDTH, cardGrid } from './layout.js';
