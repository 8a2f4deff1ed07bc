export {
  ConfirmDialog,
  CONFIRM_VARIANTS,
  type ConfirmDialogProps,
  type ConfirmVariant,
} from './ConfirmDialog.js';
