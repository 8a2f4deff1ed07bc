/** FeedbackDialog: the customer's sales contact (name and a tel: link), opened from the header's feedback icon. */
import { Button } from 'react-aria-components/Button';
import { DialogTrigger } from 'react-aria-components/Dialog';
import MessageCircleQuestion from 'lucide-react/icons/message-circle-question';
import { useIntl } from 'react-intl';
import { Dialog } from '../../components/Dialog/index.js';
import { Link } from '../../components/Link/index.js';
import { controlIcon, headerControl } from '../MainHeader/headerControls.css.js';
import * as css from './FeedbackDialog.css.js';
import { messages } from './FeedbackDialog.messages.js';

export interface FeedbackDialogProps {
  /** The sales contact's name (user info salesname). */
  salesName?: string | null | undefined;
  /** The sales contact's phone (user info salesPhone). */
  salesPhone?: string | null | undefined;
}

/** A tel: URI keeps digits and a leading '+' only, so server text can never become another kind of link. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

export function FeedbackDialog({ salesName, salesPhone }: FeedbackDialogProps) {
  const intl = useIntl();
  const unknown = intl.formatMessage(messages.unknown);
  return (
    <DialogTrigger>
      <Button className={headerControl} aria-label={intl.formatMessage(messages.open)}>
        <MessageCircleQuestion className={controlIcon} aria-hidden />
      </Button>
      <Dialog title={intl.formatMessage(messages.title)} size="sm">
        <p className={css.intro}>{intl.formatMessage(messages.intro)}</p>
        <dl className={css.list}>
          <dt className={css.term}>{intl.formatMessage(messages.name)}</dt>
          <dd className={css.value}>{salesName || unknown}</dd>
          <dt className={css.term}>{intl.formatMessage(messages.phone)}</dt>
          <dd className={css.value}>
            {salesPhone ? (
              <Link href={telHref(salesPhone)} aria-label={intl.formatMessage(messages.call, { phone: salesPhone })}>
                {salesPhone}
              </Link>
            ) : (
              unknown
            )}
          </dd>
        </dl>
      </Dialog>
    </DialogTrigger>
  );
}
