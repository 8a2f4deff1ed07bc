/** SearchForm styles: the field and its button on one line where there is room, the button under the field's label. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm });
export const field = style({ flex: `1 1 calc(${vars.size.controlLg} * 6)` });
// The button lines up with the input under the field's label.
export const button = style({ marginBlockStart: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space.xxs})` });
