/** Messages any part may show: loading, retry, the generic error. */
import { defineMessages } from 'react-intl';

export const commonMessages = defineMessages({
  loading: { id: 'common.loading', defaultMessage: 'Loading…' },
  retry: { id: 'common.retry', defaultMessage: 'Try again' },
  genericError: { id: 'common.error.generic', defaultMessage: 'Something went wrong. Please try again.' },
});
