/**
 * Placing and editing an order with the client's own checks: ETA chosen (and not before the earliest ETA),
 * containers chosen, a complete address of the member's own, quantities and stock, the 65 m³ cap; no
 * pallet orders in trade mode FOB. The same Idempotency-Key places one order.
 */
import { CART_KIND, LANGUAGE_IDS, VALIDATION_KEYS, cartKindOf, isPalletCartVisible, orderPlacementProblems, totalVolume, type CartKind } from '@kontor/api/rules';
import type { Db } from '../../db/db.js';
import { notFound, refuse } from '../../http/errors.js';
import type { SessionUser } from '../../http/tokens.js';
import { ownAddress } from './addresses.js';
import { PALLET_CART_UNAVAILABLE_KEY } from './cart.js';
import { orderByIdempotencyKey, ownOrder } from './order-model.js';
import { checkQuantity, lockMember, numericId, skuFacts } from './products.js';
import { isCalendarDate } from '@kontor/api/rules';


export const ORDER_NOT_EDITABLE_KEY = 'order.edit.notAllowed';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface OrderDraftInput {
  kind: CartKind;
  addressId?: string | number | null;
  eta?: string | null;
  containerCount?: number | null;
  cabinetType?: string | null;
  portId?: string | number | null;
  destinationPort?: string | null;
  remark?: string | null;
  languageId?: number | null;
  lines: { skuId: string | number; quantity: number }[];
}

/** Checks a draft and prices its lines; throws the first problem the client's rules name. */
async function checkedDraft(db: Db, user: SessionUser, draft: OrderDraftInput, placedEta?: string | null) {
  const { kind } = draft;
  const orderType = CART_KIND[kind];
  if (kind === 'pallet' && !isPalletCartVisible(user.modeOfTrade)) throw refuse(PALLET_CART_UNAVAILABLE_KEY);
  // The stored address of the member's own counts, not the copy the form sent along.
  if (draft.addressId == null) throw refuse(VALIDATION_KEYS.addressRequired);
  const address = await ownAddress(db, user.id, numericId(draft.addressId));
  if (draft.eta && !isCalendarDate(draft.eta)) throw refuse(VALIDATION_KEYS.dateInvalid);
  const eta = draft.eta && ISO_DATE.test(draft.eta) ? draft.eta : undefined;
  const placement = { kind, eta, containerCount: draft.containerCount, cabinetType: kind === 'container' ? draft.cabinetType : null, address, placedEta };
  const problems = orderPlacementProblems(placement, new Date());
  if (problems[0]) throw refuse(problems[0]);

  const languageId = draft.languageId ?? LANGUAGE_IDS.en;
  const facts = await skuFacts(db, draft.lines.map((line) => numericId(line.skuId)), languageId);
  const lines = draft.lines.map((line) => {
    const sku = facts.get(numericId(line.skuId));
    if (!sku) throw refuse(VALIDATION_KEYS.skuUnknown);
    checkQuantity(sku, line.quantity);
    return { sku, quantity: line.quantity, volume: sku.volume };
  });
  // The single-product maximum holds per SKU across all lines, not per line.
  const perSku = new Map<number, number>();
  for (const line of lines) perSku.set(line.sku.id, (perSku.get(line.sku.id) ?? 0) + line.quantity);
  for (const [skuId, quantity] of perSku) checkQuantity(facts.get(skuId)!, quantity);
  const volume = totalVolume(lines);
  // Now the goods' volume is known, the same rules again: at most 65 m³, in containers that hold it.
  const [tooMuch] = orderPlacementProblems({ ...placement, volume }, new Date());
  if (tooMuch) throw refuse(tooMuch);
  const amount = Math.round(lines.reduce((sum, l) => sum + (l.sku.discount_price ?? l.sku.unit_price) * l.quantity, 0) * 100) / 100;

  let destinationPort = draft.destinationPort ?? null;
  const portId = draft.portId == null ? null : numericId(draft.portId);
  if (portId !== null) {
    const [port] = await db.query<{ name: string }>('SELECT name FROM port_label WHERE port_id = $1 AND language_id = $2', [portId, languageId]);
    if (!port) throw notFound();
    destinationPort = port.name;
  }
  const containerCount = kind === 'container' ? draft.containerCount! : (draft.containerCount ?? null);
  // The shop sells in euro: the order records the shop's own terms in the buyer's language, not the text the form
  // showed (it may be stale or forged).
  const [terms] = await db.query<{ terms: string }>(
    `SELECT l.payment_terms AS terms FROM payment_account a JOIN payment_account_label l ON l.account_id = a.id AND l.language_id = $1
      WHERE a.currency = 'EUR' ORDER BY a.sort LIMIT 1`,
    [languageId],
  );
  const paymentTerms = terms?.terms ?? null;
  return { orderType, cabinetType: kind === 'container' ? draft.cabinetType! : null, containerCount, address, eta: eta!, lines, volume, amount, portId, destinationPort, paymentTerms };
}

