/** OrderList styles: the shared record list (filters in a row, one wrapped line per order), a tinted status. */
import { style } from '@vanilla-extract/css';
import { chip } from '../../styles/records.css.js';
import { vars } from '../../theme/contract.css.js';

export { empty, list, muted, row, rows, toolbar } from '../../styles/records.css.js';
export const status = style([chip, { background: vars.color.primarySoft, color: vars.color.primaryText }]);
export const number = style({ fontVariantNumeric: 'tabular-nums', marginInlineStart: 'auto' });
