import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, updatedAt } from '../../../db/columns';
import { admins } from '../../people/admins/admin.table';
import { customers } from '../../people/customers/customer.table';
import { withdraws } from '../withdraws/withdraw.table';

/**
 * One wallet per customer. `gift_balance` is the part of `balance` that can be spent but not
 * withdrawn. Only the wallet service writes here; database triggers (migration 0004) keep the
 * balances equal to the last ledger row.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: pk(),
    customerId: ref('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    giftBalance: bigint('gift_balance', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wallets_customer_uq').on(t.customerId),
    index('wallets_balance_idx').on(t.balance).where(sql`${t.balance} > 0`),
    // The wallets report's default page (main balance, highest first) read in order.
    index('wallets_main_balance_idx')
      .on(sql`(${t.balance} - ${t.giftBalance}) desc`, t.customerId)
      .where(sql`${t.balance} - ${t.giftBalance} > 0`),
    // Its page by gift balance, highest first.
    index('wallets_gift_balance_idx').on(sql`${t.giftBalance} desc`, t.customerId).where(sql`${t.giftBalance} > 0`),
    check('wallets_balance_non_negative', sql`${t.balance} >= 0`),
    check('wallets_gift_in_balance', sql`${t.giftBalance} >= 0 and ${t.giftBalance} <= ${t.balance}`),
  ],
);

/**
 * The append-only ledger: every change of a wallet with its signed amount, the part of it that
 * changed the gift balance, the balances after it, who and why, and what it belongs to.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: pk(),
    walletId: ref('wallet_id').notNull().references(() => wallets.id, { onDelete: 'no action' }),
    customerId: ref('customer_id').notNull().references(() => customers.id, { onDelete: 'no action' }),
    type: varchar('type', { length: 24 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    giftAmount: bigint('gift_amount', { mode: 'number' }).notNull().default(0),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    giftBalanceAfter: bigint('gift_balance_after', { mode: 'number' }).notNull(),
    adminId: ref('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 1000 }),
    orderId: ref('order_id'),
    miniOrderId: ref('mini_order_id'),
    withdrawId: ref('withdraw_id').references(() => withdraws.id, { onDelete: 'no action' }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_transactions_idempotency_uq').on(t.walletId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('wallet_transactions_wallet_idx').on(t.walletId, t.id),
    // Covers a narrowed list (a customer, or the customers a search finds): its page and totals
    // read the index alone, never the ledger's rows (id and amount ride along for that).
    index('wallet_transactions_customer_idx').on(t.customerId, t.createdAt, t.id, t.amount),
    index('wallet_transactions_created_idx').on(t.createdAt, t.id),
    index('wallet_transactions_type_idx').on(t.type, t.createdAt),
    index('wallet_transactions_withdraw_idx').on(t.withdrawId).where(sql`${t.withdrawId} is not null`),
    index('wallet_transactions_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    index('wallet_transactions_mini_order_idx').on(t.miniOrderId).where(sql`${t.miniOrderId} is not null`),
    check('wallet_transactions_amount_non_zero', sql`${t.amount} <> 0`),
    check('wallet_transactions_gift_part', sql`(${t.amount} > 0 and ${t.giftAmount} between 0 and ${t.amount}) or (${t.amount} < 0 and ${t.giftAmount} between ${t.amount} and 0)`),
    check('wallet_transactions_balances', sql`${t.balanceAfter} >= 0 and ${t.giftBalanceAfter} >= 0 and ${t.giftBalanceAfter} <= ${t.balanceAfter}`),
    check(
      'wallet_transactions_type_chk',
      sql`${t.type} in ('admin_credit','admin_debit','order_payment','order_refund','withdraw_request','withdraw_cancel','shop_payment','shop_refund','gift_credit','gateway_topup')`,
    ),
  ],
);

/**
 * The ledger summed per Tehran calendar day, type and slot (the wallet id mod 8, so that two
 * payments of the same kind on the same day seldom wait for one another's commit): the transactions
 * list's totals read whole days from here and only the partial days at the ends of a date filter
 * from the ledger, instead of summing the whole ledger on every request. Debits are kept positive.
 * A statement trigger (migration 0012) adds the new ledger rows in the same transaction; the ledger
 * is append-only, so nothing else changes these figures (`gifts` since migration 0046). `wallet_transaction_days_rebuild()`
 * recomputes them from the ledger.
 */
export const walletTransactionDays = pgTable(
  'wallet_transaction_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    type: varchar('type', { length: 24 }).notNull(),
    slot: smallint('slot').notNull(),
    credits: bigint('credits', { mode: 'number' }).notNull().default(0),
    creditCount: integer('credit_count').notNull().default(0),
    debits: bigint('debits', { mode: 'number' }).notNull().default(0),
    debitCount: integer('debit_count').notNull().default(0),
    /** Σ gift_amount (signed): the change of the gift balances, so the wallets report splits the main and gift parts. */
    gifts: bigint('gifts', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.type, t.slot] })],
);
