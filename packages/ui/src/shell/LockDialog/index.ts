export { LockDialog, type LockDialogProps } from './LockDialog.js';
