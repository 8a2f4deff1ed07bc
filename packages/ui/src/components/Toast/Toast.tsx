/** ToastRegion: shows the queue's messages (react-aria Toast), each with a translated heading and a close button. */
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContentSlot,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from 'react-aria-components/Toast';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { TriggerButton } from '../Button/index.js';
import { closeIcon, content, description, region, title, toast, tones } from './Toast.css.js';
import { messages } from './Toast.messages.js';
import { toastQueue, toastsOf, type KontorToastQueue, type ToastApi } from './toastQueue.js';
import X from 'lucide-react/icons/x';

export interface ToastRegionProps {
  /** The queue to show; the app's `toastQueue` unless a story or test brings its own. */
  queue?: KontorToastQueue;
}

export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const intl = useIntl();
  return (
    <AriaToastRegion queue={queue} className={region}>
      {({ toast: queued }) => (
        <AriaToast
          toast={queued}
          className={`${toast} ${tones[queued.content.tone]}`}
          data-tone={queued.content.tone}
        >
          <ToastContentSlot className={content}>
            <Text slot="title" className={title}>
              {queued.content.title ?? intl.formatMessage(messages[queued.content.tone])}
            </Text>
            <Text slot="description" className={description}>
              {queued.content.message}
            </Text>
          </ToastContentSlot>
          {/* react-aria names the close button ("Close") in the user's language through the slot (ButtonContext,
              which only react-aria's Button reads). */}
          <TriggerButton slot="close" variant="quiet">
            <X className={closeIcon} aria-hidden />
          </TriggerButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}

/** Push messages from a component: `const toast = useToast(); toast.success(text)`. */
export function useToast(queue: KontorToastQueue = toastQueue): ToastApi {
  return useMemo(() => toastsOf(queue), [queue]);
}
