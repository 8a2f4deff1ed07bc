/** Messages of the lock dialog. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'shell.lockDialog.title', defaultMessage: 'Set lock screen password' },
  password: { id: 'shell.lockDialog.password', defaultMessage: 'Lock screen password' },
  hint: { id: 'shell.lockDialog.hint', defaultMessage: 'You will need it to unlock the screen.' },
  cancel: { id: 'shell.lockDialog.cancel', defaultMessage: 'Cancel' },
  lock: { id: 'shell.lockDialog.lock', defaultMessage: 'Lock screen' },
});
