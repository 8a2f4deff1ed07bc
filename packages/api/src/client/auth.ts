/** Authentication calls: captcha, password pre-check and login, refresh, sms and social login, logout, user info. */
import type {
  CaptchaRequest,
  MobileGrant,
  PasswordCheckQuery,
  PasswordGrant,
  RefreshGrant,
} from '../contract/calls/auth.js';
import type { Token, UserInfo } from '../contract/entities/user.js';
import type { ResolvedConfig } from './config.js';
import { KontorApiError, errorMessage } from './errors.js';
import type { Http, SearchParams } from './http.js';
import { singleFlight } from './refresh.js';
import type { Session } from './session.js';

export const TOKEN_PATH = '/auth/oauth/token';

export interface PasswordLogin {
  username: string;
  /** The password as typed; it is encrypted before it leaves the client. */
  password: string;
  /** The captcha the user typed and the randomStr its image was requested with. */
  code: string;
  randomStr: string;
  languageId: number;
  /** Stored before the calls, so they carry the tenant header. */
  tenantId?: string | number;
}

/** `randomStr` of the captcha: 4 random digits followed by `Date.now()` (wire-compat). */
export function randomStr(): string {
  return `${Math.floor(Math.random() * 10_000)
    .toString()
    .padStart(4, '0')}${Date.now()}`;
}

export function createAuth(http: Http, session: Session, config: ResolvedConfig) {
  /** Token calls carry the Basic client credential and never the bearer token. */
  /** crypto-js loads with the first password sent, not with the storefront. */
  const encryptForWire = async (password: string) => (await import('./crypto.js')).encryptPassword(password, config.aesKey);

  async function tokenCall(path: string, query: SearchParams, form?: SearchParams) {
    const token = await http.call('post', path, 'tokenAnswer', {
      auth: 'basic',
      raw: true,
      searchParams: query,
      ...(form ? { form } : {}),
    });
    session.saveToken(token);
    return token;
  }

  const refreshOnce = singleFlight(async (): Promise<Token> => {
    const refresh_token = session.refreshToken();
    if (!refresh_token) {
      throw new KontorApiError('http', errorMessage(401, undefined, config.statusMessages), {
        status: 401,
        call: `POST ${TOKEN_PATH}`,
      });
    }
    const query: RefreshGrant = { refresh_token, grant_type: 'refresh_token', scope: config.scope };
    return tokenCall(TOKEN_PATH, query);
  });

  /** GET /admin/user/check/pwd; rejects (business error, toasted) unless it answers code 0. */
  async function checkPassword(login: PasswordLogin, encrypted?: string) {
    encrypted ??= await encryptForWire(login.password);
    const query: PasswordCheckQuery = {
      username: login.username,
      password: encrypted,
      clientName: config.clientName,
      languageId: login.languageId,
      randomStr: login.randomStr,
      code: login.code,
    };
    const answer = await http.call('get', '/admin/user/check/pwd', 'passwordCheckAnswer', { raw: true, searchParams: query });
    if (answer.code !== 0) {
      const error = new KontorApiError('business', errorMessage(200, answer.msg, config.statusMessages), {
        status: 200,
        code: answer.code,
        call: 'GET /admin/user/check/pwd',
      });
      config.hooks.onError?.(error.message, error);
      throw error;
    }
    return answer;
  }

  return {
    randomStr,
    /** The captcha image's URL (`GET /code?randomStr=`), for an `<img src>`. */
    captchaUrl: (random: string) => http.url('/code', { randomStr: random }),
    checkPassword,

    /** Pre-check, then the password grant; stores the token and lifts the lock screen. */
    async loginByPassword(login: PasswordLogin): Promise<Token> {
      if (login.tenantId !== undefined) session.setTenantId(login.tenantId);
      const password = await encryptForWire(login.password);
      await checkPassword(login, password);
      const grant = { randomStr: login.randomStr, code: login.code, grant_type: 'password', scope: config.scope } as const;
      const credentials = { username: login.username, password };
      // Later framework versions take the credentials as a form body and the rest as the query.
      if (config.loginBodyStyle === 'form') return tokenCall(TOKEN_PATH, grant, credentials);
      const query: PasswordGrant = { ...credentials, ...grant };
      return tokenCall(TOKEN_PATH, query);
    },

    /** The refresh grant, single-flight: concurrent callers share one call. */
    refresh: () => refreshOnce.run(),
    refreshing: () => refreshOnce.running(),
    /** The refresh as a single-flight handle, for the refresh timer. */
    refreshFlight: refreshOnce,

    /** POST /auth/mobile/token/sms with `mobile=SMS@{mobile}`. */
    loginBySms: (mobile: string, code: string) =>
      tokenCall('/auth/mobile/token/sms', { mobile: `SMS@${mobile}`, code, grant_type: 'mobile' } satisfies MobileGrant),

    /** POST /auth/mobile/token/social with `mobile={state}@{code}` (state names the provider). */
    loginBySocial: (state: string, code: string) =>
      tokenCall('/auth/mobile/token/social', { mobile: `${state}@${code}`, grant_type: 'mobile' } satisfies MobileGrant),

    /**
     * DELETE /auth/token/logout. Succeeds when the answer is code 0 with data true; then the session
     * ends locally (onLogout runs). Resolves false, keeping the session, when the server says otherwise.
     */
    async logout(): Promise<boolean> {
      const done = (await http.call('delete', '/auth/token/logout', 'logoutAnswer')) === true;
      if (done) session.localLogout('logout');
      return done;
    },

    /** GET /admin/user/info. When it fails the session ends locally (spec section 4) and the error is rethrown. */
    async userInfo(): Promise<UserInfo> {
      try {
        return await http.call('get', '/admin/user/info', 'userInfo');
      } catch (error) {
        session.localLogout('user-info-failed');
        throw error;
      }
    },

    /** GET /scgl/captcha/code: the slider puzzle. */
    captchaPuzzle: (query?: CaptchaRequest) =>
      http.call('get', '/scgl/captcha/code', 'captchaAnswer', query ? { searchParams: stringParams(query) } : {}),
    /** POST /scgl/captcha/verify: checks the slider position. */
    verifyCaptcha: (body: CaptchaRequest) => http.call('post', '/scgl/captcha/verify', 'captchaAnswer', { json: body }),
    /** POST /scgl/captcha/getCode: sends a verification code (the login's mail code). */
    sendCode: (body: CaptchaRequest) => http.call('post', '/scgl/captcha/getCode', 'captchaAnswer', { json: body }),
    /** GET /auth/social/state?type=WX (Kontor's server): the server-issued state a social login carries. */
    socialState: (type: string) =>
      http.call('get', '/auth/social/state', 'socialStateAnswer', { searchParams: { type } }),
  };
}

export type KontorAuth = ReturnType<typeof createAuth>;

function stringParams(query: CaptchaRequest): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}
