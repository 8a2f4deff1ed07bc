/** InvoiceForm and InvoiceView styles: a form of two columns on wide screens, the invoice's facts as a grid. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, color: vars.color.text, minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });
export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** German labels run long: the columns are at least six control heights wide and fall to one on phones. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.size.controlLg} * 7)), 1fr))`,
  gap: vars.space.md,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const note = style({ margin: 0, fontWeight: vars.fontWeight.medium });
