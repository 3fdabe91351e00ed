/** What every change of an order does beside its own row: its timeline, stock, money, counted sales; and the order's lock. */
import { asc, eq } from 'drizzle-orm';
import { orderMessage, type OrderMessageKey } from '@pishkhan/common/i18n/fa/order-labels';
import type { OrderPaymentSource, OrderTotals } from '@pishkhan/common/order';
import { toAsciiDigits } from '@pishkhan/common/text';
import type { DbOrTx, Tx } from '../../../db/client';
import type { Actor } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import { changeStocks, InsufficientStockError } from '../../stock/stock/stock.service';
import { announceInbox } from '../../system/notifications/notification.service';
import { changeWallet } from '../../wallet/wallets/wallet.service';
import { recordCampaignSales } from '../flashes/flash.service';
import { joinTitle } from '../pricing/pricing.service';
import { couponUsages, orderEvents, orderItems, orderPayments, orders } from './order.table';

export type OrderRow = typeof orders.$inferSelect;

export type OrderItemRow = typeof orderItems.$inferSelect;

export const refuse = (status: 409 | 422, key: OrderMessageKey, params: Record<string, string | number> = {}, field?: string) => {
  const msg = orderMessage(key, params);
  return new AppError(status, key, msg, field ? { [field]: msg } : undefined);
};

export const lineTitle = (i: { title: string; variantTitle: string }) => joinTitle(i.title, i.variantTitle);

export async function event(tx: Tx, actor: Actor, orderId: number, type: string, data: Record<string, unknown> = {}) {
  await tx.insert(orderEvents).values({ orderId, type, data, adminId: actor.adminId });
  // Every server drops its order counts at commit (one notice per transaction, however many events).
  await announceInbox(tx, 'orders');
}

/** Takes (sign −1) or returns (+1) the stock of active lines (changeStocks locks them in id order). */
export async function moveStock(tx: Tx, actor: Actor, orderId: number, items: { variantId: number; quantity: number }[], sign: 1 | -1, reason: OrderMessageKey) {
  const type = sign < 0 ? 'order' : 'order_cancel';
  try {
    await changeStocks(tx, actor, items.map((it) => ({ variantId: it.variantId, change: sign * it.quantity, type, reason: orderMessage(reason, { id: orderId }), orderId })));
  } catch (e) {
    if (e instanceof InsufficientStockError) throw new AppError(409, 'insufficient_stock', e.message, { [`items.${e.index}.quantity`]: e.message, quantity: e.message });
    throw e;
  }
}

/**
 * Brings what was paid in line with the total: charges the wallet (or records a card/cash
 * payment) for the difference, or refunds the excess to the wallet. Returns the new paid amount.
 */
export async function settle(tx: Tx, actor: Actor, o: OrderRow, target: number, payment: { method: OrderPaymentSource; tracking_code?: string | null | undefined } = { method: 'wallet' }, reasonKey: OrderMessageKey = 'edit_reason_order') {
  const diff = target - o.paidAmount;
  if (diff === 0) return o.paidAmount;
  // Collect on delivery: nothing is received now; the money is recorded when it comes (recordPayment).
  if (diff > 0 && payment.method === 'unpaid') return o.paidAmount;
  if (!o.customerId) throw notFound();
  if (diff > 0 && payment.method !== 'wallet') {
    await tx.insert(orderPayments).values({ orderId: o.id, method: payment.method, amount: diff, trackingCode: payment.tracking_code ? toAsciiDigits(payment.tracking_code) : null, adminId: actor.adminId });
    await event(tx, actor, o.id, 'payment', { method: payment.method, amount: diff });
    return target;
  }
  const res = await changeWallet(tx, actor, {
    customerId: o.customerId,
    amount: -diff,
    type: diff > 0 ? 'order_payment' : 'order_refund',
    reason: orderMessage(diff > 0 ? reasonKey : 'refund_reason_order', { id: o.id }),
    orderId: o.id,
  });
  await tx.insert(orderPayments).values({ orderId: o.id, method: 'wallet', amount: diff, walletTransactionId: res.transaction.id, adminId: actor.adminId });
  await event(tx, actor, o.id, diff > 0 ? 'payment' : 'refund', { method: 'wallet', amount: Math.abs(diff) });
  return target;
}

/** Coupon use and campaign sales count while the order is active, and go when it is not. */
export async function countSales(tx: Tx, o: OrderRow, items: OrderItemRow[], sign: 1 | -1) {
  if (o.couponId) {
    if (sign > 0) await tx.insert(couponUsages).values({ couponId: o.couponId, customerId: o.customerId, orderId: o.id });
    else await tx.delete(couponUsages).where(eq(couponUsages.orderId, o.id));
  }
  for (const it of items) if (it.status && it.flashId) await recordCampaignSales(tx, it.flashId, it.productId, sign * it.quantity);
}

export async function lockOrder(tx: Tx, id: number): Promise<OrderRow> {
  const [o] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!o) throw notFound();
  return o;
}

export const itemsOf = (tx: DbOrTx, orderId: number) => tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));

export const totalsColumns = (t: OrderTotals) => ({
  itemsCount: t.items_count,
  itemsQuantity: t.items_quantity,
  totalItemsAmount: t.total_items_amount,
  discountOnItems: t.discount_on_items,
  discountOnCoupon: t.discount_on_coupon,
  discountOnOrder: t.discount_on_order,
  discountAmount: t.discount_amount,
  shippingAmount: t.shipping_amount,
  totalAmount: t.total_amount,
});

export const asLines = (items: OrderItemRow[]) => items.map((i) => ({ quantity: i.quantity, unit_price: i.unitPrice, unit_discount: i.unitDiscount, status: i.status }));
