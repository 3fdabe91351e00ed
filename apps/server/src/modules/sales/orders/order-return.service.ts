import { and, asc, eq, sql } from 'drizzle-orm';
import { orderMessage, orderReturnStatusLabels, orderStatusLabels } from '@pishkhan/common/i18n/fa/order-labels';
import { isReturnable, type OrderReturnStatus, type OrderStatus, type PaymentMethod } from '@pishkhan/common/order';
import type { OrderReturnComplete, OrderReturnCreate } from '@pishkhan/common/schemas/order.schema';
import { toAsciiDigits } from '@pishkhan/common/text';
import type { DbOrTx, Tx } from '../../../db/client';
import { audit, type Actor } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import { changeStocks } from '../../stock/stock/stock.service';
import { changeWallet } from '../../wallet/wallets/wallet.service';
import { recordCampaignSales } from '../flashes/flash.service';
import { joinTitle } from '../pricing/pricing.service';
import { event, lockOrder } from './order.effects';
import { orderItems, orderPayments, orderReturnItems, orderReturns, orders } from './order.table';

/**
 * Returns of a shipped or received order (docs/api-orders.md § Returns). Every step locks the order
 * row first, so two requests on the same order run one after the other and the second sees what
 * the first took: a line is never returned beyond what was sold.
 */

const refuse = (status: 404 | 409 | 422, key: Parameters<typeof orderMessage>[0], params: Record<string, string | number> = {}, field?: string) => {
  const msg = orderMessage(key, params);
  return new AppError(status, key, msg, field ? { [field]: msg } : undefined);
};

/** A line's net unit price: what one unit of it cost the customer (coupon and admin discounts are not spread over lines). */
const unitAmount = (i: { unitPrice: number; unitDiscount: number }) => i.unitPrice - Math.min(i.unitDiscount, i.unitPrice);

/** How many of each line of the order are asked back or taken back already (canceled returns aside). */
async function takenBack(tx: DbOrTx, orderId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ itemId: orderReturnItems.orderItemId, n: sql<number>`sum(${orderReturnItems.quantity})`.mapWith(Number) })
    .from(orderReturnItems)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnItems.returnId))
    .where(and(eq(orderReturns.orderId, orderId), sql`${orderReturns.status} <> 'canceled'`))
    .groupBy(orderReturnItems.orderItemId);
  return new Map(rows.map((r) => [r.itemId, r.n]));
}

const assertReturnable = (o: { status: string }) => {
  if (!isReturnable(o.status)) throw refuse(409, 'not_returnable', { status: orderStatusLabels[o.status as OrderStatus] ?? o.status });
};

/** A return asked for: lines with a quantity > 0, each within what was sold less what is already back or asked back. */
export async function requestReturn(tx: Tx, actor: Actor, orderId: number, b: OrderReturnCreate): Promise<number> {
  const o = await lockOrder(tx, orderId);
  assertReturnable(o);
  const lines = b.items.map((l, index) => ({ ...l, index })).filter((l) => l.quantity > 0);
  if (!lines.length) throw refuse(422, 'return_empty', {}, 'items');
  const seen = new Set<number>();
  for (const l of lines) {
    if (seen.has(l.item_id)) throw refuse(422, 'return_item_repeated', {}, `items.${l.index}.item_id`);
    seen.add(l.item_id);
  }
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, o.id));
  const taken = await takenBack(tx, o.id);
  let amount = 0;
  const rows: { orderItemId: number; quantity: number; unitAmount: number; title: string }[] = [];
  for (const l of lines) {
    const it = items.find((i) => i.id === l.item_id && i.status);
    if (!it) throw refuse(422, 'item_unknown', {}, `items.${l.index}.item_id`);
    const max = it.quantity - (taken.get(it.id) ?? 0);
    if (l.quantity > max) throw refuse(422, 'return_too_many', { title: joinTitle(it.title, it.variantTitle), max: Math.max(0, max) }, `items.${l.index}.quantity`);
    amount += unitAmount(it) * l.quantity;
    rows.push({ orderItemId: it.id, quantity: l.quantity, unitAmount: unitAmount(it), title: joinTitle(it.title, it.variantTitle) });
  }
  const [r] = await tx.insert(orderReturns).values({ orderId: o.id, amount, note: b.note ?? null, adminId: actor.adminId }).returning();
  await tx.insert(orderReturnItems).values(rows.map((x) => ({ returnId: r!.id, orderItemId: x.orderItemId, quantity: x.quantity, unitAmount: x.unitAmount })));
  await tx.update(orders).set({ updatedAt: sql`now()` }).where(eq(orders.id, o.id));
  await event(tx, actor, o.id, 'return', { return_id: r!.id, status: 'requested', amount, lines: rows.map((x) => ({ title: x.title, quantity: x.quantity })) });
  await audit(tx, actor, { entity: 'order_return', entityId: r!.id, action: 'create', changes: { order_id: [null, o.id], status: [null, 'requested'], amount: [null, amount] } });
  return r!.id;
}

