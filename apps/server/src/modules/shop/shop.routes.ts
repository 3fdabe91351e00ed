import { createHash } from 'node:crypto';
import { and, eq, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { shopMessage } from '@pishkhan/common/i18n/fa/shop-labels';
import { customerLookupQuery, dayCloseQuery, pricesQuery, saleCreate, saleVoid, scanQuery, searchQuery, type SaleCreate } from '@pishkhan/common/schemas/shop.schema';
import { SALE_STATUSES, type SaleLineType } from '@pishkhan/common/shop';
import { faSearchKey, toAsciiDigits } from '@pishkhan/common/text';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { App, Ctx } from '../../lib/app-types';
import { actorOf } from '../../lib/audit';
import { parseId } from '../../lib/crud';
import { dayRange, edgeRange, splitDays } from '../../lib/day-totals';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { allOf, dateParam, intParam } from '../../lib/list';
import { listRoute } from '../../lib/list-route';
import { admins } from '../people/admins/admin.table';
import { customerLookup } from '../people/customers/customer-lookup';
import { customerHistoryChecks, customerSearch } from '../people/customers/customer.service';
import { customers } from '../people/customers/customer.table';
import { customerRoleId } from '../sales/pricing/pricing.service';
import { isIdempotencyKey } from '../wallet/wallets/wallet.service';
import { completeSale, saleByKey } from './shop.complete';
import { reprice, scan, search } from './shop.lookup';
import { customerHasMiniOrders, receiptShop, saleDetail, saleRows } from './shop.read';
import { miniOrderDays, miniOrders, type MiniOrderRow } from './shop.table';
import { voidSale } from './shop.void';

const TAG = 'shop';
const PATH = '/api/admin/shop';
const SALES = `${PATH}/sales`;
const SORTS = { id: miniOrders.id, total: miniOrders.total, created_at: miniOrders.createdAt };
const FEATURE = { feature: 'shop' as const };

const idParam = z.object({ id: z.string() });

// A customer with in-store sales is deactivated, not deleted.
customerHistoryChecks.push(customerHasMiniOrders);

/** The payment-mix bit of each payment filter in mini_order_days. */
const PAYMENT_BIT = { cash: 1, card: 2, wallet: 4 } as const;

/** The list's filters, read from the query. `status` is null when not filtered; an unknown status matches nothing. */
function saleQuery(q: Record<string, unknown>) {
  const status = typeof q.status === 'string' && q.status ? q.status : null;
  const payment = q.payment === 'cash' || q.payment === 'card' || q.payment === 'wallet' ? (q.payment as keyof typeof PAYMENT_BIT) : null;
  return {
    text: typeof q.q === 'string' ? q.q.trim() : '',
    adminId: intParam(q.admin_id),
    customerId: intParam(q.customer_id),
    from: dateParam(q.from),
    to: dateParam(q.to),
    payment,
    status: (status === null || (SALE_STATUSES as readonly string[]).includes(status) ? status : false) as string | null | false,
  };
}

/** The list's filters (docs/api-shop.md). */
export function saleFilters(db: DbOrTx, q: Record<string, unknown>): (SQL | undefined)[] {
  const f = saleQuery(q);
  let found: SQL | undefined;
  if (f.text) {
    const digits = toAsciiDigits(f.text).replace(/^#/, '');
    // A receipt number has no leading zero (a mobile has): 0912… searches customers only.
    const asNumber = /^[1-9]\d{0,14}$/.test(digits) ? Number(digits) : NaN;
    const byCustomer = faSearchKey(f.text) ? customerSearch(f.text) : undefined;
    const ids = byCustomer ? db.select({ id: customers.id }).from(customers).where(byCustomer) : undefined;
    found = or(Number.isSafeInteger(asNumber) ? eq(miniOrders.id, asNumber) : undefined, ids ? sql`${miniOrders.customerId} = any(array(${ids}))` : undefined) ?? sql`false`;
  }
  const payment = f.payment === 'cash' ? miniOrders.paidCash : f.payment === 'card' ? miniOrders.paidCard : f.payment === 'wallet' ? miniOrders.paidWallet : null;
  return [
    found,
    f.adminId === undefined ? undefined : eq(miniOrders.adminId, f.adminId),
    f.customerId === undefined ? undefined : eq(miniOrders.customerId, f.customerId),
    f.from ? gte(miniOrders.createdAt, f.from) : undefined,
    f.to ? lte(miniOrders.createdAt, f.to) : undefined,
    payment ? ne(payment, 0) : undefined,
    f.status === false ? sql`false` : f.status ? eq(miniOrders.status, f.status) : undefined,
  ];
}

export interface SaleTotals {
  count: number;
  total: number;
  cash: number;
  card: number;
  wallet: number;
  discount: number;
}

/**
 * The list's row count (every status) and the money of its completed sales. A search or a customer
 * narrows the receipts through an index and they are summed; otherwise whole Tehran days come from
 * mini_order_days (kept by triggers with the receipts) and only the partial days at the ends of a
 * date filter are summed from the receipts — never every receipt per request.
 */
export async function saleFigures(db: DbOrTx, q: Record<string, unknown>): Promise<{ rows: number; totals: SaleTotals }> {
  const f = saleQuery(q);
  const M = miniOrders;
  const done = sql`${M.status} = 'completed'`;
  const fromRows = (where: SQL | undefined) =>
    sql`select count(*) as rows, count(*) filter (where ${done}) as count, coalesce(sum(${M.total}) filter (where ${done}), 0) as total,
          coalesce(sum(${M.paidCash}) filter (where ${done}), 0) as cash, coalesce(sum(${M.paidCard}) filter (where ${done}), 0) as card,
          coalesce(sum(${M.paidWallet}) filter (where ${done}), 0) as wallet, coalesce(sum(${M.discountAmount}) filter (where ${done}), 0) as discount
        from ${M} where ${where ?? sql`true`}`;
  const parts: SQL[] = [];
  if (f.text || f.customerId !== undefined) parts.push(fromRows(allOf(saleFilters(db, q))));
  else {
    const split = await splitDays(db, f.from, f.to);
    const rest = saleFilters(db, { ...q, from: undefined, to: undefined });
    for (const e of split.edges) parts.push(fromRows(allOf([...rest, edgeRange(M.createdAt, e)])));
    if (split.days) {
      const D = miniOrderDays;
      const ok = sql`${D.status} = 'completed'`;
      const where = allOf([
        dayRange(D.day, split.days),
        f.adminId === undefined ? undefined : eq(D.adminId, f.adminId),
        f.payment ? sql`${D.payments} & ${PAYMENT_BIT[f.payment]} <> 0` : undefined,
        f.status === false ? sql`false` : f.status ? eq(D.status, f.status) : undefined,
      ]);
      parts.push(sql`select coalesce(sum(${D.count}), 0) as rows, coalesce(sum(${D.count}) filter (where ${ok}), 0) as count,
          coalesce(sum(${D.total}) filter (where ${ok}), 0) as total, coalesce(sum(${D.cash}) filter (where ${ok}), 0) as cash,
          coalesce(sum(${D.card}) filter (where ${ok}), 0) as card, coalesce(sum(${D.wallet}) filter (where ${ok}), 0) as wallet,
          coalesce(sum(${D.discount}) filter (where ${ok}), 0) as discount
        from ${D} where ${where ?? sql`true`}`);
    }
  }
  const res = await db.execute(sql`select ${sql.join(
    ['rows', 'count', 'total', 'cash', 'card', 'wallet', 'discount'].map((k) => sql.raw(`coalesce(sum(${k}), 0)::bigint as ${k}`)),
    sql`, `,
  )} from (${sql.join(parts, sql` union all `)}) x`);
  const r = res.rows[0] as Record<string, string>;
  const n = (k: string) => Number(r[k]);
  return { rows: n('rows'), totals: { count: n('count'), total: n('total'), cash: n('cash'), card: n('card'), wallet: n('wallet'), discount: n('discount') } };
}

/** The figures of one Tehran calendar day, per cashier. */
async function dayClose(db: DbOrTx, date: string, adminId: number | undefined) {
  const start = sql`(${date}::date)::timestamp at time zone 'Asia/Tehran'`;
  const end = sql`(${date}::date + 1)::timestamp at time zone 'Asia/Tehran'`;
  const done = sql`${miniOrders.status} = 'completed'`;
  const rows = await db
    .select({
      adminId: miniOrders.adminId,
      name: admins.name,
      username: admins.username,
      sales_count: sql<number>`count(*) filter (where ${done})`.mapWith(Number),
      returns_count: sql<number>`count(*) filter (where ${done} and ${miniOrders.returnQuantity} > 0)`.mapWith(Number),
      voided_count: sql<number>`count(*) filter (where ${miniOrders.status} = 'voided')`.mapWith(Number),
      gross_sales: sql<number>`coalesce(sum(${miniOrders.salesAmount}) filter (where ${done}), 0)`.mapWith(Number),
      returns: sql<number>`coalesce(sum(${miniOrders.returnsAmount}) filter (where ${done}), 0)`.mapWith(Number),
      discounts: sql<number>`coalesce(sum(${miniOrders.discountAmount}) filter (where ${done}), 0)`.mapWith(Number),
      total: sql<number>`coalesce(sum(${miniOrders.total}) filter (where ${done}), 0)`.mapWith(Number),
      cash: sql<number>`coalesce(sum(${miniOrders.paidCash}) filter (where ${done}), 0)`.mapWith(Number),
      card: sql<number>`coalesce(sum(${miniOrders.paidCard}) filter (where ${done}), 0)`.mapWith(Number),
      wallet: sql<number>`coalesce(sum(${miniOrders.paidWallet}) filter (where ${done}), 0)`.mapWith(Number),
    })
    .from(miniOrders)
    .leftJoin(admins, eq(admins.id, miniOrders.adminId))
    .where(and(sql`${miniOrders.createdAt} >= ${start}`, sql`${miniOrders.createdAt} < ${end}`, adminId ? eq(miniOrders.adminId, adminId) : undefined))
    .groupBy(miniOrders.adminId, admins.name, admins.username)
    .orderBy(sql`${admins.name} collate "fa-IR-x-icu"`, miniOrders.adminId);
  const KEYS = ['sales_count', 'returns_count', 'voided_count', 'gross_sales', 'returns', 'discounts', 'total', 'cash', 'card', 'wallet'] as const;
  const figures = Object.fromEntries(KEYS.map((k) => [k, 0])) as Record<(typeof KEYS)[number], number>;
  const byAdmin = rows.map((r) => {
    for (const k of KEYS) figures[k] += r[k];
    return { admin: r.adminId ? { id: r.adminId, name: r.name || r.username || '' } : null, ...Object.fromEntries(KEYS.map((k) => [k, r[k]])) };
  });
  let admin: { id: number; name: string } | null = null;
  if (adminId) {
    const [a] = await db.select({ id: admins.id, name: admins.name, username: admins.username }).from(admins).where(eq(admins.id, adminId));
    admin = a ? { id: a.id, name: a.name || a.username } : null;
  }
  return { date, admin, ...figures, by_admin: byAdmin, shop: await receiptShop(db) };
}

/** A deadlock or serialization failure: PostgreSQL rolled the whole transaction back, so it may run again. */
const isRetryable = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return [err?.code, err?.cause?.code].some((c) => c === '40P01' || c === '40001');
};

/**
 * Runs a sale's or a void's transaction, again (up to 3 times) when PostgreSQL chose it as a
 * deadlock victim: a transaction that locks the same products in another order (an online order
 * share-locks its products when it inserts its lines, before the stock service locks them) must
 * not cost the cashier the sale.
 */
async function retrying<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      if (attempt >= 3 || !isRetryable(e)) throw e;
    }
  }
}

