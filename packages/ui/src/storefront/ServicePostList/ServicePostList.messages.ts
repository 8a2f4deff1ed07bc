/** Messages of the service post list: its name, filter, a row's parts and the empty state. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  list: NoMessageValues;
  status: NoMessageValues;
  allStatuses: NoMessageValues;
  empty: NoMessageValues;
  open: { title: string };
  product: { skuCode: string };
  rated: { rating: number; max: number };
  toRate: NoMessageValues;
}>({
  list: { id: 'parts.postList.title', defaultMessage: 'My service posts' },
  status: { id: 'parts.postList.status', defaultMessage: 'Status' },
  allStatuses: { id: 'parts.postList.allStatuses', defaultMessage: 'All statuses' },
  empty: { id: 'parts.postList.empty', defaultMessage: 'No service posts here yet.' },
  open: { id: 'parts.postList.open', defaultMessage: 'Open service post {title}' },
  product: { id: 'parts.postList.product', defaultMessage: 'Art. no. {skuCode}' },
  rated: { id: 'parts.postList.rated', defaultMessage: 'Rated {rating} of {max}' },
  toRate: { id: 'parts.postList.toRate', defaultMessage: 'Waiting for your rating' },
});
