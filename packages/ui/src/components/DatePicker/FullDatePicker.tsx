/** The full DatePicker behind LazyDatePicker: the kit's react-aria DatePicker over the same ISO dates, loaded on intent. */
import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import { useOpenOnArrival } from '../LazyTrigger/useLightTakeover.js';
import { DatePicker } from './DatePicker.js';
import type { FullDatePickerProps } from './datePicker.types.js';

function safeDate(text: string | null | undefined): CalendarDate | null {
  if (!text) return null;
  try {
    return parseDate(text);
  } catch {
    return null;
  }
}

export default function FullDatePicker({
  value,
  onChange,
  minValue,
  isDateUnavailable,
  openOnArrival,
  takeFocus,
  ...rest
}: FullDatePickerProps) {
  const [isOpen, setOpen] = useOpenOnArrival(openOnArrival);
  const min = safeDate(minValue);
  return (
    <DatePicker<CalendarDate>
      {...rest}
      value={safeDate(value)}
      onChange={(date) => onChange(date ? date.toString().slice(0, 10) : null)}
      {...(min ? { minValue: min } : {})}
      {...(isDateUnavailable ? { isDateUnavailable: (date: DateValue) => isDateUnavailable(date.toString().slice(0, 10)) } : {})}
      isOpen={isOpen}
      onOpenChange={setOpen}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus stays where the user put it on the light field it replaces
      autoFocus={takeFocus}
    />
  );
}
