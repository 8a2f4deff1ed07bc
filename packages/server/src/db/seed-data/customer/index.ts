/** Seeds the demo accounts and everything that belongs to them (runs after the catalogue; picks SKUs from it). */
import { LANGUAGE_IDS, totalVolume } from '@kontor/api/rules';
import { insertRows, type Db } from '../../db.js';
import { hashPassword } from '../../../http/passwords.js';
import { labelRows } from '../catalogue/labels.js';
import { ACCOUNT_SEED, ADDRESS_SEED, COUNTRY_SEED, DEMO_PASSWORD, MEMBER_LEVEL_SEED } from './accounts.js';
import { seedAccountContent } from './account-content.js';
import { orderSeeds, type ProductPick } from './orders.js';

const camelKeys = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()), value]));

export async function seedCustomers(tx: Db): Promise<void> {
  await insertRows(tx, 'member_level', ['id', 'level', 'discount'], MEMBER_LEVEL_SEED.map((l) => [l.id, l.level, l.discount]));
  await insertRows(tx, 'member_level_label', ['level_id', 'language_id', 'name'], MEMBER_LEVEL_SEED.flatMap((l) => labelRows(l.id, l.labels)));
  await insertRows(tx, 'country_area', ['id', 'parent_id', 'level', 'code', 'name'], COUNTRY_SEED.map((c) => [c.id, c.parentId, c.level, c.code, c.name]));

  const products = await tx.query<ProductPick>(
    // The colour as the order's language names it (the label), like the name: `s.colour` is the palette's key ('sand').
    `SELECT s.id, s.art_no, l.name, coalesce(l.colour, s.colour) AS colour, s.image, s.volume::float8 AS volume, s.unit_price::float8 AS unit_price,
            s.discount_price::float8 AS discount_price, s.max_order_qty
       FROM sku s JOIN sku_label l ON l.sku_id = s.id AND l.language_id = $1
      WHERE NOT s.is_spare_part AND s.stock_cn + s.stock_de + s.stock_production > 0
      ORDER BY s.id LIMIT 40`,
    [LANGUAGE_IDS.en],
  );
  const ports = await tx.query<{ id: number; name: string }>(
    'SELECT p.id, l.name FROM port p JOIN port_label l ON l.port_id = p.id AND l.language_id = $1 ORDER BY p.sort, p.id',
    [LANGUAGE_IDS.en],
  );

  let nextOrderNo = 1;
  for (const [accountIndex, account] of ACCOUNT_SEED.entries()) {
    const [user] = await tx.query<{ id: number }>(
      `INSERT INTO app_user (username, password_hash, realname, phone, email, roles, social_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [account.username, await hashPassword(DEMO_PASSWORD), account.realname, account.phone, account.email, account.roles, account.socialType],
    );
    const member = account.member;
    if (!member || !user) continue;
    await tx.query(
      `INSERT INTO member (user_id, name, company, tel, email, country_id, level_id, salesname, sales_phone, mode_of_trade, language_id)
       VALUES ($1, $2, $3, $4, $5, (SELECT id FROM country_area WHERE code = $6 AND level = 2), $7, $8, $9, $10, $11)`,
      [user.id, account.realname, member.company, account.phone, account.email, member.countryCode, member.levelId,
        member.salesname, member.salesPhone, member.modeOfTrade, member.languageId],
    );
    const addresses = ADDRESS_SEED[account.username] ?? [];
    const addressIds: number[] = [];
    for (const address of addresses) {
      const columns = Object.keys(address);
      const values = columns.map((column) => (column === 'receiving_times' ? JSON.stringify(address[column]) : address[column]));
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO member_address (user_id, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
        [user.id, ...values],
      );
      addressIds.push(row!.id);
    }
    // Orders keep the address as it was, in the wire's names (postal_code -> postalCode).
    const snapshot = { id: addressIds[0], memberId: user.id, ...camelKeys(addresses[0] ?? {}) };

    // The carts: a few lines in the container cart, and for DDP customers a pallet cart too.
    const cartProducts = products.slice(30 + accountIndex * 3, 33 + accountIndex * 3);
    await insertRows(tx, 'cart_item', ['user_id', 'sku_id', 'quantity', 'cart_type', 'language_id'], [
      ...cartProducts.map((p) => [user.id, p.id, Math.max(1, Math.min(p.max_order_qty ?? 50, Math.floor(4 / Math.max(p.volume, 0.01)))), 1, member.languageId]),
      ...(member.modeOfTrade === 1 ? products.slice(36, 38).map((p) => [user.id, p.id, 2, 2, member.languageId]) : []),
    ]);

    const orders = orderSeeds(products.slice(0, 30), ports, member.modeOfTrade, nextOrderNo);
    nextOrderNo += orders.length;
    const orderIds: { id: number; orderNo: string; status: number; skuId: number; artNo: string; name: string; amount: number }[] = [];
    for (const order of orders) {
      const lines = order.items.map(({ product, quantity }) => ({ volume: product.volume, quantity }));
      const amount = order.items.reduce((sum, { product, quantity }) => sum + (product.discount_price ?? product.unit_price) * quantity, 0);
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO store_order (order_no, user_id, order_type, cabinet_type, status, payment_terms, payment_status, address_id,
           shipping_address, port_id, destination_port, forwarding_company, delivery_date, receipt_no, eta, container_count,
           total_volume, total_amount, mode_of_trade, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20) RETURNING id`,
        [order.orderNo, user.id, order.orderType, order.cabinetType, order.status, order.paymentTerms, order.paymentStatus, addressIds[0],
          JSON.stringify(snapshot), order.portId, order.destinationPort, order.forwardingCompany, order.deliveryDate, order.receiptNo,
          order.eta, order.containerCount, totalVolume(lines), Math.round(amount * 100) / 100, member.modeOfTrade, order.createTime],
      );
      await insertRows(tx, 'order_item', ['order_id', 'sku_id', 'art_no', 'name', 'colour', 'image', 'quantity', 'unit_price', 'discount_price', 'volume'],
        order.items.map(({ product: p, quantity }) => [row!.id, p.id, p.art_no, p.name, p.colour, p.image, quantity, p.unit_price, p.discount_price, p.volume]));
      await insertRows(tx, 'order_status_history', ['order_id', 'status', 'time', 'operator'],
        order.history.map((h) => [row!.id, h.status, h.time, h.status === 0 ? account.username : 'admin']));
      const first = order.items[0]!.product;
      orderIds.push({ id: row!.id, orderNo: order.orderNo, status: order.status, skuId: first.id, artNo: first.art_no, name: first.name, amount });
    }
    await seedAccountContent(tx, { userId: user.id, username: account.username, realname: account.realname, email: account.email, company: member.company }, orderIds);
  }
}
