export { ToastRegion, useToast, type ToastRegionProps } from './Toast.js';
export {
  toastQueue,
  toastsOf,
  createToastQueue,
  TOAST_TONES,
  TOAST_TIMEOUT_MS,
  MAX_VISIBLE_TOASTS,
  type ToastTone,
  type ToastContent,
  type ToastApi,
  type KontorToastQueue,
} from './toastQueue.js';
