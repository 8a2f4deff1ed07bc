/** The widgets' own texts (catalogue area `widgets.json` of @kontor/ui); the parts bring theirs. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: { id: 'widgets.loading', defaultMessage: 'Loading from the shop' },
  unavailable: { id: 'widgets.unavailable', defaultMessage: 'The shop could not be reached.' },
  productUnknown: { id: 'widgets.product.unknown', defaultMessage: 'This product is not in the shop’s catalogue.' },
  productMissing: { id: 'widgets.product.missing', defaultMessage: 'No product chosen.' },
  retry: { id: 'widgets.retry', defaultMessage: 'Try again' },
  continue: { id: 'widgets.quickOrder.continue', defaultMessage: 'Continue in the shop' },
  continueHint: {
    id: 'widgets.quickOrder.continueHint',
    defaultMessage: 'You sign in at the shop; it checks prices and stock and adds the lines to your cart.',
  },
});
