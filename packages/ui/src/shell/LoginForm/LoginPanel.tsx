/** What both login panels share: field state with checks at the fields, the pending submit, and the form frame. */
import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button/Button.js';
import { useTranslateKey } from '../../components/Form/translate.js';
import { useHydrated } from '../../components/Form/useHydrated.js';
import { focusFirstInvalid, useFieldChecks, type Checks } from './useFieldChecks.js';
import * as css from './LoginForm.css.js';
import { messages } from './LoginForm.messages.js';

type Values<V> = { [K in keyof V]: string };

/**
 * A panel's values and checks. `fieldProps(name)` wires a TextField (value, change, required, error at the
 * field); `submit` checks every field, focuses the first failing one, else sends the trimmed values once.
 */
export function useLoginPanel<V extends Values<V>>(initial: V, checks: Checks<V>, onSubmit: (values: V) => void | Promise<void>) {
  const translate = useTranslateKey();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [pending, setPending] = useState(false);
  const { errorOf, check, forget } = useFieldChecks(values, checks);
  // Drawn by a server, the fields take input once the page runs: hydration would reset what was typed before.
  const ready = useHydrated();
  const set = (name: keyof V) => (value: string) => setValues((before) => ({ ...before, [name]: value }));
  const fieldProps = (name: keyof V) => {
    const key = errorOf(name);
    return {
      value: values[name],
      onChange: set(name),
      isRequired: true,
      isReadOnly: !ready,
      validationBehavior: 'aria' as const,
      isInvalid: key !== undefined,
      errorMessage: key ? translate(key) : undefined,
    };
  };
  /** Marks the fields as tried; false (and the first invalid focused) when one fails. */
  const checkFields = (...names: (keyof V)[]) => {
    if (check(...names)) return true;
    focusFirstInvalid(formRef.current);
    return false;
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending || !checkFields(...(Object.keys(checks) as (keyof V)[]))) return;
    setPending(true);
    try {
      const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, k === 'password' ? v : String(v).trim()]));
      await onSubmit(trimmed as V);
    } finally {
      setPending(false);
    }
  }
  return { values, setValues, forget, fieldProps, checkFields, formRef, pending, submit };
}

export interface LoginPanelFrameProps {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => Promise<void>;
  pending: boolean;
  error?: ReactNode;
  children: ReactNode;
}

/** The form around a panel's fields: its name, the error line (an alert) and the sign-in button. */
export function LoginPanelFrame({ formRef, onSubmit, pending, error, children }: LoginPanelFrameProps) {
  const intl = useIntl();
  // Before the page runs, a press would send the form natively: the user name and password in the address.
  const ready = useHydrated();
  return (
    <form ref={formRef} noValidate className={css.form} aria-label={intl.formatMessage(messages.formLabel)} onSubmit={(event) => void onSubmit(event)}>
      {children}
      {error ? (
        <p role="alert" className={css.error}>
          {error}
        </p>
      ) : null}
      <Button type="submit" className={css.submit} isPending={pending} isDisabled={!ready}>
        {intl.formatMessage(messages.submit)}
      </Button>
    </form>
  );
}
