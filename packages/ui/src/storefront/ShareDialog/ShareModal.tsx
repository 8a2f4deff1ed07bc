/** The share dialog's modal: the share link (fetched on opening, copied with one press) and the email form; loaded on first use. */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button/Button.js';
import { Dialog } from '../../components/Dialog/Dialog.js';
import { TextField } from '../../components/TextField/TextField.js';
import type { ShareDialogProps } from './ShareDialog.types.js';
import { ShareEmailForm } from './ShareEmailForm.js';
import * as css from './ShareDialog.css.js';
import { messages } from './ShareDialog.messages.js';

type LinkState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string };

function ShareBody({ skuCode, onRequestLink, onSendEmail, copy, sender }: ShareDialogProps) {
  const intl = useIntl();
  const [link, setLink] = useState<LinkState>({ status: 'loading' });
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    let live = true;
    onRequestLink().then(
      (url) => live && setLink({ status: 'ready', url }),
      () => live && setLink({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [onRequestLink]);
  const url = link.status === 'ready' ? link.url : '';
  const copyLink = async () => {
    await (copy ?? ((text: string) => navigator.clipboard.writeText(text)))(url);
    setCopied(true);
  };
  return (
    <div className={css.body}>
      <section className={css.section} aria-label={intl.formatMessage(messages.link)}>
        <div className={css.linkRow}>
          <TextField
            className={css.linkField}
            label={intl.formatMessage(messages.link)}
            value={link.status === 'loading' ? intl.formatMessage(messages.linkLoading) : url}
            isReadOnly
            {...(link.status === 'error' ? { isInvalid: true, errorMessage: intl.formatMessage(messages.linkError) } : {})}
          />
          <Button variant="secondary" isDisabled={link.status !== 'ready'} onPress={() => void copyLink()}>
            {intl.formatMessage(messages.copy)}
          </Button>
        </div>
        {copied && <p role="status" className={css.note}>{intl.formatMessage(messages.copied)}</p>}
      </section>
      <section className={css.section}>
        <h3 className={css.subtitle}>{intl.formatMessage(messages.byEmail)}</h3>
        <ShareEmailForm skuCode={skuCode} shareUrl={url || null} onSend={onSendEmail} sender={sender} />
      </section>
    </div>
  );
}

export default function ShareModal(props: ShareDialogProps) {
  const intl = useIntl();
  return (
    <Dialog title={intl.formatMessage(messages.title)} size="md">
      <ShareBody {...props} />
    </Dialog>
  );
}
