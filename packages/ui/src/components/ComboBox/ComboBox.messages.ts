/** Messages of ComboBox. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  showOptions: { id: 'comboBox.showOptions', defaultMessage: 'Show options' },
  noMatches: { id: 'comboBox.noMatches', defaultMessage: 'No matches' },
});
