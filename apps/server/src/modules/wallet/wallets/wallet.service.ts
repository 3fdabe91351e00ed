import { and, eq, inArray, sql } from 'drizzle-orm';
import { peopleLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { peopleMessage } from '@pishkhan/common/i18n/fa/people-messages';
import { isCreditType, type WalletTransactionType } from '@pishkhan/common/schemas/people.schema';
import { formatMoney } from '@pishkhan/common/text';
import type { DbOrTx, Tx } from '../../../db/client';
import { audit, type Actor } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import { customers } from '../../people/customers/customer.table';
import { walletTransactions, wallets } from './wallet.table';

export type WalletRow = typeof wallets.$inferSelect;
export type WalletTransactionRow = typeof walletTransactions.$inferSelect;

export interface WalletChange {
  customerId: number;
  /** Signed integer ≠ 0: positive for credit types, negative for debit types. */
  amount: number;
  type: WalletTransactionType;
  reason?: string | null;
  /** Credits only: true = all of it is gift money (not withdrawable); a number = that part is. */
  gift?: boolean | number;
  orderId?: number | null;
  miniOrderId?: number | null;
  withdrawId?: number | null;
  /** Same key on the same wallet → the first transaction is returned and nothing is applied. */
  idempotencyKey?: string | null;
}

export interface WalletChangeResult {
  transaction: WalletTransactionRow;
  balance: number;
  giftBalance: number;
  withdrawable: number;
  /** True when the idempotency key had been used: nothing was applied this time. */
  replayed: boolean;
}

export interface WalletState {
  balance: number;
  gift_balance: number;
  withdrawable: number;
}

/** A wallet's balances as the API shows them. */
export const walletState = (balance: number, gift: number): WalletState => ({ balance, gift_balance: gift, withdrawable: balance - gift });

const amountError = (status: 409 | 422, code: string, message: string) => new AppError(status, code, message, { amount: message });

/** An idempotency key: 1–100 visible ASCII characters. */
export const isIdempotencyKey = (k: string) => /^[\x21-\x7E]{1,100}$/.test(k);

/**
 * Locks a customer's wallet row (`SELECT … FOR UPDATE`) in the caller's transaction and returns
 * it; a customer without a wallet row gets one. 404 for an unknown customer.
 */
export async function lockWallet(tx: Tx, customerId: number): Promise<WalletRow> {
  const pick = () => tx.select().from(wallets).where(eq(wallets.customerId, customerId)).for('update');
  let [w] = await pick();
  if (w) return w;
  const [c] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!c) throw notFound();
  await tx.insert(wallets).values({ customerId }).onConflictDoNothing();
  [w] = await pick();
  return w!;
}

/**
 * The one way a wallet changes. In the caller's transaction it locks the wallet row, applies the
 * gift rules, refuses to go below zero, writes the ledger row (with the balances after it) and the
 * wallet's new balances, and audits the change.
 *
 * Gift rules: credits add to the gift part only when `gift` says so (`gift_credit` always does);
 * purchases (`order_payment`, `shop_payment`) spend the gift part first; `withdraw_request` may
 * only take `balance − gift_balance`; `admin_debit` takes the main part first, then the gift part.
 *
 * Errors: 422 for a zero / non-integer amount or a sign that does not match the type;
 * `AppError(409, 'insufficient_balance', …, { amount })` when the wallet (or its withdrawable part)
 * does not hold the amount; 409 `idempotency_mismatch` when the key was used for another change.
 * The caller's transaction must roll back on any of them (letting the error propagate does that).
 *
 * Lock order: callers lock their own rows (order, mini order, withdrawal) first and the wallet last.
 */
