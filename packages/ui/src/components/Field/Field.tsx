/** Shared parts of every Kontor field: label, help text and an error message in the shop's language. */
import type { ReactNode } from 'react';
import { Label, type LabelProps } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { FieldError, type ValidationResult } from 'react-aria-components/FieldError';
import { useIntl } from 'react-intl';
import * as css from './Field.css.js';
import { cx } from '../../styles/cx.js';
import { validationText } from './validationText.js';

/** What every field shows around its control; `errorMessage` is how the form kit passes a translated error. */
export interface FieldTextProps {
  label?: ReactNode;
  description?: ReactNode;
  /**
   * Shown while the field is invalid: a translated text, or one computed from react-aria's validation result.
   * Without it, a failed browser constraint (required, length, range…) is shown in the shop's language,
   * and errors from `validate` or a form's `validationErrors` are shown as given.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

export { validationText } from './validationText.js';

export function FieldLabel({ className, ...props }: LabelProps) {
  return <Label {...props} className={cx(css.label, className)} />;
}

export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={css.description}>
      {children}
    </Text>
  );
}

export function FieldErrorText({ errorMessage }: Pick<FieldTextProps, 'errorMessage'>) {
  const intl = useIntl();
  return (
    <FieldError className={css.error}>
      {(validation) => {
        const given = typeof errorMessage === 'function' ? errorMessage(validation) : errorMessage;
        return given ?? validationText(intl, validation);
      }}
    </FieldError>
  );
}

/** Label above, help text and error below: the frame of a field whose control sits in between. */
export function FieldFrame({
  label,
  description,
  errorMessage,
  children,
}: FieldTextProps & { children: ReactNode }) {
  return (
    <>
      {label != null && <FieldLabel>{label}</FieldLabel>}
      {children}
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText errorMessage={errorMessage} />
    </>
  );
}
