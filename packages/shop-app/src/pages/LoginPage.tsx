/** Login: the public sign-in route (the form arrives with the session issue). */
import { FormattedMessage } from 'react-intl';

export function LoginPage() {
  return (
    <main>
      <h1>
        <FormattedMessage id="login.title" defaultMessage="Sign in" />
      </h1>
    </main>
  );
}
