/** SubmitButton: a form's submit button that reads "working" while the form sends. */
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.js';
import { messages as buttonMessages } from '../Button/Button.messages.js';

/**
 * Busy text drawn here rather than with the Button's `isPending`: react-aria announces a pending button by its id,
 * and that announcement would point at nothing once a sent form is gone (see ConfirmDialog).
 */
export function SubmitButton({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { formState } = useFormContext();
  return (
    <Button type="submit">
      {formState.isSubmitting ? <span aria-live="polite">{intl.formatMessage(buttonMessages.pending)}</span> : children}
    </Button>
  );
}
