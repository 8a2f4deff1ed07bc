// Mock handlers of the cart area's calls for screen stories: a container cart of seed products kept in memory
// for the story session (quantity changes and removals stick), the cabinet limits, ports, addresses, payment terms,
// and the orders with their lines as cart lines and the edit (an edited order keeps its changes for the session).
import { http, HttpResponse, type RequestHandler } from 'msw';
import { CART_KIND, ORDER_STATUS, VALIDATION_KEYS, canDeleteCartItems, exceedsVolumeCap } from '@kontor/api/rules';
import { LANGUAGE_IDS, TRADE_MODES, totalVolume } from '@kontor/api/rules';
import { PORT_SEED } from '../../packages/server/src/db/seed-data/catalogue/ports.js';
import { PAYMENT_ACCOUNT_SEED } from '../../packages/server/src/db/seed-data/catalogue/site.js';
import { generateSkus, type SkuSeed } from '../../packages/server/src/db/seed-data/catalogue/skus.js';
import { ADDRESS_SEED } from '../../packages/server/src/db/seed-data/customer/accounts.js';
import { orderSeeds } from '../../packages/server/src/db/seed-data/customer/orders.js';
import { labelIndex } from './browse-seed.js';
import { cartLineOf, seedCartLines, seedProducts } from './cart-seed.js';

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: null, data });
const refuse = (msg: string) => HttpResponse.json({ code: 1, msg, data: null });

let lines = seedCartLines(12, 2);
/** Starts the cart afresh (a story's beforeEach), optionally with other lines. */
export function resetMockCart(next = seedCartLines(12, 2)) {
  lines = next;
}

