/** Amounts stay on one line so the currency symbol or unit never wraps away from the number. */
import { style } from '@vanilla-extract/css';

export const amount = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
