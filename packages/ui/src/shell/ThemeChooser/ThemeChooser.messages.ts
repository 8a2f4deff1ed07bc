/** Messages of ThemeChooser. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  label: NoMessageValues;
  current: { theme: string };
}>({
  label: { id: 'shell.theme.label', defaultMessage: 'Theme' },
  current: { id: 'shell.theme.current', defaultMessage: 'Theme: {theme}' },
});
