/** /quickOrder: pasted or uploaded lines checked against the catalogue, the valid ones into a cart at once. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from '../../router/index.js';
import { isPalletCartVisible, type CartKind } from '@kontor/api/rules';
import { Link } from '@kontor/ui/Link';
import { Skeleton } from '@kontor/ui/Skeleton';
import { BrowsePage, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { QuickOrder } from '@kontor/ui/storefront/QuickOrder';
import { useUser } from '../../session/useUser.js';
import { takeQuickOrderHandoff } from './handoff.js';
import { quickOrderMessages as messages } from './quickorder.messages.js';
import { useQuickOrder } from './useQuickOrder.js';

const CART_PATH: Record<CartKind, string> = { container: '/shopping', pallet: '/pallet' };

export default function QuickOrderScreen() {
  const intl = useIntl();
  const location = useLocation();
  const [handedOver] = useState(() => takeQuickOrderHandoff(location.search));
  const { user, isLoading } = useUser();
  const quick = useQuickOrder();
  const [target, setTarget] = useState<CartKind>();
  // The page's frame and heading first (the server draws them so): the form needs the member's trade mode.
  if (isLoading || !user) {
    return (
      <BrowsePage busy>
        <PageHeading title={intl.formatMessage(messages.title)} />
        <Skeleton lines={6} />
      </BrowsePage>
    );
  }
  // FOB customers have no pallet cart (spec section 6): it is not offered.
  const targets: CartKind[] = isPalletCartVisible(user.modeOfTrade) ? ['container', 'pallet'] : ['container'];
  return (
    <BrowsePage busy={quick.checking}>
      <PageHeading title={intl.formatMessage(messages.title)}>
        {target && <Link href={CART_PATH[target]}>{intl.formatMessage(messages.toCart)}</Link>}
      </PageHeading>
      <QuickOrder
        showTitle={false}
        initialText={handedOver}
        targets={targets}
        rows={quick.rows}
        checking={quick.checking}
        error={quick.lookupFailed ? intl.formatMessage(messages.lookupFailed) : undefined}
        onCheck={quick.check}
        onAdd={async (valid, kind) => {
          await quick.add(valid, kind);
          setTarget(kind);
        }}
      />
    </BrowsePage>
  );
}
