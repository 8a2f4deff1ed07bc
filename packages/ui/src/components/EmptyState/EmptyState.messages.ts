/** Messages of EmptyState: the default heading. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'emptyState.title', defaultMessage: 'No data' },
});
