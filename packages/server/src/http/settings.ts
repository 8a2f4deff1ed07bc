/** Auth and session settings: the wire-compat constants as options, each with the framework's default. */
import { CODE_RESEND_SECONDS } from '@kontor/api/rules';
import type { ThrottleRule } from './throttle.js';

export interface AuthSettings {
  /** Access-token lifetime in seconds, answered as `expires_in` (env KONTOR_TOKEN_TTL). */
  tokenTtlSeconds: number;
  /** Refresh-token lifetime in seconds (env KONTOR_REFRESH_TTL). */
  refreshTtlSeconds: number;
  /** The OAuth client's `id:secret` of the Basic header (env KONTOR_OAUTH_CLIENT). */
  oauthClient: string;
  /** AES-128 key (and IV) of the login password, 16 Latin-1 characters (env KONTOR_AES_KEY). */
  aesKey: string;
  /** `KONTOR_CAPTCHA=off`: any 4 characters pass as captcha (automated tests). */
  captchaOff: boolean;
  /** How long a captcha image's answer stays valid, in seconds (env KONTOR_CAPTCHA_TTL). */
  captchaTtlSeconds: number;
  /** Name of the tenant header (env KONTOR_TENANT_HEADER; older deployments spell it TENANT_ID). */
  tenantHeader: string;
  defaultTenantId: number;
  /** Login attempts allowed per username and client address per minute (env KONTOR_LOGIN_LIMIT). */
  loginAttemptsPerMinute: number;
  /**
   * A fixed code accepted besides the issued ones, for demos and scripts (env KONTOR_DEMO_CODE). Unset by
   * default: then only a code the server issued (and printed in its log) signs in. Never for administrators.
   */
  demoCode: string | undefined;
  /** Print issued SMS and mail codes in the server log (no gateway exists; env KONTOR_CODE_LOG=off hides them). */
  logCodes: boolean;
  /**
   * Also append each printed code line to this file (env KONTOR_CODE_LOG_FILE; unset by default): end-to-end
   * tests read a mailed code there, as a developer reads the log. Only where codes are printed at all.
   */
  codeLogFile: string | undefined;
  /** The shop's public base URL for share and mail links (env KONTOR_PUBLIC_URL; default: the listen address). */
  publicUrl: string | undefined;
  /** Throttles (src/http/throttle.ts), shared by every instance on the same database. */
  throttles: {
    /** Captcha checks (/scgl/captcha/verify) per client address. */
    captchaVerify: ThrottleRule;
    /** Codes sent by SMS or mail per client address (besides one per target per resend interval). */
    codeSend: ThrottleRule;
    /** Wrong SMS or social codes per target before the code is void. */
    codeAttempts: number;
    /** Old-password checks of the password change per member. */
    oldPassword: ThrottleRule;
    /** Mails sent (share by mail) per member. */
    mail: ThrottleRule;
  };
  /** A mailed or texted code is valid this long, and cannot be re-sent sooner than `resendSeconds`. */
  codeTtlSeconds: number;
  resendSeconds: number;
}

const numberFrom = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && number > 0 ? number : fallback;
};

export function readAuthSettings(env: NodeJS.ProcessEnv = process.env): AuthSettings {
  return {
    tokenTtlSeconds: numberFrom(env.KONTOR_TOKEN_TTL, 43_200),
    refreshTtlSeconds: numberFrom(env.KONTOR_REFRESH_TTL, 2_592_000),
    oauthClient: env.KONTOR_OAUTH_CLIENT || 'pig:pig',
    aesKey: env.KONTOR_AES_KEY || 'pigxpigxpigxpigx',
    captchaOff: env.KONTOR_CAPTCHA === 'off',
    captchaTtlSeconds: numberFrom(env.KONTOR_CAPTCHA_TTL, 300),
    tenantHeader: env.KONTOR_TENANT_HEADER || 'TENANT-ID',
    defaultTenantId: numberFrom(env.KONTOR_DEFAULT_TENANT, 1),
    loginAttemptsPerMinute: numberFrom(env.KONTOR_LOGIN_LIMIT, 10),
    demoCode: env.KONTOR_DEMO_CODE || undefined,
    logCodes: env.KONTOR_CODE_LOG !== 'off',
    codeLogFile: env.KONTOR_CODE_LOG_FILE || undefined,
    publicUrl: env.KONTOR_PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    throttles: {
      captchaVerify: { limit: numberFrom(env.KONTOR_CAPTCHA_VERIFY_LIMIT, 20), windowSeconds: 60 },
      codeSend: { limit: numberFrom(env.KONTOR_CODE_SEND_LIMIT, 5), windowSeconds: 600 },
      codeAttempts: 5,
      oldPassword: { limit: numberFrom(env.KONTOR_PASSWORD_CHECK_LIMIT, 5), windowSeconds: 600 },
      mail: { limit: numberFrom(env.KONTOR_MAIL_LIMIT, 10), windowSeconds: 3600 },
    },
    codeTtlSeconds: numberFrom(env.KONTOR_CODE_TTL, 300),
    resendSeconds: numberFrom(env.KONTOR_CODE_RESEND, CODE_RESEND_SECONDS),
  };
}
