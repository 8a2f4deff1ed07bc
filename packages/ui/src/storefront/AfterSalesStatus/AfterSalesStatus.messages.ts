/** Messages of the after-sales status display: the list's name and the status in words. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  progress: NoMessageValues;
  current: { status: string };
  cancelledAfter: { step: string };
}>({
  progress: { id: 'afterSales.progress', defaultMessage: 'After-sales progress' },
  current: { id: 'afterSales.currentStatus', defaultMessage: 'Status: {status}' },
  cancelledAfter: {
    id: 'afterSales.cancelledAfter',
    defaultMessage: 'Cancelled at the step “{step}”',
  },
});
