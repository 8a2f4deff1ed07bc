/** Messages of DatePicker and its calendar. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  openCalendar: { id: 'datePicker.openCalendar', defaultMessage: 'Choose a date in the calendar' },
  previousMonth: { id: 'datePicker.previousMonth', defaultMessage: 'Previous month' },
  nextMonth: { id: 'datePicker.nextMonth', defaultMessage: 'Next month' },
});
