/** PasswordField: a text field whose value is hidden until the user presses the translated show/hide toggle. */
import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Group } from 'react-aria-components/Group';
import {
  TextField as AriaTextField,
  Input,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { useIntl } from 'react-intl';
import { FieldFrame, type FieldTextProps } from '../Field/Field.js';
import { cx } from '../../styles/cx.js';
import { EyeIcon, EyeOffIcon } from './EyeIcons.js';
import * as fieldCss from '../Field/Field.css.js';
import * as css from './PasswordField.css.js';
import { messages } from './PasswordField.messages.js';

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldTextProps {
  placeholder?: string;
}

export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: PasswordFieldProps) {
  const intl = useIntl();
  const [revealed, setRevealed] = useState(false);
  return (
    <AriaTextField
      autoComplete="current-password"
      {...props}
      type={revealed ? 'text' : 'password'}
      className={composeRenderProps(className, (given) => cx(fieldCss.field, given))}
    >
      {({ isDisabled, isInvalid }) => (
        <FieldFrame label={label} description={description} errorMessage={errorMessage}>
          <Group className={fieldCss.group} isDisabled={isDisabled} isInvalid={isInvalid}>
            <Input className={cx(fieldCss.groupInput, css.input)} placeholder={placeholder} />
            <Button
              className={fieldCss.groupButton}
              isDisabled={isDisabled}
              aria-label={intl.formatMessage(revealed ? messages.hide : messages.show)}
              onPress={() => setRevealed((shown) => !shown)}
            >
              {revealed ? (
                <EyeOffIcon className={fieldCss.icon} />
              ) : (
                <EyeIcon className={fieldCss.icon} />
              )}
            </Button>
          </Group>
        </FieldFrame>
      )}
    </AriaTextField>
  );
}
