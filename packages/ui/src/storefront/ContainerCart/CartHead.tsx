/** CartHead: the column headings of the cart's lines, shared by the carts and the order editor. */
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../styles/VisuallyHidden.js';
import * as css from './ContainerCart.css.js';
import { messages } from './ContainerCart.messages.js';

export function CartHead() {
  const intl = useIntl();
  return (
    <thead className={css.head}>
      <tr>
        {/* The checkboxes' column is named too: a data cell under an empty heading has no header to be read with. */}
        <th scope="col">
          <VisuallyHidden elementType="span">{intl.formatMessage(messages.selectColumn)}</VisuallyHidden>
        </th>
        <th scope="col">{intl.formatMessage(messages.image)}</th>
        <th scope="col">{intl.formatMessage(messages.artNo)}</th>
        <th scope="col">{intl.formatMessage(messages.name)}</th>
        <th scope="col">{intl.formatMessage(messages.quantity)}</th>
        <th scope="col" className={css.numberHead}>{intl.formatMessage(messages.unitPrice)}</th>
        <th scope="col" className={css.numberHead}>{intl.formatMessage(messages.linePrice)}</th>
        <th scope="col" className={css.numberHead}>{intl.formatMessage(messages.volume)}</th>
        <th scope="col" className={css.numberHead}>{intl.formatMessage(messages.weight)}</th>
      </tr>
    </thead>
  );
}
