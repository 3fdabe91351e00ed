import { sql, type SQL } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * The figures of the wallets report (docs/reports.md) of one customer's ledger rows in a span: the
 * money of each kind (WALLET_KIND_OF_TYPE in packages/common/src/wallet-report.ts; every kind
 * positive, deposits and withdrawals alike), the count of credits and of debits, and `gift`, the
 * signed change of the gift balance (Σ gift_amount). The change of the whole balance is the deposit
 * kinds less the withdrawal kinds.
 */
const figures = () => ({
  topup: money('topup').notNull().default(0),
  refund: money('refund').notNull().default(0),
  adminCredit: money('admin_credit').notNull().default(0),
  giftCredit: money('gift_credit').notNull().default(0),
  withdrawCancel: money('withdraw_cancel').notNull().default(0),
  paidMain: money('paid_main').notNull().default(0),
  paidGift: money('paid_gift').notNull().default(0),
  withdrawRequest: money('withdraw_request').notNull().default(0),
  adminDebit: money('admin_debit').notNull().default(0),
  depositCount: integer('deposit_count').notNull().default(0),
  withdrawalCount: integer('withdrawal_count').notNull().default(0),
  gift: money('gift').notNull().default(0),
});

/**
 * The wallet ledger summed per customer and Tehran calendar day, as the wallets report reads it: a
 * range's deposits and withdrawals come from here (the days at its ends) and from
 * wallet_customer_periods (its whole Jalali months and years), and a customer's balances at the end
 * of a range are the wallet's balances now less what came after it. A statement trigger on the
 * ledger adds its new rows in the same transaction (migration wallet_facts); the ledger is
 * append-only, so nothing else changes them. `wallet_facts_rebuild()` recomputes both tables.
 */
export const walletCustomerDays = pgTable(
  'wallet_customer_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    customerId: integer('customer_id').notNull(),
    ...figures(),
  },
  (t) => [primaryKey({ columns: [t.day, t.customerId] }), index('wallet_customer_days_customer_idx').on(t.customerId, t.day)],
);

/**
 * The figures the wallets report sorts a period's customers by, as its queries write them (deposits and
 * withdrawals the sums of their kinds in the order of WALLET_DEPOSIT_KINDS and WALLET_WITHDRAWAL_KINDS).
 */
const PERIOD_SORTS: [string, string][] = [
  ['deposits', 'topup + refund + admin_credit + gift_credit + withdraw_cancel'],
  ['withdrawals', 'paid_main + paid_gift + withdraw_request + admin_debit'],
  ...['deposit_count', 'withdrawal_count', 'topup', 'refund', 'admin_credit', 'gift_credit', 'withdraw_cancel', 'paid_main', 'paid_gift', 'withdraw_request', 'admin_debit'].map((k): [string, string] => [k, k]),
];
const periodSortSql = (expr: string): SQL => sql.raw(expr.replace(/[a-z_]+/g, (c) => `"${c}"`));

/**
 * wallet_customer_days summed per customer and Jalali month (`grain` month) or year (`year`), `start` the
 * period's first day. A period's customers with a figure above 0 are indexed in its order, highest first:
 * the report's page of a whole month or year sorted by it reads them in order.
 */
export const walletCustomerPeriods = pgTable(
  'wallet_customer_periods',
  {
    grain: varchar('grain', { length: 5 }).notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    customerId: integer('customer_id').notNull(),
    ...figures(),
  },
  (t) => [
    primaryKey({ columns: [t.grain, t.start, t.customerId] }),
    ...PERIOD_SORTS.map(([name, expr]) =>
      index(`wallet_customer_periods_${name}_idx`)
        .on(t.grain, t.start, sql`(${periodSortSql(expr)}) desc`, t.customerId)
        .where(sql`(${periodSortSql(expr)}) > 0`),
    ),
  ],
);

/**
 * The runs of Tehran days on which a customer is not in the wallets report: no ledger row and an
 * empty wallet all day (`first` '-infinity' for the days before their first row, `last` 'infinity'
 * when their last row left the wallet empty). A customer with a ledger row is listed for a range
 * unless one of their gaps holds it whole, so the report counts its customers as those with a first row
 * by the range's end (wallet_customer_firsts) less the gaps holding the range.
 * Recomputed per customer from wallet_customer_days by the ledger's trigger.
 */
export const walletCustomerGaps = pgTable(
  'wallet_customer_gaps',
  {
    customerId: integer('customer_id').notNull(),
    first: date('first', { mode: 'string' }).notNull(),
    last: date('last', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.first] }), index('wallet_customer_gaps_first_idx').on(t.first, t.last), index('wallet_customer_gaps_last_idx').on(t.last, t.first)],
);

/**
 * How many customers had their first ledger row on each Tehran day (per slot, the customer id mod 8):
 * the customers with a row on or before a day, summed from a few rows a day for the report's count.
 * Kept with wallet_customer_gaps; only a customer's first row (or an earlier one) changes it.
 */
export const walletCustomerFirsts = pgTable(
  'wallet_customer_firsts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull(),
    customers: integer('customers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.slot] })],
);
