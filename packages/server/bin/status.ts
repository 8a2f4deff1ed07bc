/**
 * `pnpm --filter @kontor/server status <order|service|post> <id> <status> [response]`: moves an order, an
 * after-sales request or a parts-service post (post: 0 processing, 1 processed, 2 cancelled; the optional
 * response is the service's answer in the post's thread) to a new status on a running server, which pushes a
 * STOMP reminder to its customer.
 * The admin signs in with a token, else by password (works when the server runs with KONTOR_CAPTCHA=off),
 * else by SMS: the code is sent to the admin's phone, printed in the server's log, and typed in here.
 *   KONTOR_URL            the server (default http://localhost:$PORT, PORT default 8080)
 *   KONTOR_ADMIN_TOKEN    an admin access token to use instead of signing in
 *   KONTOR_ADMIN_PASSWORD the admin's password (default kontor123)
 *   KONTOR_ADMIN_MOBILE   the admin's phone (default 13800000000); KONTOR_SMS_CODE the code from the server log
 */
import { argv, env, exit } from 'node:process';
import { encryptPassword } from '@kontor/api/password';

const [kind, id, status, answerText] = argv.slice(2);
if (!kind || !['order', 'service', 'post'].includes(kind) || !/^\d+$/.test(id ?? '') || !/^\d+$/.test(status ?? '')) {
  console.error(
    'Usage: status <order|service|post> <id> <status> [response]   e.g. status order 3 3 (shipped), status service 2 4 (complete),\n' +
      '       status post 5 1 "The hinge ships with your next container." (processed, with the answer)',
  );
  exit(2);
}
const base = env.KONTOR_URL ?? `http://localhost:${env.PORT ?? 8080}`;

const basic = `Basic ${Buffer.from(env.KONTOR_OAUTH_CLIENT ?? 'pig:pig').toString('base64')}`;

async function tokenCall(path: string, params: Record<string, string>): Promise<string | undefined> {
  const response = await fetch(`${base}${path}?${new URLSearchParams(params)}`, { method: 'POST', headers: { Authorization: basic } });
  const body = (await response.json().catch(() => ({}))) as { access_token?: string };
  return body.access_token;
}

async function adminToken(): Promise<string> {
  if (env.KONTOR_ADMIN_TOKEN) return env.KONTOR_ADMIN_TOKEN;
  // A server with the captcha off takes any 4 characters: the (AES-encrypted) password is enough.
  const password = encryptPassword(env.KONTOR_ADMIN_PASSWORD ?? 'kontor123', env.KONTOR_AES_KEY ?? 'pigxpigxpigxpigx');
  const passwordToken = await tokenCall('/auth/oauth/token', {
    username: 'admin', password, randomStr: `status${Date.now()}`, code: 'abcd', grant_type: 'password', scope: 'server',
  });
  if (passwordToken) return passwordToken;
  // Else by SMS: a code is sent to the admin's phone; this server prints it in its log.
  const mobile = env.KONTOR_ADMIN_MOBILE ?? '13800000000';
  let code = env.KONTOR_SMS_CODE;
  if (!code) {
    await fetch(`${base}/scgl/captcha/getCode`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mobile }) });
    const { createInterface } = await import('node:readline/promises');
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    code = (await prompt.question(`SMS code for ${mobile} (the server log shows "[kontor] code for mobile:${mobile}: ...."): `)).trim();
    prompt.close();
  }
  const token = await tokenCall('/auth/mobile/token/sms', { mobile: `SMS@${mobile}`, code, grant_type: 'mobile' });
  if (!token) throw new Error('admin login failed: wrong or expired SMS code');
  return token;
}

try {
  const response = await fetch(`${base}/admin/demo/status`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind, id: Number(id), status: Number(status), ...(answerText ? { response: answerText } : {}) }),
  });
  const answer = (await response.json()) as { code: number; msg?: string | null; data?: { task?: string } };
  if (answer.code !== 0) {
    console.error(`Refused (${response.status}): ${answer.msg ?? ''}`);
    exit(1);
  }
  console.info(`Done: ${answer.data?.task ?? ''} (a reminder went to the customer)`);
} catch (error) {
  console.error(`No answer from ${base} (is the server running? set KONTOR_URL or PORT): ${error instanceof Error ? error.message : String(error)}`);
  exit(1);
}
