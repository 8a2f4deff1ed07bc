/** Seeds one customer's after-sales requests, invoices, questions, service posts, messages and logs. */
import { ORDER_STATUS } from '@kontor/api/rules';
import { insertRows, type Db } from '../../db.js';
import { MESSAGE_SEED, QUESTION_SEED, SERVICE_ORDER_SEED, SERVICE_POST_SEED } from './content.js';
import { FILE_BUCKET, fileLink } from '../../../http/file-links.js';
import { demoPdf, demoPhoto } from './files.js';

export interface SeededCustomer {
  userId: number;
  username: string;
  realname: string;
  email: string;
  company: string;
}

export interface SeededOrder {
  id: number;
  orderNo: string;
  status: number;
  skuId: number;
  artNo: string;
  name: string;
  amount: number;
}

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

async function storeFile(tx: Db, userId: number, fileName: string, type: string, data: Buffer) {
  await tx.query(
    'INSERT INTO sys_file (user_id, bucket_name, file_name, original, type, file_size, data) VALUES ($1, $2, $3, $3, $4, $5, $6)',
    [userId, FILE_BUCKET, fileName, type, data.length, data],
  );
  return fileLink(fileName);
}

export async function seedAccountContent(tx: Db, customer: SeededCustomer, orders: SeededOrder[]): Promise<void> {
  const { userId, username } = customer;
  const photo = await storeFile(tx, userId, `${username}-damage.png`, 'image/png', demoPhoto(username.length * 7));
  const receipt = await storeFile(tx, userId, `${username}-receipt.pdf`, 'application/pdf', demoPdf(`Receipt of ${customer.company}`));
  const delivered = orders.filter((o) => o.status === ORDER_STATUS.shipped || o.status === ORDER_STATUS.completed);

  await insertRows(tx, 'service_order',
    ['service_no', 'user_id', 'order_no', 'sku_id', 'art_no', 'item_name', 'service_type', 'status', 'apply_quantity', 'reason',
      'proof_images', 'contact_person', 'email', 'damage_description', 'proof_of_purchase', 'create_time'],
    SERVICE_ORDER_SEED.map((s, index) => {
      const order = delivered[index % delivered.length]!;
      return [`KS-${username}-${String(index + 1).padStart(3, '0')}`, userId, order.orderNo, order.skuId, order.artNo, order.name,
        s.serviceType, s.status, s.applyQuantity, s.reason, JSON.stringify([photo]), customer.realname, customer.email,
        s.damageDescription, JSON.stringify([receipt]), daysAgo(s.daysAgo)];
    }));

  await tx.query(
    'INSERT INTO member_invoice (user_id, company, vat_no, address, email, phone, bank_name, bank_account) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [userId, customer.company, username === 'ddp-buyer' ? 'DE812345678' : 'FR12345678901', 'See default delivery address', customer.email,
      null, username === 'ddp-buyer' ? 'Sparkasse Bremen' : 'Crédit Agricole Alpes Provence', username === 'ddp-buyer' ? 'DE89370400440532013000' : 'FR7630006000011234567890189'],
  );
  for (const order of delivered) {
    const link = await storeFile(tx, userId, `invoice-${order.orderNo}.pdf`, 'application/pdf', demoPdf(`Invoice for order ${order.orderNo}`));
    await tx.query(
      'INSERT INTO order_invoice (user_id, order_id, invoice_no, company, email, amount, file_link) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [userId, order.id, `INV-${order.orderNo}`, customer.company, customer.email, Math.round(order.amount * 100) / 100, link],
    );
  }

  await insertRows(tx, 'question', ['user_id', 'sku_code', 'content', 'answer', 'closed', 'create_time', 'answer_time'],
    QUESTION_SEED.map((q, index) => [userId, orders[index]!.artNo, q.content, q.answer, q.closed, daysAgo(10 - index), q.answer ? daysAgo(9 - index) : null]));
  await insertRows(tx, 'service_post', ['user_id', 'title', 'content', 'sku_code', 'images', 'service_status', 'response', 'evaluation'],
    SERVICE_POST_SEED.map((p, index) => [userId, p.title, p.content, orders[index]!.artNo, JSON.stringify(index === 0 ? [photo] : []), p.serviceStatus, p.response, p.evaluation]));

  const [admin] = await tx.query<{ id: number }>("SELECT id FROM app_user WHERE username = 'admin'");
  await insertRows(tx, 'message', ['sender_id', 'receiver_id', 'title', 'content', 'read_status', 'collected', 'send_time'],
    MESSAGE_SEED.map((m) => [admin?.id ?? null, userId, m.title, m.content.replace('{orderNo}', orders[0]!.orderNo), m.readStatus, m.readStatus === 3, daysAgo(m.daysAgo)]));
  if (admin) {
    await tx.query('INSERT INTO message (sender_id, receiver_id, title, content, read_status) VALUES ($1, $2, $3, $4, 0)', [
      userId, admin.id, 'Question about the next container', `${customer.company} asks whether the next 40'H can leave a week earlier.`,
    ]);
  }
  await insertRows(tx, 'sys_log', ['user_id', 'type', 'title', 'message', 'stack', 'info', 'url', 'time'], [
    [userId, 'error', 'Client error', "Cannot read properties of undefined (reading 'volume')", 'TypeError at CartLine', 'render', '/shopping', daysAgo(3)],
    [userId, 'error', 'Client error', 'Request timed out after 30000 ms', 'TimeoutError', 'request', '/personal', daysAgo(6)],
  ]);
}
