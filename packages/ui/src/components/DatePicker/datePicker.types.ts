/** The props shared by LazyDatePicker and the full DatePicker it loads (a file of its own, so neither imports the other). */
import type { ReactNode } from 'react';

export interface LazyDatePickerProps {
  label: string;
  /** The chosen day (YYYY-MM-DD) or null. */
  value: string | null;
  onChange: (iso: string | null) => void;
  /** The earliest day that can be chosen (YYYY-MM-DD). */
  minValue?: string | undefined;
  /** Days that cannot be chosen (weekends, say), asked with YYYY-MM-DD. */
  isDateUnavailable?: ((iso: string) => boolean) | undefined;
  isRequired?: boolean | undefined;
  isInvalid?: boolean | undefined;
  description?: ReactNode;
  errorMessage?: ReactNode;
  className?: string | undefined;
}

/** What the full DatePicker gets on arrival besides the caller's props. */
export interface FullDatePickerProps extends LazyDatePickerProps {
  /** The calendar button was pressed: the calendar opens as soon as the full picker is there. */
  openOnArrival: boolean;
  /** The light field had the focus: the full one takes it on its first segment. */
  takeFocus: boolean;
}
