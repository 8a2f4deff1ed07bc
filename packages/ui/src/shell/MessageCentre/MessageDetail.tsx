/** The detail dialog of one message: title, sender, time, read and send state, the text as plain text (never HTML). */
import { useIntl } from 'react-intl';
import type { Message } from '@kontor/api/contract';
import { MESSAGE_STATES, statusKey } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { Dialog } from '../../components/Dialog/Dialog.js';
import { useTranslateKey } from '../../components/Form/translate.js';
import * as css from './MessageCentre.css.js';
import { messages } from './MessageCentre.messages.js';
import { ReadState } from './ReadState.js';
import { useMessageTime } from './time.js';

export interface MessageDetailProps {
  message: Message | null;
  onClose: () => void;
}

export function MessageDetail({ message, onClose }: MessageDetailProps) {
  const intl = useIntl();
  const time = useMessageTime();
  const translate = useTranslateKey();
  // How the sending went (spec section 4's message states), when the server says.
  const sendState = statusKey(MESSAGE_STATES, message?.sendStatus);
  return (
    <Dialog
      isOpen={message != null}
      onOpenChange={(open) => !open && onClose()}
      title={message?.title || intl.formatMessage(messages.untitled)}
      footer={(close) => (
        <Button variant="secondary" onPress={close}>
          {intl.formatMessage(messages.close)}
        </Button>
      )}
    >
      {message && (
        <>
          <dl className={css.meta}>
            <dt>{intl.formatMessage(messages.detailFrom)}</dt>
            <dd>{message.sender || intl.formatMessage(messages.unknownSender)}</dd>
            <dt>{intl.formatMessage(messages.detailSent)}</dt>
            <dd>{time(message.sendTime ?? message.createTime)}</dd>
            <dt>{intl.formatMessage(messages.detailState)}</dt>
            <dd>
              <ReadState value={message.readStatus} />
            </dd>
            {sendState && (
              <>
                <dt>{intl.formatMessage(messages.detailDelivery)}</dt>
                <dd>{translate(sendState)}</dd>
              </>
            )}
          </dl>
          {/* Server text is shown as text: React escapes it, and line breaks are kept by CSS. */}
          <p className={css.content}>{message.content}</p>
        </>
      )}
    </Dialog>
  );
}
