/** ConfirmDialog styles: the question reads as body text without extra margins. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const message = style({ margin: 0, lineHeight: vars.lineHeight.normal });
