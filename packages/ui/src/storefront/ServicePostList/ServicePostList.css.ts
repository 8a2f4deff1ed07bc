/** ServicePostList styles: the shared record list, the open post's row marked; status chips by tone. */
import { style } from '@vanilla-extract/css';
import * as records from '../../styles/records.css.js';
import { vars } from '../../theme/contract.css.js';

export const { list, toolbar, rows, muted, empty } = records;
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });
export const row = style([records.row, { selectors: { '&[data-current]': { background: vars.color.primarySoft } } }]);
export const status = style([
  records.chip,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    border: `${vars.border.width} solid ${vars.color.border}`,
    color: vars.color.text,
    selectors: {
      '&[data-status="0"]': { background: vars.color.infoSoft },
      '&[data-status="1"]': { background: vars.color.successSoft },
      '&[data-status="2"]': { background: vars.color.surfaceMuted },
    },
  },
]);
export const statusIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm, flexShrink: 0 });