async function lockReturn(tx: Tx, orderId: number, returnId: number) {
  const [r] = await tx.select().from(orderReturns).where(and(eq(orderReturns.id, returnId), eq(orderReturns.orderId, orderId))).for('update');
  if (!r) throw notFound();
  if (r.status !== 'requested') throw refuse(409, 'return_not_requested', { status: orderReturnStatusLabels[r.status as OrderReturnStatus] ?? r.status });
  return r;
}

/**
 * The goods are back: their stock returns through the stock ledger (`order_return` movements), the
 * order's returned amount grows, and what the customer had paid beyond what they now owe is paid
 * back — to the wallet (wallet ledger) or recorded as paid back by card / cash — in one transaction.
 */
export async function completeReturn(tx: Tx, actor: Actor, orderId: number, returnId: number, b: OrderReturnComplete) {
  const o = await lockOrder(tx, orderId);
  const r = await lockReturn(tx, o.id, returnId);
  assertReturnable(o);
  const lines = await tx
    .select({ quantity: orderReturnItems.quantity, it: orderItems })
    .from(orderReturnItems)
    .innerJoin(orderItems, eq(orderItems.id, orderReturnItems.orderItemId))
    .where(eq(orderReturnItems.returnId, r.id))
    .orderBy(asc(orderReturnItems.id));
  const reason = orderMessage('stock_reason_return', { id: o.id });
  await changeStocks(tx, actor, lines.map((l) => ({ variantId: l.it.variantId, change: l.quantity, type: 'order_return' as const, reason, orderId: o.id })));
  for (const l of lines) if (l.it.flashId) await recordCampaignSales(tx, l.it.flashId, l.it.productId, -l.quantity);

  const returned = o.returnedAmount + r.amount;
  // The customer owes total − returned; anything paid beyond that goes back (never more than this return's value).
  const refund = Math.max(0, Math.min(r.amount, o.paidAmount - (o.totalAmount - returned)));
  const method: PaymentMethod = b.refund_method;
  if (refund > 0) {
    if (method === 'wallet') {
      if (!o.customerId) throw refuse(422, 'customer_unknown', {}, 'refund_method');
      const w = await changeWallet(tx, actor, { customerId: o.customerId, amount: refund, type: 'order_refund', reason: orderMessage('refund_reason_return', { id: o.id }), orderId: o.id });
      await tx.insert(orderPayments).values({ orderId: o.id, method: 'wallet', amount: -refund, walletTransactionId: w.transaction.id, adminId: actor.adminId });
    } else {
      await tx.insert(orderPayments).values({ orderId: o.id, method, amount: -refund, trackingCode: b.tracking_code ? toAsciiDigits(b.tracking_code) : null, adminId: actor.adminId });
    }
    await event(tx, actor, o.id, 'refund', { method, amount: refund });
  }
  await tx.update(orders).set({ returnedAmount: returned, paidAmount: o.paidAmount - refund, updatedAt: sql`now()` }).where(eq(orders.id, o.id));
  await tx
    .update(orderReturns)
    .set({
      status: 'returned',
      refundMethod: refund > 0 ? method : null,
      refundedAmount: refund,
      trackingCode: b.tracking_code ? toAsciiDigits(b.tracking_code) : null,
      note: b.note ?? r.note,
      completedBy: actor.adminId,
      completedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(orderReturns.id, r.id));
  await event(tx, actor, o.id, 'return', {
    return_id: r.id,
    status: 'returned',
    amount: r.amount,
    refunded: refund,
    method: refund > 0 ? method : null,
    lines: lines.map((l) => ({ title: joinTitle(l.it.title, l.it.variantTitle), quantity: l.quantity })),
  });
  await audit(tx, actor, {
    entity: 'order_return',
    entityId: r.id,
    action: 'update',
    changes: { status: ['requested', 'returned'], refunded_amount: [0, refund], refund_method: [null, refund > 0 ? method : null] },
  });
  await audit(tx, actor, { entity: 'order', entityId: o.id, action: 'update', changes: { returned_amount: [o.returnedAmount, returned], paid_amount: [o.paidAmount, o.paidAmount - refund] } });
}

/** A return withdrawn before the goods came back: nothing moves. */
export async function cancelReturn(tx: Tx, actor: Actor, orderId: number, returnId: number) {
  const o = await lockOrder(tx, orderId);
  const r = await lockReturn(tx, o.id, returnId);
  await tx.update(orderReturns).set({ status: 'canceled', updatedAt: sql`now()` }).where(eq(orderReturns.id, r.id));
  await tx.update(orders).set({ updatedAt: sql`now()` }).where(eq(orders.id, o.id));
  await event(tx, actor, o.id, 'return', { return_id: r.id, status: 'canceled', amount: r.amount });
  await audit(tx, actor, { entity: 'order_return', entityId: r.id, action: 'update', changes: { status: ['requested', 'canceled'] } });
}
