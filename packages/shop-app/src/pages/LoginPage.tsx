/** Login: the public sign-in route (the form arrives with the session issue). */
import { FormattedMessage } from 'react-intl';
import { Page } from '@kontor/ui/Page';

export function LoginPage() {
  return <Page title={<FormattedMessage id="login.title" defaultMessage="Sign in" />} />;
}
