/**
 * TextField: a labelled single- or multi-line text input with help text and a translated error.
 * A styled native input (or text area); the label, help text and error are wired to it by ids (useLightField),
 * browser validation shown in the shop's language; hover and focus are the CSS pseudo-classes.
 */
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components/TextField';
import type { FieldTextProps } from '../Field/Field.js';
import { LightFieldFrame } from '../Field/LightFieldFrame.js';
import { cx } from '../../styles/cx.js';
import * as fieldCss from '../Field/Field.css.js';
import * as css from './TextField.css.js';
import { useTextInput, type FieldValues } from './useTextInput.js';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'>, FieldTextProps {
  placeholder?: string;
  /** A text area for longer text (damage description, a question). */
  multiline?: boolean;
  className?: string | ((values: FieldValues) => string);
}

export function TextField({ label, description, errorMessage, placeholder, multiline, className, ...props }: TextFieldProps) {
  const { field, values, states, inputProps } = useTextInput({ ...props, description });
  return (
    <div {...states} className={cx(fieldCss.field, typeof className === 'function' ? className(values) : className)}>
      <LightFieldFrame ids={field.ids} validation={field.validation} label={label} description={description} errorMessage={errorMessage}>
        {multiline ? (
          <textarea {...inputProps} rows={4} className={cx(fieldCss.input, css.textArea)} placeholder={placeholder} />
        ) : (
          <input {...inputProps} type={props.type ?? 'text'} className={fieldCss.input} placeholder={placeholder} />
        )}
      </LightFieldFrame>
    </div>
  );
}
