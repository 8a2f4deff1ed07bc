/** StatusPage: the 401, 403, 404 and 500 screens with a way on: the sign-in page for 401, else back home. */
import { useIntl } from 'react-intl';
import * as css from './StatusPage.css.js';
import { messages } from './StatusPage.messages.js';

export type StatusCode = 401 | 403 | 404 | 500;
const TEXT = { 401: messages.signIn, 404: messages.notFound, 403: messages.forbidden, 500: messages.serverError } as const;

export interface StatusPageProps {
  status: StatusCode;
  homeHref?: string;
  /** Where 401 leads: the sign-in page. */
  loginHref?: string;
}

export function StatusPage({ status, homeHref = '/', loginHref = '/login' }: StatusPageProps) {
  const intl = useIntl();
  const signIn = status === 401;
  return (
    <main className={css.root}>
      <h1 className={css.code}>{status}</h1>
      <p className={css.text}>{intl.formatMessage(TEXT[status])}</p>
      <a className={css.link} href={signIn ? loginHref : homeHref}>{intl.formatMessage(signIn ? messages.login : messages.home)}</a>
    </main>
  );
}
