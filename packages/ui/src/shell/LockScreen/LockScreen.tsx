/**
 * LockScreen: the locked shell; the right lock password unlocks, a wrong one says so, clears and shakes; or log out.
 * Opened without a session (/lock is public, spec section 4) it has no password to check: it offers the sign-in page.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import { lockPasswordProblem } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { Link } from '../../components/Link/Link.js';
import { PasswordField } from '../../components/PasswordField/PasswordField.js';
import { SkeletonSized } from '../../components/Skeleton/Skeleton.js';
import { useTranslateKey } from '../../components/Form/translate.js';
import { SessionFrame } from '../SessionFrame/SessionFrame.js';
import * as css from './LockScreen.css.js';
import { messages } from './LockScreen.messages.js';

export interface LockScreenProps {
  /** Whose session is locked (shown under the title). */
  userName?: string | undefined;
  /** True when the password unlocks; false keeps the screen locked and shows the error. */
  onUnlock: (password: string) => boolean | Promise<boolean>;
  onLogout: () => void;
  /** No session is open: the screen shows no password field, only this way to the sign-in page. */
  signedOutHref?: string | undefined;
  /**
   * Whether a session is open is not known yet (a page drawn by a server, for nobody, before the browser has read
   * the session): the card holds the unlock form's place, unseen and inert, rather than telling a member no one is
   * signed in.
   */
  sessionPending?: boolean | undefined;
}

export function LockScreen({ userName, onUnlock, onLogout, signedOutHref, sessionPending = false }: LockScreenProps) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const cardRef = useRef<HTMLDivElement>(null);
  const [password, setPassword] = useState('');
  /** Empty: shown at the field. Wrong: announced as an alert, since the field was cleared. */
  const [problem, setProblem] = useState<{ kind: 'empty' | 'wrong'; text: string }>();
  const [failures, setFailures] = useState(0);

  // The screen exists to take the password: start in its field (the part is the whole page, so nothing is skipped),
  // once the field is there (not in the stand-in of a session still unread).
  useEffect(() => {
    if (!sessionPending) cardRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [sessionPending]);

  // Replays the shake on every failure: the class is taken off, layout is read, and it goes back on.
  useEffect(() => {
    const card = cardRef.current;
    if (!card || failures === 0) return;
    card.classList.remove(css.shake);
    void card.offsetWidth;
    card.classList.add(css.shake);
  }, [failures]);

  const focusInput = () => cardRef.current?.querySelector<HTMLInputElement>('input')?.focus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const empty = lockPasswordProblem(password);
    if (empty) {
      setProblem({ kind: 'empty', text: translate(empty) });
      focusInput();
      return;
    }
    if (await onUnlock(password)) return;
    setPassword('');
    setProblem({ kind: 'wrong', text: intl.formatMessage(messages.wrong) });
    setFailures((count) => count + 1);
    focusInput();
  }

  if (sessionPending) {
    return (
      <SessionFrame cardRef={cardRef} icon={<LockKeyhole className={css.icon} />} title={intl.formatMessage(messages.title)}>
        <SkeletonSized className={css.pending}>
          <span className={css.form}>
            <PasswordField label={intl.formatMessage(messages.password)} />
            <Button className={css.submit}>{intl.formatMessage(messages.unlock)}</Button>
            <Button variant="quiet" className={css.logout}>
              {intl.formatMessage(messages.logout)}
            </Button>
          </span>
        </SkeletonSized>
      </SessionFrame>
    );
  }

  if (signedOutHref !== undefined) {
    return (
      <SessionFrame
        cardRef={cardRef}
        icon={<LockKeyhole className={css.icon} />}
        title={intl.formatMessage(messages.title)}
        intro={intl.formatMessage(messages.signedOut)}
      >
        <Link href={signedOutHref} variant="standalone" className={css.signIn}>
          {intl.formatMessage(messages.toLogin)}
        </Link>
      </SessionFrame>
    );
  }

  return (
    <SessionFrame
      cardRef={cardRef}
      icon={<LockKeyhole className={css.icon} />}
      title={intl.formatMessage(messages.title)}
      intro={userName ? intl.formatMessage(messages.signedInAs, { name: userName }) : undefined}
    >
      <form noValidate className={css.form} aria-label={intl.formatMessage(messages.unlock)} onSubmit={(event) => void submit(event)}>
        <PasswordField
          label={intl.formatMessage(messages.password)}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setProblem(undefined);
          }}
          isRequired
          validationBehavior="aria"
          isInvalid={problem !== undefined}
          errorMessage={problem?.kind === 'empty' ? problem.text : undefined}
        />
        {problem?.kind === 'wrong' ? (
          <p role="alert" className={css.error}>
            {problem.text}
          </p>
        ) : null}
        <Button type="submit" className={css.submit}>
          {intl.formatMessage(messages.unlock)}
        </Button>
      </form>
      <Button variant="quiet" className={css.logout} onPress={onLogout}>
        {intl.formatMessage(messages.logout)}
      </Button>
    </SessionFrame>
  );
}
