import { count, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { peopleExportHeaders as H, withdrawStatusLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { bankNameOfCard, bankNameOfSheba } from '@pishkhan/common/iran';
import { idParams } from '@pishkhan/common/schemas/fields';
import { WITHDRAW_STATUSES, withdrawCancel, withdrawCreate, withdrawPay, withdrawUpdate, type WithdrawCreate } from '@pishkhan/common/schemas/people.schema';
import { toAsciiDigits } from '@pishkhan/common/text';
import type { DbOrTx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { actorOf } from '../../../lib/audit';
import { parseId } from '../../../lib/crud';
import { exportRoute } from '../../../lib/export-route';
import { notFound } from '../../../lib/errors';
import { allOf, countRows, dateParam, intParam } from '../../../lib/list';
import { listRoute, sortOf, type ListQ } from '../../../lib/list-route';
import { customerFullName, customerSearch } from '../../people/customers/customer.service';
import { customers } from '../../people/customers/customer.table';
import { asFormError, idempotencyKeyOf } from '../wallets/wallet.routes';
import { cancelWithdraw, createWithdraw, payWithdraw, presentWithdraws, reopenWithdraw, updateWithdraw, type WithdrawRow } from './withdraw.service';
import { withdraws } from './withdraw.table';

const TAG = 'withdraws';
const PATH = '/api/admin/withdraws';
const SORT = { keys: { id: withdraws.id, created_at: withdraws.createdAt, amount: withdraws.amount }, fallback: '-created_at' };
const FEATURE = { feature: 'withdraws' as const };

/** Every filter but the status (the status counts are taken over these). */
function baseFilters(db: DbOrTx, q: Record<string, unknown>): (SQL | undefined)[] {
  const customerId = intParam(q.customer_id);
  const id = intParam(q.id);
  const from = dateParam(q.from);
  const to = dateParam(q.to);
  const text = typeof q.q === 'string' ? q.q.trim() : '';
  const search = text ? customerSearch(text) : undefined;
  const code = toAsciiDigits(text).replace(/[\\%_]/g, (c) => '\\' + c);
  return [
    customerId === undefined ? undefined : eq(withdraws.customerId, customerId),
    id === undefined ? undefined : eq(withdraws.id, id),
    from ? gte(withdraws.createdAt, from) : undefined,
    to ? lte(withdraws.createdAt, to) : undefined,
    search ? or(inArray(withdraws.customerId, db.select({ id: customers.id }).from(customers).where(search)), ilike(withdraws.trackingCode, `%${code}%`)) : undefined,
  ];
}
const statusFilter = (q: Record<string, unknown>) =>
  typeof q.status === 'string' && q.status ? eq(withdraws.status, (WITHDRAW_STATUSES as readonly string[]).includes(q.status) ? q.status : '-') : undefined;

/** Wallet withdrawal requests (feature withdraws). */
export async function withdrawRoutes(app: App, ctx: Ctx) {
  const { db } = ctx;
  const one = async (w: WithdrawRow) => (await presentWithdraws(db, [w]))[0];

  listRoute(app, db, {
    path: PATH,
    config: { permission: 'read_withdraw', ...FEATURE },
    tag: TAG,
    filters: (q) => [...baseFilters(db, q), statusFilter(q)],
    sort: SORT,
    rows: ({ where, order, limit, offset }) => db.select().from(withdraws).where(where).orderBy(...order).limit(limit).offset(offset),
    count: async ({ where, q }) => {
      const [total, byStatus, [sum]] = await Promise.all([
        countRows(db, withdraws, where),
        db.select({ status: withdraws.status, n: count() }).from(withdraws).where(allOf(baseFilters(db, q))).groupBy(withdraws.status),
        db.select({ amount: sql<number>`coalesce(sum(${withdraws.amount}), 0)`.mapWith(Number) }).from(withdraws).where(where),
      ]);
      const status_counts: Record<string, number> = { all: 0, ...Object.fromEntries(WITHDRAW_STATUSES.map((s) => [s, 0])) };
      for (const r of byStatus) {
        status_counts[r.status] = r.n;
        status_counts.all! += r.n;
      }
      return { ...total, meta: { status_counts, total_amount: sum!.amount } };
    },
    present: (rows) => presentWithdraws(db, rows),
  });

  exportRoute(app, {
    path: `${PATH}/export`,
    config: { permission: 'read_withdraw', ...FEATURE },
    tag: TAG,
    rows: (q: ListQ, limit, offset) =>
      db
        .select({ w: withdraws, firstName: customers.firstName, lastName: customers.lastName, mobile: customers.mobile })
        .from(withdraws)
        .innerJoin(customers, eq(customers.id, withdraws.customerId))
        .where(allOf([...baseFilters(db, q), statusFilter(q)]))
        .orderBy(...sortOf(SORT, q))
        .limit(limit).offset(offset),
    file: 'withdraws',
    sheet: H.withdrawsSheet,
    columns: [
      { header: H.id, key: 'id', width: 10 },
      { header: H.full_name, key: 'customer', width: 24 },
      { header: H.mobile, key: 'mobile', width: 14, kind: 'text' },
      { header: H.sheba, key: 'sheba', width: 30, kind: 'text' },
      { header: H.card_number, key: 'card_number', width: 20, kind: 'text' },
      { header: H.bank, key: 'bank', width: 22 },
      { header: H.amount, key: 'amount', width: 16, kind: 'money' },
      { header: H.status, key: 'status', width: 14 },
      { header: H.tracking_code, key: 'tracking_code', width: 20, kind: 'text' },
      { header: H.created_at, key: 'created_at', width: 20, kind: 'date' },
    ],
    toRow: ({ w, firstName, lastName, mobile }) => ({
      id: w.id,
      customer: customerFullName({ firstName, lastName }),
      mobile,
      sheba: w.sheba ?? '',
      card_number: w.cardNumber ?? '',
      bank: bankNameOfSheba(w.sheba) ?? bankNameOfCard(w.cardNumber) ?? '',
      amount: w.amount,
      status: withdrawStatusLabels[w.status as keyof typeof withdrawStatusLabels] ?? w.status,
      tracking_code: w.trackingCode ?? '',
      created_at: w.createdAt,
    }),
  });

  app.get(`${PATH}/:id`, { config: { permission: 'read_withdraw', ...FEATURE }, schema: { tags: [TAG], params: idParams } }, async (req) => {
    const id = parseId((req.params as { id: string }).id);
    const [w] = await db.select().from(withdraws).where(eq(withdraws.id, id));
    if (!w) throw notFound();
    return { data: await one(w) };
  });

  app.post(PATH, { config: { permission: 'create_withdraw', ...FEATURE }, schema: { tags: [TAG], body: withdrawCreate } }, async (req, reply) => {
    const body = req.body as WithdrawCreate;
    const idempotencyKey = idempotencyKeyOf(req);
    const r = await db
      .transaction((tx) => createWithdraw(tx, actorOf(req), { customerId: body.customer_id, amount: body.amount, note: body.note, idempotencyKey }))
      .catch((e) => {
        throw asFormError(e);
      });
    return reply.status(r.replayed ? 200 : 201).send({ data: await one(r.withdraw) });
  });

  app.patch(`${PATH}/:id`, { config: { permission: 'approve_withdraw', ...FEATURE }, schema: { tags: [TAG], params: idParams, body: withdrawUpdate } }, async (req) => {
    const id = parseId((req.params as { id: string }).id);
    const b = req.body as z.infer<typeof withdrawUpdate>;
    const w = await db.transaction((tx) => updateWithdraw(tx, actorOf(req), id, { trackingCode: b.tracking_code, note: b.note }));
    return { data: await one(w) };
  });

  app.post(`${PATH}/:id/pay`, { config: { permission: 'approve_withdraw', ...FEATURE }, schema: { tags: [TAG], params: idParams, body: withdrawPay } }, async (req) => {
    const id = parseId((req.params as { id: string }).id);
    const b = req.body as z.infer<typeof withdrawPay>;
    const w = await db.transaction((tx) => payWithdraw(tx, actorOf(req), id, { trackingCode: b.tracking_code, note: b.note }));
    return { data: await one(w) };
  });

  app.post(`${PATH}/:id/cancel`, { config: { permission: 'approve_withdraw', ...FEATURE }, schema: { tags: [TAG], params: idParams, body: withdrawCancel } }, async (req) => {
    const id = parseId((req.params as { id: string }).id);
    const b = req.body as z.infer<typeof withdrawCancel>;
    const w = await db.transaction((tx) => cancelWithdraw(tx, actorOf(req), id, { note: b.note }));
    return { data: await one(w) };
  });

  app.post(`${PATH}/:id/reopen`, { config: { permission: 'reopen_withdraw', ...FEATURE }, schema: { tags: [TAG], params: idParams } }, async (req) => {
    const id = parseId((req.params as { id: string }).id);
    const w = await db.transaction((tx) => reopenWithdraw(tx, actorOf(req), id)).catch((e) => {
      throw asFormError(e);
    });
    return { data: await one(w) };
  });
}
