/** Tabs styles: one row of tabs (scrolling sideways when narrow) over a panel; the selected tab is underlined in the primary colour. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { FORCED_COLORS, focusRing, focusRingInset } from '../../styles/focus.js';
import { DISABLED_OPACITY, forcedSelected } from '../../styles/controlState.js';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  // In a grid or flex parent the tabs may shrink below their labels' width, so the tab list scrolls instead of
  // widening the page on a phone.
  minWidth: 0,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

/** How far the strip fades out at a side that hides tabs; also the room kept beside a tab scrolled into view. */
const STRIP_FADE = vars.space.xl;
/** A mask's colour counts only for its opacity: any opaque token shows the strip, transparent hides it. */
const SHOWN = vars.color.text;

export const tabList = style({
  display: 'flex',
  gap: vars.space.xxs,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  // One row, scrolling sideways when the tabs do not fit: a second row floated the selected underline between rows
  // and read as content. The side hiding tabs fades out (useTabStrip marks it) as the cue that there is more, and the
  // selected tab is scrolled into view.
  flexWrap: 'nowrap',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'thin',
  scrollPaddingInline: STRIP_FADE,
  overscrollBehaviorX: 'contain',
  selectors: {
    // The strip takes the width its box gives it, never its tabs' width: a card sized to its content (the login
    // card) otherwise grew to the whole row of tabs and widened the page.
    '&[data-orientation="horizontal"]': { contain: 'inline-size' },
    '&[data-hidden-left]': { maskImage: `linear-gradient(to right, transparent, ${SHOWN} ${STRIP_FADE})` },
    '&[data-hidden-right]': { maskImage: `linear-gradient(to left, transparent, ${SHOWN} ${STRIP_FADE})` },
    '&[data-hidden-left][data-hidden-right]': {
      maskImage: `linear-gradient(to right, transparent, ${SHOWN} ${STRIP_FADE}, ${SHOWN} calc(100% - ${STRIP_FADE}), transparent)`,
    },
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 'none',
      borderInlineEnd: `${vars.border.width} solid ${vars.color.border}`,
    },
  },
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  // Tabs keep their label's width in the strip; the strip scrolls instead.
  flexShrink: 0,
  borderBottom: `${vars.border.focusWidth} solid transparent`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { color: vars.color.text },
    '&[data-selected]': {
      color: vars.color.primaryText,
      borderBottomColor: vars.color.primaryText,
      fontWeight: vars.fontWeight.medium,
    },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { opacity: DISABLED_OPACITY, cursor: 'not-allowed' },
  },
  // Every border is one system colour under forced colours: the selected tab takes the highlight instead.
  '@media': { [FORCED_COLORS]: { selectors: { '&[data-selected]': forcedSelected, '&[data-disabled]': { color: 'GrayText' } } } },
});

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const close = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  // The tab's own colour, whatever the bar behind it: a fixed grey fell to about 2.2:1 on the dark themes' tab bars.
  color: 'inherit',
  selectors: { '&:hover': { background: vars.color.border, color: vars.color.text } },
});

export const closeIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm });

export const panel = style({
  padding: vars.space.md,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
