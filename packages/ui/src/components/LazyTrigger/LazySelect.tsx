/**
 * A Select that is light first: the kit's Select trigger (label, value, chevron; react-aria's Button) for a list
 * filter or a sort order on a page's first load. The kit's Select (react-aria's list box, popover and collection code)
 * loads when the pointer or focus reaches the trigger and takes over, open if the trigger was pressed meanwhile,
 * focused if it was. A form's error shows below either trigger.
 */
import { useId, useRef, type KeyboardEvent } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useIntl } from 'react-intl';
import { Button as AriaButton } from 'react-aria-components/Button';
import { useLightTakeover } from './useLightTakeover.js';
import * as fieldCss from '../Field/Field.css.js';
import * as selectCss from '../Select/Select.css.js';
import { messages as selectMessages } from '../Select/Select.messages.js';
import { cx } from '../../styles/cx.js';
import type { LazySelectProps, FullSelectProps } from './select.types.js';
export type { LazySelectOption, LazySelectProps, FullSelectProps } from './select.types.js';

const loadSelect = () => import('./FullSelect.js');

/** The keys that open a Select from its trigger (react-aria's useSelect). */
const OPEN_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

export function LazySelect(props: LazySelectProps) {
  const intl = useIntl();
  const labelId = useId();
  const valueId = useId();
  const errorId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const { full, load, open } = useLightTakeover<FullSelectProps>(loadSelect, () => document.activeElement === trigger.current);
  if (full) return <full.Full {...props} openOnArrival={full.open} takeFocus={full.focus || full.open} />;
  const selected = props.options.find((option) => option.id === props.value);
  const error = props.isInvalid && props.errorMessage ? props.errorMessage : undefined;
  return (
    <div className={cx(fieldCss.field, props.className)} data-required={props.isRequired || undefined} data-invalid={props.isInvalid || undefined}>
      <span id={labelId} className={fieldCss.label}>
        {props.label}
      </span>
      <AriaButton
        ref={trigger}
        className={selectCss.trigger}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${valueId} ${labelId}`}
        aria-describedby={error ? errorId : undefined}
        onHoverStart={load}
        onFocus={load}
        {...(props.onBlur ? { onBlur: props.onBlur } : {})}
        onPressStart={open}
        onKeyDown={(event: KeyboardEvent) => {
          if (OPEN_KEYS.has(event.key)) {
            event.preventDefault();
            open();
          }
        }}
      >
        <span id={valueId} className={selectCss.value} data-placeholder={selected ? undefined : true}>
          {selected ? selected.label : intl.formatMessage(selectMessages.placeholder)}
        </span>
        <ChevronDown className={fieldCss.icon} aria-hidden />
      </AriaButton>
      {error && (
        <span id={errorId} slot="errorMessage" className={fieldCss.error}>
          {error}
        </span>
      )}
    </div>
  );
}
