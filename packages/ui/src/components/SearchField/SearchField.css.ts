/** SearchField styles: a magnifier before the text, the remaining-character count after the help text. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const searchIcon = style({ marginInlineStart: vars.space.xs, color: vars.color.textMuted });

/** The browser's own clear button would duplicate ours. */
export const input = style({
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const counter = style({ marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums' });
