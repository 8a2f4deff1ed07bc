/** FeedbackDialog: the customer's sales contact (name and a tel: link), opened from the header's feedback icon. */
import { Button } from 'react-aria-components/Button';
import MessageCircleQuestion from 'lucide-react/icons/message-circle-question';
import { useIntl } from 'react-intl';
import { LazyDialogTrigger } from '../../components/LazyTrigger/LazyDialogTrigger.js';
import { controlIcon, headerControl } from '../MainHeader/headerControls.css.js';
import type { FeedbackDialogProps } from './FeedbackDialog.types.js';
import { messages } from './FeedbackDialog.messages.js';

export type { FeedbackDialogProps } from './FeedbackDialog.types.js';
export { telHref } from './telHref.js';

/** The modal loads on first opening (or when the pointer or focus reaches the trigger), not with the header. */
const loadModal = () => import('./FeedbackModal.js');

export function FeedbackDialog({ salesName, salesPhone }: FeedbackDialogProps) {
  const intl = useIntl();
  return (
    <LazyDialogTrigger load={loadModal}>
      <Button className={headerControl} aria-label={intl.formatMessage(messages.open)}>
        <MessageCircleQuestion className={controlIcon} aria-hidden />
      </Button>
      {(FeedbackModal) => <FeedbackModal salesName={salesName} salesPhone={salesPhone} />}
    </LazyDialogTrigger>
  );
}
