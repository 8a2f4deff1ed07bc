/** /admin/sysxxfsjl/index: my messages paged, with mark read, batch delete, collect and the detail dialog. */
import { useIntl } from 'react-intl';
import { Page } from '@kontor/ui/Page';
import { MessageCentre } from '@kontor/ui/shell/MessageCentre';
import { toastQueue, toastsOf } from '@kontor/ui/Toast';
import { useListPlace } from '../listPlace.js';
import { MESSAGE_PAGE_SIZE, useMessageActions, useMyMessages } from './messages.queries.js';
import { screenMessages } from './screen.messages.js';

const toasts = toastsOf(toastQueue);

export default function MessagesScreen() {
  const intl = useIntl();
  const { current, setCurrent } = useListPlace();
  const page = useMyMessages(current);
  const actions = useMessageActions();
  const done = (message: keyof typeof screenMessages) => () => void toasts.success(intl.formatMessage(screenMessages[message]));
  return (
    <Page title={intl.formatMessage(screenMessages.messagesTitle)}>
      <MessageCentre
        status={page.isError ? 'error' : page.data ? 'ready' : 'loading'}
        onRetry={() => void page.refetch()}
        messages={page.data?.records ?? []}
        current={page.data?.current ?? current}
        size={page.data?.size ?? MESSAGE_PAGE_SIZE}
        total={page.data?.total ?? 0}
        onPageChange={setCurrent}
        onMarkRead={(ids) => actions.markRead(ids).then(done('markedRead'))}
        onDelete={(ids) => actions.remove(ids).then(done('deleted'))}
        onCollect={(id) => actions.collect(id).then(done('collected'))}
        onOpen={(message) => actions.open(message)}
      />
    </Page>
  );
}
