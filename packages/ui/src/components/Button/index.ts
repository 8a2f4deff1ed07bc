export { Button, BUTTON_VARIANTS, type ButtonProps, type ButtonVariant } from './Button.js';
