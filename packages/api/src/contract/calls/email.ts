/** Email calls (spec section 7, Shop: Email): a mailed code, its check, and the password change. */
import * as z from 'zod/mini';
import '../zod.js';
import { changePasswordForm, loginForm } from '../entities/index.js';

const code = loginForm.shape.code;

/** GET /scgl/email/send/code: mail a verification code to this address. */
export const emailCodeQuery = z.object({ email: z.email() });
export type EmailCodeQuery = z.infer<typeof emailCodeQuery>;

/** GET /scgl/email/send/valid: check the 4-character code the user typed. */
export const emailValidQuery = z.object({ email: z.email(), code });
export type EmailValidQuery = z.infer<typeof emailValidQuery>;

/**
 * POST /scgl/email/edit/password/: the personal centre's password change (old password, new one twice;
 * spec section 5). A deployment that confirms by mail adds `email` and `code`, which pass through.
 */
export const editPasswordBody = changePasswordForm;
export type EditPasswordBody = z.input<typeof changePasswordForm> & {
  email?: string;
  code?: string;
};
