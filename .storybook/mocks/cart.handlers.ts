// Mock handlers of the cart area's calls for screen stories: a container cart of seed products kept in memory
// for the story session (quantity changes and removals stick), the cabinet limits, ports, addresses, payment terms.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { canDeleteCartItems } from '@kontor/api/rules';
import { ADDRESS_SEED } from '../../packages/server/src/db/seed-data/customer/accounts.js';
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

/** ddp-buyer's seed addresses as the server answers them (snake_case columns to wire names). */
export function seedAddresses(): Record<string, unknown>[] {
  return ADDRESS_SEED['ddp-buyer']!.map((row, index) => ({
    id: index + 1,
    company: row.company,
    street: row.street,
    postalCode: row.postal_code,
    city: row.city,
    country: row.country,
    contactPerson: row.contact_person,
    receiver: row.receiver,
    phone: row.phone,
    fax: row.fax,
    isElevator: row.is_elevator,
    isNotice: row.is_notice,
    deliveryType: row.delivery_type,
    receivingTimes: row.receiving_times,
    isDefault: row.is_default,
  }));
}
let addresses = seedAddresses();
/** Starts the address book afresh (a story's beforeEach), optionally with other addresses. */
export function resetMockAddresses(next = seedAddresses()) {
  addresses = next;
}

const addressHandlers: RequestHandler[] = [
  http.get('*/scgl/rfmemberreceiving/member', () => ok(addresses)),
  http.get('*/scgl/rfmemberreceiving/:id', ({ params }) => {
    const found = addresses.find((address) => String(address.id) === params.id);
    return found ? ok(found) : HttpResponse.json({ code: 1, msg: 'Not found', data: null }, { status: 404 });
  }),
  // The spec's save: POST on the id path, id 0 for a new address.
  http.post('*/scgl/rfmemberreceiving/:id', async ({ params, request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    const id = Number(params.id) || Math.max(0, ...addresses.map((address) => Number(address.id))) + 1;
    const saved = { ...addresses.find((address) => address.id === id), ...body, id };
    if (saved.isDefault) addresses = addresses.map((address) => ({ ...address, isDefault: false }));
    addresses = addresses.some((address) => address.id === id)
      ? addresses.map((address) => (address.id === id ? saved : address))
      : [...addresses, saved];
    return ok(saved);
  }),
  http.delete('*/scgl/rfmemberreceiving/:id', ({ params }) => {
    addresses = addresses.filter((address) => String(address.id) !== params.id);
    return ok(true);
  }),
];

export const cartHandlers: RequestHandler[] = [
  ...addressHandlers,
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
