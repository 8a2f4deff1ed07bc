// Mock handlers of the admin area's calls for screen stories: answers built from the server's seed data.
// The inbox lives in memory so that marking read, deleting and collecting change what the next call answers;
// `resetAdminMocks()` in a story's beforeEach starts from the seed again.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { READ_STATES } from '@kontor/api/rules';
import type { Message } from '@kontor/api/contract';
import { SEED_COUNTRIES, SEED_MEMBER, SEED_PASSWORD, SEED_USER_INFO, seedMessages } from './admin-seed.js';

const [UNREAD, READ, , COLLECTED] = READ_STATES.map((state) => state.value);

let inbox: Message[] = seedMessages();
let member = { ...SEED_MEMBER };

export function resetAdminMocks(messages: Message[] = seedMessages()): void {
  inbox = messages.map((message) => ({ ...message }));
  member = { ...SEED_MEMBER };
}

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: null, data });
const refuse = (msg: string) => HttpResponse.json({ code: 1, msg, data: null });

const markRead = (ids: unknown[]) => {
  for (const message of inbox) if (ids.map(String).includes(String(message.id)) && message.readStatus === UNREAD) message.readStatus = READ;
};

export const adminHandlers: RequestHandler[] = [
  http.get('*/admin/sysxxfsjl/my/pc', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const current = Number(query.get('current') ?? 1);
    const size = Number(query.get('size') ?? 10);
    const records = inbox.slice((current - 1) * size, current * size);
    return ok({ records, total: inbox.length, size, current, pages: Math.ceil(inbox.length / size) });
  }),
  http.get('*/admin/sysxxfsjl/xtxxsl', () => ok(inbox.filter((message) => message.readStatus === UNREAD).length)),
  http.post('*/admin/sysxxfsjl/read', async ({ request }) => {
    markRead(((await request.json()) as { ids: unknown[] }).ids);
    return ok(true);
  }),
  http.get('*/admin/sysxxfsjl/read/:id', ({ params }) => {
    markRead([params['id']]);
    return ok(inbox.find((message) => String(message.id) === params['id']) ?? null);
  }),
  http.post('*/admin/sysxxfsjl/delBatch', async ({ request }) => {
    const ids = ((await request.json()) as unknown[]).map(String);
    inbox = inbox.filter((message) => !ids.includes(String(message.id)));
    return ok(true);
  }),
  http.post('*/admin/sysxxfsjl/sc', async ({ request }) => {
    const { id } = (await request.json()) as { id: unknown };
    for (const message of inbox) if (String(message.id) === String(id)) Object.assign(message, { readStatus: COLLECTED, collected: true });
    return ok(true);
  }),
  http.get('*/admin/user/info', () => ok(SEED_USER_INFO)),
  http.get('*/scgl/rfmembernew/info', () => ok(member)),
  http.put('*/scgl/rfmembernew/edit/info', async ({ request }) => {
    member = { ...member, ...((await request.json()) as object) };
    return ok(true);
  }),
  http.get('*/admin/syscountryarea/level', () => ok(SEED_COUNTRIES)),
  http.post('*/scgl/email/edit/password/', async ({ request }) => {
    const body = (await request.json()) as { password?: string };
    return body.password === SEED_PASSWORD ? ok(true) : refuse('validation.oldPassword.wrong');
  }),
];
