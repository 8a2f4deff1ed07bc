/** TextField's own styles; the input itself looks like every other field (Field.css.ts). */
import { style } from '@vanilla-extract/css';

/** A text area grows only vertically, so layouts keep their width. */
export const textArea = style({ resize: 'vertical' });
