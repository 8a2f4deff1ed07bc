/** /myOrders: the member's orders, paged, filtered by status, searched by order number (within the page). */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@kontor/ui/Skeleton';
import { BrowsePage, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { OrderList } from '@kontor/ui/storefront/OrderList';
import { api } from '../../api.js';
import { orderKeys } from '../../queries/orders.js';
import { orderMessages } from './order.messages.js';

const PAGE_SIZE = 10;

export default function MyOrdersScreen() {
  const intl = useIntl();
  const [current, setCurrent] = useState(1);
  const [status, setStatus] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const query = { current, size: PAGE_SIZE, ...(status === null ? {} : { status }) };
  const orders = useQuery({ queryKey: orderKeys.page(query), queryFn: () => api.orders.mine(query) });
  const needle = search.trim().toLowerCase();
  const shown = (orders.data?.records ?? []).filter((order) => order.orderNo.toLowerCase().includes(needle));
  return (
    <BrowsePage busy={orders.isFetching}>
      <PageHeading title={intl.formatMessage(orderMessages.myOrders)} />
      {orders.isPending ? (
        <Skeleton lines={5} />
      ) : (
        <OrderList
          orders={shown}
          current={current}
          size={PAGE_SIZE}
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
      )}
    </BrowsePage>
  );
}
