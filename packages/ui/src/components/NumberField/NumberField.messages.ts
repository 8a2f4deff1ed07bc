/** Messages of NumberField (the quantity stepper). */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  increase: { id: 'numberField.increase', defaultMessage: 'Increase quantity' },
  decrease: { id: 'numberField.decrease', defaultMessage: 'Decrease quantity' },
  /** What screen readers call the input (react-aria's wording), since its role is a plain text box. */
  roleDescription: { id: 'numberField.roleDescription', defaultMessage: 'Number field' },
});
