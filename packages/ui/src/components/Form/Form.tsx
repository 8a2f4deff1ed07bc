/** Form: a react-hook-form form that sends valid values, focuses the first invalid field and keeps every input on failure. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useFormContext,
  useFormState,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import { form as formStyle, formError } from './Form.css.js';
import { messages } from './Form.messages.js';
import { keyWithValues, useTranslateKey } from './translate.js';
import { focusFirstInvalid } from './focusFirstInvalid.js';

/**
 * What a failed send may say besides its message: the field it is about and the bound it broke (@kontor/api's
 * KontorApiError carries both when the server names them; ui reads them by shape, as it never imports the client).
 */
function refusalOf(error: unknown): { message: string; field?: string; max?: number } {
  if (!(error instanceof Error)) return { message: '' };
  const { field, max } = error as { field?: unknown; max?: unknown };
  return {
    message: error.message,
    ...(typeof field === 'string' && field !== '' ? { field } : {}),
    ...(typeof max === 'number' ? { max } : {}),
  };
}

export interface FormProps<TIn extends FieldValues, TOut extends FieldValues> {
  /** From `useZodForm(schema)`. */
  form: UseFormReturn<TIn, unknown, TOut>;
  /**
   * Gets the schema's parsed output. If it throws, the error shows at the field it names (an error with a `field` this
   * form shows, as @kontor/api's refusals carry), else above the actions; the input stays either way.
   */
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
  // react-hook-form calls the invalid callback (and the send's catch) before it publishes the submit's errors with
  // its count: until the count is the awaited one, the fields still show the errors of before (a field made red on
  // leaving it), and the first red field in the form need not be the first one to fix.
  const { submitCount } = useFormState({ control: form.control });
  // The count this submit will publish: a submit handler is made in the render before the press, at the count before.
  const [focusTarget, setFocusTarget] = useState(0);
  const focusFor = () => setFocusTarget(submitCount + 1);
  const focused = useRef(0);

  // Once this submit's errors are drawn, take the user to the first field that needs fixing, in the form's order.
  useEffect(() => {
    if (focusTarget === 0 || focused.current === focusTarget || submitCount < focusTarget) return;
    focused.current = focusTarget;
    let frame = 0;
    let tries = 0;
    // A field may draw its error a frame later (react-aria syncs its state in an effect): look again, briefly.
    const attempt = () => {
      if (ref.current && !focusFirstInvalid(ref.current) && ++tries < 5) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [focusTarget, submitCount]);

  // One send at a time: a double click, or a click and Enter, while the first is on its way sent the form twice
  // (two addresses, two after-sales requests).
  const sending = useRef(false);
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        const refusal = refusalOf(error);
        const message = refusal.message || intl.formatMessage(messages.submitFailed);
        // A refusal about a field this form shows is said at that field; any other, above the actions.
        const field = refusal.field !== undefined && form.control._names.mount.has(refusal.field) ? refusal.field : undefined;
        if (field === undefined) {
          form.setError(SUBMIT_ERROR, { type: 'submit', message: keyWithValues(message, refusal) });
          return;
        }
        form.setError(field as Path<TIn>, { type: 'server', message: keyWithValues(message, refusal) });
        focusFor();
      }
    },
    focusFor,
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
