/** ShareDialog: a Share button opening the product's share link (copy to clipboard) and the share-by-email form. */
import { useIntl } from 'react-intl';
import Share2 from 'lucide-react/icons/share-2';
import { TriggerButton } from '../../components/Button/TriggerButton.js';
import { LazyDialogTrigger } from '../../components/LazyTrigger/LazyDialogTrigger.js';
import type { ShareDialogProps } from './ShareDialog.types.js';
import * as css from './ShareDialog.css.js';
import { messages } from './ShareDialog.messages.js';

export type { ShareDialogProps } from './ShareDialog.types.js';

/** The modal, its email form and their validation load on first opening (or when the pointer or focus reaches the button). */
const loadModal = () => import('./ShareModal.js');

export function ShareDialog(props: ShareDialogProps) {
  const intl = useIntl();
  return (
    <LazyDialogTrigger load={loadModal}>
      <TriggerButton variant="quiet">
        <Share2 className={css.icon} aria-hidden />
        {intl.formatMessage(messages.open)}
      </TriggerButton>
      {(ShareModal) => <ShareModal {...props} />}
    </LazyDialogTrigger>
  );
}
