import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { paymentAdminTexts as T, paymentExportHeaders as H, paymentGatewayLabels, paymentPurposeLabels, paymentStatusLabels } from '@pishkhan/common/i18n/fa/payments';
import { PAYMENT_GATEWAYS, PAYMENT_PURPOSES, PAYMENT_STATUSES } from '@pishkhan/common/payment';
import { id } from '@pishkhan/common/schemas/fields';
import type { DbOrTx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { actorOf, audit } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import { exportRoute } from '../../../lib/export-route';
import { allOf, dateParam, intParam } from '../../../lib/list';
import { listRoute, sortOf, type ListQ } from '../../../lib/list-route';
import { customerFullName, customerSearchOf, ofFoundCustomers } from '../../people/customers/customer.service';
import { customers } from '../../people/customers/customer.table';
import { lockPayment } from './payment.service';
import { payments, type PaymentRow } from './payment.table';
import { queueReverify } from './payment.verify';

const TAG = 'payments';
const PATH = '/api/admin/payments';
const SORT = { keys: { id: payments.id, created_at: payments.createdAt, amount: payments.amount, paid_at: payments.paidAt }, fallback: '-id' };

/** Comma-separated values among `allowed`; null when not filtered, `['-']` (matches nothing) when none is known. */
const oneOf = (v: unknown, allowed: readonly string[]): string[] | null => {
  if (typeof v !== 'string' || !v) return null;
  const picked = v.split(',').map((s) => s.trim()).filter((s) => allowed.includes(s));
  return picked.length ? picked : ['-'];
};

/** The list's filters: status, gateway, kind (order / wallet top-up), a range of the start time, an order, a customer or a search of customers. */
export function paymentFilters(db: DbOrTx, q: Record<string, unknown>): (SQL | undefined)[] {
  const status = oneOf(q.status, PAYMENT_STATUSES);
  const gateway = oneOf(q.gateway, PAYMENT_GATEWAYS);
  const purpose = oneOf(q.purpose, PAYMENT_PURPOSES);
  const [from, to] = [dateParam(q.from), dateParam(q.to)];
  const orderId = intParam(q.order_id);
  const customerId = intParam(q.customer_id);
  return [
    status ? inArray(payments.status, status) : undefined,
    gateway ? inArray(payments.gateway, gateway) : undefined,
    purpose ? inArray(payments.purpose, purpose) : undefined,
    from ? gte(payments.createdAt, from) : undefined,
    to ? lte(payments.createdAt, to) : undefined,
    orderId === undefined ? undefined : and(eq(payments.purpose, 'order'), eq(payments.subjectId, orderId)),
    customerId === undefined ? undefined : eq(payments.customerId, customerId),
    ofFoundCustomers(db, payments.customerId, customerSearchOf(q.q)),
  ];
}

/** Payment rows as the admin reads them: the order (for an order's payment), the customer, Persian labels. */
export async function presentPayments(db: DbOrTx, rows: PaymentRow[]) {
  const ids = [...new Set(rows.map((r) => r.customerId).filter((x): x is number => x !== null))];
  const cs = ids.length
    ? await db.select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName, mobile: customers.mobile }).from(customers).where(inArray(customers.id, ids))
    : [];
  const byId = new Map(cs.map((c) => [c.id, { id: c.id, full_name: customerFullName(c), mobile: c.mobile }]));
  return rows.map((p) => ({
    id: p.id,
    purpose: p.purpose,
    purpose_label: paymentPurposeLabels[p.purpose as keyof typeof paymentPurposeLabels] ?? p.purpose,
    order_id: p.purpose === 'order' ? p.subjectId : null,
    customer_id: p.customerId,
    customer: p.customerId ? (byId.get(p.customerId) ?? null) : null,
    amount: p.amount,
    amount_rials: p.amountRials,
    gateway: p.gateway,
    gateway_label: paymentGatewayLabels[p.gateway as keyof typeof paymentGatewayLabels] ?? p.gateway,
    authority: p.authority,
    status: p.status,
    status_label: paymentStatusLabels[p.status as keyof typeof paymentStatusLabels] ?? p.status,
    ref_id: p.refId,
    card_pan: p.cardPan,
    note: p.note,
    verify_attempts: p.verifyAttempts,
    paid_at: p.paidAt,
    created_at: p.createdAt,
  }));
}

