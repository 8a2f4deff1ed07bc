/** Messages of a service post's thread: who wrote what, the waiting and cancelled notes, cancel and the rating. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  thread: NoMessageValues;
  you: NoMessageValues;
  service: NoMessageValues;
  product: { skuCode: string };
  pictures: NoMessageValues;
  waiting: NoMessageValues;
  cancelled: NoMessageValues;
  cancel: NoMessageValues;
  cancelQuestion: NoMessageValues;
  keep: NoMessageValues;
  rated: { rating: number; max: number };
  rateTitle: NoMessageValues;
  error: NoMessageValues;
}>({
  thread: { id: 'parts.thread.title', defaultMessage: 'Conversation with the service' },
  you: { id: 'parts.thread.you', defaultMessage: 'You' },
  service: { id: 'parts.thread.service', defaultMessage: 'Parts service' },
  product: { id: 'parts.thread.product', defaultMessage: 'Art. no. {skuCode}' },
  pictures: { id: 'parts.thread.pictures', defaultMessage: 'Pictures of the post' },
  waiting: { id: 'parts.thread.waiting', defaultMessage: 'The service has not answered yet; you will be notified.' },
  cancelled: { id: 'parts.thread.cancelled', defaultMessage: 'You cancelled this post.' },
  cancel: { id: 'parts.thread.cancel', defaultMessage: 'Cancel post' },
  cancelQuestion: { id: 'parts.thread.cancelQuestion', defaultMessage: 'Cancel this service post? The service will no longer answer it.' },
  keep: { id: 'parts.thread.keep', defaultMessage: 'Keep post' },
  rated: { id: 'parts.thread.rated', defaultMessage: 'Your rating: {rating} of {max} stars' },
  rateTitle: { id: 'parts.thread.rateTitle', defaultMessage: 'Rate the answer' },
  error: { id: 'parts.thread.error', defaultMessage: 'The conversation could not be loaded.' },
});