/**
 * Places the order; `cartIds` are the member's cart lines it came from, removed once it is placed.
 * With an idempotency key, a repeated request answers the order the first one placed.
 */
export async function placeOrder(db: Db, user: SessionUser, draft: OrderDraftInput, idempotencyKey?: string, cartIds: number[] = []) {
  if (idempotencyKey) {
    const earlier = await orderByIdempotencyKey(db, user.id, idempotencyKey);
    if (earlier) return earlier;
  }
  const placedId = await db.transaction(async (tx) => {
    // One placement or cart change per member at a time: the cart read below is the cart this order empties.
    await lockMember(tx, user.id);
    // A repeat that waited for the lock answers the order the first request placed.
    if (idempotencyKey) {
      const earlier = await orderByIdempotencyKey(tx, user.id, idempotencyKey);
      if (earlier) return (earlier as { id: number }).id;
    }
    let lines = draft.lines;
    if (cartIds.length > 0) {
      lines = await tx.query<{ skuId: number; quantity: number }>(
        'SELECT sku_id AS "skuId", quantity FROM cart_item WHERE user_id = $1 AND id = ANY($2::int[]) ORDER BY id FOR UPDATE',
        [user.id, cartIds],
      );
      if (lines.length !== cartIds.length) throw notFound();
    }
    const order = await checkedDraft(tx, user, { ...draft, lines });
    const [next] = await tx.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('store_order', 'id'))::int AS id");
    const id = next!.id;
    const inserted = await tx.query(
      `INSERT INTO store_order (id, order_no, user_id, order_type, cabinet_type, status, payment_status, address_id, shipping_address,
         port_id, destination_port, eta, container_count, total_volume, total_amount, mode_of_trade, remark, idempotency_key, payment_terms)
       VALUES ($1, 'KO' || to_char(now(), 'YYYY') || lpad($1::int::text, 5, '0'), $2, $3, $4, 0, 0, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id`,
      [id, user.id, order.orderType, order.cabinetType, order.address.id, JSON.stringify(order.address), order.portId, order.destinationPort,
        order.eta, order.containerCount, order.volume, order.amount, user.modeOfTrade, draft.remark ?? null, idempotencyKey ?? null, order.paymentTerms],
    );
    // A concurrent request with the same key won the race: its order is the answer.
    if (inserted.length === 0) return undefined;
    await writeLines(tx, id, order.lines);
    await tx.query('INSERT INTO order_status_history (order_id, status, operator) VALUES ($1, 0, $2)', [id, user.username]);
    if (cartIds.length > 0) await tx.query('DELETE FROM cart_item WHERE user_id = $1 AND id = ANY($2::int[])', [user.id, cartIds]);
    return id;
  });
  if (placedId === undefined) return (await orderByIdempotencyKey(db, user.id, idempotencyKey!))!;
  return ownOrder(db, user.id, placedId);
}

async function writeLines(tx: Db, orderId: number, lines: Awaited<ReturnType<typeof checkedDraft>>['lines']) {
  for (const { sku, quantity } of lines) {
    await tx.query(
      `INSERT INTO order_item (order_id, sku_id, art_no, name, colour, image, quantity, unit_price, discount_price, volume)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [orderId, sku.id, sku.art_no, sku.name, sku.colour, sku.image, quantity, sku.unit_price, sku.discount_price, sku.volume],
    );
  }
}

/** Changes a placed order (ETA, containers, address, port, lines) while the shop has not confirmed it. */
export async function editOrder(db: Db, user: SessionUser, id: number, draft: Omit<OrderDraftInput, 'lines'> & { lines?: OrderDraftInput['lines'] | null }) {
  const current = await ownOrder(db, user.id, id);
  if (current.status !== 0) throw refuse(ORDER_NOT_EDITABLE_KEY);
  const lines = draft.lines ?? current.items;
  // An order stays the kind it was placed as.
  // The ETA it was placed with passes again unchanged, however near it is now.
  const placedEta = typeof current.eta === 'string' ? current.eta.slice(0, 10) : null;
  const order = await checkedDraft(db, user, { ...draft, kind: cartKindOf(current.orderType), lines }, placedEta);
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE store_order SET cabinet_type = $3, address_id = $4, shipping_address = $5, port_id = $6, destination_port = $7, eta = $8,
              container_count = $9, total_volume = $10, total_amount = $11, remark = $12 WHERE id = $1 AND user_id = $2`,
      [id, user.id, order.cabinetType, order.address.id, JSON.stringify(order.address), order.portId, order.destinationPort, order.eta,
        order.containerCount, order.volume, order.amount, draft.remark ?? current.remark ?? null],
    );
    if (draft.lines) {
      await tx.query('DELETE FROM order_item WHERE order_id = $1', [id]);
      await writeLines(tx, id, order.lines);
    }
  });
  return ownOrder(db, user.id, id);
}
