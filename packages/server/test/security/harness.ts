/** Shared set-up of the bounds tests: a demo customer's valid write bodies, and a fingerprint of everything writable. */
import type { RunningServer } from '../../src/server.js';
import { acceptedEta, call, loginAs } from '../customer/harness.js';

export interface Customer {
  token: string;
  userId: number;
  address: Record<string, unknown>;
  /** A product in stock with a maximum orderable quantity, and one of its cart lines. */
  sku: { id: number; artNo: string; max: number };
  cartLine: number;
  order: number;
  /** The customer's own question, service post, a message received and one sent that is still unread. */
  question: number;
  servicePost: number;
  received: number;
  sent: number;
}

export async function customer(server: RunningServer, username = 'ddp-buyer'): Promise<Customer> {
  const { token } = await loginAs(server, username);
  const [user] = await server.db.query<{ id: number }>('SELECT id FROM app_user WHERE username = $1', [username]);
  const userId = user!.id;
  const [addressRow] = await server.db.query<{ id: number }>('SELECT id FROM member_address WHERE user_id = $1 AND is_default', [userId]);
  const address = (await call(server.url, token, 'GET', `/scgl/rfmemberreceiving/${addressRow!.id}`)).body.data as Record<string, unknown>;
  const [sku] = await server.db.query<{ id: number; art_no: string; max: number }>(
    `SELECT id, art_no, max_order_qty AS max FROM sku WHERE max_order_qty BETWEEN 2 AND 500
        AND stock_cn + stock_de + stock_production > 0 AND volume < 0.5 ORDER BY id LIMIT 1`,
  );
  const [line] = await server.db.query<{ id: number }>('SELECT id FROM cart_item WHERE user_id = $1 AND cart_type = 1 ORDER BY id LIMIT 1', [userId]);
  const [order] = await server.db.query<{ id: number }>('SELECT id FROM store_order WHERE user_id = $1 AND status = 0 ORDER BY id LIMIT 1', [userId]);
  const first = async (sql: string) => (await server.db.query<{ id: number }>(sql, [userId]))[0]!.id;
  return {
    token, userId, address, sku: { id: sku!.id, artNo: sku!.art_no, max: sku!.max }, cartLine: line!.id, order: order!.id,
    question: await first('SELECT id FROM question WHERE user_id = $1 ORDER BY id LIMIT 1'),
    servicePost: await first('SELECT id FROM service_post WHERE user_id = $1 ORDER BY id LIMIT 1'),
    received: await first('SELECT id FROM message WHERE receiver_id = $1 ORDER BY id LIMIT 1'),
    sent: await first('SELECT id FROM message WHERE sender_id = $1 AND read_status = 0 ORDER BY id LIMIT 1'),
  };
}

