/** Authentication calls (spec section 7, Authentication): what the token, pre-check, logout and captcha calls send and answer. */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { maybe } from '../entities/wire.js';
import { token } from '../entities/user.js';

/** POST /auth/oauth/token, password grant: the query (or, form style, username/password in the body). */
export const passwordGrant = z.object({
  username: checked(z.string(), z.minLength(1)),
  /** AES-128-CBC ZeroPadding Base64 of the password (wire-compat). */
  password: checked(z.string(), z.minLength(1)),
  randomStr: checked(z.string(), z.minLength(1)),
  code: z.string(),
  grant_type: z.literal('password'),
  scope: checked(z.string(), z.minLength(1)),
});
export type PasswordGrant = z.infer<typeof passwordGrant>;

/** POST /auth/oauth/token, refresh grant. */
export const refreshGrant = z.object({
  refresh_token: checked(z.string(), z.minLength(1)),
  grant_type: z.literal('refresh_token'),
  scope: checked(z.string(), z.minLength(1)),
});
export type RefreshGrant = z.infer<typeof refreshGrant>;

/** POST /auth/mobile/token/sms (`mobile=SMS@{mobile}`, code) and /auth/mobile/token/social (`mobile={state}@{code}`). */
export const mobileGrant = z.object({
  mobile: checked(z.string(), z.regex(/^[^@]+@.+$/)),
  code: maybe(z.string()),
  grant_type: z.literal('mobile'),
});
export type MobileGrant = z.infer<typeof mobileGrant>;

/** The bare OAuth answer of every token call (no envelope). */
export const tokenAnswer = token;

/** GET /admin/user/check/pwd: the pre-check before the token call; the password is encrypted as for the token. */
export const passwordCheckQuery = z.object({
  username: checked(z.string(), z.minLength(1)),
  password: checked(z.string(), z.minLength(1)),
  clientName: z.string(),
  languageId: checked(z.coerce.number(), z.int(), z.minimum(1), z.maximum(4)),
  randomStr: checked(z.string(), z.minLength(1)),
  code: z.string(),
});
export type PasswordCheckQuery = z.infer<typeof passwordCheckQuery>;

/** Its answer is the envelope itself: only `code: 0` lets the token call go ahead. */
export const passwordCheckAnswer = z.looseObject({
  code: z.number(),
  msg: maybe(z.string()),
  data: z.unknown(),
});
export type PasswordCheckAnswer = z.infer<typeof passwordCheckAnswer>;

/** DELETE /auth/token/logout: `data: true` means the server ended the session. */
export const logoutAnswer = z.nullable(z.boolean());

/**
 * GET /scgl/captcha/code, POST /scgl/captcha/verify, POST /scgl/captcha/getCode: the slider puzzle and
 * the mail code of the login. Their shapes are not shown; requests and answers pass through untouched.
 */
export const captchaRequest = z.record(z.string(), z.unknown());
export type CaptchaRequest = z.infer<typeof captchaRequest>;
export const captchaAnswer = z.unknown();

/**
 * GET /auth/social/state?type=WX (Kontor's server): the state a social login must carry, issued before the
 * provider round trip; `mobile={state}@{code}` then names it. Not a spec path; other backends need not have it.
 */
export const socialStateAnswer = z.object({ state: z.string() });
export type SocialStateAnswer = z.infer<typeof socialStateAnswer>;
