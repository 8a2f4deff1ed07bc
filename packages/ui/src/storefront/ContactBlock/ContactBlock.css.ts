/** ContactBlock styles: a heading over the address lines; long mails and addresses wrap rather than overflow. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const address = style({
  fontStyle: 'normal',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

/** A label and its value(s) in two columns, so a value that wraps stays in its own column. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.sm,
});

/** Several values of one label (phones): they wrap among themselves, each kept whole. */
export const values = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}` });
globalStyle(`${values} > *`, { whiteSpace: 'nowrap' });

export const label = style({ color: vars.color.textMuted });
