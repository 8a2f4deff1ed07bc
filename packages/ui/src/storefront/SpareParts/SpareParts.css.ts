/** SpareParts styles: a titled section. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ display: 'grid', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text });
