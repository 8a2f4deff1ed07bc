/** Messages of StatusPage. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  notFound: { id: 'status.404.text', defaultMessage: 'The page you asked for does not exist.' },
  signIn: { id: 'status.401.text', defaultMessage: 'Please sign in to open this page.' },
  forbidden: { id: 'status.403.text', defaultMessage: 'You have no permission to open this page.' },
  serverError: { id: 'status.500.text', defaultMessage: 'The server had a problem. Please try again later.' },
  home: { id: 'status.home', defaultMessage: 'Back to the shop' },
  login: { id: 'status.login', defaultMessage: 'Go to sign in' },
});
