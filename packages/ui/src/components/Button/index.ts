export { Button, BUTTON_VARIANTS, type ButtonProps, type ButtonVariant } from './Button.js';
export { BaseButton, type BaseButtonProps } from './BaseButton.js';
export { WithAriaButtons } from './AriaButtons.js';
