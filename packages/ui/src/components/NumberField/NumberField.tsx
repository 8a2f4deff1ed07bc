/**
 * NumberField: the quantity stepper; whole numbers between min and max, snapped to the step (the packing unit), with
 * translated increase/decrease buttons.
 *
 * Light: react-aria's NumberField (number parser, spin button, field validation: about 8 kB gzip on the product and
 * cart pages) is replaced by the same pattern in a hook (useNumberInput) and native elements, with react-aria's DOM,
 * names and data attributes: a text input described as a number field, arrows and Page Up/Down step, Home/End go to
 * min/max, Enter or leaving the field commits, the buttons are outside the Tab order and repeat while held.
 */
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components/NumberField';
import { useLocale } from 'react-aria-components/I18nProvider';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { useIntl } from 'react-intl';
import type { FieldTextProps } from '../Field/Field.js';
import { LightFieldFrame, useLightField } from '../Field/LightFieldFrame.js';
import { BaseButton } from '../Button/BaseButton.js';
import { isFocusVisible } from '../Button/focusVisible.js';
import type { PressEvent } from '../Button/usePressable.js';
import { cx } from '../../styles/cx.js';
import * as fieldCss from '../Field/Field.css.js';
import * as css from './NumberField.css.js';
import { messages } from './NumberField.messages.js';
import { useNumberInput } from './useNumberInput.js';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'children' | 'step' | 'formatOptions' | 'className'>, FieldTextProps {
  /** Whole-number step of the buttons and arrow keys; 1 unless a packing unit says otherwise. */
  step?: number;
  placeholder?: string;
  className?: string | ((values: { isDisabled: boolean; isInvalid: boolean }) => string);
}

/** react-aria's spin button timing: a held button steps once, then again after 400 ms and every 60 ms after that. */
const FIRST_REPEAT_MS = 400;
const REPEAT_MS = 60;

const KEYS: Record<string, 'increment' | 'decrement' | 'toMin' | 'toMax'> = {
  ArrowUp: 'increment', PageUp: 'increment', ArrowDown: 'decrement', PageDown: 'decrement', Home: 'toMin', End: 'toMax',
};

export function NumberField({
  label, description, errorMessage, placeholder, step = 1, minValue = 1, className, ...props
}: NumberFieldProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const number = useNumberInput({
    locale, value: props.value, defaultValue: props.defaultValue, onChange: props.onChange, minValue, maxValue: props.maxValue,
    step: Math.max(1, Math.round(step)), isDisabled: props.isDisabled, isReadOnly: props.isReadOnly,
  });
  const field = useLightField(inputRef, { ...props, description });
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const isDisabled = Boolean(props.isDisabled);
  const isInvalid = field.validation.isInvalid;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    props.onKeyDown?.(event as never);
    if (event.key === 'Enter') number.commit();
    const action = KEYS[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey || isDisabled || props.isReadOnly) return;
    if ((action === 'toMax' && props.maxValue === undefined) || event.defaultPrevented) return;
    event.preventDefault();
    number[action]();
  };
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    setFocused(false);
    number.commit();
    field.revalidate();
    props.onBlur?.(event as never);
  };
  const values = { isDisabled, isInvalid };
  const focusVisible = focused && isFocusVisible();

  return (
    <div
      className={cx(fieldCss.field, typeof className === 'function' ? className(values) : className)}
      data-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
      data-required={props.isRequired || undefined}
    >
      <LightFieldFrame ids={field.ids} validation={field.validation} label={label} description={description} errorMessage={errorMessage}>
        <div
          role="group"
          className={cx(fieldCss.group, css.stepper)}
          aria-disabled={isDisabled || undefined}
          data-disabled={isDisabled || undefined}
          data-invalid={isInvalid || undefined}
          data-hovered={(hovered && !isDisabled) || undefined}
          data-focus-within={focused || undefined}
          data-focus-visible={focusVisible || undefined}
          onPointerEnter={(event) => event.pointerType !== 'touch' && setHovered(true)}
          onPointerLeave={() => setHovered(false)}
        >
          <StepButton action="decrement" number={number} input={inputRef} label={intl.formatMessage(messages.decrease)} controls={field.ids.input}>
            <Minus className={fieldCss.icon} aria-hidden />
          </StepButton>
          <input
            {...field.inputProps}
            ref={inputRef}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            aria-roledescription={intl.formatMessage(messages.roleDescription)}
            aria-label={props['aria-label']}
            aria-labelledby={props['aria-labelledby']}
            disabled={isDisabled}
            readOnly={props.isReadOnly}
            placeholder={placeholder}
            value={number.inputValue}
            className={cx(fieldCss.groupInput, css.input)}
            data-focused={focused || undefined}
            data-focus-visible={focusVisible || undefined}
            data-disabled={isDisabled || undefined}
            data-invalid={isInvalid || undefined}
            onChange={(event) => {
              // A refused keystroke must vanish on Preact too, where an unchanged value does not re-render the input.
              if (!number.type(event.currentTarget.value)) event.currentTarget.value = number.inputValue;
            }}
            onKeyDown={onKeyDown}
            onFocus={(event) => {
              setFocused(true);
              props.onFocus?.(event as never);
            }}
            onBlur={onBlur}
          />
          <StepButton action="increment" number={number} input={inputRef} label={intl.formatMessage(messages.increase)} controls={field.ids.input}>
            <Plus className={fieldCss.icon} aria-hidden />
          </StepButton>
        </div>
      </LightFieldFrame>
      {props.name && <input type="hidden" name={props.name} value={Number.isNaN(number.value) ? '' : number.value} />}
    </div>
  );
}

interface StepButtonProps {
  action: 'increment' | 'decrement';
  number: ReturnType<typeof useNumberInput>;
  input: RefObject<HTMLInputElement | null>;
  label: string;
  controls: string;
  children: ReactNode;
}

/** A spin button: out of the Tab order, never takes the focus, steps once and then repeats while held. */
function StepButton({ action, number, input, label, controls, children }: StepButtonProps) {
  // The timer reads the newest value through this ref.
  const latest = useRef(number);
  useLayoutEffect(() => {
    latest.current = number;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const spin = (delay: number) => {
    latest.current[action]();
    timer.current = setTimeout(() => spin(REPEAT_MS), delay);
  };
  return (
    <BaseButton
      slot={action}
      className={fieldCss.groupButton}
      aria-label={label}
      aria-controls={controls}
      excludeFromTabOrder
      preventFocusOnPress
      isDisabled={action === 'increment' ? !number.canIncrement : !number.canDecrement}
      // A mouse press puts the caret in the input (as react-aria does); touch steps on release, so scrolling does not step.
      // The step comes first and the caret in the frame that shows it: focusing at once made the browser lay the page
      // out inside the press, before the step had changed anything (6 ms of a 100-line cart's 17 on a 2-core machine),
      // and the frame lay it out again. The input sits beside the button, in view: focusing it scrolls nothing.
      onPressStart={(event: PressEvent) => {
        clearTimeout(timer.current);
        if (event.pointerType !== 'touch') spin(FIRST_REPEAT_MS);
        if (event.pointerType === 'mouse' && document.activeElement !== input.current) {
          requestAnimationFrame(() => input.current?.focus({ preventScroll: true }));
        }
      }}
      onPressEnd={() => clearTimeout(timer.current)}
      onPress={(event: PressEvent) => {
        if (event.pointerType === 'touch') latest.current[action]();
      }}
    >
      {children}
    </BaseButton>
  );
}
