/**
 * PasswordField: a text field whose value is hidden until the user presses the translated show/hide toggle.
 * A native password input and a native toggle button (useTextInput), grouped in one border.
 */
import { useState } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components/TextField';
import { useIntl } from 'react-intl';
import type { FieldTextProps } from '../Field/Field.js';
import { LightFieldFrame } from '../Field/LightFieldFrame.js';
import { useTextInput, type FieldValues } from '../TextField/useTextInput.js';
import { cx } from '../../styles/cx.js';
import { EyeIcon, EyeOffIcon } from './EyeIcons.js';
import * as fieldCss from '../Field/Field.css.js';
import * as css from './PasswordField.css.js';
import { messages } from './PasswordField.messages.js';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type' | 'className'>, FieldTextProps {
  placeholder?: string;
  className?: string | ((values: FieldValues) => string);
}

export function PasswordField({ label, description, errorMessage, placeholder, className, ...props }: PasswordFieldProps) {
  const intl = useIntl();
  const [revealed, setRevealed] = useState(false);
  const { field, values, states, inputProps, groupProps } = useTextInput({ autoComplete: 'current-password', ...props, description });
  return (
    <div {...states} className={cx(fieldCss.field, typeof className === 'function' ? className(values) : className)}>
      <LightFieldFrame ids={field.ids} validation={field.validation} label={label} description={description} errorMessage={errorMessage}>
        <div {...groupProps} className={fieldCss.group}>
          <input {...inputProps} type={revealed ? 'text' : 'password'} className={cx(fieldCss.groupInput, css.input)} placeholder={placeholder} />
          <button
            type="button"
            className={fieldCss.groupButton}
            disabled={values.isDisabled}
            aria-label={intl.formatMessage(revealed ? messages.hide : messages.show)}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOffIcon className={fieldCss.icon} /> : <EyeIcon className={fieldCss.icon} />}
          </button>
        </div>
      </LightFieldFrame>
    </div>
  );
}
