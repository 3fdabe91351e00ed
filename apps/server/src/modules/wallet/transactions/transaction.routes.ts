import { eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { peopleExportHeaders as H, walletTransactionTypeLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { WALLET_TRANSACTION_TYPES } from '@pishkhan/common/schemas/people.schema';
import type { DbOrTx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { exportRoute } from '../../../lib/export-route';
import { dayRange, edgeRange, splitDays } from '../../../lib/day-totals';
import { allOf, dateParam, intParam, pageOf } from '../../../lib/list';
import { listRoute, sortOf, type ListQ } from '../../../lib/list-route';
import { admins } from '../../people/admins/admin.table';
import { customerFullName, customerSearchOf, ofFoundCustomers } from '../../people/customers/customer.service';
import { customers } from '../../people/customers/customer.table';
import { walletTransactionDays, walletTransactions } from '../wallets/wallet.table';
import type { WalletTransactionRow } from '../wallets/wallet.service';

const TAG = 'wallet';
const PATH = '/api/admin/transactions';
const SORT = { keys: { id: walletTransactions.id, created_at: walletTransactions.createdAt, amount: walletTransactions.amount }, fallback: '-created_at' };

/** The list's filters, read from the query. `types` is null when not filtered; an unknown type matches nothing. */
function transactionQuery(q: Record<string, unknown>) {
  const given = typeof q.type === 'string' && q.type ? q.type.split(',').map((t) => t.trim()) : null;
  const types = given ? given.filter((t) => (WALLET_TRANSACTION_TYPES as readonly string[]).includes(t)) : null;
  return {
    customerId: intParam(q.customer_id),
    types: types && !types.length ? ['-'] : types,
    from: dateParam(q.from),
    to: dateParam(q.to),
    direction: q.direction === 'credit' || q.direction === 'debit' ? (q.direction as 'credit' | 'debit') : undefined,
    search: customerSearchOf(q.q),
  };
}

const directionOf = (d: 'credit' | 'debit' | undefined) =>
  d === 'credit' ? sql`${walletTransactions.amount} > 0` : d === 'debit' ? sql`${walletTransactions.amount} < 0` : undefined;

export function transactionFilters(db: DbOrTx, q: Record<string, unknown>): (SQL | undefined)[] {
  const f = transactionQuery(q);
  return [
    f.customerId === undefined ? undefined : eq(walletTransactions.customerId, f.customerId),
    f.types ? inArray(walletTransactions.type, f.types) : undefined,
    f.from ? gte(walletTransactions.createdAt, f.from) : undefined,
    f.to ? lte(walletTransactions.createdAt, f.to) : undefined,
    directionOf(f.direction),
    ofFoundCustomers(db, walletTransactions.customerId, f.search),
  ];
}

export interface TransactionTotals {
  credits: number;
  debits: number;
  net: number;
  count: number;
}

/**
 * Σ of the filtered ledger rows (credits, debits as a positive figure, their count). A customer or
 * a search narrows the rows through the customer index and they are summed; otherwise whole Tehran
 * days come from wallet_transaction_days (kept by a trigger with the ledger) and only the partial
 * days at the ends of a date filter are summed from the ledger — never the whole ledger per request.
 */
export async function transactionTotals(db: DbOrTx, q: Record<string, unknown>): Promise<TransactionTotals> {
  const f = transactionQuery(q);
  const T = walletTransactions;
  const fromRows = (where: SQL | undefined) =>
    sql`select coalesce(sum(${T.amount}) filter (where ${T.amount} > 0), 0) as c, coalesce(-sum(${T.amount}) filter (where ${T.amount} < 0), 0) as d, count(*) as n
        from ${T} where ${where ?? sql`true`}`;
  const parts: SQL[] = [];
  if (f.customerId !== undefined || f.search) parts.push(fromRows(allOf(transactionFilters(db, q))));
  else {
    const split = await splitDays(db, f.from, f.to);
    const byKind = [f.types ? inArray(T.type, f.types) : undefined, directionOf(f.direction)];
    for (const e of split.edges) parts.push(fromRows(allOf([...byKind, edgeRange(T.createdAt, e)])));
    if (split.days) {
      const D = walletTransactionDays;
      const c = f.direction === 'debit' ? sql`0` : sql`${D.credits}`;
      const d = f.direction === 'credit' ? sql`0` : sql`${D.debits}`;
      const n = f.direction === 'credit' ? sql`${D.creditCount}` : f.direction === 'debit' ? sql`${D.debitCount}` : sql`${D.creditCount} + ${D.debitCount}`;
      const where = allOf([dayRange(D.day, split.days), f.types ? inArray(D.type, f.types) : undefined]);
      parts.push(sql`select coalesce(sum(${c}), 0) as c, coalesce(sum(${d}), 0) as d, coalesce(sum(${n}), 0) as n from ${D} where ${where ?? sql`true`}`);
    }
  }
  const res = await db.execute(sql`select coalesce(sum(c), 0)::bigint as c, coalesce(sum(d), 0)::bigint as d, coalesce(sum(n), 0)::bigint as n from (${sql.join(parts, sql` union all `)}) x`);
  const r = res.rows[0] as { c: string; d: string; n: string };
  const credits = Number(r.c);
  const debits = Number(r.d);
  return { credits, debits, net: credits - debits, count: Number(r.n) };
}

/**
 * A narrowed ledger (one customer, or the customers a search finds): one pass over the matching
 * rows gives both the page and the totals — a common name's customers are thousands of index
 * probes, taken once instead of once for the page and again for the sums. The CTE carries the
 * table's own name so the list's order (written against the table) applies to it unchanged.
 * Memoised per request (the list asks for rows and count side by side with the same query object).
 */
const narrowedPages = new WeakMap<object, Promise<{ ids: number[]; totals: TransactionTotals }>>();
function narrowedPage(db: DbOrTx, q: object, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  let page = narrowedPages.get(q);
  if (!page) {
    const T = walletTransactions;
    page = db
      .execute(
        sql`with ${T} as materialized (select ${T.id}, ${T.createdAt}, ${T.amount} from ${T} where ${where ?? sql`true`})
            select (select coalesce(json_agg(p.id), '[]'::json) from (select ${T.id} as id from ${T} order by ${sql.join(order, sql`, `)} limit ${limit} offset ${offset}) p) as ids,
              coalesce(sum(${T.amount}) filter (where ${T.amount} > 0), 0)::bigint as c, coalesce(-sum(${T.amount}) filter (where ${T.amount} < 0), 0)::bigint as d, count(*)::bigint as n
            from ${T}`,
      )
      .then((res) => {
        const r = res.rows[0] as { ids: number[]; c: string; d: string; n: string };
        const credits = Number(r.c);
        const debits = Number(r.d);
        return { ids: r.ids.map(Number), totals: { credits, debits, net: credits - debits, count: Number(r.n) } };
      });
    narrowedPages.set(q, page);
  }
  return page;
}

const isNarrowed = (q: Record<string, unknown>) => {
  const f = transactionQuery(q);
  return f.customerId !== undefined || !!f.search;
};

/** Ledger rows → API JSON with the customer and the admin. */
export async function presentTransactions(db: DbOrTx, rows: WalletTransactionRow[]) {
  const cIds = [...new Set(rows.map((r) => r.customerId))];
  const aIds = [...new Set(rows.map((r) => r.adminId).filter((x): x is number => x !== null))];
  const [cs, as] = await Promise.all([
    cIds.length
      ? db.select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName, mobile: customers.mobile }).from(customers).where(inArray(customers.id, cIds))
      : [],
    aIds.length ? db.select({ id: admins.id, username: admins.username, name: admins.name }).from(admins).where(inArray(admins.id, aIds)) : [],
  ]);
  const cMap = new Map(cs.map((c) => [c.id, { id: c.id, full_name: customerFullName(c), mobile: c.mobile }]));
  const aMap = new Map(as.map((a) => [a.id, a]));
  return rows.map((t) => ({
    id: t.id,
    customer_id: t.customerId,
    customer: cMap.get(t.customerId) ?? null,
    type: t.type,
    type_label: walletTransactionTypeLabels[t.type as keyof typeof walletTransactionTypeLabels] ?? t.type,
    amount: t.amount,
    gift_amount: t.giftAmount,
    balance_after: t.balanceAfter,
    gift_balance_after: t.giftBalanceAfter,
    reason: t.reason,
    admin: t.adminId ? aMap.get(t.adminId) ?? null : null,
    order_id: t.orderId,
    mini_order_id: t.miniOrderId,
    withdraw_id: t.withdrawId,
    idempotency_key: t.idempotencyKey,
    created_at: t.createdAt,
  }));
}

/** Wallet transactions: list with totals, and Excel export. */
export async function transactionRoutes(app: App, ctx: Ctx) {
  const { db } = ctx;

  listRoute(app, db, {
    path: PATH,
    config: { permission: 'read_customer' },
    tag: TAG,
    filters: (q) => transactionFilters(db, q),
    sort: SORT,
    rows: async ({ where, order, limit, offset, q }) => {
      if (!isNarrowed(q)) return db.select().from(walletTransactions).where(where).orderBy(...order).limit(limit).offset(offset);
      const { ids } = await narrowedPage(db, q, where, order, limit, offset);
      if (!ids.length) return [];
      const rows = await db.select().from(walletTransactions).where(inArray(walletTransactions.id, ids));
      const at = new Map(ids.map((id, i) => [id, i]));
      return rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
    },
    count: async ({ q, where }) => {
      // Narrowed: the totals of the same pass as the page (the same where, order and page as rows()).
      const { perPage, offset } = pageOf(q);
      const totals = isNarrowed(q) ? (await narrowedPage(db, q, where, sortOf(SORT, q), perPage, offset)).totals : await transactionTotals(db, q);
      return { total: totals.count, meta: { totals } };
    },
    present: (rows) => presentTransactions(db, rows),
  });

  exportRoute(app, {
    path: `${PATH}/export`,
    config: { permission: 'read_customer' },
    tag: TAG,
    rows: (q: ListQ, limit, offset) =>
      db
        .select({ t: walletTransactions, firstName: customers.firstName, lastName: customers.lastName, mobile: customers.mobile, admin: admins.username })
        .from(walletTransactions)
        .innerJoin(customers, eq(customers.id, walletTransactions.customerId))
        .leftJoin(admins, eq(admins.id, walletTransactions.adminId))
        .where(allOf(transactionFilters(db, q)))
        .orderBy(...sortOf(SORT, q))
        .limit(limit).offset(offset),
    file: 'wallet-transactions',
    sheet: H.transactionsSheet,
    columns: [
      { header: H.id, key: 'id', width: 10 },
      { header: H.full_name, key: 'customer', width: 24 },
      { header: H.mobile, key: 'mobile', width: 14, kind: 'text' },
      { header: H.type, key: 'type', width: 20 },
      { header: H.amount, key: 'amount', width: 16, kind: 'money' },
      { header: H.gift_amount, key: 'gift_amount', width: 14, kind: 'money' },
      { header: H.balance_after, key: 'balance_after', width: 18, kind: 'money' },
      { header: H.reason, key: 'reason', width: 36 },
      { header: H.admin, key: 'admin', width: 14 },
      { header: H.created_at, key: 'created_at', width: 20, kind: 'date' },
    ],
    toRow: ({ t, firstName, lastName, mobile, admin }) => ({
      id: t.id,
      customer: customerFullName({ firstName, lastName }),
      mobile,
      type: walletTransactionTypeLabels[t.type as keyof typeof walletTransactionTypeLabels] ?? t.type,
      amount: t.amount,
      gift_amount: t.giftAmount,
      balance_after: t.balanceAfter,
      reason: t.reason ?? '',
      admin: admin ?? '',
      created_at: t.createdAt,
    }),
  });
}