/** The cart page in the asked language (the real server answers names and colours by `languageId`). */
const page = (cartType: number | null, request: Request) => {
  const i = labelIndex(new URL(request.url).searchParams.get('languageId'));
  const byId = new Map(seedProducts().map((sku) => [sku.id, sku]));
  const records = (cartType ? lines.filter((line) => line.cartType === cartType) : lines).map((line) => {
    const sku = byId.get(line.skuId);
    return sku ? { ...line, name: sku.names[i], colour: sku.colour.labels[i] } : line;
  });
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
    const saved: Record<string, unknown> = { ...addresses.find((address) => address.id === id), ...body, id };
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

/** ddp-buyer's seed orders as GET /scgl/rfstoreorder/my/{id} answers them (English texts, a fixed day). */
export function seedOrders() {
  const products = seedProducts()
    .slice(0, 40)
    .map((sku) => ({
      id: sku.id,
      art_no: sku.artNo,
      name: sku.names[1],
      colour: sku.colour.labels[1],
      image: sku.image,
      volume: sku.volume,
      unit_price: sku.unitPrice,
      discount_price: sku.discountPrice,
      max_order_qty: sku.maxOrderQty,
    }));
  const ports = PORT_SEED.map((port) => ({ id: port.id, name: port.labels[1] }));
  const [address] = seedAddresses();
  return orderSeeds(products, ports, TRADE_MODES.DDP, 1, new Date(2026, 10, 20, 9)).map((seed, index) => {
    const items = seed.items.map(({ product, quantity }, line) => ({
      id: index * 10 + line + 1,
      skuId: product.id,
      artNo: product.art_no,
      name: product.name,
      colour: product.colour,
      image: product.image,
      quantity,
      unitPrice: product.unit_price,
      discountPrice: product.discount_price,
      volume: product.volume,
    }));
    return {
      id: index + 1,
      orderNo: seed.orderNo,
      // As the server answers it: 'YYYY-MM-DD HH24:MI:SS'.
      orderDate: seed.createTime.slice(0, 19).replace('T', ' '),
      orderType: seed.orderType,
      cabinetType: seed.cabinetType,
      status: seed.status,
      paymentTerms: seed.paymentTerms,
      paymentStatus: seed.paymentStatus,
      addressId: address!.id,
      shippingAddress: address,
      destinationPort: seed.destinationPort,
      forwardingCompany: seed.forwardingCompany,
      deliveryDate: seed.deliveryDate,
      receiptNo: seed.receiptNo,
      eta: seed.eta,
      containerCount: seed.containerCount,
      totalVolume: totalVolume(items),
      totalAmount: items.reduce((sum, item) => sum + item.quantity * (item.discountPrice ?? item.unitPrice), 0),
      modeOfTrade: TRADE_MODES.DDP,
      items,
      statusHistory: seed.history.map((step) => ({ ...step, time: step.time.slice(0, 19).replace('T', ' ') })),
    };
  });
}

let skusById: Map<number, SkuSeed> | undefined;
/** Every seed SKU (spare parts too: the quick order's look-up finds them) by id, generated once. */
const skuById = (id: number | string) => (skusById ??= new Map(generateSkus().map((sku) => [sku.id, sku]))).get(Number(id));

type SeedOrder = ReturnType<typeof seedOrders>[number];
/** What PUT /scgl/rfstoreorder/edit changed, by order id, for the story session. */
let orderEdits = new Map<number, Partial<SeedOrder> & { remark?: string }>();
/** Forgets every edit (a story's beforeEach). */
export function resetMockOrders() {
  orderEdits = new Map();
}

/** The seed orders with this session's edits. */
function mockOrders(): (SeedOrder & { remark?: string })[] {
  return seedOrders().map((order) => ({ ...order, ...orderEdits.get(order.id) }));
}

const notFound = () => HttpResponse.json({ code: 1, msg: 'Not found', data: null }, { status: 404 });

/** An order line of a seed SKU, as the order answers it. */
function orderItemOf(sku: SkuSeed, quantity: number, id: number) {
  return {
    id, skuId: sku.id, artNo: sku.artNo, name: sku.names[1], colour: sku.colour.labels[1], image: sku.image, quantity,
    unitPrice: sku.unitPrice, discountPrice: sku.discountPrice, volume: sku.volume,
  };
}

/**
 * The seed orders for the order screen stories, which use them with `msw.use(...orderHandlers)`: the personal
 * centre's and the invoice stories keep the after-sales handlers' simpler orders.
 */
/** An order's lines as cart lines, with the product facts the cart's rules need (as the server answers them). */
export function orderCartLines(orderId: string): Record<string, unknown>[] | undefined {
  const found = mockOrders().find((order) => String(order.id) === orderId);
  return found?.items.map((item) => {
    const sku = skuById(item.skuId);
    return { ...item, ...(sku ? cartLineOf(sku, item.quantity, item.id) : {}), cartType: found.orderType, orderId: found.id };
  });
}

export const orderHandlers: RequestHandler[] = [
  http.get('*/scgl/rfstoreorder/my/page', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const size = Number(query.get('size')) || 10;
    const current = Number(query.get('current')) || 1;
    const status = query.get('status');
    const all = mockOrders().filter((order) => status === null || status === '' || String(order.status) === status);
    const records = all.slice((current - 1) * size, current * size);
    return ok({ records, total: all.length, size, current, pages: Math.ceil(all.length / size) });
  }),
  http.get('*/scgl/rfstoreorder/my/:id', ({ params }) => {
    const found = mockOrders().find((order) => String(order.id) === params.id);
    return found ? ok(found) : notFound();
  }),
  // The order's lines as cart lines, with the product facts the cart's rules need (as the server answers them).
  http.get('*/scgl/rfstoreorder/orderCart/:id', ({ params }) => {
    const lines = orderCartLines(String(params.id));
    return lines ? ok(lines) : notFound();
  }),
  // The server's checks that a story can meet: a confirmed order, an unknown SKU and the 65 m³ cap.
  http.put('*/scgl/rfstoreorder/edit', async ({ request }) => {
    const body = (await request.json()) as { id: number | string; eta?: string | null; remark?: string; items?: { skuId: number; quantity: number }[] | null };
    const found = mockOrders().find((order) => String(order.id) === String(body.id));
    if (!found) return notFound();
    if (found.status !== ORDER_STATUS.placed) return refuse('order.edit.notAllowed');
    const lines = body.items ?? found.items;
    const skus = lines.map((line) => skuById(line.skuId));
    if (skus.some((sku) => !sku)) return refuse(VALIDATION_KEYS.skuUnknown);
    const items = lines.map((line, index) => orderItemOf(skus[index]!, line.quantity, found.id * 10 + index + 1));
    if (found.orderType === CART_KIND.container && exceedsVolumeCap(totalVolume(items))) return refuse(VALIDATION_KEYS.volumeCap);
    orderEdits.set(found.id, {
      items,
      totalVolume: totalVolume(items),
      totalAmount: items.reduce((sum, item) => sum + item.quantity * (item.discountPrice ?? item.unitPrice), 0),
      ...(body.eta ? { eta: body.eta } : {}),
      ...(body.remark !== undefined ? { remark: body.remark } : {}),
    });
    return ok(true);
  }),
];

const orderFormHandlers: RequestHandler[] = [
  http.post('*/scgl/rfstoreorder/getPortOfArrivals', () =>
    ok(PORT_SEED.map((port) => ({ id: port.id, name: port.labels[1], code: port.code }))),
  ),
  // The shop's EUR account as the server answers it, its terms in the language asked for.
  http.post('*/scgl/payment/getByCurrency', async ({ request }) => {
    const { languageId } = (await request.json()) as { languageId?: number };
    const { terms, ...account } = PAYMENT_ACCOUNT_SEED.find((seed) => seed.currency === 'EUR')!;
    return ok({ ...account, paymentTerms: terms[(languageId ?? LANGUAGE_IDS.en) - 1] ?? terms[LANGUAGE_IDS.en - 1] });
  }),
];

export const cartHandlers: RequestHandler[] = [
  ...addressHandlers,
  ...orderFormHandlers,
  http.get('*/scgl/rfstorecart/my/page', ({ request }) => page(Number(new URL(request.url).searchParams.get('cartType')) || null, request)),
  http.post('*/scgl/rfstorecart/my/page', async ({ request }) => {
    const body = (await request.clone().json().catch(() => ({}))) as { cartType?: number } | null;
    return page(body?.cartType ?? null, request);
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
