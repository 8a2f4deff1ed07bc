export { FeedbackDialog, telHref, type FeedbackDialogProps } from './FeedbackDialog.js';