const idParams = z.object({ id: id(T.one) });

const label = (labels: Record<string, string>, v: string) => labels[v] ?? v;

/**
 * The admin's list of gateway payments (docs/api-payments.md): every attempt, whatever became of it
 * (paid, failed, canceled, unknown), with filters, server paging and sorting; its Excel export under
 * the same filters and order; and «verify again» of an `unknown` payment, which queues the same
 * `payment_verify` task the callback queues.
 */
export async function paymentAdminRoutes(app: App, { db, queue }: Ctx) {
  listRoute(app, db, {
    path: PATH,
    config: { permission: 'read_payment' },
    tag: TAG,
    filters: (q) => paymentFilters(db, q),
    sort: SORT,
    count: payments,
    rows: ({ where, order, limit, offset }) => db.select().from(payments).where(where).orderBy(...order).limit(limit).offset(offset),
    present: (rows) => presentPayments(db, rows),
  });

  exportRoute(app, {
    path: `${PATH}/export`,
    config: { permission: 'read_payment' },
    tag: TAG,
    rows: (q: ListQ, limit, offset) =>
      db
        .select({ p: payments, firstName: customers.firstName, lastName: customers.lastName, mobile: customers.mobile })
        .from(payments)
        .leftJoin(customers, eq(customers.id, payments.customerId))
        .where(allOf(paymentFilters(db, q)))
        .orderBy(...sortOf(SORT, q))
        .limit(limit)
        .offset(offset),
    file: 'payments',
    sheet: H.sheet,
    columns: [
      { header: H.id, key: 'id', width: 10 },
      { header: H.created_at, key: 'created_at', width: 18, kind: 'date' },
      { header: H.purpose, key: 'purpose', width: 20 },
      { header: H.order_id, key: 'order_id', width: 12 },
      { header: H.customer, key: 'customer', width: 22 },
      { header: H.mobile, key: 'mobile', width: 14, kind: 'text' },
      { header: H.amount, key: 'amount', width: 14, kind: 'money' },
      { header: H.amount_rials, key: 'amount_rials', width: 16, kind: 'money' },
      { header: H.gateway, key: 'gateway', width: 14 },
      { header: H.status, key: 'status', width: 14 },
      { header: H.ref_id, key: 'ref_id', width: 18, kind: 'text' },
      { header: H.card_pan, key: 'card_pan', width: 20, kind: 'text' },
      { header: H.authority, key: 'authority', width: 40, kind: 'text' },
      { header: H.verify_attempts, key: 'verify_attempts', width: 10 },
      { header: H.paid_at, key: 'paid_at', width: 18, kind: 'date' },
      { header: H.note, key: 'note', width: 40 },
    ],
    toRow: ({ p, firstName, lastName, mobile }) => ({
      id: p.id,
      created_at: p.createdAt,
      purpose: label(paymentPurposeLabels, p.purpose),
      order_id: p.purpose === 'order' ? p.subjectId : null,
      customer: p.customerId ? customerFullName({ firstName, lastName }) : '',
      mobile: mobile ?? '',
      amount: p.amount,
      amount_rials: p.amountRials,
      gateway: label(paymentGatewayLabels, p.gateway),
      status: label(paymentStatusLabels, p.status),
      ref_id: p.refId ?? '',
      card_pan: p.cardPan ?? '',
      authority: p.authority,
      verify_attempts: p.verifyAttempts,
      paid_at: p.paidAt,
      note: p.note ?? '',
    }),
  });

  app.post(`${PATH}/:id/verify`, { config: { permission: 'verify_payment' }, schema: { tags: [TAG], params: idParams } }, async (req, reply) => {
    const paymentId = (req.params as { id: number }).id;
    const row = await db.transaction(async (tx) => {
      const p = await lockPayment(tx, { id: paymentId });
      if (!p) throw notFound(T.one);
      if (p.status !== 'unknown') throw new AppError(409, 'payment_not_unknown', T.notUnknown);
      await queueReverify(queue)(tx, p);
      await audit(tx, actorOf(req), { entity: 'payment', entityId: p.id, action: 'verify', before: null, after: null });
      return p;
    });
    return reply.status(202).send({ data: (await presentPayments(db, [row]))[0], message: T.reverifyQueued });
  });
}
