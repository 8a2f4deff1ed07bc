/** A message's read state (spec section 4) as an icon and its translated name, never as colour alone. */
import { READ_STATES } from '@kontor/api/rules';
import Mail from 'lucide-react/icons/mail';
import MailOpen from 'lucide-react/icons/mail-open';
import Reply from 'lucide-react/icons/reply';
import Star from 'lucide-react/icons/star';
import ListTodo from 'lucide-react/icons/list-todo';
import { useTranslateKey } from '../../components/Form/translate.js';
import * as css from './MessageCentre.css.js';

const ICONS = [Mail, MailOpen, Reply, Star, ListTodo] as const;

/** The read-state value of the first state (unread); the backend numbers the states from 0. */
export const UNREAD_STATE = READ_STATES[0].value;

export function ReadState({ value }: { value: number | null | undefined }) {
  const translate = useTranslateKey();
  const index = READ_STATES.findIndex((state) => state.value === (value ?? UNREAD_STATE));
  const state = READ_STATES[index] ?? READ_STATES[0];
  const Icon = ICONS[index] ?? Mail;
  return (
    <span className={css.readState} data-read-state={state.value}>
      <Icon className={css.stateIcon} aria-hidden />
      {translate(state.key)}
    </span>
  );
}
