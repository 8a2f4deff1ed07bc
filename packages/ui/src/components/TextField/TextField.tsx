/** TextField: a labelled single- or multi-line text input with help text and a translated error. */
import {
  TextField as AriaTextField,
  Input,
  TextArea,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { FieldFrame, type FieldTextProps } from '../Field/Field.js';
import { cx } from '../../styles/cx.js';
import * as fieldCss from '../Field/Field.css.js';
import * as css from './TextField.css.js';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldTextProps {
  placeholder?: string;
  /** A text area for longer text (damage description, a question). */
  multiline?: boolean;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      className={composeRenderProps(className, (given) => cx(fieldCss.field, given))}
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        {multiline ? (
          <TextArea
            className={cx(fieldCss.input, css.textArea)}
            placeholder={placeholder}
            rows={4}
          />
        ) : (
          <Input className={fieldCss.input} placeholder={placeholder} />
        )}
      </FieldFrame>
    </AriaTextField>
  );
}
