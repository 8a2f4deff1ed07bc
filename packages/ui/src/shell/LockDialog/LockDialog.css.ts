/** Lock dialog styles: the field, then the actions at the end of the row. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm });
