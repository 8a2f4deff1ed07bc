/** Messages of Skeleton: what a screen reader hears while content loads. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: { id: 'skeleton.loading', defaultMessage: 'Loading…' },
});
