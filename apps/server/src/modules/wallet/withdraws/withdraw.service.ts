import { and, eq, inArray, sql } from 'drizzle-orm';
import { withdrawStatusLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { peopleMessage } from '@pishkhan/common/i18n/fa/people-messages';
import { bankNameOfCard, bankNameOfSheba } from '@pishkhan/common/iran';
import { formatMoney } from '@pishkhan/common/text';
import type { DbOrTx, Tx } from '../../../db/client';
import { audit, type Actor } from '../../../lib/audit';
import { AppError, notFound, validation } from '../../../lib/errors';
import { admins } from '../../people/admins/admin.table';
import { customerFullName } from '../../people/customers/customer.service';
import { customers } from '../../people/customers/customer.table';
import { getSetting } from '../../system/settings/setting.service';
import { changeWallet, lockWallet } from '../wallets/wallet.service';
import { walletTransactions } from '../wallets/wallet.table';
import { withdraws } from './withdraw.table';

export type WithdrawRow = typeof withdraws.$inferSelect;

const stateConflict = (key: 'withdraw_not_pending' | 'withdraw_already_pending') => new AppError(409, key, peopleMessage(key));

async function lockWithdraw(tx: Tx, id: number): Promise<WithdrawRow> {
  const [w] = await tx.select().from(withdraws).where(eq(withdraws.id, id)).for('update');
  if (!w) throw notFound();
  return w;
}

/**
 * Creates a withdrawal request and takes its amount out of the customer's withdrawable balance at
 * once (`withdraw_request`), in the caller's transaction. Rules: amount ≥ setting min_withdraw,
 * the customer has a card number or a Sheba (both are copied onto the request), and the amount
 * fits `balance − gift_balance` (else `AppError(409, 'insufficient_balance')` and the caller rolls
 * back). With an idempotency key already used for a request, that request is returned.
 * `destination` (the customer's own request) names the Sheba and card to pay to instead of the
 * account's. Used by the admin API and by the customer's own API.
 */
export async function createWithdraw(
  tx: Tx,
  actor: Actor,
  input: {
    customerId: number;
    amount: number;
    note?: string | null;
    idempotencyKey?: string | null;
    destination?: { sheba: string | null; cardNumber: string | null };
  },
): Promise<{ withdraw: WithdrawRow; replayed: boolean }> {
  const [found] = await tx
    .select({ id: customers.id, cardNumber: customers.cardNumber, sheba: customers.sheba })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  if (!found) throw validation({ customer_id: peopleMessage('unknown_customer') });
  const c = input.destination ? { id: found.id, ...input.destination } : found;
  const min = Number(await getSetting<number>(tx, 'min_withdraw')) || 0;
  if (input.amount < min) throw validation({ amount: peopleMessage('withdraw_min', { min: formatMoney(min) }) });
  if (!c.cardNumber && !c.sheba) throw validation({ customer_id: peopleMessage('withdraw_no_destination') });

  const wallet = await lockWallet(tx, c.id);
  const key = input.idempotencyKey ?? null;
  if (key !== null) {
    const [prev] = await tx
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.walletId, wallet.id), eq(walletTransactions.idempotencyKey, key)));
    if (prev) {
      if (prev.type !== 'withdraw_request' || prev.amount !== -input.amount || !prev.withdrawId)
        throw new AppError(409, 'idempotency_mismatch', peopleMessage('idempotency_mismatch'));
      const [w] = await tx.select().from(withdraws).where(eq(withdraws.id, prev.withdrawId));
      return { withdraw: w!, replayed: true };
    }
  }

  const [w] = await tx
    .insert(withdraws)
    .values({ customerId: c.id, amount: input.amount, cardNumber: c.cardNumber, sheba: c.sheba, note: input.note ?? null, creatorId: actor.adminId })
    .returning();
  await changeWallet(tx, actor, {
    customerId: c.id,
    amount: -input.amount,
    type: 'withdraw_request',
    reason: peopleMessage('withdraw_request_reason', { id: w!.id }),
    withdrawId: w!.id,
    idempotencyKey: key,
  });
  await audit(tx, actor, { entity: 'withdraw', entityId: w!.id, action: 'create', before: null, after: w });
  return { withdraw: w!, replayed: false };
}

