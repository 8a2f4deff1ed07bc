/** The member's orders as a paged list, filtered by status and searched by order number (within the page). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Skeleton } from '@kontor/ui/Skeleton';
import { OrderList } from '@kontor/ui/storefront/OrderList';
import { api } from '../../api.js';
import { useListPlace } from '../listPlace.js';
import { orderKeys } from '../../queries/orders.js';
import { signedInAtom } from '../../session/state.js';

/** Shared by /myOrders and the personal centre's orders tab; they differ only in how many orders a page shows. */
export function MyOrderList({ pageSize }: { pageSize: number }) {
  const { current, status, search, setCurrent, setStatus, setSearch } = useListPlace();
  const query = { current, size: pageSize, ...(status === null ? {} : { status }) };
  // A member's own data: asked once the session is read (the server draws this page for nobody, then it hydrates).
  // The page shown stays while the next page or status loads: the list, its filter and its pager keep their place and
  // the keyboard's focus (a skeleton in their place dropped it to the document).
  const orders = useQuery({ queryKey: orderKeys.page(query), queryFn: () => api.orders.mine(query), enabled: useAtomValue(signedInAtom), placeholderData: keepPreviousData });
  const needle = search.trim().toLowerCase();
  if (orders.isPending) return <Skeleton lines={Math.min(pageSize, 5)} />;
  return (
    <OrderList
      orders={(orders.data?.records ?? []).filter((order) => order.orderNo.toLowerCase().includes(needle))}
      current={current}
      size={pageSize}
      total={orders.data?.total ?? 0}
      onPageChange={setCurrent}
      status={status}
      onStatusChange={setStatus}
      search={search}
      onSearchChange={setSearch}
      hrefOf={(order) => `/Order?id=${encodeURIComponent(String(order.id))}`}
      loadFailed={orders.isError && !orders.data}
      onRetry={() => void orders.refetch()}
    />
  );
}
