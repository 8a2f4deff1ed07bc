/** Where sign-in returns to: the remembered page (same origin only), else the home page. */
export const LOGIN_PATH = '/login';
export const REDIRECT_PARAM = 'redirect';

/** Only a path on this site: `/shopping?x=1`, never `//evil.example` or `https://…` or `javascript:`. */
export function safeTarget(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (target === LOGIN_PATH || target.startsWith(`${LOGIN_PATH}?`) || target.startsWith('/lock')) return '/';
  return target;
}

/** The login page remembering `target` (the page the user was sent away from). */
export function loginPathFor(target?: string): string {
  const kept = target === undefined ? '/' : safeTarget(target);
  return kept === '/' ? LOGIN_PATH : `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(kept)}`;
}