/** pending → paid with the bank's tracking code. */
export async function payWithdraw(tx: Tx, actor: Actor, id: number, input: { trackingCode: string; note?: string | null }): Promise<WithdrawRow> {
  const before = await lockWithdraw(tx, id);
  if (before.status !== 'pending') throw stateConflict('withdraw_not_pending');
  const [after] = await tx
    .update(withdraws)
    .set({
      status: 'paid',
      trackingCode: input.trackingCode,
      paidAt: sql`now()`,
      processorId: actor.adminId,
      ...(input.note !== undefined ? { note: input.note } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(withdraws.id, id))
    .returning();
  await audit(tx, actor, { entity: 'withdraw', entityId: id, action: 'pay', before, after });
  return after!;
}

/** pending → canceled; the amount goes back to the wallet (`withdraw_cancel`). */
export async function cancelWithdraw(tx: Tx, actor: Actor, id: number, input: { note?: string | null } = {}): Promise<WithdrawRow> {
  const before = await lockWithdraw(tx, id);
  if (before.status !== 'pending') throw stateConflict('withdraw_not_pending');
  await changeWallet(tx, actor, {
    customerId: before.customerId,
    amount: before.amount,
    type: 'withdraw_cancel',
    reason: peopleMessage('withdraw_cancel_reason', { id }),
    withdrawId: id,
  });
  const [after] = await tx
    .update(withdraws)
    .set({
      status: 'canceled',
      canceledAt: sql`now()`,
      processorId: actor.adminId,
      ...(input.note !== undefined ? { note: input.note } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(withdraws.id, id))
    .returning();
  await audit(tx, actor, { entity: 'withdraw', entityId: id, action: 'cancel', before, after });
  return after!;
}

/**
 * paid → pending (tracking code cleared: the payment is to be redone or corrected);
 * canceled → pending (the amount is taken from the wallet again; 409 insufficient_balance when it is not there).
 */
export async function reopenWithdraw(tx: Tx, actor: Actor, id: number): Promise<WithdrawRow> {
  const before = await lockWithdraw(tx, id);
  if (before.status === 'pending') throw stateConflict('withdraw_already_pending');
  if (before.status === 'canceled')
    await changeWallet(tx, actor, {
      customerId: before.customerId,
      amount: -before.amount,
      type: 'withdraw_request',
      reason: peopleMessage('withdraw_reopen_reason', { id }),
      withdrawId: id,
    });
  const [after] = await tx
    .update(withdraws)
    .set({ status: 'pending', trackingCode: null, paidAt: null, canceledAt: null, processorId: actor.adminId, updatedAt: sql`now()` })
    .where(eq(withdraws.id, id))
    .returning();
  await audit(tx, actor, { entity: 'withdraw', entityId: id, action: 'reopen', before, after });
  return after!;
}

/** Tracking code (paid requests only) and note. The amount never changes. */
export async function updateWithdraw(tx: Tx, actor: Actor, id: number, input: { trackingCode?: string | null; note?: string | null }): Promise<WithdrawRow> {
  const before = await lockWithdraw(tx, id);
  if (input.trackingCode !== undefined && before.status !== 'paid') throw validation({ tracking_code: peopleMessage('tracking_code_only_paid') });
  if (input.trackingCode === null) throw validation({ tracking_code: peopleMessage('tracking_code_only_paid') });
  const set = {
    ...(input.trackingCode !== undefined ? { trackingCode: input.trackingCode } : {}),
    ...(input.note !== undefined ? { note: input.note } : {}),
  };
  if (!Object.keys(set).length) return before;
  const [after] = await tx.update(withdraws).set({ ...set, updatedAt: sql`now()` }).where(eq(withdraws.id, id)).returning();
  await audit(tx, actor, { entity: 'withdraw', entityId: id, action: 'update', before, after });
  return after!;
}

/** Withdraw rows → API JSON with the customer, admins and bank names. */
export async function presentWithdraws(db: DbOrTx, rows: WithdrawRow[]) {
  const cIds = [...new Set(rows.map((r) => r.customerId))];
  const aIds = [...new Set(rows.flatMap((r) => [r.creatorId, r.processorId]).filter((x): x is number => x !== null))];
  const [cs, as] = await Promise.all([
    cIds.length
      ? db.select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName, mobile: customers.mobile }).from(customers).where(inArray(customers.id, cIds))
      : [],
    aIds.length ? db.select({ id: admins.id, username: admins.username, name: admins.name }).from(admins).where(inArray(admins.id, aIds)) : [],
  ]);
  const cMap = new Map(cs.map((c) => [c.id, { id: c.id, full_name: customerFullName(c), mobile: c.mobile }]));
  const aMap = new Map(as.map((a) => [a.id, a]));
  return rows.map((w) => {
    const cardBank = bankNameOfCard(w.cardNumber);
    const shebaBank = bankNameOfSheba(w.sheba);
    return {
      id: w.id,
      customer_id: w.customerId,
      customer: cMap.get(w.customerId) ?? null,
      amount: w.amount,
      card_number: w.cardNumber,
      card_bank: cardBank,
      sheba: w.sheba,
      sheba_bank: shebaBank,
      bank_name: shebaBank ?? cardBank,
      status: w.status,
      status_label: withdrawStatusLabels[w.status as keyof typeof withdrawStatusLabels] ?? w.status,
      tracking_code: w.trackingCode,
      note: w.note,
      creator: w.creatorId ? aMap.get(w.creatorId) ?? null : null,
      processor: w.processorId ? aMap.get(w.processorId) ?? null : null,
      paid_at: w.paidAt,
      canceled_at: w.canceledAt,
      created_at: w.createdAt,
      updated_at: w.updatedAt,
    };
  });
}
