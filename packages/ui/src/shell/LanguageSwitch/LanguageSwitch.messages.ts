/** Messages of LanguageSwitch. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  label: NoMessageValues;
  current: { language: string };
}>({
  label: { id: 'shell.language.label', defaultMessage: 'Language' },
  current: { id: 'shell.language.current', defaultMessage: 'Language: {language}' },
});
