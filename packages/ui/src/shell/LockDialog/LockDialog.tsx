/** LockDialog: 'set lock screen password'; an empty password is refused at the field, any other locks the screen. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { lockPasswordProblem } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { Dialog } from '../../components/Dialog/Dialog.js';
import { PasswordField } from '../../components/PasswordField/PasswordField.js';
import { useTranslateKey } from '../../components/Form/translate.js';
import * as css from './LockDialog.css.js';
import { messages } from './LockDialog.messages.js';

export interface LockDialogProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Called with the password the user set; the app stores only its salted hash and locks. */
  onLock: (password: string) => void;
}

function LockForm({ onLock, close }: { onLock: (password: string) => void; close: () => void }) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The dialog asks one thing: start in its field rather than on the dialog itself.
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);
  const problem = tried ? lockPasswordProblem(password) : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (lockPasswordProblem(password)) {
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    onLock(password);
    close();
  }

  return (
    <form ref={formRef} noValidate className={css.form} onSubmit={submit}>
      <PasswordField
        autoComplete="new-password"
        label={intl.formatMessage(messages.password)}
        description={intl.formatMessage(messages.hint)}
        value={password}
        onChange={setPassword}
        isRequired
        validationBehavior="aria"
        isInvalid={problem !== undefined}
        errorMessage={problem ? translate(problem) : undefined}
      />
      <div className={css.actions}>
        <Button variant="secondary" onPress={close}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button type="submit">{intl.formatMessage(messages.lock)}</Button>
      </div>
    </form>
  );
}

export function LockDialog({ onLock, ...overlay }: LockDialogProps) {
  const intl = useIntl();
  return (
    <Dialog {...overlay} size="sm" title={intl.formatMessage(messages.title)}>
      {(close) => <LockForm onLock={onLock} close={close} />}
    </Dialog>
  );
}
