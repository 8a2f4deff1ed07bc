/** The state and native props of a light text input (TextField, PasswordField): value, focus, hover, validation display. */
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components/TextField';
import { isFocusVisible } from '../Button/focusVisible.js';
import { useLightField } from '../Field/LightFieldFrame.js';

export type TextInputElement = HTMLInputElement & HTMLTextAreaElement;
export type FieldValues = { isDisabled: boolean; isInvalid: boolean; isReadOnly: boolean; isRequired: boolean };

export function useTextInput(props: Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'render'> & { description?: ReactNode }) {
  const inputRef = useRef<TextInputElement>(null);
  const [own, setOwn] = useState(props.defaultValue ?? '');
  const value = props.value ?? own;
  const field = useLightField(inputRef, { ...props, value });
  const [focused, setFocused] = useState(false);
  // Focused on mount by script, not the autofocus attribute: Preact does not focus an inserted element for it.
  useEffect(() => {
    if (props.autoFocus) inputRef.current?.focus();
    // Only on mount, as the attribute would.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [hovered, setHovered] = useState(false);
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
    'data-focused': focused || undefined,
    'data-focus-visible': (focused && isFocusVisible()) || undefined,
    'data-hovered': (hovered && !values.isDisabled) || undefined,
    'data-disabled': states['data-disabled'],
    'data-invalid': states['data-invalid'],
    onPointerEnter: (event: { pointerType: string }) => event.pointerType !== 'touch' && setHovered(true),
    onPointerLeave: () => setHovered(false),
    onChange(event: { currentTarget: { value: string } }) {
      if (props.value === undefined) setOwn(event.currentTarget.value);
      props.onChange?.(event.currentTarget.value);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => props.onKeyDown?.(event as never),
    onFocus(event: FocusEvent<HTMLElement>) {
      setFocused(true);
      props.onFocus?.(event as never);
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      setFocused(false);
      field.revalidate();
      props.onBlur?.(event as never);
    },
  };
  /** react-aria Group's DOM and states, for an input that shares its border with buttons (password, search). */
  const groupProps = {
    role: 'group',
    'aria-disabled': values.isDisabled || undefined,
    'data-disabled': states['data-disabled'],
    'data-invalid': states['data-invalid'],
    'data-hovered': (hovered && !values.isDisabled) || undefined,
    'data-focus-within': focused || undefined,
    'data-focus-visible': inputProps['data-focus-visible'],
  };
  return { field, values, states, inputProps, groupProps };
}
