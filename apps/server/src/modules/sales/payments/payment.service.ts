/**
 * Online payments: start one at the gateway the settings choose, take the customer's return (the
 * callback), verify exactly once, and hand a paid payment to its purpose's handler in the same
 * transaction (payment.handlers.ts). A verification that did not answer leaves the payment
 * `unknown` and queues a background task that asks again with backoff (payment.verify.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { paymentMessage } from '@pishkhan/common/i18n/fa/payments';
import { WALLET_MIN_ADMIN_AMOUNT } from '@pishkhan/common/schemas/people.schema';
import { formatMoney } from '@pishkhan/common/text';
import { toRials, type PaymentGatewayName, type PaymentPurpose, type PaymentStatus } from '@pishkhan/common/payment';
import type { Config } from '../../../config/env';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { audit, type Actor } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { currentGateway, gatewayNamed, GatewayError, type GatewayVerification } from '../../../lib/payments';
import { customers } from '../../people/customers/customer.table';
import { allSettings } from '../../system/settings/setting.service';
import { orders } from '../orders/order.table';
import { payments, type PaymentRow } from './payment.table';

/** Who the payments service acts as: the customer's gateway, not an admin. */
export const SYSTEM_ACTOR: Actor = { adminId: null, ip: null };

/**
 * What a purpose does when its payment is verified, in the verifying transaction (the payment row
 * is locked and already `paid`). Answers a note kept on the payment (what became of the money when
 * not the expected thing), or null. Throwing rolls the whole verification back.
 */
export type PaidHandler = (tx: Tx, payment: PaymentRow, actor: Actor) => Promise<string | null>;

const HANDLERS = new Map<PaymentPurpose, PaidHandler>();

/** Registers the handler of a purpose (once, at module load). */
export function onPaid(purpose: PaymentPurpose, handler: PaidHandler) {
  HANDLERS.set(purpose, handler);
}

const refuse = (status: number, key: Parameters<typeof paymentMessage>[0], params: Record<string, string | number> = {}) =>
  new AppError(status, `payment_${key}`, paymentMessage(key, params));

/** The public address the gateway sends the customer back to: the `public_url` setting, else this server. */
export async function publicBase(db: DbOrTx, config: Config): Promise<string> {
  const v = (await allSettings(db)).get('public_url');
  return (typeof v === 'string' && v.trim() ? v.trim() : `http://localhost:${config.port}`).replace(/\/+$/, '');
}

export const callbackPath = '/api/store/payments/callback';

export interface StartPayment {
  purpose: PaymentPurpose;
  /** The order's id, or the customer's for a wallet top-up. */
  subjectId: number;
  customerId: number;
  /** In the shop's unit (the `currency` setting). */
  amount: number;
  mobile?: string | null;
  description: string;
}

/**
 * Asks the current gateway for a payment and records the attempt (`pending`); answers where to send
 * the customer. 503 when the gateway is not configured or did not answer, 502 when it refused.
 */
export async function startPayment(db: Db, config: Config, p: StartPayment): Promise<{ id: number; authority: string; redirectUrl: string }> {
  if (!Number.isSafeInteger(p.amount) || p.amount <= 0) throw refuse(422, 'amount_invalid');
  const base = await publicBase(db, config);
  const gateway = await currentGateway(db, config, base);
  if (!gateway) throw refuse(503, 'gateway_not_configured');
  const amountRials = toRials(p.amount, (await allSettings(db)).get('currency'));
  let start;
  try {
    start = await gateway.request({ amountRials, callbackUrl: `${base}${callbackPath}`, description: p.description, mobile: p.mobile ?? null });
  } catch (err) {
    if (err instanceof GatewayError) throw err.unreachable ? refuse(503, 'gateway_unreachable') : refuse(502, 'gateway_refused', { reason: err.message });
    throw err;
  }
  const [row] = await db
    .insert(payments)
    .values({ purpose: p.purpose, subjectId: p.subjectId, customerId: p.customerId, amount: p.amount, amountRials, gateway: gateway.name, authority: start.authority })
    .returning();
  return { id: row!.id, authority: start.authority, redirectUrl: start.redirectUrl };
}

/*
 * The two ways a customer starts a payment. The store routes that call them (pay my order, top up my
 * wallet) take `customerId` from the signed-in customer's session — never from the request body —
 * and come with the customer sessions; checkout calls `startOrderPayment` for the order it places.
 */

/** Pays the due amount of the customer's order waiting for payment. 404 for another's order, 409 when it is not waiting. */
export async function startOrderPayment(db: Db, config: Config, o: { orderId: number; customerId: number }) {
  const [row] = await db
    .select({ id: orders.id, customerId: orders.customerId, status: orders.status, total: orders.totalAmount, paid: orders.paidAmount, reserveUntil: orders.reserveUntil, mobile: customers.mobile })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, o.orderId));
  if (!row || row.customerId !== o.customerId) throw refuse(404, 'subject_unknown');
  if (row.status !== 'wait_for_payment' || row.total - row.paid <= 0) throw refuse(409, 'order_not_awaiting');
  // Its reserve time is over: the order is being released (its goods went back to stock).
  if (row.reserveUntil && row.reserveUntil.getTime() <= Date.now()) throw refuse(409, 'order_reserve_over');
  return startPayment(db, config, {
    purpose: 'order',
    subjectId: row.id,
    customerId: o.customerId,
    amount: row.total - row.paid,
    mobile: row.mobile,
    description: paymentMessage('description_order', { id: row.id }),
  });
}

