/** The feedback dialog's modal: the sales contact's name and phone, loaded when the dialog first opens. */
import { useIntl } from 'react-intl';
import { Dialog } from '../../components/Dialog/index.js';
import { ExternalLink } from './ExternalLink.js';
import type { FeedbackDialogProps } from './FeedbackDialog.types.js';
import * as css from './FeedbackDialog.css.js';
import { messages } from './FeedbackDialog.messages.js';
import { telHref } from './telHref.js';

export default function FeedbackModal({ salesName, salesPhone }: FeedbackDialogProps) {
  const intl = useIntl();
  const unknown = intl.formatMessage(messages.unknown);
  return (
    <Dialog title={intl.formatMessage(messages.title)} size="sm">
      <p className={css.intro}>{intl.formatMessage(messages.intro)}</p>
      <dl className={css.list}>
        <dt className={css.term}>{intl.formatMessage(messages.name)}</dt>
        <dd className={css.value}>{salesName || unknown}</dd>
        <dt className={css.term}>{intl.formatMessage(messages.phone)}</dt>
        <dd className={css.value}>
          {salesPhone ? (
            <ExternalLink href={telHref(salesPhone)} aria-label={intl.formatMessage(messages.call, { phone: salesPhone })}>
              {salesPhone}
            </ExternalLink>
          ) : (
            unknown
          )}
        </dd>
      </dl>
    </Dialog>
  );
}
