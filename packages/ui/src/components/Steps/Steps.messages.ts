/** Messages of Steps: the list's name and the state each step is read out with. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'steps.label', defaultMessage: 'Order progress' },
  complete: { id: 'steps.state.complete', defaultMessage: 'completed' },
  current: { id: 'steps.state.current', defaultMessage: 'current step' },
  upcoming: { id: 'steps.state.upcoming', defaultMessage: 'not yet reached' },
  cancelled: { id: 'steps.state.cancelled', defaultMessage: 'Cancelled' },
});
