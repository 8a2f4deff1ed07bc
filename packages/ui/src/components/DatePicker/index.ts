export { DatePicker, type DatePickerProps } from './DatePicker.js';
/** Date values and helpers the picker works with, so callers need no second import for them. */
export {
  CalendarDate,
  getLocalTimeZone,
  parseDate,
  today,
  type DateValue,
} from '@internationalized/date';
export { LazyDatePicker, type LazyDatePickerProps } from './LazyDatePicker.js';
