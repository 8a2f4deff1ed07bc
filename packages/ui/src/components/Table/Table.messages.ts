/** Messages of Table: the name of the selection column when rows are chosen one at a time, the select-all box's words on phones. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  selection: { id: 'table.selectionColumn', defaultMessage: 'Selection' },
  selectAll: { id: 'table.selectAll', defaultMessage: 'Select all' },
});
