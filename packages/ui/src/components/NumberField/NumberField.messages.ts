/** Messages of NumberField (the quantity stepper). */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  increase: { id: 'numberField.increase', defaultMessage: 'Increase quantity' },
  decrease: { id: 'numberField.decrease', defaultMessage: 'Decrease quantity' },
});
