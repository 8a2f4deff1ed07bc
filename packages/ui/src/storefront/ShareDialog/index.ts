export { ShareDialog, type ShareDialogProps } from './ShareDialog.js';
