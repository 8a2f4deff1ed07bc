/** /Order?id=: one order with its status steps; edit while the status allows, order again into the cart. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, usePageName, useSearchParams } from '../../router/index.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { CART_KIND, ORDER_STATUS, cartKindOf, isTemporarilyUnavailable } from '@kontor/api/rules';
import { EmptyState, LoadFailed } from '@kontor/ui/EmptyState';
import { Skeleton } from '@kontor/ui/Skeleton';
import { BrowsePage, Note, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { OrderDetail } from '@kontor/ui/storefront/OrderDetail';
import { api } from '../../api.js';
import { cartKeys, cartLineView } from '../../queries/cart.js';
import { orderKeys } from '../../queries/orders.js';
import { isNotFound } from '../../queryClient.js';
import { signedInAtom } from '../../session/state.js';
import { afterSalesApplyHref } from '../aftersales/links.js';
import { OrderDocumentsSection } from '../aftersales/OrderDocumentsSection.js';
import { orderMessages } from './order.messages.js';

export default function OrderScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = useSearchParams()[0].get('id') ?? '';
  // The member's own order: asked once the session is read (the server draws this page for nobody, then it hydrates).
  const signedIn = useAtomValue(signedInAtom);
  const order = useQuery({ queryKey: orderKeys.one(id), queryFn: () => api.orders.get(id), enabled: signedIn && id !== '' });
  const [skipped, setSkipped] = useState<{ items: string[]; added: number } | null>(null);
  const kind = cartKindOf(order.data?.orderType);

  // Order again: the order's lines back into their cart in one batch; when the server refuses the batch
  // (a line sold out or over its maximum), line by line. The lines not taken are reported: those temporarily
  // unavailable (stock 0, never sent) and those the server refused.
  const reorder = useMutation({
    mutationFn: async () => {
      const all = (await api.orders.cartLines(id)).map(cartLineView);
      const available = (line: (typeof all)[number]) => line.stock === null || !isTemporarilyUnavailable(line.stock);
      const nameOf = (line: (typeof all)[number]) => line.artNo ?? String(line.skuId);
      const soldOut = all.filter((line) => !available(line)).map(nameOf);
      const lines = all.filter(available);
      const adds = lines.map((line) => ({ skuId: line.skuId, quantity: line.quantity, cartType: CART_KIND[kind] }));
      if (adds.length === 0) return { items: soldOut, added: 0 };
      try {
        await api.cart.addBatch(adds);
        return { items: soldOut, added: adds.length };
      } catch {
        const refused: string[] = [];
        for (const [index, add] of adds.entries()) {
          await api.cart.add(add).catch(() => refused.push(nameOf(lines[index]!)));
        }
        return { items: [...soldOut, ...refused], added: adds.length - refused.length };
      }
    },
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: cartKeys.all });
      if (result.items.length > 0) setSkipped(result);
      else void navigate(kind === 'pallet' ? '/pallet' : '/shopping');
    },
  });

  const title = intl.formatMessage(orderMessages.orderTitle, { orderNo: order.data?.orderNo ?? '' });
  // The tab and the history name the order by its number once it is known, as its heading does.
  usePageName(order.data?.orderNo ? title : undefined);
  return (
    <BrowsePage busy={order.isFetching}>
      <PageHeading title={title} />
      {order.isPending && id !== '' && <Skeleton lines={8} />}
      {(isNotFound(order.error) || id === '') && <EmptyState title={<span role="alert">{intl.formatMessage(orderMessages.notFound)}</span>} />}
      {order.isError && !order.data && !isNotFound(order.error) && id !== '' && (
        <LoadFailed message={intl.formatMessage(orderMessages.loadFailed)} onRetry={() => void order.refetch()} />
      )}
      {order.data && (
        <OrderDetail
          order={order.data}
          onEdit={
            order.data.status === ORDER_STATUS.placed
              ? () => void navigate(`/${kind === 'pallet' ? 'editPalletOrder' : 'editOrder'}?id=${encodeURIComponent(id)}`)
              : undefined
          }
          onReorder={() => reorder.mutate()}
          isReordering={reorder.isPending}
          afterSalesHrefOf={(item) => afterSalesApplyHref(order.data!.orderNo, item)}
          notice={
            skipped ? (
              <Note role="status">
                {intl.formatMessage(skipped.added > 0 ? orderMessages.reorderSkipped : orderMessages.reorderNoneAvailable, { items: skipped.items.join(', ') })}
              </Note>
            ) : null
          }
        />
      )}
      {order.data && <OrderDocumentsSection order={order.data} />}
    </BrowsePage>
  );
}
