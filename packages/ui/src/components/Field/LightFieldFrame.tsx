/** The frame of the light fields: label, help text and error wired to the control by ids, and native validation shown in the shop's language. */
import { useEffect, useId, useState, type ReactNode, type RefObject } from 'react';
import type { ValidationResult } from 'react-aria-components/FieldError';
import { useIntl } from 'react-intl';
import type { FieldTextProps } from './Field.js';
import * as css from './Field.css.js';
import { messages } from './Field.messages.js';
import { validationText } from './validationText.js';

export interface LightFieldOptions {
  isInvalid?: boolean | undefined;
  isRequired?: boolean | undefined;
  /** react-aria's default 'native' shows the browser's constraint failures after a submit; 'aria' only marks the field. */
  validationBehavior?: 'native' | 'aria' | undefined;
  description?: ReactNode;
  /** react-aria's `validate`: an error (or errors) for the current value, else null/true. */
  validate?: ((value: never) => string | string[] | true | null | undefined) | undefined;
  /** The value `validate` checks. */
  value?: unknown;
}

/** The errors `validate` finds for a value, as a list (empty when valid). */
function ownErrors(options: LightFieldOptions): string[] {
  const result = options.validate?.(options.value as never);
  if (!result || result === true) return [];
  return Array.isArray(result) ? result : [result];
}

const VALID: ValidationResult = { isInvalid: false, validationErrors: [], validationDetails: {} as ValidityState };

const FLAGS = ['badInput', 'customError', 'patternMismatch', 'rangeOverflow', 'rangeUnderflow', 'stepMismatch', 'tooLong', 'tooShort', 'typeMismatch', 'valid', 'valueMissing'] as const;

/** A copy of the input's validity: the live object changes under us. */
function snapshot(input: HTMLInputElement): ValidationResult {
  const details = {} as Record<string, boolean>;
  // Named one by one: ValidityState's flags are not enumerable everywhere (jsdom).
  for (const key of FLAGS) details[key] = input.validity[key];
  return { isInvalid: !input.validity.valid, validationErrors: input.validationMessage ? [input.validationMessage] : [], validationDetails: details as unknown as ValidityState };
}

/**
 * What react-aria's useFormValidation does for a native field: the browser's bubble is replaced by our error text,
 * the first invalid field of the form takes the focus, and the error goes once the value is committed again.
 * A controlled `isInvalid` makes the input invalid for the browser too (so a native form does not submit).
 */
export function useLightField(input: RefObject<HTMLInputElement | null>, options: LightFieldOptions) {
  const base = useId();
  const ids = { input: `${base}-input`, label: `${base}-label`, description: `${base}-description`, error: `${base}-error` };
  const native = (options.validationBehavior ?? 'native') === 'native';
  const [shown, setShown] = useState<ValidationResult>(VALID);
  const intl = useIntl();
  const errors = ownErrors(options);
  const custom = options.isInvalid ? intl.formatMessage(messages.invalid) : errors.join(' ');
  useEffect(() => {
    const element = input.current;
    if (!element || !native) return;
    element.setCustomValidity(custom);
    const onInvalid = (event: Event) => {
      event.preventDefault();
      setShown(snapshot(element));
      const first = [...(element.form?.elements ?? [])].find((other) => !(other as HTMLInputElement).validity?.valid);
      if (first === element) element.focus();
    };
    const onReset = () => setShown(VALID);
    element.addEventListener('invalid', onInvalid);
    element.form?.addEventListener('reset', onReset);
    return () => {
      element.removeEventListener('invalid', onInvalid);
      element.form?.removeEventListener('reset', onReset);
    };
  }, [input, native, custom]);
  // 'aria' shows its own rule's errors as the user types; 'native' once a submit (or a commit after one) found them.
  const validation: ValidationResult = options.isInvalid
    ? { ...VALID, isInvalid: true }
    : !native && errors.length > 0
      ? { ...VALID, isInvalid: true, validationErrors: errors }
      : shown;
  return {
    ids,
    validation,
    /** After a commit a shown native error is checked again (and goes once the value is valid). */
    revalidate: () => input.current && shown.isInvalid && setShown(snapshot(input.current)),
    inputProps: {
      id: ids.input,
      required: native && options.isRequired ? true : undefined,
      'aria-required': !native && options.isRequired ? true : undefined,
      'aria-invalid': validation.isInvalid || undefined,
      'aria-describedby':
        [options.description != null ? ids.description : null, validation.isInvalid ? ids.error : null].filter(Boolean).join(' ') || undefined,
    },
  };
}

export interface LightFieldFrameProps extends FieldTextProps {
  ids: ReturnType<typeof useLightField>['ids'];
  validation: ValidationResult;
  /** A group (radio group) is named by a span it points at; a single control by a label pointing at it. */
  labelAs?: 'label' | 'span';
  children: ReactNode;
}

/** The same DOM and classes as FieldFrame (react-aria's Label, Text and FieldError), without their contexts. */
export function LightFieldFrame({ ids, validation, label, description, errorMessage, labelAs = 'label', children }: LightFieldFrameProps) {
  const intl = useIntl();
  const error = typeof errorMessage === 'function' ? errorMessage(validation) : errorMessage;
  return (
    <>
      {label != null &&
        (labelAs === 'span' ? (
          <span id={ids.label} className={css.label}>
            {label}
          </span>
        ) : (
          <label id={ids.label} htmlFor={ids.input} className={css.label}>
            {label}
          </label>
        ))}
      {children}
      {description != null && (
        <span id={ids.description} slot="description" className={css.description}>
          {description}
        </span>
      )}
      {validation.isInvalid && (
        <span id={ids.error} slot="errorMessage" className={css.error}>
          {error ?? validationText(intl, validation)}
        </span>
      )}
    </>
  );
}
