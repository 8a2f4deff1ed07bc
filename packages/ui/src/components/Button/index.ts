export { Button, BUTTON_VARIANTS, type ButtonProps, type ButtonVariant } from './Button.js';
export { TriggerButton, type TriggerButtonProps } from './TriggerButton.js';
