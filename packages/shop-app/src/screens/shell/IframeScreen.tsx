/**
 * /myiframe/*: an external page of the member's menu, embedded. Only an http(s) address that is one of the menu's
 * own pages is embedded: a crafted link cannot frame another site inside the shop.
 */
import { useIntl } from 'react-intl';
import { useSearchParams } from '../../router/index.js';
import { EmptyState } from '@kontor/ui/EmptyState';
import { Page } from '@kontor/ui/Page';
import { Skeleton } from '@kontor/ui/Skeleton';
import { EmbeddedPage } from '@kontor/ui/shell/AdminFrame';
import { isHttpUrl } from '@kontor/api/rules';
import { menuLeaves } from '../../shell/menu-rules.js';
import { shellMessages } from '../../shell/shell.messages.js';
import { useMenu } from '../../state/menu.js';

const refusal = (title: string) => (
  <div role="alert">
    <EmptyState title={title} />
  </div>
);

export default function IframeScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { menu, isLoading } = useMenu();
  const src = params.get('src');
  const entry = src ? menuLeaves(menu).find((item) => item.external === src) : undefined;
  // Named as the menu names it; the address's own name is not trusted.
  const name = entry?.label ?? intl.formatMessage(shellMessages.iframeTitle);
  return (
    <Page title={name}>
      {!src ? (
        <EmptyState title={intl.formatMessage(shellMessages.iframeMissing)} />
      ) : !isHttpUrl(src) ? (
        // javascript:, data: and every other scheme are refused, never handed to the frame.
        refusal(intl.formatMessage(shellMessages.iframeRefused))
      ) : entry ? (
        <EmbeddedPage src={src} title={name} openLabel={intl.formatMessage(shellMessages.iframeOpen)} />
      ) : isLoading ? (
        <Skeleton lines={6} />
      ) : (
        refusal(intl.formatMessage(shellMessages.iframeNotInMenu))
      )}
    </Page>
  );
}
