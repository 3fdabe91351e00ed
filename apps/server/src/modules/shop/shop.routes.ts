import { createHash } from 'node:crypto';
import { and, eq, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { shopMessage } from '@pishkhan/common/i18n/fa/shop-labels';
import { listQuery, type ListQuery } from '@pishkhan/common/schemas/fields';
import { customerLookupQuery, dayCloseQuery, saleCreate, saleVoid, scanQuery, searchQuery, type SaleCreate } from '@pishkhan/common/schemas/shop.schema';
import { SALE_STATUSES, type SaleLineType } from '@pishkhan/common/shop';
import { faSearchKey, toAsciiDigits } from '@pishkhan/common/text';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { App, Ctx } from '../../lib/app-types';
import { actorOf } from '../../lib/audit';
import { parseId } from '../../lib/crud';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { allOf, countRows, dateParam, intParam, meta, orderBy, pageOf } from '../../lib/list';
import { admins } from '../people/admins/admin.table';
import { customerHistoryChecks, customerSearch } from '../people/customers/customer.service';
import { customers } from '../people/customers/customer.table';
import { isIdempotencyKey } from '../wallet/wallets/wallet.service';
import {
  completeSale,
  customerHasMiniOrders,
  customerLookup,
  receiptShop,
  saleByKey,
  saleDetail,
  saleRows,
  scan,
  search,
  voidSale,
  type MiniOrderRow,
} from './shop.service';
import { miniOrders } from './shop.table';

const TAG = 'shop';
const PATH = '/api/admin/shop';
const SALES = `${PATH}/sales`;
const SORTS = { id: miniOrders.id, total: miniOrders.total, created_at: miniOrders.createdAt };
const FEATURE = { feature: 'shop' as const };

const idParam = z.object({ id: z.string() });

// A customer with in-store sales is deactivated, not deleted.
customerHistoryChecks.push(customerHasMiniOrders);

/** The list's filters (docs/api-shop.md). */
export function saleFilters(db: DbOrTx, q: Record<string, unknown>): (SQL | undefined)[] {
  const int = (k: string) => intParam(q[k]);
  const from = dateParam(q.from);
  const to = dateParam(q.to);
  const text = typeof q.q === 'string' ? q.q.trim() : '';
  let found: SQL | undefined;
  if (text) {
    const digits = toAsciiDigits(text).replace(/^#/, '');
    // A receipt number has no leading zero (a mobile has): 0912… searches customers only.
    const asNumber = /^[1-9]\d{0,14}$/.test(digits) ? Number(digits) : NaN;
    const byCustomer = faSearchKey(text) ? customerSearch(text) : undefined;
    const ids = byCustomer ? db.select({ id: customers.id }).from(customers).where(byCustomer) : undefined;
    found = or(Number.isSafeInteger(asNumber) ? eq(miniOrders.id, asNumber) : undefined, ids ? sql`${miniOrders.customerId} = any(array(${ids}))` : undefined) ?? sql`false`;
  }
  const payment = q.payment === 'cash' ? miniOrders.paidCash : q.payment === 'card' ? miniOrders.paidCard : q.payment === 'wallet' ? miniOrders.paidWallet : null;
  const status = typeof q.status === 'string' && q.status ? q.status : null;
  return [
    found,
    int('admin_id') === undefined ? undefined : eq(miniOrders.adminId, int('admin_id')!),
    int('customer_id') === undefined ? undefined : eq(miniOrders.customerId, int('customer_id')!),
    from ? gte(miniOrders.createdAt, from) : undefined,
    to ? lte(miniOrders.createdAt, to) : undefined,
    payment ? ne(payment, 0) : undefined,
    status ? ((SALE_STATUSES as readonly string[]).includes(status) ? eq(miniOrders.status, status) : sql`false`) : undefined,
  ];
}

const sum = (col: unknown) => sql<number>`coalesce(sum(${col}), 0)`.mapWith(Number);

/** Money of completed sales under `where`. */
async function saleTotalsOf(db: DbOrTx, where: SQL | undefined) {
  const [t] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      total: sum(miniOrders.total),
      cash: sum(miniOrders.paidCash),
      card: sum(miniOrders.paidCard),
      wallet: sum(miniOrders.paidWallet),
      discount: sum(miniOrders.discountAmount),
    })
    .from(miniOrders)
    .where(and(where, eq(miniOrders.status, 'completed')));
  return t!;
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
    const q = req.query as { code: string; type?: SaleLineType };
    return { data: await scan(db, q.code, q.type ?? 'sale') };
  });

  app.get(`${PATH}/search`, { config: { permission: 'mini_order', ...FEATURE }, schema: { tags: [TAG], querystring: searchQuery } }, async (req) => {
    const q = req.query as { q?: string; type?: SaleLineType };
    return { data: await search(db, q.q ?? '', q.type ?? 'sale') };
  });

  app.get(`${PATH}/customer`, { config: { permission: 'mini_order', ...FEATURE }, schema: { tags: [TAG], querystring: customerLookupQuery } }, async (req) => {
    return { data: await customerLookup(db, (req.query as { mobile: string }).mobile) };
  });

  app.post(SALES, { config: { permission: 'mini_order', ...FEATURE }, schema: { tags: [TAG], body: saleCreate } }, async (req, reply) => {
    const b = req.body as SaleCreate;
    const raw = req.headers['idempotency-key'];
    const key = typeof raw === 'string' && raw.trim() ? raw.trim() : null;
    if (key !== null && !isIdempotencyKey(key)) throw new AppError(400, 'bad_request', shopMessage('idempotency_key_invalid'));
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

  app.get(SALES, { config: { permission: 'mini_order', ...FEATURE }, schema: { tags: [TAG], querystring: listQuery.extend({}) } }, async (req) => {
    const q = req.query as ListQuery & Record<string, unknown>;
    const { page, perPage, offset } = pageOf(q);
    const where = allOf(saleFilters(db, q));
    const [rows, count, totals] = await Promise.all([
      db.select().from(miniOrders).where(where).orderBy(...orderBy(q.sort, SORTS, '-id')).limit(perPage).offset(offset),
      countRows(db, miniOrders, where),
      saleTotalsOf(db, where),
    ]);
    return { data: await saleRows(db, rows), meta: meta(page, perPage, count.total, rows.length, count.estimate), totals };
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
