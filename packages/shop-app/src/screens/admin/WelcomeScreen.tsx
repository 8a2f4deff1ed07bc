/** /wel/index: the greeting, the customer's sales contact and shortcuts (no pallet cart in trade mode FOB). */
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { isPalletCartVisible } from '@kontor/api/rules';
import { Page } from '@kontor/ui/Page';
import { Skeleton } from '@kontor/ui/Skeleton';
import { WelcomePanel, type WelcomeShortcut } from '@kontor/ui/shell/WelcomePanel';
import { useUser } from '../../session/useUser.js';
import { unreadCountAtom } from '../../state/badges.js';
import { screenMessages } from './screen.messages.js';

export default function WelcomeScreen() {
  const intl = useIntl();
  const { user } = useUser();
  const unread = useAtomValue(unreadCountAtom);
  const shortcuts: WelcomeShortcut[] = [
    { kind: 'containerCart', href: '/shopping' },
    ...(isPalletCartVisible(user?.modeOfTrade) ? [{ kind: 'palletCart', href: '/pallet' } as const] : []),
    { kind: 'orders', href: '/personal' },
    { kind: 'catalogue', href: '/product' },
    { kind: 'afterSales', href: '/partsService' },
    { kind: 'messages', href: '/admin/sysxxfsjl/index', count: unread },
    { kind: 'account', href: '/info/index' },
  ];
  return (
    <Page title={intl.formatMessage(screenMessages.welcomeTitle)}>
      {/* Until the member is read (a page the server drew is for nobody): no greeting without a name. */}
      <Skeleton isLoaded={user !== undefined} lines={4}>
        <WelcomePanel
          name={user?.sysUser.realname || user?.name || user?.sysUser.username}
          salesName={user?.salesname}
          salesPhone={user?.salesPhone}
          shortcuts={shortcuts}
        />
      </Skeleton>
    </Page>
  );
}
