/** The state and native props of a native text input (TextField, PasswordField): value and validation display; hover and focus are CSS. */
import { useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components/TextField';
import { useLightField } from '../Field/LightFieldFrame.js';

export type TextInputElement = HTMLInputElement & HTMLTextAreaElement;
export type FieldValues = { isDisabled: boolean; isInvalid: boolean; isReadOnly: boolean; isRequired: boolean };

export function useTextInput(props: Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'render'> & { description?: ReactNode }) {
  const inputRef = useRef<TextInputElement>(null);
  const [own, setOwn] = useState(props.defaultValue ?? '');
  const value = props.value ?? own;
  const field = useLightField(inputRef, { ...props, value });
  const values: FieldValues = {
    isDisabled: Boolean(props.isDisabled), isInvalid: field.validation.isInvalid, isReadOnly: Boolean(props.isReadOnly), isRequired: Boolean(props.isRequired),
  };
  /** react-aria's data attributes of the field root (and, partly, of its input). */
  const states = {
    'data-disabled': values.isDisabled || undefined,
    'data-invalid': values.isInvalid || undefined,
    'data-readonly': values.isReadOnly || undefined,
    'data-required': values.isRequired || undefined,
  };
  const inputProps = {
    ...field.inputProps,
    ref: inputRef,
    value,
    name: props.name,
    disabled: values.isDisabled,
    readOnly: values.isReadOnly,
    maxLength: props.maxLength,
    minLength: props.minLength,
    pattern: props.pattern,
    autoComplete: props.autoComplete,
    inputMode: props.inputMode,
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
    autoFocus: props.autoFocus,
    'data-disabled': states['data-disabled'],
    'data-invalid': states['data-invalid'],
    onChange(event: { currentTarget: { value: string } }) {
      if (props.value === undefined) setOwn(event.currentTarget.value);
      props.onChange?.(event.currentTarget.value);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => props.onKeyDown?.(event as never),
    onFocus: (event: FocusEvent<HTMLElement>) => props.onFocus?.(event as never),
    onBlur(event: FocusEvent<HTMLElement>) {
      field.revalidate();
      props.onBlur?.(event as never);
    },
  };
  /** A group for an input that shares its border with buttons (password). */
  const groupProps = {
    role: 'group',
    'aria-disabled': values.isDisabled || undefined,
    'data-disabled': states['data-disabled'],
    'data-invalid': states['data-invalid'],
  };
  return { field, values, states, inputProps, groupProps };
}
