/** Messages of the session screens (catalogued in the ui's shell-session area files). */
import { defineMessages } from 'react-intl';

export const screenMessages = defineMessages({
  loginHeading: { id: 'session.login.heading', defaultMessage: 'Sign in to your wholesale account' },
  loginIntro: { id: 'session.login.intro', defaultMessage: 'Garden furniture by the container and the pallet, for business customers.' },
  authPending: { id: 'session.authRedirect.pending', defaultMessage: 'Signing you in…' },
  authFailed: { id: 'session.authRedirect.failed', defaultMessage: 'Signing in with this account failed.' },
  authBack: { id: 'session.authRedirect.back', defaultMessage: 'Back to sign-in' },
});
