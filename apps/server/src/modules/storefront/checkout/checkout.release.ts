/**
 * An order placed in the store and not paid in time is released: queued by checkout for its
 * `reserve_until`, the task moves a still-waiting order to `failed` (domain reference §4.1: unpaid
 * orders past the gateway's time become `failed`) through the order's own status change — its stock
 * goes back with a Persian reason, the wallet part to the wallet, the coupon use and campaign sales
 * are undone. A payment that arrives later finds the order no longer waiting and goes to the
 * customer's wallet (payment.handlers.ts). A sweep every few minutes releases any overdue order the
 * queue missed.
 *
 * A customer who is at the bank when the time runs out is not cut short: while the order has a
 * payment started less than AT_THE_BANK_MS ago and not yet settled, its reserve time moves to that
 * payment's start + AT_THE_BANK_MS, and the sweep releases it then if still unpaid.
 */
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { orderMessage } from '@pishkhan/common/i18n/fa/order-labels';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/audit';
import { defineTask } from '../../../lib/queue';
import { changeStatus } from '../../sales/orders/order.lifecycle';
import { orders } from '../../sales/orders/order.table';
import { payments } from '../../sales/payments/payment.table';
import { getSetting } from '../../system/settings/setting.service';

const SYSTEM: Actor = { adminId: null, ip: null };
/** How long a customer may take at the gateway's page once a payment has started. */
export const AT_THE_BANK_MS = 20 * 60_000;

/**
 * Releases one order if it is still waiting for payment and its reserve time has passed (at `now`).
 * Answers whether it did. Idempotent: the order row is locked, a paid or released one is left alone.
 */
export async function releaseOrder(db: Db, orderId: number, now = new Date()): Promise<boolean> {
  const minutes = Number(await getSetting(db, 'order_reserve_minutes')) || 30;
  return db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!o || o.status !== 'wait_for_payment' || !o.reserveUntil || o.reserveUntil > now) return false;
    const [open] = await tx
      .select({ createdAt: payments.createdAt })
      .from(payments)
      .where(and(eq(payments.purpose, 'order'), eq(payments.subjectId, o.id), inArray(payments.status, ['pending', 'unknown'])))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    const held = open ? new Date(open.createdAt.getTime() + AT_THE_BANK_MS) : null;
    if (held && held > now) {
      await tx.update(orders).set({ reserveUntil: held }).where(eq(orders.id, o.id));
      return false;
    }
    const why = orderMessage('unpaid_expired', { minutes });
    await changeStatus(tx, SYSTEM, o.id, 'failed', { note: why, detail: why, stockReason: 'stock_reason_unpaid' });
    return true;
  });
}

/** Releases every overdue waiting order (the sweep); answers how many. */
export async function releaseOverdueOrders(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'wait_for_payment'), lte(orders.reserveUntil, sql`${now.toISOString()}::timestamptz`)))
    .limit(500);
  let n = 0;
  for (const o of due) if (await releaseOrder(db, o.id, now)) n++;
  return n;
}

export const orderReleaseTask = defineTask(
  'order_release',
  async (ctx, input: { orderId: number }) => ({ order_id: input.orderId, released: await releaseOrder(ctx.db, input.orderId) }),
  { permission: 'read_order', retryLimit: 5, retryDelaySeconds: 30, concurrency: 1 },
);
