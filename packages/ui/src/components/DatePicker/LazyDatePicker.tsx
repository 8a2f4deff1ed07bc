/**
 * A DatePicker that is light first: the kit's DatePicker group (label, the date per language or its placeholder, the
 * calendar button, help and error text) without react-aria or @internationalized/date. The full DatePicker loads when
 * the pointer or focus reaches the field and takes over: focused on its first segment, open if the button was pressed.
 * Dates are ISO strings (YYYY-MM-DD) so a caller needs no date library on its first load.
 */
import { useId, useRef } from 'react';
import CalendarDays from 'lucide-react/icons/calendar-days';
import { useIntl } from 'react-intl';
import { Button as AriaButton } from 'react-aria-components/Button';
import { useLightTakeover } from '../LazyTrigger/useLightTakeover.js';
import * as fieldCss from '../Field/Field.css.js';
import { cx } from '../../styles/cx.js';
import * as css from './DatePicker.css.js';
import { messages } from './DatePicker.messages.js';
import type { LazyDatePickerProps, FullDatePickerProps } from './datePicker.types.js';
export type { LazyDatePickerProps, FullDatePickerProps } from './datePicker.types.js';



const loadPicker = () => import('./FullDatePicker.js');

/** react-aria's segment placeholders for the shop's languages (@react-stately/datepicker). */
const PLACEHOLDERS: Record<string, Record<'year' | 'month' | 'day', string>> = {
  en: { year: 'yyyy', month: 'mm', day: 'dd' },
  de: { year: 'jjjj', month: 'mm', day: 'tt' },
  fr: { year: 'aaaa', month: 'mm', day: 'jj' },
  zh: { year: '年', month: '月', day: '日' },
};

/** The segments react-aria's DateInput shows for a day (numeric, in the locale's order) or its placeholders. */
function segmentsOf(locale: string, iso: string | null) {
  const sample = iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso : null;
  const date = new Date(`${sample ?? '2000-01-01'}T00:00:00Z`);
  const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }).formatToParts(date);
  const placeholders = PLACEHOLDERS[locale.slice(0, 2)] ?? PLACEHOLDERS.en!;
  return parts.map((part) => {
    const type = part.type === 'year' || part.type === 'month' || part.type === 'day' ? part.type : null;
    if (!type) return { type: 'literal', text: part.value, placeholder: false };
    return { type, text: sample ? part.value : placeholders[type], placeholder: !sample };
  });
}

export function LazyDatePicker(props: LazyDatePickerProps) {
  const intl = useIntl();
  const base = useId();
  const field = useRef<HTMLDivElement>(null);
  const { full, load, open } = useLightTakeover<FullDatePickerProps>(loadPicker, () => Boolean(field.current?.contains(document.activeElement)));
  if (full) return <full.Full {...props} openOnArrival={full.open} takeFocus={full.focus || full.open} />;
  const ids = { label: `${base}-label`, description: `${base}-description`, error: `${base}-error` };
  const showError = Boolean(props.isInvalid && props.errorMessage != null);
  const describedBy = [props.description != null ? ids.description : null, showError ? ids.error : null].filter(Boolean).join(' ') || undefined;
  return (
    <div
      ref={field}
      className={cx(fieldCss.field, props.className)}
      data-required={props.isRequired || undefined}
      data-invalid={props.isInvalid || undefined}
      onPointerEnter={load}
      onFocus={load}
    >
      <span id={ids.label} className={fieldCss.label}>
        {props.label}
      </span>
      <div role="group" aria-labelledby={ids.label} aria-describedby={describedBy} className={cx(fieldCss.group, css.group)} data-invalid={props.isInvalid || undefined}>
        {/* One stop for the keyboard where the segments will be; the full picker takes the focus over on its first one. */}
        <div
          className={css.dateInput}
          tabIndex={0}
          role="textbox"
          aria-readonly
          aria-labelledby={ids.label}
          aria-describedby={describedBy}
          aria-invalid={props.isInvalid || undefined}
          aria-required={props.isRequired || undefined}
          onPointerDown={load}
        >
          {segmentsOf(intl.locale, props.value).map((segment, index) => (
            <span key={index} className={css.segment} data-type={segment.type} data-placeholder={segment.placeholder || undefined}>
              {segment.text}
            </span>
          ))}
        </div>
        <AriaButton className={fieldCss.groupButton} aria-label={intl.formatMessage(messages.openCalendar)} onPressStart={open}>
          <CalendarDays className={fieldCss.icon} aria-hidden />
        </AriaButton>
      </div>
      {props.description != null && (
        <span id={ids.description} slot="description" className={fieldCss.description}>
          {props.description}
        </span>
      )}
      {showError && (
        <span id={ids.error} slot="errorMessage" className={fieldCss.error}>
          {props.errorMessage}
        </span>
      )}
    </div>
  );
}
