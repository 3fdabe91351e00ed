/**
 * Asks the gateway again about a payment whose verification did not answer (`unknown`): queued by
 * the callback in its own transaction, retried by the queue with backoff (1, 2, 4… minutes, about
 * two hours in all), and on the last attempt the payment is given up as failed (an unverified
 * payment is returned to the payer's card by the gateway). Verifying twice is harmless: the gateway
 * answers «verified before» (Zarinpal's 101) with the same reference.
 */
import { paymentMessage } from '@pishkhan/common/i18n/fa/payments';
import type { PaymentGatewayName } from '@pishkhan/common/payment';
import type { Tx } from '../../../db/client';
import { defineTask, TaskFailure, type TaskQueue } from '../../../lib/queue';
import { gatewayNamed } from '../../../lib/payments';
// The purposes' handlers run here too, whoever loaded this module.
import './payment.handlers';
import { applyVerification, lockPayment, publicBase } from './payment.service';
import type { PaymentRow } from './payment.table';

export const paymentVerifyTask = defineTask(
  'payment_verify',
  async (ctx, input: { paymentId: number }) => {
    const base = await publicBase(ctx.db, ctx.config);
    const after = await ctx.db.transaction(async (tx) => {
      const p = await lockPayment(tx, { id: input.paymentId });
      // Settled meanwhile (a late callback found it paid, or an earlier run did).
      if (!p || p.status !== 'unknown') return p ?? null;
      const gateway = await gatewayNamed(tx, ctx.config, p.gateway as PaymentGatewayName, base);
      const v = gateway ? await gateway.verify(p.authority, p.amountRials) : ({ status: 'unknown', reason: paymentMessage('gateway_not_configured') } as const);
      return applyVerification(tx, p, v, { giveUp: ctx.lastAttempt });
    });
    if (after?.status === 'unknown') throw new TaskFailure(paymentMessage('still_unknown'));
    return after ? { payment_id: after.id, status: after.status } : { skipped: true };
  },
  { permission: 'read_order', retryLimit: 7, retryDelaySeconds: 60, concurrency: 1 },
);

/** Queues the re-verification of an unknown payment in the caller's transaction (once per payment). */
export const queueReverify = (queue: TaskQueue) => async (tx: Tx, p: PaymentRow) => {
  await queue.startTask(paymentVerifyTask, { paymentId: p.id }, { actor: null, db: tx, singletonKey: `payment:${p.id}` });
};
