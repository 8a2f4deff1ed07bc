/** FormField: binds one react-hook-form field to any Kontor field through a render prop, with its error translated. */
import type { ReactElement, ReactNode } from 'react';
import {
  useController,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslateKey } from './translate.js';

/** Props that react-aria based fields (TextField, NumberField, DatePicker…) take as they are. */
export interface BoundFieldProps<V> {
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: (event?: { relatedTarget?: EventTarget | null }) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
  isDisabled: boolean | undefined;
  /** The schema decides what is valid; the field only shows it (aria-invalid, no native bubbles). */
  validationBehavior: 'aria';
}

export interface FormFieldRenderProps<T extends FieldValues, N extends FieldPath<T>> {
  fieldProps: BoundFieldProps<ControllerRenderProps<T, N>['value']>;
  /** The raw react-hook-form binding, for fields that need more (a ref, a transformed value). */
  field: ControllerRenderProps<T, N>;
  fieldState: ControllerFieldState;
  /** The error in the user's language, or undefined. */
  error: string | undefined;
}

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  name: N;
  /** The form's control; the surrounding <Form>'s when left out. */
  control?: Control<T, unknown, FieldValues>;
  render: (props: FormFieldRenderProps<T, N>) => ReactElement | ReactNode;
}

const towardsSubmit = (target: EventTarget | null | undefined) =>
  typeof HTMLButtonElement !== 'undefined' && target instanceof HTMLButtonElement && target.type === 'submit';

export function FormField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  control,
  render,
}: FormFieldProps<T, N>) {
  const translate = useTranslateKey();
  const { field, fieldState } = useController<T, N, FieldValues>({
    name,
    ...(control ? { control } : {}),
  });
  const error = fieldState.error?.message ? translate(fieldState.error.message) : undefined;
  const fieldProps: BoundFieldProps<typeof field.value> = {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: (event) => {
      // Leaving a field for the submit button is no time to judge it: the submit does, all fields at once. An error
      // drawn on this blur moved the button from under the pointer before the click, which then missed it.
      if (towardsSubmit(event?.relatedTarget)) return;
      field.onBlur();
    },
    isInvalid: fieldState.invalid,
    errorMessage: error,
    isDisabled: field.disabled,
    validationBehavior: 'aria',
  };
  return <>{render({ fieldProps, field, fieldState, error })}</>;
}
