/** Form: a react-hook-form form that sends valid values, focuses the first invalid field and keeps every input on failure. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useFormContext,
  useFormState,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import { form as formStyle, formError } from './Form.css.js';
import { messages } from './Form.messages.js';
import { useTranslateKey } from './translate.js';
import { focusFirstInvalid } from './focusFirstInvalid.js';

export interface FormProps<TIn extends FieldValues, TOut extends FieldValues> {
  /** From `useZodForm(schema)`. */
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Gets the schema's parsed output. If it throws, the error shows above the actions and the input stays. */
  onSubmit: (values: TOut) => void | Promise<void>;
  children: ReactNode;
  'aria-label'?: string;
  className?: string;
  /**
   * While set (an upload still running), a submit is neither checked nor sent: this message shows above the actions
   * instead. Checked first, a field the upload will fill would say it is empty.
   */
  holdMessage?: string | undefined;
}

/** Where a failed submit's message lives in react-hook-form's errors (cleared on the next submit). */
const SUBMIT_ERROR = 'root.submit' as const;

export function Form<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  onSubmit,
  children,
  className,
  holdMessage,
  ...rest
}: FormProps<TIn, TOut>) {
  const intl = useIntl();
  const ref = useRef<HTMLFormElement>(null);
  const [invalidSubmits, setInvalidSubmits] = useState(0);
  const focusedFor = useRef(0);
  // react-hook-form calls the invalid callback before it publishes the errors (with the submit's count), so the
  // fields may draw their errors a render later than the count above changes: the search waits for them.
  const { submitCount } = useFormState({ control: form.control });

  // After an invalid submit has rendered its errors, take the user to the first field that needs fixing (once).
  useEffect(() => {
    if (invalidSubmits === focusedFor.current) return;
    if (ref.current && focusFirstInvalid(ref.current)) focusedFor.current = invalidSubmits;
  }, [invalidSubmits, submitCount]);

  // One send at a time: a double click, or a click and Enter, while the first is on its way sent the form twice
  // (two addresses, two after-sales requests).
  const sending = useRef(false);
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        const message =
          error instanceof Error && error.message
            ? error.message
            : intl.formatMessage(messages.submitFailed);
        form.setError(SUBMIT_ERROR, { type: 'submit', message });
      }
    },
    () => setInvalidSubmits((count) => count + 1),
  );

  return (
    <FormProvider {...form}>
      <form
        ref={ref}
        noValidate
        aria-label={rest['aria-label']}
        className={[formStyle, className].filter(Boolean).join(' ')}
        onSubmit={(event) => {
          event.preventDefault();
          if (sending.current) return;
          if (holdMessage) {
            form.setError(SUBMIT_ERROR, { type: 'submit', message: holdMessage });
            return;
          }
          sending.current = true;
          void submit(event).finally(() => (sending.current = false));
        }}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/** The message of a failed submit, in the user's language; place it above the form's buttons. */
export function FormError() {
  const translate = useTranslateKey();
  const { formState } = useFormContext();
  const message = formState.errors.root?.submit?.message;
  if (!message) return null;
  return (
    <p role="alert" className={formError}>
      {translate(message)}
    </p>
  );
}
