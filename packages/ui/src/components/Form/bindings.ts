/**
 * Adapters between the contract's wire values and react-aria field values, for FormField's render prop:
 * an ETA travels as 'yyyy-MM-dd' text but a DatePicker holds a CalendarDate; a cleared NumberField says NaN
 * where the schema expects null.
 */
import { parseDate, type CalendarDate } from '@internationalized/date';
import type { BoundFieldProps } from './FormField.js';

/** DatePicker props for a field holding 'yyyy-MM-dd' (or null). */
export function bindIsoDate(props: BoundFieldProps<unknown>): BoundFieldProps<CalendarDate | null> {
  let value: CalendarDate | null = null;
  try {
    value = typeof props.value === 'string' && props.value ? parseDate(props.value) : null;
  } catch {
    // Text that is not a date shows as an empty field; the schema reports it.
  }
  return { ...props, value, onChange: (date) => props.onChange(date ? date.toString() : null) };
}

/** NumberField props for a field holding a number (or null when empty). */
export function bindNumber(props: BoundFieldProps<unknown>): BoundFieldProps<number> {
  const value = typeof props.value === 'number' ? props.value : Number.NaN;
  return {
    ...props,
    value,
    onChange: (number) => props.onChange(Number.isNaN(number) ? null : number),
  };
}
