/** The toast region as its own chunk: loaded by LazyToastRegion with the first toast, not with the page. */
export { ToastRegion as default } from '@kontor/ui/Toast';
