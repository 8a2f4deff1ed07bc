/** Layout measures shared by parts: the widest content column and the card grid, from the spec's breakpoints. */
import { SCREEN_BREAKPOINTS } from '@kontor/api/rules';
import { vars } from '../theme/contract.css.js';

/** Content never grows wider than the largest screen class of spec section 9 (1200 px). */
export const PAGE_MAX_WIDTH = `${SCREEN_BREAKPOINTS[0].minWidth}px`;

/** The narrowest a card in a grid may get before the grid drops a column: about five control heights plus gaps. */
export const CARD_MIN_WIDTH = `calc(5 * ${vars.size.controlLg} + ${vars.space.xl})`;

/** Viewports below the spec's first breakpoint (768 px): phones, where wide layouts turn into stacked ones. */
export const PHONE_MEDIA = `screen and (max-width: ${SCREEN_BREAKPOINTS.find((b) => b.screen === 1)!.minWidth - 0.02}px)`;

/** A grid of cards that fills each row with as many columns as fit. */
export const cardGrid = { display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${CARD_MIN_WIDTH}, 1fr))` } as const;

/** A box no wider than a phone's content (a card or panel on a 360 px screen, less the page's padding). */
export const PHONE_BOX = '(max-width: 22rem)';
/** A box where five or six labelled steps ("Bearbeitungsvorschlag", "Being implemented") run into each other in a row. */
export const STEPS_ROW_TOO_NARROW = '(max-width: 36rem)';
/** The narrowest phones (320 px), where a row of nine compact buttons fits only closer together. */
export const NARROWEST_MEDIA = 'screen and (max-width: 22rem)';