/** Tops up an active customer's wallet by `amount` (the shop's unit; at least the smallest wallet credit). */
export async function startWalletTopup(db: Db, config: Config, o: { customerId: number; amount: number }) {
  if (!Number.isSafeInteger(o.amount) || o.amount <= 0) throw refuse(422, 'amount_invalid');
  if (o.amount < WALLET_MIN_ADMIN_AMOUNT) throw refuse(422, 'topup_too_small', { min: formatMoney(WALLET_MIN_ADMIN_AMOUNT) });
  const [cu] = await db.select({ id: customers.id, status: customers.status, mobile: customers.mobile }).from(customers).where(eq(customers.id, o.customerId));
  if (!cu) throw refuse(404, 'subject_unknown');
  if (!cu.status) throw refuse(409, 'customer_inactive');
  return startPayment(db, config, { purpose: 'wallet_topup', subjectId: cu.id, customerId: cu.id, amount: o.amount, mobile: cu.mobile, description: paymentMessage('description_topup') });
}

export const lockPayment = async (tx: Tx, where: { authority: string } | { id: number }) =>
  (await tx.select().from(payments).where('id' in where ? eq(payments.id, where.id) : eq(payments.authority, where.authority)).for('update'))[0];

/**
 * Writes a verification's verdict on a locked payment; a paid one goes to its purpose's handler in
 * the same transaction. `canceled`: the customer turned back (the gateway's callback said so) and the
 * gateway confirms nothing was paid.
 */
export async function applyVerification(tx: Tx, p: PaymentRow, v: GatewayVerification, o: { canceled?: boolean; giveUp?: boolean } = {}): Promise<PaymentRow> {
  let status: PaymentStatus;
  let note: string | null;
  if (v.status === 'paid') {
    status = 'paid';
    note = null;
  } else if (v.status === 'failed') {
    status = o.canceled ? 'canceled' : 'failed';
    note = o.canceled ? paymentMessage('canceled_by_customer') : v.code === -50 ? paymentMessage('amount_mismatch') : v.reason.slice(0, 500);
  } else if (o.giveUp) {
    status = 'failed';
    note = paymentMessage('gave_up');
  } else {
    status = 'unknown';
    note = v.reason.slice(0, 500);
  }
  const paid = v.status === 'paid' ? v : null;
  const [row] = await tx
    .update(payments)
    .set({
      status,
      note,
      refId: paid?.refId.slice(0, 64) ?? null,
      cardPan: paid?.cardPan ?? null,
      verifyAttempts: sql`${payments.verifyAttempts} + 1`,
      ...(paid ? { paidAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, p.id))
    .returning();
  let after = row!;
  if (paid) {
    const handler = HANDLERS.get(p.purpose as PaymentPurpose);
    if (!handler) throw new Error(`no payment handler for ${p.purpose}`);
    const handled = await handler(tx, after, SYSTEM_ACTOR);
    if (handled) after = (await tx.update(payments).set({ note: handled.slice(0, 500) }).where(eq(payments.id, p.id)).returning())[0]!;
  }
  if (status !== p.status) await audit(tx, SYSTEM_ACTOR, { entity: 'payment', entityId: p.id, action: 'status', changes: { status: [p.status, status] } });
  return after;
}

/** A gateway's callback as it came: its query or form fields, strings only. */
export type CallbackFields = Record<string, string>;

/**
 * The customer's return from the gateway. Locks the payment row, so a second callback (a reload,
 * the gateway and the customer both) waits for the first and then finds the verdict: the gateway
 * is asked once. A callback that names another amount than the payment's is refused (409) and
 * changes nothing. Answers the payment after it, or undefined for an unknown authority.
 */
export async function paymentCallback(
  db: Db,
  config: Config,
  fields: CallbackFields,
  queueUnknown: (tx: Tx, p: PaymentRow) => Promise<void>,
): Promise<PaymentRow | undefined> {
  const authority = fields.Authority ?? fields.authority ?? '';
  if (!/^[A-Za-z0-9]{1,64}$/.test(authority)) return undefined;
  const base = await publicBase(db, config);
  return db.transaction(async (tx) => {
    const p = await lockPayment(tx, { authority });
    if (!p) return undefined;
    const claimed = fields.Amount ?? fields.amount;
    if (claimed !== undefined && claimed !== String(p.amountRials)) throw refuse(409, 'amount_mismatch');
    if (p.status !== 'pending') return p;
    const gateway = await gatewayNamed(tx, config, p.gateway as PaymentGatewayName, base);
    const v: GatewayVerification = gateway ? await gateway.verify(p.authority, p.amountRials, fields) : { status: 'unknown', reason: paymentMessage('gateway_not_configured') };
    const after = await applyVerification(tx, p, v, { canceled: (fields.Status ?? fields.status) !== 'OK' });
    if (after.status === 'unknown') await queueUnknown(tx, after);
    return after;
  });
}

/** Where the customer goes after the callback: the storefront's return page (setting) with the result, else this server's result page. */
export async function returnUrl(db: DbOrTx, config: Config, p: PaymentRow | undefined): Promise<string> {
  const s = await allSettings(db);
  const configured = String(s.get('payment_return_url') ?? '').trim();
  const url = new URL(configured || `${await publicBase(db, config)}/api/store/payments/result`);
  if (p) {
    url.searchParams.set('payment', String(p.id));
    url.searchParams.set('purpose', p.purpose);
    url.searchParams.set('status', p.status);
    if (p.purpose === 'order') url.searchParams.set('order', String(p.subjectId));
    if (p.refId) url.searchParams.set('ref_id', p.refId);
  } else url.searchParams.set('status', 'not_found');
  return url.toString();
}
