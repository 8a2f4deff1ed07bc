/** Dialog: a modal with a title and a translated close button; focus is trapped inside and returns on close. */
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components/Modal';
import X from 'lucide-react/icons/x';
import { useIntl } from 'react-intl';
import { cx } from '../../styles/cx.js';
import { IconButton } from '../IconButton/IconButton.js';
import { DialogTrigger } from './DialogTrigger.js';
import * as css from './Dialog.css.js';
import { messages } from './Dialog.messages.js';

export const DIALOG_SIZES = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof DIALOG_SIZES)[number];

type Content = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isKeyboardDismissDisabled'
> {
  /** Names the dialog (its heading). */
  title: ReactNode;
  children: Content;
  /** Actions under the content, e.g. Cancel and Save buttons; a function receives `close`. */
  footer?: Content;
  size?: DialogSize;
  /** Whether a click outside closes it; Escape and the close button always do unless `hideCloseButton`. */
  isDismissable?: boolean;
  /** `alertdialog` for a question the user must answer (see ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  hideCloseButton?: boolean;
  /** The id of the element that explains the dialog (ConfirmDialog points it at its question). */
  'aria-describedby'?: string;
  className?: string;
}

function render(content: Content, close: () => void): ReactNode {
  return typeof content === 'function' ? content(close) : content;
}

export function Dialog({
  title,
  children,
  footer,
  size = 'md',
  isDismissable = true,
  role = 'dialog',
  hideCloseButton,
  'aria-describedby': describedBy,
  className,
  ...overlay
}: DialogProps) {
  const intl = useIntl();
  return (
    <ModalOverlay {...overlay} isDismissable={isDismissable} className={css.overlay}>
      <Modal className={cx(css.modal, css.sizes[size])}>
        <AriaDialog
          role={role}
          aria-describedby={describedBy}
          className={cx(css.dialog, className)}
        >
          {({ close }) => (
            // The close button is an IconButton (react-aria's Button), which react-aria's Dialog names and wires through its slot.
            <>
              <header className={css.header}>
                <Heading slot="title" className={css.title}>
                  {title}
                </Heading>
                {!hideCloseButton && (
                  <IconButton slot="close" aria-label={intl.formatMessage(messages.close)}>
                    <X />
                  </IconButton>
                )}
              </header>
              <div className={css.body}>{render(children, close)}</div>
              {footer != null && <footer className={css.footer}>{render(footer, close)}</footer>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export { DialogTrigger };
