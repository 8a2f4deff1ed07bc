export {
  Dialog,
  DialogTrigger,
  DIALOG_SIZES,
  type DialogProps,
  type DialogSize,
} from './Dialog.js';
