// Mock handlers of the session area's calls for screen stories, answering as the server does for its seed
// accounts: the captcha picture, the password pre-check and token (demo password, AES as the gateway reads it),
// the SMS code and login (demo code), logout. User info comes from the admin handlers (admin-seed).
import { http, HttpResponse, type RequestHandler } from 'msw';
import { DEFAULT_CLIENT_CONFIG, STATUS_MESSAGES } from '@kontor/api/client';
import { decryptPassword } from '@kontor/api/password';
import { ACCOUNT_SEED, DEMO_PASSWORD } from '../../packages/server/src/db/seed-data/customer/accounts.js';

/** The demo backend's SMS code (KONTOR_DEMO_CODE's default) and a captcha code the stories treat as wrong. */
export const DEMO_SMS_CODE = '1234';
export const WRONG_CAPTCHA = 'zzzz';

const envelope = (data: unknown) => HttpResponse.json({ code: 0, msg: null, data });
const status = (code: 426 | 428 | 429 | 417) =>
  HttpResponse.json({ code: 1, msg: STATUS_MESSAGES[String(code)], data: null }, { status: code });

const token = (username: string) =>
  HttpResponse.json({
    access_token: `story-access-${username}`,
    refresh_token: `story-refresh-${username}`,
    expires_in: 43_199,
    token_type: 'bearer',
    scope: 'server',
    username,
    tenant_id: 1,
  });

/** The captcha picture: four characters on a light band, as an SVG (the server sends a PNG of the same size). */
const CAPTCHA_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40" viewBox="0 0 100 40">
<rect width="100" height="40" fill="#f3f6fb"/><path d="M4 30 C30 5 60 38 96 12" stroke="#9bb0d0" fill="none"/>
<text x="50" y="27" font-family="monospace" font-size="20" text-anchor="middle" fill="#24324a" letter-spacing="4">K7P3</text></svg>`;

function passwordMatches(username: string | null, encrypted: string | null): boolean {
  if (!username || !encrypted || !ACCOUNT_SEED.some((account) => account.username === username)) return false;
  return decryptPassword(encrypted, DEFAULT_CLIENT_CONFIG.aesKey) === DEMO_PASSWORD;
}

export const sessionHandlers: RequestHandler[] = [
  http.get('*/code', () => new HttpResponse(CAPTCHA_SVG, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } })),
  http.get('*/admin/user/check/pwd', ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get('code') === WRONG_CAPTCHA) return status(428);
    return passwordMatches(query.get('username'), query.get('password')) ? envelope(true) : status(426);
  }),
  http.post('*/auth/oauth/token', ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get('grant_type') === 'refresh_token') return token('ddp-buyer');
    return passwordMatches(query.get('username'), query.get('password')) ? token(query.get('username')!) : status(426);
  }),
  http.post('*/scgl/captcha/getCode', () => envelope(true)),
  http.post('*/auth/mobile/token/sms', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const phone = query.get('mobile')?.replace(/^SMS@/, '');
    const account = ACCOUNT_SEED.find((entry) => entry.phone === phone);
    if (query.get('code') !== DEMO_SMS_CODE) return status(428);
    return account ? token(account.username) : status(417);
  }),
  http.delete('*/auth/token/logout', () => envelope(true)),
];
