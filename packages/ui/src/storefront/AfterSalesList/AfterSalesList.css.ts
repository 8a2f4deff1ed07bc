/** AfterSalesList styles: the shared record list (filter above one wrapped line per request), an outlined status. */
import { style } from '@vanilla-extract/css';
import { chip } from '../../styles/records.css.js';
import { vars } from '../../theme/contract.css.js';

export { empty, list, muted, row, rows, toolbar } from '../../styles/records.css.js';
export const status = style([chip, { border: `${vars.border.width} solid ${vars.color.border}`, color: vars.color.text }]);
