// Mock handlers of the aftersales area's calls for screen stories: answers built from the server's seed data
// (ddp-buyer's requests, one per status; member levels; invoice data and an order's invoice; the mailbox code of
// the password change), stored proofs as a small picture, the documents' zip.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterSalesDialogStatus } from '@kontor/api/rules';
import { SERVICE_ORDER_SEED } from '../../packages/server/src/db/seed-data/customer/content.js';
import {
  ACCOUNT_SEED,
  MEMBER_LEVEL_SEED,
} from '../../packages/server/src/db/seed-data/customer/accounts.js';

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: null, data });
const BUYER = ACCOUNT_SEED.find((account) => account.username === 'ddp-buyer')!;
const NOW = new Date('2026-11-20T09:30:00Z');
const day = (daysAgo: number) =>
  new Date(NOW.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');

/** The server's rows for ddp-buyer, as GET /scgl/rfstoreserviceorder/my/page/ answers them (newest first). */
export const seedServiceOrders = () =>
  SERVICE_ORDER_SEED.map((seed, index) => ({
    id: index + 1,
    serviceNo: `KS-ddp-buyer-${String(index + 1).padStart(3, '0')}`,
    orderNo: `KO2026${String(index + 1).padStart(5, '0')}`,
    skuId: 11,
    artNo: 'VE-160-SA',
    itemName: 'Vento Dining table 160 cm',
    serviceType: seed.serviceType,
    status: seed.status,
    applyQuantity: seed.applyQuantity,
    reason: seed.reason,
    proofImages: ['/admin/sys-file/kontor/proof-photo.png'],
    contactPerson: BUYER.realname,
    email: BUYER.email,
    damageDescription: seed.damageDescription,
    // A PDF, as the server's seed stores each buyer's receipt.
    proofOfPurchase: ['/admin/sys-file/kontor/proof-receipt.pdf'],
    createTime: day(seed.daysAgo),
  })).sort((a, b) => b.createTime.localeCompare(a.createTime));

/** The smallest PDF a viewer opens, standing in for a stored receipt. */
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A 1×1 PNG, standing in for every stored picture. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkqPr/HwAEkgJBbXYPAgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

let uploads = 0;

/** ddp-buyer's invoice data as the seed stores it (rfmemberinvoice/getByUid). */
export const MEMBER_INVOICE = {
  id: 1,
  memberId: 2,
  company: BUYER.member!.company,
  vatNo: 'DE812345678',
  address: 'See default delivery address',
  email: BUYER.email,
  phone: null,
  bankName: 'Sparkasse Bremen',
  bankAccount: 'DE89370400440532013000',
};

/** Order 1 is delivered and invoiced (its PDF stored); the others have no invoice yet, as in the seed. */
const orderInvoice = (orderId: number, fields: Record<string, unknown> = {}) => ({
  id: 10 + orderId,
  memberId: 2,
  orderId,
  invoiceNo: `INV-KO2026${String(orderId).padStart(5, '0')}`,
  company: BUYER.member!.company,
  vatNo: 'DE812345678',
  address: null,
  email: BUYER.email,
  amount: 48210.5,
  fileLink: orderId === 1 ? '/admin/sys-file/kontor/invoice-KO202600001.pdf' : null,
  createTime: day(12),
  ...fields,
});
const requested = new Map<number, ReturnType<typeof orderInvoice>>();

/** The code the mock "mails": a story types it as a developer would read it from the server log. */
export const STORY_MAIL_CODE = '4821';
const refused = (msg: string, status = 200) => HttpResponse.json({ code: 1, msg, data: null }, { status });

/**
 * The password change by mailbox code: only ddp-buyer's own mailbox, and the code above. Listed before the
 * session's handlers (see index.ts): their captcha picture answers any path ending in /code.
 */
export const mailCodeHandlers: RequestHandler[] = [
  http.get('*/scgl/email/send/code', ({ request }) => {
    const email = new URL(request.url).searchParams.get('email') ?? '';
    return email.toLowerCase() === BUYER.email ? ok(true) : refused('login.email.notBound');
  }),
  http.get('*/scgl/email/send/valid', ({ request }) =>
    new URL(request.url).searchParams.get('code') === STORY_MAIL_CODE
      ? ok(true)
      : refused('login.code.verificationFailed'),
  ),
];

export const aftersalesHandlers: RequestHandler[] = [
  // (POST /scgl/email/edit/password/ is the admin handlers': the seed's old password is accepted.)
  http.get('*/scgl/rfstoreserviceorder/my/page/', ({ request }) => {
    const url = new URL(request.url);
    const current = Number(url.searchParams.get('current') ?? 1);
    const size = Number(url.searchParams.get('size') ?? 10);
    const status = url.searchParams.get('status');
    const all = seedServiceOrders().filter(
      (row) => status === null || row.status === Number(status),
    );
    return ok({
      records: all.slice((current - 1) * size, current * size),
      total: all.length,
      size,
      current,
      pages: Math.ceil(all.length / size),
    });
  }),
  // The apply dialog's reading of the newest request for an order line, as the server reads it.
  http.get('*/scgl/rfstoreserviceorder/status/', ({ request }) => {
    const url = new URL(request.url);
    const row = seedServiceOrders().find(
      (entry) => entry.orderNo === url.searchParams.get('orderNo') && String(entry.skuId) === url.searchParams.get('skuId'),
    );
    return ok(row ? afterSalesDialogStatus(row.status) : null);
  }),
  http.get('*/scgl/rfstoreserviceorder/:id', ({ params }) => {
    const row = seedServiceOrders().find((entry) => String(entry.id) === String(params.id));
    return row
      ? ok(row)
      : HttpResponse.json({ code: 1, msg: 'Not found', data: null }, { status: 404 });
  }),
  http.post('*/scgl/rfstoreserviceorder', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    return ok({ ...body, id: 100, serviceNo: 'KS2026000100', status: 0, createTime: day(0) });
  }),
  http.post('*/admin/sys-file/upload', async ({ request }) => {
    const form = await request.formData();
    const stored = form.getAll('file').map((file) => {
      uploads += 1;
      const fileName = `story-${uploads}.png`;
      return {
        bucketName: 'kontor',
        fileName,
        original: file instanceof File ? file.name : fileName,
        url: `/admin/sys-file/kontor/${fileName}`,
      };
    });
    return ok(stored.length === 1 ? stored[0] : stored);
  }),
  http.get('*/admin/sys-file/:bucket/:name', ({ params }) =>
    String(params.name).endsWith('.pdf')
      ? new HttpResponse(PDF, { headers: { 'Content-Type': 'application/pdf' } })
      : new HttpResponse(PNG, { headers: { 'Content-Type': 'image/png' } }),
  ),
  http.post('*/scgl/rfmemberinvoice/getByUid', () => ok(MEMBER_INVOICE)),
  // The storefront asks by order (`?by=order`: null while none was requested); the mock's invoice ids equal its order ids.
  http.get('*/scgl/orderBaseInvoice/:id', ({ params, request }) => {
    const id = Number(params.id);
    const invoice = id === 1 ? orderInvoice(1) : requested.get(id);
    if (new URL(request.url).searchParams.get('by') === 'order') return ok(invoice ?? null);
    return invoice ? ok(invoice) : refused('Resource does not exist', 404);
  }),
  http.post('*/scgl/orderBaseInvoice/add', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    const invoice = orderInvoice(Number(body.orderId), { ...body, fileLink: null, createTime: day(0) });
    requested.set(Number(body.orderId), invoice);
    return ok(invoice);
  }),
  http.post(
    '*/admin/sys-file/down/batch',
    () =>
      new HttpResponse(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]), {
        headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="kontor-files.zip"' },
      }),
  ),
  // As the server: the names in the language asked for, Chinese (language 1) when none is.
  http.get('*/scgl/rfmemberlevel/djlist', ({ request }) =>
    ok(
      MEMBER_LEVEL_SEED.map((level) => ({
        id: level.id,
        name: level.labels[(Number(new URL(request.url).searchParams.get('languageId')) || 1) - 1],
        level: level.level,
        discount: level.discount,
      })),
    ),
  ),
  // The orders as the personal centre and the order page read them (the cart area's orderHandlers are not registered).
  http.get('*/scgl/rfstoreorder/my/page', () => {
    const records = seedServiceOrders()
      .slice(0, 4)
      .map((row, index) => ({
        id: index + 1,
        orderNo: row.orderNo,
        orderDate: row.createTime,
        orderType: 1,
        status: 4,
        totalVolume: 54.2,
        totalAmount: 48210.5,
      }));
    return ok({ records, total: records.length, size: 5, current: 1, pages: 1 });
  }),
  // One order, as /Order?id= reads it (after the page handler: msw would take "page" for an id).
  http.get('*/scgl/rfstoreorder/my/:id', ({ params }) => {
    const index = Number(params.id) - 1;
    const row = seedServiceOrders()[index];
    if (!row) return refused('Resource does not exist', 404);
    return ok({
      id: index + 1,
      orderNo: `KO2026${String(index + 1).padStart(5, '0')}`,
      orderDate: row.createTime,
      orderType: 1,
      status: 4,
      cabinetType: '40',
      containerCount: 1,
      totalVolume: 54.2,
      totalAmount: 48210.5,
      items: [{ id: 1, skuId: 11, artNo: 'VE-160-SA', name: 'Vento Dining table 160 cm', quantity: 40, price: 120.5 }],
    });
  }),
  // (The addresses, GET /scgl/rfmemberreceiving/member, are the cart handlers': they answer first.)
];
