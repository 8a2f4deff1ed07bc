/**
 * The states every control shows the same way (hover, keyboard focus, invalid, disabled, selected), keyed on
 * react-aria's data attributes, each with its forced-colours counterpart (Windows high contrast drops
 * backgrounds and shadows and repaints colours, so state there is drawn with system colours and outlines).
 * Spread a fragment's `selectors` and `'@media'` into a style; never re-type the block.
 */
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { FORCED_COLORS, focusRing, focusRingInset, forcedFocusRing } from './focus.js';

type Selectors = NonNullable<StyleRule['selectors']>;
/** A piece of a style: what a fragment adds, to be spread into `style({...})` next to the part's own rules. */
export interface StateFragment {
  selectors: Selectors;
  '@media': { [FORCED_COLORS]: { selectors: Selectors } };
}

/** How a selected row, item or tab shows under forced colours, where its tinted background would be painted over. */
export const forcedSelected = { forcedColorAdjust: 'none', background: 'Highlight', color: 'HighlightText' } as const;

/** How faded a disabled part is where it keeps its colours (buttons, indicators). */
export const DISABLED_OPACITY = 0.55;

const disabledLook = { background: vars.color.surfaceMuted, color: vars.color.textDisabled, cursor: 'not-allowed' } as const;

/**
 * A bordered control (text input, input group, select trigger): the border turns primary on hover, the ring
 * shows on focus, the border turns red when invalid, the control greys out when disabled.
 * `hover`, `focus` and `disabled` are where those states show: react-aria's attributes by default, or the native
 * pseudo-classes (`:focus` on inputs, which show the ring for pointer focus too, `:focus-within` on groups);
 * `invalid` is where the control learns it is invalid (on itself, or `[data-invalid] > &` from its field).
 */
export function controlStates({
  hover = '&[data-hovered]:not([data-disabled])',
  focus = '&[data-focused]',
  invalid = '&[data-invalid]',
  disabled = '&[data-disabled]',
}: { hover?: string; focus?: string; invalid?: string; disabled?: string } = {}): StateFragment {
  return {
    selectors: {
      [hover]: { borderColor: vars.color.primary },
      [focus]: { ...focusRing, borderColor: vars.color.primary },
      [invalid]: { borderColor: vars.color.danger },
      [disabled]: disabledLook,
    },
    '@media': {
      [FORCED_COLORS]: {
        selectors: {
          [focus]: forcedFocusRing,
          [invalid]: { borderStyle: 'dashed' },
          [disabled]: { borderColor: 'GrayText', color: 'GrayText' },
        },
      },
    },
  };
}

/**
 * The indicator of a checkbox, radio or switch, styled from its label element `button` (which holds the hidden
 * input): hover and invalid recolour the border, the ring goes round the indicator when the input has keyboard
 * focus, disabled fades it; selected shows as the system highlight under forced colours (a filled background
 * would be painted over).
 */
export function indicatorStates(button: string): StateFragment {
  return {
    selectors: {
      [`${button}:hover:not([data-disabled]):not([data-readonly]) &`]: { borderColor: vars.color.primary },
      [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
      [`${button}:has(input:focus-visible) &`]: focusRing,
      [`${button}[data-disabled] &`]: { opacity: DISABLED_OPACITY },
    },
    '@media': {
      [FORCED_COLORS]: {
        selectors: {
          [`${button}:has(input:focus-visible) &`]: forcedFocusRing,
          [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: { forcedColorAdjust: 'none', background: 'Highlight', borderColor: 'Highlight', color: 'HighlightText' },
          [`${button}[data-disabled] &`]: { borderColor: 'GrayText' },
        },
      },
    },
  };
}

/**
 * An item of a list box or menu: the focused item gets a muted background, keyboard focus an inset ring,
 * a disabled item greys out; under forced colours the focused and selected items take the system highlight.
 */
export function itemStates(): StateFragment {
  return {
    selectors: {
      '&[data-focused]': { background: vars.color.surfaceMuted },
      '&[data-focus-visible]': focusRingInset,
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    },
    '@media': {
      [FORCED_COLORS]: {
        selectors: {
          '&[data-focused], &[data-selected]': forcedSelected,
          '&[data-disabled]': { color: 'GrayText' },
        },
      },
    },
  };
}

/** A date or time segment: the focused segment is filled with the primary colour, an invalid one is red. */
export function segmentStates(): StateFragment {
  return {
    selectors: {
      '&[data-focused]': { background: vars.color.primaryStrong, color: vars.color.primaryContrast },
      '&[data-invalid]:not([data-focused])': { color: vars.color.danger },
    },
    '@media': {
      [FORCED_COLORS]: { selectors: { '&[data-focused]': forcedSelected } },
    },
  };
}

/**
 * A date or time segment is a pointer target of its own (a spin button): at least the target size (WCAG 2.2, 2.5.8),
 * its digits centred; the literals between them (/ :) are text.
 */
export const segmentTarget = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.target,
  minHeight: vars.size.target,
} as const;

/** The label element of a checkbox, radio or switch: greyed text when disabled. */
export const labelDisabled: Selectors = { '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' } };
