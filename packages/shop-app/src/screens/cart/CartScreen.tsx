/** The container or pallet cart: its lines, the load gauge, removal, the cart sheet and the way to the order. */
import { useIntl } from 'react-intl';
import { useNavigate } from '../../router/index.js';
import type { CartKind } from '@kontor/api/rules';
import { Button } from '@kontor/ui/Button';
import { EmptyState } from '@kontor/ui/EmptyState';
import { Link } from '@kontor/ui/Link';
import { Skeleton } from '@kontor/ui/Skeleton';
import { ContainerCart } from '@kontor/ui/storefront/ContainerCart';
import { useCartActions, useCartLines, useContainerLimits } from '../../queries/cart.js';
import { BrowsePage, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { cartMessages } from './cart.messages.js';
import { quickOrderMessages } from '../quickorder/quickorder.messages.js';
import { useQuantityEdits } from './useQuantityEdits.js';

export function CartScreen({ kind }: { kind: CartKind }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const cart = useCartLines(kind);
  const limits = useContainerLimits();
  const actions = useCartActions(kind);
  const { lines, change } = useQuantityEdits(cart.data?.lines, actions.update.mutateAsync);
  const title = intl.formatMessage(kind === 'container' ? cartMessages.containerTitle : cartMessages.palletTitle);
  return (
    <BrowsePage busy={cart.isFetching}>
      <PageHeading title={title}>
        <Link href="/quickOrder">{intl.formatMessage(quickOrderMessages.link)}</Link>
      </PageHeading>
      {cart.isPending && <Skeleton lines={6} />}
      {cart.isError && (
        <EmptyState
          title={<span role="alert">{intl.formatMessage(cartMessages.loadError)}</span>}
          action={<Button onPress={() => void cart.refetch()}>{intl.formatMessage(cartMessages.retry)}</Button>}
        />
      )}
      {cart.data && (
        <ContainerCart
          kind={kind}
          lines={lines}
          {...(limits.data ? { limits: limits.data } : {})}
          onQuantityChange={change}
          onRemove={(ids) => actions.remove.mutateAsync(ids)}
          onDownload={() => void actions.download()}
          onOrder={() => void navigate(`/placeOrder?kind=${kind}`)}
          emptyAction={<Button onPress={() => void navigate('/product')}>{intl.formatMessage(cartMessages.browse)}</Button>}
        />
      )}
    </BrowsePage>
  );
}
