/** Messages of Meter: the over-limit note added to the value. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ overLimit: { value: string } }>({
  overLimit: { id: 'meter.overLimit', defaultMessage: '{value} – over the limit' },
});
