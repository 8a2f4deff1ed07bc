/** The personal centre's after-sales orders: the paged list with its status filter and a link to a new request. */
import { useIntl } from 'react-intl';
import { Link } from '@kontor/ui/Link';
import { Skeleton } from '@kontor/ui/Skeleton';
import { AfterSalesList } from '@kontor/ui/storefront/AfterSalesList';
import { useListPlace } from '../listPlace.js';
import { aftersalesMessages } from './aftersales.messages.js';
import { useAfterSalesPage } from './aftersales.queries.js';

const PAGE_SIZE = 10;

export function AfterSalesSection() {
  const intl = useIntl();
  const { current, status, setCurrent, setStatus } = useListPlace();
  const requests = useAfterSalesPage({
    current,
    size: PAGE_SIZE,
    ...(status === null ? {} : { status }),
  });
  return (
    <>
      <Link href="/afterSalesApply" variant="standalone">
        {intl.formatMessage(aftersalesMessages.newRequest)}
      </Link>
      {requests.isPending ? (
        <Skeleton lines={5} />
      ) : (
        <AfterSalesList
          requests={requests.data?.records ?? []}
          current={current}
          size={PAGE_SIZE}
          total={requests.data?.total ?? 0}
          onPageChange={setCurrent}
          status={status}
          onStatusChange={setStatus}
          hrefOf={(request) => `/afterSalesDetail?id=${encodeURIComponent(String(request.id))}`}
          loadFailed={requests.isError && !requests.data}
          onRetry={() => void requests.refetch()}
        />
      )}
    </>
  );
}
