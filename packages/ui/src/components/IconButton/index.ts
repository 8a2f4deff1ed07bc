export {
  IconButton,
  ICON_BUTTON_VARIANTS,
  type IconButtonProps,
  type IconButtonVariant,
} from './IconButton.js';
