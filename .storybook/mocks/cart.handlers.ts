// Mock handlers of the cart area's calls for screen stories: a container cart of seed products kept in memory
// for the story session (quantity changes and removals stick), the cabinet limits, ports, addresses, payment terms.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { canDeleteCartItems } from '@kontor/api/rules';
import { seedCartLines } from './cart-seed.js';

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: null, data });
const refuse = (msg: string) => HttpResponse.json({ code: 1, msg, data: null });

let lines = seedCartLines(12, 2);
/** Starts the cart afresh (a story's beforeEach), optionally with other lines. */
export function resetMockCart(next = seedCartLines(12, 2)) {
  lines = next;
}

const page = (cartType: number | null) => {
  const records = cartType ? lines.filter((line) => line.cartType === cartType) : lines;
  return ok({ records, total: records.length, size: 100, current: 1, pages: 1 });
};

export const cartHandlers: RequestHandler[] = [
  http.get('*/scgl/rfstorecart/my/page', ({ request }) => page(Number(new URL(request.url).searchParams.get('cartType')) || null)),
  http.post('*/scgl/rfstorecart/my/page', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { cartType?: number } | null;
    return page(body?.cartType ?? null);
  }),
  http.put('*/scgl/rfstorecart', async ({ request }) => {
    const { id, quantity } = (await request.json()) as { id: number; quantity: number };
    lines = lines.map((line) => (line.id === id ? { ...line, quantity } : line));
    return ok(true);
  }),
  http.delete('*/scgl/rfstorecart/batchdel', async ({ request }) => {
    const ids = (await request.json()) as number[];
    if (!canDeleteCartItems(lines.length, ids.length)) return refuse('cart.lastItemCannotBeDeleted');
    lines = lines.filter((line) => !ids.includes(line.id));
    return ok(true);
  }),
  // The documented defaults apply: the cabinet config states capacities only.
  http.post('*/scgl/rfcabinetconfig/cabinetConfig/tipps', () =>
    ok([
      { cabinetType: '20', capacity: 25 },
      { cabinetType: '40', capacity: 52 },
      { cabinetType: '40H', capacity: 60 },
    ]),
  ),
];
