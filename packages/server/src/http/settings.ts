/** Auth and session settings: the wire-compat constants as options, each with the framework's default. */
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
  /** The code every "sent" SMS or mail carries in this demo backend (env KONTOR_DEMO_CODE). */
  demoCode: string;
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
    demoCode: env.KONTOR_DEMO_CODE || '1234',
    codeTtlSeconds: numberFrom(env.KONTOR_CODE_TTL, 300),
    resendSeconds: numberFrom(env.KONTOR_CODE_RESEND, 60),
  };
}
