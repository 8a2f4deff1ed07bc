/** The app's one toast queue and the helpers that push to it; usable outside React (the api client's onError hook). */
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';

export const TOAST_TONES = ['error', 'warning', 'success', 'info'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

export interface ToastContent {
  tone: ToastTone;
  /** The text shown; already in the user's language (a server `msg` or a formatted message). */
  message: string;
  /** A heading; when absent the tone's translated name is shown. */
  title?: string;
}

/** Errors stay longer: the user may need to read a server message twice. */
export const TOAST_TIMEOUT_MS: Record<ToastTone, number> = {
  error: 8000,
  warning: 6000,
  success: 5000,
  info: 5000,
};
/** More toasts wait in the queue until one closes. */
export const MAX_VISIBLE_TOASTS = 4;

export type KontorToastQueue = ToastQueue<ToastContent>;

export function createToastQueue(): KontorToastQueue {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: MAX_VISIBLE_TOASTS });
}

/** The queue the app's ToastRegion shows by default. */
export const toastQueue: KontorToastQueue = createToastQueue();

export interface ToastApi {
  show: (content: ToastContent, options?: { timeout?: number; onClose?: () => void }) => string;
  error: (message: string) => string;
  warning: (message: string) => string;
  success: (message: string) => string;
  info: (message: string) => string;
  close: (key: string) => void;
}

/** Helpers bound to a queue, e.g. `toastsOf(toastQueue).error(message)` in the client's onError hook. */
export function toastsOf(queue: KontorToastQueue): ToastApi {
  const show: ToastApi['show'] = (content, options) => {
    // The same news twice at once (a change sent again while the shop is away) is said once: the shown toast stays.
    const same = queue.visibleToasts.find(({ content: shown }) => shown.tone === content.tone && shown.message === content.message && shown.title === content.title);
    return same ? same.key : queue.add(content, { timeout: TOAST_TIMEOUT_MS[content.tone], ...options });
  };
  return {
    show,
    error: (message) => show({ tone: 'error', message }),
    warning: (message) => show({ tone: 'warning', message }),
    success: (message) => show({ tone: 'success', message }),
    info: (message) => show({ tone: 'info', message }),
    close: (key) => queue.close(key),
  };
}
