/** StatusPage: the 404, 403 and 500 screens with a way back home. */
import { useIntl } from 'react-intl';
import * as css from './StatusPage.css.js';
import { messages } from './StatusPage.messages.js';

export type StatusCode = 404 | 403 | 500;
const TEXT = { 404: messages.notFound, 403: messages.forbidden, 500: messages.serverError } as const;

export interface StatusPageProps {
  status: StatusCode;
  homeHref?: string;
}

export function StatusPage({ status, homeHref = '/' }: StatusPageProps) {
  const intl = useIntl();
  return (
    <main className={css.root}>
      <h1 className={css.code}>{status}</h1>
      <p className={css.text}>{intl.formatMessage(TEXT[status])}</p>
      <a className={css.link} href={homeHref}>{intl.formatMessage(messages.home)}</a>
    </main>
  );
}
