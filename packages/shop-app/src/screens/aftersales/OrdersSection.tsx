/** The personal centre's orders: the orders issue's OrderList (its first page), with the way to /myOrders for more. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@kontor/ui/Link';
import { Skeleton } from '@kontor/ui/Skeleton';
import { OrderList } from '@kontor/ui/storefront/OrderList';
import { api } from '../../api.js';
import { orderKeys } from '../../queries/orders.js';
import { aftersalesMessages } from './aftersales.messages.js';

const PAGE_SIZE = 5;

export function OrdersSection() {
  const intl = useIntl();
  const [current, setCurrent] = useState(1);
  const [status, setStatus] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const query = { current, size: PAGE_SIZE, ...(status === null ? {} : { status }) };
  const orders = useQuery({
    queryKey: orderKeys.page(query),
    queryFn: () => api.orders.mine(query),
  });
  const needle = search.trim().toLowerCase();
  return (
    <>
      <Link href="/myOrders" variant="standalone">
        {intl.formatMessage(aftersalesMessages.allOrders)}
      </Link>
      {orders.isPending ? (
        <Skeleton lines={4} />
      ) : (
        <OrderList
          orders={(orders.data?.records ?? []).filter((order) =>
            order.orderNo.toLowerCase().includes(needle),
          )}
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
    </>
  );
}