const requestHash = (b: SaleCreate) => createHash('sha256').update(JSON.stringify(b)).digest('hex');

export async function shopRoutes(app: App, ctx: Ctx) {
  const { db } = ctx;

  app.get(`${PATH}/scan`, { config: { permission: 'mini_order', ...FEATURE }, schema: { tags: [TAG], querystring: scanQuery } }, async (req) => {
    const q = req.query as { code: string; type?: SaleLineType; customer_id?: number };
    return { data: await scan(db, q.code, q.type ?? 'sale', { roleId: await customerRoleId(db, q.customer_id) }) };
  });

  app.get(`${PATH}/search`, { config: { permission: 'mini_order', ...FEATURE }, schema: { tags: [TAG], querystring: searchQuery } }, async (req) => {
    const q = req.query as { q?: string; type?: SaleLineType; customer_id?: number };
    return { data: await search(db, q.q ?? '', q.type ?? 'sale', { roleId: await customerRoleId(db, q.customer_id) }) };
  });

  // The receipt's lines priced again when the cashier picks or changes the customer.
  app.get(`${PATH}/prices`, { config: { permission: 'mini_order', ...FEATURE }, schema: { tags: [TAG], querystring: pricesQuery } }, async (req) => {
    const q = req.query as { variant_ids: number[]; customer_id?: number };
    return { data: await reprice(db, q.variant_ids, { roleId: await customerRoleId(db, q.customer_id) }) };
  });

  app.get(`${PATH}/customer`, { config: { permission: 'mini_order', ...FEATURE }, schema: { tags: [TAG], querystring: customerLookupQuery } }, async (req) => {
    return { data: await customerLookup(db, (req.query as { mobile: string }).mobile) };
  });

  app.post(SALES, { config: { permission: 'mini_order', ...FEATURE }, schema: { tags: [TAG], body: saleCreate } }, async (req, reply) => {
    const b = req.body as SaleCreate;
    const raw = req.headers['idempotency-key'];
    const key = typeof raw === 'string' && raw.trim() ? raw.trim() : null;
    if (key !== null && !isIdempotencyKey(key)) throw new AppError(400, 'idempotency_key_invalid', shopMessage('idempotency_key_invalid'));
    const hash = requestHash(b);
    const adminId = req.admin!.id;
    // A retried completion (double Enter, a lost answer) gets the first sale back, never a second one.
    const replay = async (prev: MiniOrderRow) => {
      if (prev.requestHash !== hash) throw new AppError(409, 'idempotency_mismatch', shopMessage('idempotency_mismatch'));
      return reply.status(200).send({ data: await saleDetail(db, prev.id, req.permissions!) });
    };
    if (key) {
      const prev = await saleByKey(db, adminId, key);
      if (prev) return replay(prev);
    }
    let id: number;
    try {
      id = await retrying(() => db.transaction((tx) => completeSale(tx, actorOf(req), req.permissions!, b, { key, hash })));
    } catch (e) {
      if (key && isUniqueViolation(e, 'mini_orders_idempotency_uq')) {
        const prev = await saleByKey(db, adminId, key);
        if (prev) return replay(prev);
      }
      throw e;
    }
    return reply.status(201).send({ data: await saleDetail(db, id, req.permissions!) });
  });

  listRoute(app, db, {
    path: SALES,
    config: { permission: 'mini_order', ...FEATURE },
    tag: TAG,
    filters: (q) => saleFilters(db, q),
    sort: { keys: SORTS, fallback: '-id' },
    rows: ({ where, order, limit, offset }) => db.select().from(miniOrders).where(where).orderBy(...order).limit(limit).offset(offset),
    count: async ({ q }) => {
      const figures = await saleFigures(db, q);
      return { total: figures.rows, body: { totals: figures.totals } };
    },
    present: (rows) => saleRows(db, rows),
  });

  app.get(`${SALES}/:id`, { config: { permission: 'mini_order', ...FEATURE }, schema: { tags: [TAG], params: idParam } }, async (req) => ({
    data: await saleDetail(db, parseId(req.params.id), req.permissions!),
  }));

  app.post(`${SALES}/:id/void`, { config: { permission: 'void_mini_order', ...FEATURE }, schema: { tags: [TAG], params: idParam, body: saleVoid } }, async (req) => {
    const id = parseId(req.params.id);
    await retrying(() => db.transaction((tx) => voidSale(tx, actorOf(req), id, (req.body as { reason: string }).reason)));
    return { data: await saleDetail(db, id, req.permissions!) };
  });

  app.get(`${PATH}/day-close`, { config: { permission: 'mini_order', ...FEATURE }, schema: { tags: [TAG], querystring: dayCloseQuery } }, async (req) => {
    const q = req.query as { date: string; admin_id?: number };
    return { data: await dayClose(db, q.date, q.admin_id) };
  });
}
