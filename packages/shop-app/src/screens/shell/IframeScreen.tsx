/** /myiframe/*: an external page from the menu, embedded; only http(s) addresses are ever embedded. */
import { useIntl } from 'react-intl';
import { useSearchParams } from '../../router/index.js';
import { EmptyState } from '@kontor/ui/EmptyState';
import { Page } from '@kontor/ui/Page';
import { EmbeddedPage } from '@kontor/ui/shell/AdminFrame';
import { isHttpUrl } from '@kontor/api/rules';
import { shellMessages } from '../../shell/shell.messages.js';

export default function IframeScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const src = params.get('src');
  const name = params.get('name') || intl.formatMessage(shellMessages.iframeTitle);
  return (
    <Page title={name}>
      {!src ? (
        <EmptyState title={intl.formatMessage(shellMessages.iframeMissing)} />
      ) : !isHttpUrl(src) ? (
        // javascript:, data: and every other scheme are refused, never handed to the frame.
        <div role="alert">
          <EmptyState title={intl.formatMessage(shellMessages.iframeRefused)} />
        </div>
      ) : (
        <EmbeddedPage src={src} title={name} openLabel={intl.formatMessage(shellMessages.iframeOpen)} />
      )}
    </Page>
  );
}
