/** FeedbackDialog: the customer's sales contact (name and a tel: link), opened from the header's feedback icon. */
import { lazy, Suspense } from 'react';
import { Button } from 'react-aria-components/Button';
import { DialogTrigger } from 'react-aria-components/Dialog';
import MessageCircleQuestion from 'lucide-react/icons/message-circle-question';
import { useIntl } from 'react-intl';
import { OnceOpened } from '../../components/Dialog/OnceOpened.js';
import { controlIcon, headerControl } from '../MainHeader/headerControls.css.js';
import type { FeedbackDialogProps } from './FeedbackDialog.types.js';
import { messages } from './FeedbackDialog.messages.js';

export type { FeedbackDialogProps } from './FeedbackDialog.types.js';
export { telHref } from './telHref.js';

/** The modal loads on first opening, not with the header. */
const FeedbackModal = lazy(() => import('./FeedbackModal.js'));

export function FeedbackDialog({ salesName, salesPhone }: FeedbackDialogProps) {
  const intl = useIntl();
  return (
    <DialogTrigger>
      <Button className={headerControl} aria-label={intl.formatMessage(messages.open)}>
        <MessageCircleQuestion className={controlIcon} aria-hidden />
      </Button>
      <OnceOpened>
        <Suspense fallback={null}>
          <FeedbackModal salesName={salesName} salesPhone={salesPhone} />
        </Suspense>
      </OnceOpened>
    </DialogTrigger>
  );
}
