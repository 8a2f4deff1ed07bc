/** SearchField styles: a magnifier before the text, the remaining-character count after the help text. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const searchIcon = style({ marginInlineStart: vars.space.xs, color: vars.color.textMuted });

/** The browser's own clear button would duplicate ours. */
export const input = style({
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

/** Help text and count share a line while both fit; on a narrow field the count takes the next line, whole. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
});

export const counter = style({ marginInlineStart: 'auto', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
