/**
 * `pnpm --filter @kontor/server status <order|service> <id> <status>`: moves an order or an after-sales
 * request to a new status on a running server, which pushes a STOMP reminder to its customer.
 * The admin logs in by SMS with the demo code (works whether the captcha is on or off), or passes a token.
 *   KONTOR_URL            the server (default http://localhost:$PORT, PORT default 8080)
 *   KONTOR_ADMIN_TOKEN    an admin access token to use instead of logging in
 *   KONTOR_ADMIN_MOBILE   the admin's phone (default 13800000000); KONTOR_DEMO_CODE the code (default 1234)
 */
import { argv, env, exit } from 'node:process';

const [kind, id, status] = argv.slice(2);
if (!kind || !['order', 'service'].includes(kind) || !/^\d+$/.test(id ?? '') || !/^\d+$/.test(status ?? '')) {
  console.error('Usage: status <order|service> <id> <status>   e.g. status order 3 3 (shipped), status service 2 4 (complete)');
  exit(2);
}
const base = env.KONTOR_URL ?? `http://localhost:${env.PORT ?? 8080}`;

async function adminToken(): Promise<string> {
  if (env.KONTOR_ADMIN_TOKEN) return env.KONTOR_ADMIN_TOKEN;
  const mobile = env.KONTOR_ADMIN_MOBILE ?? '13800000000';
  const code = env.KONTOR_DEMO_CODE ?? '1234';
  const client = Buffer.from(env.KONTOR_OAUTH_CLIENT ?? 'pig:pig').toString('base64');
  const query = new URLSearchParams({ mobile: `SMS@${mobile}`, code, grant_type: 'mobile' });
  const response = await fetch(`${base}/auth/mobile/token/sms?${query}`, { method: 'POST', headers: { Authorization: `Basic ${client}` } });
  const body = (await response.json()) as { access_token?: string; msg?: string };
  if (!body.access_token) throw new Error(`admin login failed (${response.status}): ${body.msg ?? ''}`);
  return body.access_token;
}

try {
  const response = await fetch(`${base}/admin/demo/status`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind, id: Number(id), status: Number(status) }),
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