export async function changeWallet(tx: Tx, actor: Actor, c: WalletChange): Promise<WalletChangeResult> {
  if (!Number.isSafeInteger(c.amount) || c.amount === 0) throw amountError(422, 'validation', peopleMessage('amount_positive', { field: peopleLabels.wallet.amount }));
  const credit = isCreditType(c.type);
  if (credit !== c.amount > 0) throw amountError(422, 'validation', peopleMessage('amount_sign'));
  const key = c.idempotencyKey ?? null;
  if (key !== null && !isIdempotencyKey(key)) throw new AppError(400, 'idempotency_key_invalid', peopleMessage('idempotency_key_invalid'));

  const w = await lockWallet(tx, c.customerId);
  if (key !== null) {
    const [prev] = await tx
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.walletId, w.id), eq(walletTransactions.idempotencyKey, key)));
    if (prev) {
      if (prev.amount !== c.amount || prev.type !== c.type) throw new AppError(409, 'idempotency_mismatch', peopleMessage('idempotency_mismatch'));
      return { transaction: prev, balance: w.balance, giftBalance: w.giftBalance, withdrawable: w.balance - w.giftBalance, replayed: true };
    }
  }

  let giftDelta = 0;
  if (credit) {
    const part = c.type === 'gift_credit' || c.gift === true ? c.amount : typeof c.gift === 'number' ? c.gift : 0;
    if (!Number.isSafeInteger(part) || part < 0 || part > c.amount) throw amountError(422, 'validation', peopleMessage('gift_part_invalid'));
    giftDelta = part;
  } else {
    const need = -c.amount;
    const main = w.balance - w.giftBalance;
    if (c.type === 'withdraw_request') {
      if (need > main)
        throw amountError(409, 'insufficient_balance', peopleMessage('insufficient_withdrawable', { available: formatMoney(main), requested: formatMoney(need) }));
    } else {
      if (need > w.balance)
        throw amountError(409, 'insufficient_balance', peopleMessage('insufficient_balance', { available: formatMoney(w.balance), requested: formatMoney(need) }));
      giftDelta = c.type === 'admin_debit' ? -Math.max(0, need - main) : -Math.min(w.giftBalance, need);
    }
  }

  const balance = w.balance + c.amount;
  const giftBalance = w.giftBalance + giftDelta;
  await tx.update(wallets).set({ balance, giftBalance, updatedAt: sql`now()` }).where(eq(wallets.id, w.id));
  const [row] = await tx
    .insert(walletTransactions)
    .values({
      walletId: w.id,
      customerId: c.customerId,
      type: c.type,
      amount: c.amount,
      giftAmount: giftDelta,
      balanceAfter: balance,
      giftBalanceAfter: giftBalance,
      adminId: actor.adminId,
      reason: c.reason ?? null,
      orderId: c.orderId ?? null,
      miniOrderId: c.miniOrderId ?? null,
      withdrawId: c.withdrawId ?? null,
      idempotencyKey: key,
    })
    .returning();
  await audit(tx, actor, {
    entity: 'wallet',
    entityId: c.customerId,
    action: c.type,
    changes: { balance: [w.balance, balance], gift_balance: [w.giftBalance, giftBalance] },
  });
  return { transaction: row!, balance, giftBalance, withdrawable: balance - giftBalance, replayed: false };
}

/** The wallets of several customers (zero for a customer without a wallet row). */
export async function walletsOf(db: DbOrTx, customerIds: number[]): Promise<Map<number, WalletState>> {
  const out = new Map<number, WalletState>(customerIds.map((id) => [id, walletState(0, 0)]));
  if (!customerIds.length) return out;
  const rows = await db.select().from(wallets).where(inArray(wallets.customerId, customerIds));
  for (const r of rows) out.set(r.customerId, walletState(r.balance, r.giftBalance));
  return out;
}

export async function walletOf(db: DbOrTx, customerId: number): Promise<WalletState> {
  return (await walletsOf(db, [customerId])).get(customerId)!;
}

/** Creates the (empty) wallet of a new customer, in the customer's transaction. */
export async function createWallet(tx: Tx, customerId: number): Promise<void> {
  await tx.insert(wallets).values({ customerId }).onConflictDoNothing();
}

/** True when the customer's wallet has any ledger row (such a customer is deactivated, not deleted). */
export async function hasWalletHistory(db: DbOrTx, customerId: number): Promise<boolean> {
  const [r] = await db.select({ id: walletTransactions.id }).from(walletTransactions).where(eq(walletTransactions.customerId, customerId)).limit(1);
  return !!r;
}
