/** PasswordField styles: our toggle replaces the browser's own reveal button, so there is only one. */
import { style } from '@vanilla-extract/css';

export const input = style({
  selectors: { '&::-ms-reveal': { display: 'none' } },
});
