/** ContactBlock styles: a heading over the address lines; long mails and addresses wrap rather than overflow. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

/**
 * One grid for the whole block: the labels share its first column, so every value starts at the same x. The labels
 * take at most two fifths of a narrow block (a long one, "E-mail du service après-vente", wraps between its words):
 * on a 320 px phone the values keep the room for a whole phone number.
 */
const LABELS = 'fit-content(40%) minmax(0, 1fr)';
export const address = style({
  fontStyle: 'normal',
  display: 'grid',
  gridTemplateColumns: LABELS,
  gap: `${vars.space.xs} ${vars.space.sm}`,
  overflowWrap: 'anywhere',
});
// The name and the address lines run across both columns.
globalStyle(`${address} > *`, { gridColumn: '1 / -1' });

/** A label and its value(s) in the block's two columns (a subgrid), so a value that wraps stays in its own column;
 *  the label sits on the first value's baseline, though the links are taller than its line. A browser without
 *  subgrid sizes each row's label on its own. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: [LABELS, 'subgrid'],
  alignItems: 'baseline',
  columnGap: vars.space.sm,
});

/** Several values of one label (phones): they wrap among themselves, each kept whole. */
export const values = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}` });
globalStyle(`${values} > *`, { whiteSpace: 'nowrap' });

// The phone and mail links stand alone, not in a sentence, so each is a pointer target of its own: at least the
// target size tall (WCAG 2.2 2.5.8; a line of text alone is about 21 px), the text centred in it, and no wider than
// its text where it is a grid cell of its own (a mail).
globalStyle(`${address} a`, { display: 'inline-flex', alignItems: 'center', minHeight: vars.size.target, justifySelf: 'start' });

export const label = style({ color: vars.color.textMuted });
