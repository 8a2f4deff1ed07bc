/** MenuSearch styles: a compact field that fits the top bar. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const search = style({ width: `calc(${vars.space.xxl} * 4)`, maxWidth: '100%' });