/** Everything a customer's write could store, as text: a refused write must leave it unchanged. */
export async function fingerprint(server: RunningServer): Promise<string> {
  const tables = ['member_address', 'cart_item', 'store_order', 'order_item', 'service_order', 'order_invoice', 'question', 'service_post',
    'sys_log', 'member', 'member_invoice', 'message', 'product_share', 'product_share_visit', 'app_user'];
  const parts: string[] = [];
  for (const table of tables) {
    const [row] = await server.db.query<{ h: string | null }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${table} t`);
    parts.push(`${table}:${row!.h ?? ''}`);
  }
  return parts.join('\n');
}

/**
 * A valid body for each write call, to spoil one field at a time (for a body that is a list of records, a field of
 * its first record; for a list of ids, the list itself as the field `$ids`). Every route that writes is here or in
 * NOT_SPOILED below, which the property test checks against the server's routes.
 */
export function writes(c: Customer): { method: string; path: string; body: Record<string, unknown> | unknown[] }[] {
  const orderForm = { kind: 'container', eta: acceptedEta(), cabinetType: '40', containerCount: 1, addressId: c.address.id, address: c.address };
  return [
    { method: 'POST', path: '/scgl/rfstorecart', body: { skuId: c.sku.id, quantity: 1, cartType: 1, languageId: 2 } },
    { method: 'PUT', path: '/scgl/rfstorecart', body: { id: c.cartLine, quantity: 1 } },
    { method: 'POST', path: '/scgl/rfstoreorder/buy', body: { ...orderForm, items: [{ skuId: c.sku.id, quantity: 1 }] } },
    { method: 'POST', path: '/scgl/rfstoreorder', body: { ...orderForm, cartIds: [c.cartLine] } },
    { method: 'PUT', path: '/scgl/rfstoreorder/edit', body: { ...orderForm, id: c.order } },
    { method: 'POST', path: '/scgl/rfmemberreceiving', body: { company: 'Gartenwelt', street: 'Hauptstr. 1', postalCode: '80331', contactPerson: 'Greta', phone: '08912345678' } },
    { method: 'POST', path: '/scgl/rfstoreserviceorder', body: {
      artNo: c.sku.artNo, serviceType: 1, applyQuantity: 1, contactPerson: 'Greta', email: 'greta@example.com', damageDescription: 'Cracked.',
      proofOfPurchase: ['/admin/sys-file/kontor/ddp-buyer-receipt.pdf'],
    } },
    { method: 'POST', path: '/scgl/orderBaseInvoice/add', body: { orderId: c.order, company: 'Gartenwelt', email: 'rechnung@example.com' } },
    { method: 'POST', path: '/scgl/question/postQuestion', body: { skuCode: c.sku.artNo, content: 'Is it weatherproof?' } },
    { method: 'POST', path: '/scgl/question/emailSend', body: { senderName: 'Greta', senderEmail: 'greta@example.com', inviteeEmail: 'max@example.com', skuCode: c.sku.artNo } },
    { method: 'POST', path: '/scgl/servicePost/add', body: { title: 'Spare part', content: 'A screw is missing.', skuCode: c.sku.artNo } },
    { method: 'POST', path: '/admin/sysxxfsjl', body: { title: 'Hello', content: 'A question.' } },
    { method: 'POST', path: '/scgl/share/saveShareVisitData', body: { shareId: 1, skuCode: c.sku.artNo } },
    { method: 'POST', path: '/scgl/rfstorecart/addBatch', body: [{ skuId: c.sku.id, quantity: 1, cartType: 1 }] },
    { method: 'DELETE', path: '/scgl/rfstorecart/batchdel', body: { $ids: [c.cartLine] } },
    { method: 'PUT', path: '/scgl/rfmemberreceiving', body: { ...c.address, company: 'Gartenwelt' } },
    { method: 'PUT', path: '/scgl/rfmembernew/edit/info', body: { name: 'Greta', company: 'Gartenwelt', tel: '13800138000', email: 'greta@example.com', country: 'DE' } },
    { method: 'POST', path: '/scgl/question/closeQuestionById', body: { id: c.question } },
    { method: 'POST', path: '/scgl/question/feedbackQuestion', body: { id: c.question, content: 'Thank you.', helpful: true } },
    { method: 'POST', path: '/scgl/share/saveShareData', body: { skuCode: c.sku.artNo, channel: 'link', senderName: 'Greta', senderEmail: 'greta@example.com', languageId: 2 } },
    { method: 'POST', path: '/scgl/servicePost/setServiceStatus', body: { id: c.servicePost, serviceStatus: 9 } },
    { method: 'POST', path: '/scgl/servicePost/evaluation', body: { id: c.servicePost, evaluation: 5, content: 'Quick help.' } },
    { method: 'PUT', path: '/admin/sysxxfsjl', body: { id: c.sent, title: 'Hello again', content: 'Still a question.' } },
    { method: 'POST', path: '/admin/sysxxfsjl/read', body: { ids: [c.received] } },
    { method: 'POST', path: '/admin/sysxxfsjl/sc', body: { id: c.received } },
    { method: 'POST', path: '/admin/sysxxfsjl/delBatch', body: { $ids: [c.received] } },
    { method: 'POST', path: '/scgl/email/edit/password', body: {
      password: 'kontor123', newpassword1: 'kontor456', newpassword2: 'kontor456', email: 'einkauf@gartenwelt-hoffmann.example', code: '0000',
    } },
    { method: 'POST', path: '/admin/log/logs', body: [{ type: 'error', message: 'boom', stack: '', info: '', url: 'https://shop.example/', time: '2026-11-24 10:00:00' }] },
  ];
}

/** The body as sent: a `$ids` body is the bare list. */
export const wire = (body: Record<string, unknown> | unknown[]): unknown => (!Array.isArray(body) && '$ids' in body ? body.$ids : body);

/**
 * Writes the generated test leaves to their own tests, each with the reason: sign-in and its codes (auth tests,
 * throttles), path-only deletes (bad ids in the path are the `paths` property below), and the demo-only status push.
 */
export const NOT_SPOILED: Record<string, string> = {
  'POST /auth/oauth/token': 'auth tests',
  'POST /auth/mobile/token/sms': 'auth tests',
  'POST /auth/mobile/token/social': 'auth tests',
  'DELETE /auth/token/logout': 'no body',
  'POST /scgl/captcha/getCode': 'throttle tests',
  'POST /scgl/captcha/verify': 'throttle tests',
  'POST /scgl/email/edit/password/': 'the same handler as POST /scgl/email/edit/password (the spec writes it with a slash)',
  'POST /admin/sys-file/upload': 'multipart, not JSON: the upload tests (types, sizes, counts)',
  'POST /admin/demo/status': 'administrators only (the customer is refused 403)',
  'DELETE /admin/log/:id': 'path id',
  'DELETE /admin/sysxxfsjl/:id': 'path id',
  'DELETE /scgl/rfmemberreceiving/:id': 'path id',
  'POST /scgl/rfmemberreceiving/:id': 'the same save as PUT /scgl/rfmemberreceiving, with the id in the path',
};

/** POST calls of the legacy API that only read (queries sent as bodies); they store nothing whatever they get. */
export const READ_POSTS = new Set([
  '/admin/syspublicdict/typelang', '/scgl/payment/getByCurrency', '/scgl/question/getQuestionAndAnswerBySkuCode', '/scgl/question/getShareUrl',
  '/scgl/rfcabinetconfig/cabinetConfig/min', '/scgl/rfcabinetconfig/cabinetConfig/minOne', '/scgl/rfcabinetconfig/cabinetConfig/tipps',
  '/scgl/rfcabinetconfig/cabinetConfig/tippsOne', '/scgl/rfcategory/skus', '/scgl/rfdataclass/getAllDataClass', '/scgl/rfdatainfomation/getDataInfoByClassId',
  '/scgl/rffamilygoods/familys', '/scgl/rffamilys/yq/page', '/scgl/rfgoodsattrsku/goods', '/scgl/rfgoodsattrsku/quotation/exportXls',
  '/scgl/rfgoodsattrsku/yq/skuid', '/scgl/rfmemberinvoice/getByUid', '/scgl/rfsparepartsproduct/getRfSpareParts', '/scgl/rfstockproduct/getLaterDate',
  '/scgl/rfstockproduct/getStockProduct', '/scgl/rfstorecart/my/page', '/scgl/rfstoreorder/getPortOfArrivals', '/scgl/search/getRecommendWord',
  '/scgl/search/getSearchSkus', '/scgl/search/getSearchWords', '/scgl/servicePost/getServiceById', '/scgl/servicePost/getServiceResponse',
  '/admin/sys-file/down/batch', '/admin/sys-file/down/QYcpxx', '/scgl/rfgoodsattrsku/skuCodes', '/scgl/threed/getThreedBySkucode',
]);
