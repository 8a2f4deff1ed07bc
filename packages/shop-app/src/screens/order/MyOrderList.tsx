/** The member's orders as a paged list, filtered by status and searched by order number (within the page). */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@kontor/ui/Skeleton';
import { OrderList } from '@kontor/ui/storefront/OrderList';
import { api } from '../../api.js';
import { orderKeys } from '../../queries/orders.js';

/** Shared by /myOrders and the personal centre's orders tab; they differ only in how many orders a page shows. */
export function MyOrderList({ pageSize }: { pageSize: number }) {
  const [current, setCurrent] = useState(1);
  const [status, setStatus] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const query = { current, size: pageSize, ...(status === null ? {} : { status }) };
  const orders = useQuery({ queryKey: orderKeys.page(query), queryFn: () => api.orders.mine(query) });
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
      onStatusChange={(next) => {
        setStatus(next);
        setCurrent(1);
      }}
      search={search}
      onSearchChange={setSearch}
      hrefOf={(order) => `/Order?id=${encodeURIComponent(String(order.id))}`}
    />
  );
}
