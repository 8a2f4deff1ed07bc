/** ConfirmDialog: asks before an action (upload logs, log out, delete); waits for a promise from `onConfirm` before closing. */
import { useContext, useId, useRef, useState, type ReactNode } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components/Dialog';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.js';
import { messages as buttonMessages } from '../Button/Button.messages.js';
import { Dialog, type DialogProps } from '../Dialog/Dialog.js';
import * as css from './ConfirmDialog.css.js';
import { messages } from './ConfirmDialog.messages.js';
import { useFocusReturn } from './useFocusReturn.js';

export const CONFIRM_VARIANTS = ['default', 'danger'] as const;
export type ConfirmVariant = (typeof CONFIRM_VARIANTS)[number];

export interface ConfirmDialogProps extends Pick<
  DialogProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'size'
> {
  /** The question, e.g. "Upload the local logs to the server?". */
  message: ReactNode;
  /** Defaults to a translated "Please confirm". */
  title?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** `danger` paints the confirm button red, for actions that destroy or cannot be undone. */
  variant?: ConfirmVariant;
  /**
   * The confirmed action. If it returns a promise, the confirm button shows a busy state and the dialog
   * closes when the promise resolves; if it rejects, the dialog stays open so the user can retry or cancel.
   */
  onConfirm: () => unknown;
  /** Called when the user declines: the cancel button or Escape. */
  onCancel?: () => void;
}

export function ConfirmDialog({
  message,
  title,
  confirmLabel,
  cancelLabel,
  variant = 'default',
  onConfirm,
  onCancel,
  size = 'sm',
  isOpen,
  defaultOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const confirmed = useRef(false);
  const messageId = useId();
  // Open state comes from the caller, else from a surrounding DialogTrigger, else is our own; owning the
  // change handler is what lets every way of closing without confirming count as a cancel.
  const trigger = useContext(OverlayTriggerStateContext);
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const open = isOpen ?? trigger?.isOpen ?? ownOpen;
  // Also inside another dialog: the focus returns to the opener, or near it if the action disabled or removed it.
  useFocusReturn(open, messageId);

  function changeOpen(next: boolean) {
    if (!next && !confirmed.current) onCancel?.();
    confirmed.current = false;
    if (isOpen == null) {
      if (trigger) trigger.setOpen(next);
      else setOwnOpen(next);
    }
    onOpenChange?.(next);
  }

  async function confirm(close: () => void) {
    if (pending) return;
    setPending(true);
    try {
      await onConfirm();
      confirmed.current = true;
      close();
    } catch {
      // The caller reports the failure (e.g. an error toast); staying open lets the user retry or cancel.
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      isOpen={open}
      onOpenChange={changeOpen}
      role="alertdialog"
      aria-describedby={messageId}
      size={size}
      isDismissable={false}
      hideCloseButton
      isKeyboardDismissDisabled={pending}
      title={title ?? intl.formatMessage(messages.title)}
      footer={(close) => (
        <>
          {/* An alert dialog starts on an action (WAI-ARIA APG); a destructive question on Cancel, so a hurried Enter does no harm. */}
          <Button
            variant="secondary"
            isDisabled={pending}
            onPress={close}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of an alertdialog, see above
            autoFocus={variant === 'danger'}
          >
            {cancelLabel ?? intl.formatMessage(messages.cancel)}
          </Button>
          {/* Busy state drawn here rather than with `isPending`: react-aria announces a pending button by its id,
              and that announcement would point at nothing once the dialog closes. */}
          <Button
            variant={variant === 'danger' ? 'danger' : 'primary'}
            onPress={() => void confirm(close)}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of an alertdialog, see above
            autoFocus={variant !== 'danger'}
          >
            {pending ? (
              <span aria-live="polite">{intl.formatMessage(buttonMessages.pending)}</span>
            ) : (
              (confirmLabel ?? intl.formatMessage(messages.confirm))
            )}
          </Button>
        </>
      )}
    >
      <p id={messageId} className={css.message}>
        {message}
      </p>
    </Dialog>
  );
}
