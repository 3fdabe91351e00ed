import { eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { peopleExportHeaders as H, walletTransactionTypeLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { peopleMessage } from '@pishkhan/common/i18n/fa/people-messages';
import { listQuery, type ListQuery } from '@pishkhan/common/schemas/fields';
import { WALLET_TRANSACTION_TYPES } from '@pishkhan/common/schemas/people.schema';
import type { DbOrTx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { EXPORT_MAX_ROWS, sendSheet } from '../../../lib/excel';
import { AppError } from '../../../lib/errors';
import { allOf, countRows, dateParam, intParam, meta, orderBy, pageOf } from '../../../lib/list';
import { admins } from '../../people/admins/admin.table';
import { customerFullName, customerSearch } from '../../people/customers/customer.service';
import { customers } from '../../people/customers/customer.table';
import { walletTransactions } from '../wallets/wallet.table';
import type { WalletTransactionRow } from '../wallets/wallet.service';

const TAG = 'wallet';
const PATH = '/api/admin/transactions';
const SORTS = { id: walletTransactions.id, created_at: walletTransactions.createdAt, amount: walletTransactions.amount };

export function transactionFilters(db: DbOrTx, q: Record<string, unknown>): (SQL | undefined)[] {
  const customerId = intParam(q.customer_id);
  const types =
    typeof q.type === 'string' && q.type
      ? q.type.split(',').filter((t) => (WALLET_TRANSACTION_TYPES as readonly string[]).includes(t.trim())).map((t) => t.trim())
      : [];
  const from = dateParam(q.from);
  const to = dateParam(q.to);
  const search = typeof q.q === 'string' ? customerSearch(q.q) : undefined;
  return [
    customerId === undefined ? undefined : eq(walletTransactions.customerId, customerId),
    // An unknown type matches nothing rather than everything.
    typeof q.type === 'string' && q.type ? inArray(walletTransactions.type, types.length ? types : ['-']) : undefined,
    from ? gte(walletTransactions.createdAt, from) : undefined,
    to ? lte(walletTransactions.createdAt, to) : undefined,
    q.direction === 'credit' ? sql`${walletTransactions.amount} > 0` : q.direction === 'debit' ? sql`${walletTransactions.amount} < 0` : undefined,
    search ? inArray(walletTransactions.customerId, db.select({ id: customers.id }).from(customers).where(search)) : undefined,
  ];
}

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
  const query = listQuery.extend({});

  app.get(PATH, { config: { permission: 'read_customer' }, schema: { tags: [TAG], querystring: query } }, async (req) => {
    const q = req.query as ListQuery & Record<string, unknown>;
    const { page, perPage, offset } = pageOf(q);
    const where = allOf(transactionFilters(db, q));
    const [rows, total, [sums]] = await Promise.all([
      db.select().from(walletTransactions).where(where).orderBy(...orderBy(q.sort, SORTS, '-created_at')).limit(perPage).offset(offset),
      countRows(db, walletTransactions, where),
      db
        .select({
          credits: sql<number>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.amount} > 0), 0)`.mapWith(Number),
          debits: sql<number>`coalesce(-sum(${walletTransactions.amount}) filter (where ${walletTransactions.amount} < 0), 0)`.mapWith(Number),
          count: sql<number>`count(*)`.mapWith(Number),
        })
        .from(walletTransactions)
        .where(where),
    ]);
    const totals = { credits: sums!.credits, debits: sums!.debits, net: sums!.credits - sums!.debits, count: sums!.count };
    return { data: await presentTransactions(db, rows), meta: { ...meta(page, perPage, total.total, rows.length, total.estimate), totals } };
  });

  app.get(`${PATH}/export`, { config: { permission: 'read_customer' }, schema: { tags: [TAG], querystring: query } }, async (req, reply) => {
    const q = req.query as ListQuery & Record<string, unknown>;
    const rows = await db
      .select({ t: walletTransactions, firstName: customers.firstName, lastName: customers.lastName, mobile: customers.mobile, admin: admins.username })
      .from(walletTransactions)
      .innerJoin(customers, eq(customers.id, walletTransactions.customerId))
      .leftJoin(admins, eq(admins.id, walletTransactions.adminId))
      .where(allOf(transactionFilters(db, q)))
      .orderBy(...orderBy(q.sort, SORTS, '-created_at'))
      .limit(EXPORT_MAX_ROWS + 1);
    if (rows.length > EXPORT_MAX_ROWS) throw new AppError(422, 'validation', peopleMessage('export_too_large', { max: EXPORT_MAX_ROWS }));
    return sendSheet(
      reply,
      'wallet-transactions',
      H.transactionsSheet,
      [
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
      rows.map(({ t, firstName, lastName, mobile, admin }) => ({
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
      })),
    );
  });
}
