/**
 * What a verified payment does, by purpose (registered with `onPaid`):
 * - `wallet_topup`: the customer's wallet is credited through the wallet's own `changeWallet` (a
 *   `gateway_topup` ledger row, idempotent per payment);
 * - `order`: an order waiting for payment becomes `new` (a `gateway` payment row with the bank's
 *   tracking code, the timeline; no stock moves: the order has held its goods since checkout) and
 *   the admins get the new-order notification. When the order can no longer take the money (no
 *   longer waiting — released unpaid after its reserve time, canceled — or another amount) the money
 *   goes to the customer's wallet instead, and the payment's note says why: a late payment never
 *   revives a released order.
 */
import { eq } from 'drizzle-orm';
import { orderStatusLabels } from '@pishkhan/common/i18n/fa/order-labels';
import { paymentMessage } from '@pishkhan/common/i18n/fa/payments';
import type { OrderStatus } from '@pishkhan/common/order';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { customerFullName } from '../../people/customers/customer.service';
import { customers } from '../../people/customers/customer.table';
import { changeWallet } from '../../wallet/wallets/wallet.service';
import { notifyNewOrder } from '../orders/order.create';
import { lockOrder } from '../orders/order.effects';
import { changeStatus } from '../orders/order.lifecycle';
import { onPaid } from './payment.service';
import type { PaymentRow } from './payment.table';

/** Credits the payment's amount to its customer's wallet (once per payment, whatever calls it). */
async function creditWallet(tx: Tx, actor: Actor, p: PaymentRow, reason: string, orderId: number | null = null) {
  if (!p.customerId) throw new AppError(409, 'payment_subject_unknown', paymentMessage('subject_unknown'));
  return changeWallet(tx, actor, { customerId: p.customerId, amount: p.amount, type: 'gateway_topup', reason, orderId, idempotencyKey: `payment:${p.id}` });
}

onPaid('wallet_topup', async (tx, p, actor) => {
  await creditWallet(tx, actor, p, paymentMessage('topup_reason', { id: p.id, ref: p.refId ?? '' }));
  return null;
});

onPaid('order', async (tx, p, actor) => {
  const o = await lockOrder(tx, p.subjectId).catch(() => null);
  let why: string | null = null;
  if (!o || o.customerId !== p.customerId) why = paymentMessage('subject_unknown');
  else if (o.status !== 'wait_for_payment') why = `${paymentMessage('order_not_awaiting')} (${orderStatusLabels[o.status as OrderStatus] ?? o.status})`;
  else if (o.totalAmount - o.paidAmount !== p.amount) why = paymentMessage('order_amount_changed', { id: o.id });
  if (!why) {
    try {
      // A savepoint: a refusal (stock sold out meanwhile) undoes only this part, and the money goes to the wallet.
      await tx.transaction(async (sp) => {
        await changeStatus(sp, actor, o!.id, 'new', { payment: { method: 'gateway', tracking_code: p.refId } });
        const [cu] = await sp.select().from(customers).where(eq(customers.id, o!.customerId!));
        await notifyNewOrder(sp, o!.id, cu ? customerFullName(cu) || cu.mobile : '', o!.totalAmount);
      });
      return null;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      why = err.message;
    }
  }
  const reason = paymentMessage('order_fallback_reason', { id: p.id, order: p.subjectId, why });
  await creditWallet(tx, actor, p, reason.slice(0, 1000), o ? o.id : null);
  return reason;
});
