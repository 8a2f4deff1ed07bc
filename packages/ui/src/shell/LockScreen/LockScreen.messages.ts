/** Messages of the lock screen. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  signedInAs: { name: string };
  password: NoMessageValues;
  unlock: NoMessageValues;
  wrong: NoMessageValues;
  logout: NoMessageValues;
  signedOut: NoMessageValues;
  toLogin: NoMessageValues;
}>({
  title: { id: 'shell.lock.title', defaultMessage: 'Screen locked' },
  signedInAs: { id: 'shell.lock.signedInAs', defaultMessage: 'Signed in as {name}' },
  password: { id: 'shell.lock.password', defaultMessage: 'Lock screen password' },
  unlock: { id: 'shell.lock.unlock', defaultMessage: 'Unlock' },
  wrong: { id: 'shell.lock.wrong', defaultMessage: 'The lock screen password is wrong. Please try again.' },
  logout: { id: 'shell.lock.logout', defaultMessage: 'Log out instead' },
  signedOut: { id: 'shell.lock.signedOut', defaultMessage: 'No one is signed in here, so there is nothing to unlock. Sign in to continue.' },
  toLogin: { id: 'shell.lock.toLogin', defaultMessage: 'Go to sign in' },
});
