/** /myOrders: the member's orders, paged, filtered by status, searched by order number (within the page). */
import { useIntl } from 'react-intl';
import { useIsFetching } from '@tanstack/react-query';
import { BrowsePage, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { orderKeys } from '../../queries/orders.js';
import { MyOrderList } from './MyOrderList.js';
import { orderMessages } from './order.messages.js';

export default function MyOrdersScreen() {
  const intl = useIntl();
  const fetching = useIsFetching({ queryKey: orderKeys.all }) > 0;
  return (
    <BrowsePage busy={fetching}>
      <PageHeading title={intl.formatMessage(orderMessages.myOrders)} />
      <MyOrderList pageSize={10} />
    </BrowsePage>
  );
}
