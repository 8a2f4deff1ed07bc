/** The personal centre's orders: the first orders of the member's order list, with the way to /myOrders for more. */
import { useIntl } from 'react-intl';
import { Link } from '@kontor/ui/Link';
import { MyOrderList } from '../order/MyOrderList.js';
import { aftersalesMessages } from './aftersales.messages.js';

export function OrdersSection() {
  const intl = useIntl();
  return (
    <>
      <Link href="/myOrders" variant="standalone">
        {intl.formatMessage(aftersalesMessages.allOrders)}
      </Link>
      <MyOrderList pageSize={5} />
    </>
  );
}
