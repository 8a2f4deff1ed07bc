/** MenuSearch styles: a compact field that fits the top bar. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/**
 * Wide enough for the longest placeholder ("Rechercher dans le menu" was cut to "Rechercher dans le" at 160 px), and
 * no wider than the room its slot leaves.
 */
export const search = style({ width: `calc(${vars.space.xxl} * 5 + ${vars.space.xl})`, maxWidth: '100%', minWidth: 0 });

// Where the bar leaves less room than that, the placeholder ends in an ellipsis rather than in a cut word.
globalStyle(`${search} input`, { textOverflow: 'ellipsis' });
