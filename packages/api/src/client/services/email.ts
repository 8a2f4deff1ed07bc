/** Email service (spec section 7, Shop: Email): mailed verification codes and the password change. */
import type { EditPasswordBody, EmailCodeQuery, EmailValidQuery } from '../../contract/calls/index.js';
import type { Http } from '../http.js';

export function emailService(http: Http) {
  return {
    /** GET /scgl/email/send/code */
    sendCode: (query: EmailCodeQuery) =>
      http.call('get', '/scgl/email/send/code', 'writeAnswer', { searchParams: query }),
    /** GET /scgl/email/send/valid */
    checkCode: (query: EmailValidQuery) =>
      http.call('get', '/scgl/email/send/valid', 'writeAnswer', { searchParams: query }),
    /** POST /scgl/email/edit/password/ (trailing slash as the spec writes it) */
    editPassword: (form: EditPasswordBody) =>
      http.call('post', '/scgl/email/edit/password/', 'writeAnswer', { json: form }),
  };
}
export type EmailService = ReturnType<typeof emailService>;
