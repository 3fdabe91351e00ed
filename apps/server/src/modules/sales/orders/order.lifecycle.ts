/** An order after it is placed: status, tracking code, payments, and edits of its lines, address, shipping and discount. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderMessage, orderStatusLabels, type OrderMessageKey } from '@pishkhan/common/i18n/fa/order-labels';
import { canTransition, holdsStock, isActiveStatus, isClosedStatus, orderTotals, type OrderPaymentSource, type OrderStatus, type PaymentMethod } from '@pishkhan/common/order';
import { formatMoney, toAsciiDigits } from '@pishkhan/common/text';
import type { OrderUpdate } from '@pishkhan/common/schemas/order.schema';
import type { DbOrTx, Tx } from '../../../db/client';
import { audit, type Actor } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import { shippingMethods } from '../../shipping/shipping-methods/shipping-method.table';
import { changeWallet } from '../../wallet/wallets/wallet.service';
import { coupons } from '../coupons/coupon.table';
import { recordCampaignSales } from '../flashes/flash.service';
import { customerRoleId, loadSaleVariants, priceLines } from '../pricing/pricing.service';
import { addressSnapshot, assertLines, couponDiscountOn, shippingFor } from './order.checks';
import { asLines, countSales, event, itemsOf, lineTitle, lockOrder, moveStock, type OrderRow, refuse, settle, totalsColumns } from './order.effects';
import { orderItems, orderPayments, orderReturns, orders, type AddressSnapshot } from './order.table';

/**
 * Recomputes an order's totals after an edit (coupon by its amount rule, shipping by the method's
 * rules for the new cart unless `shipping` is given), stores them, and settles the money of an
 * active order. Returns the order row after it.
 */
async function recompute(tx: Tx, actor: Actor, o: OrderRow, patch: Partial<typeof orders.$inferInsert> = {}, o2: { strictShipping?: boolean } = {}): Promise<OrderRow> {
  const items = await itemsOf(tx, o.id);
  const base = orderTotals(asLines(items), { coupon: 0, order: 0, shipping: 0 });
  let couponDiscount = 0;
  if (o.couponId) {
    const [c] = await tx.select().from(coupons).where(eq(coupons.id, o.couponId));
    if (c) couponDiscount = couponDiscountOn(c, base.items_net);
  }
  const next = { ...o, ...patch } as OrderRow;
  let shipping = next.shippingAmount;
  if (next.shippingMethodId && next.address) {
    const cost = await shippingFor(tx, next.shippingMethodId, next.address, next.customerId, base.items_net - couponDiscount, base.items_quantity, { strict: !!o2.strictShipping });
    if (cost !== null) shipping = cost;
  }
  const totals = orderTotals(asLines(items), { coupon: couponDiscount, order: next.discountOnOrder, shipping });
  let paid = o.paidAmount;
  // A paid order pays (or is refunded) the difference; an order still to be paid (collect on
  // delivery, or waiting for its online payment) only owes a different amount, unless it has now
  // paid more than the new total.
  if (holdsStock(o.status, o.reserveUntil) && (o.paidAmount >= o.totalAmount || o.paidAmount > totals.total_amount)) paid = await settle(tx, actor, o, totals.total_amount);
  const [row] = await tx
    .update(orders)
    .set({ ...patch, ...totalsColumns(totals), paidAmount: paid, updatedAt: sql`now()` })
    .where(eq(orders.id, o.id))
    .returning();
  return row!;
}

export async function changeStatus(
  tx: Tx,
  actor: Actor,
  id: number,
  to: OrderStatus,
  o2: {
    note?: string | null | undefined;
    noCharge?: boolean | undefined;
    payment?: { method: OrderPaymentSource; tracking_code?: string | null | undefined } | undefined;
    paidOnly?: boolean;
    /** The postal tracking code, with `to: delivered` (shipped). */
    trackingCode?: string | null | undefined;
    /** The stock movements' reason when the goods go back (default: the catalogue's `stock_reason_cancel`). */
    stockReason?: OrderMessageKey;
    /** Why, kept on the order (`status_detail`, the admin's). */
    detail?: string;
  } = {},
) {
  const o = await lockOrder(tx, id);
  const from = o.status as OrderStatus;
  if (o2.trackingCode && to !== 'delivered') throw refuse(422, 'tracking_wrong_status', { status: orderStatusLabels[to] }, 'post_tracking_code');
  // The bulk change moves paid orders only: no money or stock follows it.
  if (o2.paidOnly && !isActiveStatus(from)) throw refuse(409, 'bulk_inactive', { status: orderStatusLabels[from] });
  if (from === to) throw refuse(409, 'same_status', { status: orderStatusLabels[to] }, 'status');
  if (!canTransition(from, to)) throw refuse(409, 'transition', { from: orderStatusLabels[from], to: orderStatusLabels[to] }, 'status');
  // Goods taken back (or asked back) stay so: the order is not canceled around its returns.
  if (!isActiveStatus(to)) await assertNoReturns(tx, o);
  const items = await itemsOf(tx, o.id);
  const live = items.filter((i) => i.status);
  let paid = o.paidAmount;
  // Goods: an order waiting for payment already holds them (reserved when it was placed), so its
  // payment moves none; leaving the holding statuses gives them back, with the coupon use, the
  // campaign sales and what was paid (to the wallet).
  const held = holdsStock(from, o.reserveUntil);
  if (held && !isActiveStatus(to)) {
    await moveStock(tx, actor, o.id, live, 1, o2.stockReason ?? 'stock_reason_cancel');
    await countSales(tx, o, items, -1);
    if (!o2.noCharge && paid > 0) paid = await settle(tx, actor, o, 0);
  } else if (!held && isActiveStatus(to)) {
    await moveStock(tx, actor, o.id, live, -1, 'stock_reason_order');
    await countSales(tx, o, items, 1);
  }
  // Money: becoming active pays what the total lacks.
  if (!isActiveStatus(from) && isActiveStatus(to)) paid = await settle(tx, actor, { ...o, paidAmount: paid }, o.totalAmount, o2.payment ?? { method: 'wallet' }, 'print_reason_order');
  await tx
    .update(orders)
    .set({
      status: to,
      paidAmount: paid,
      ...(o2.payment && (paid !== o.paidAmount || o2.payment.method === 'unpaid') ? { paymentMethod: o2.payment.method } : {}),
      ...(isActiveStatus(to) && !o.activatedAt ? { activatedAt: sql`now()` } : {}),
      // Paid or released: no longer a reservation.
      ...(o.reserveUntil ? { reserveUntil: null } : {}),
      ...(o2.detail ? { statusDetail: o2.detail.slice(0, 500) } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, o.id));
  await event(tx, actor, o.id, 'status', { from, to, note: o2.note ?? null });
  await audit(tx, actor, { entity: 'order', entityId: o.id, action: 'status', changes: { status: [from, to] } });
  if (o2.trackingCode) await setTrackingCode(tx, actor, { ...o, status: to }, o2.trackingCode);
}

/** Sets (or clears) the postal tracking code of a shipped or received order: timeline and audit. */
export async function setTrackingCode(tx: Tx, actor: Actor, o: OrderRow, code: string | null) {
  if (code === o.postTrackingCode) return;
  if (code && !['delivered', 'received'].includes(o.status)) throw refuse(422, 'tracking_wrong_status', { status: orderStatusLabels[o.status as OrderStatus] }, 'post_tracking_code');
  if (code) {
    const [other] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.postTrackingCode, code), sql`${orders.id} <> ${o.id}`)).limit(1);
    if (other) throw refuse(422, 'tracking_taken', { id: other.id }, 'post_tracking_code');
  }
  await tx.update(orders).set({ postTrackingCode: code, updatedAt: sql`now()` }).where(eq(orders.id, o.id));
  await event(tx, actor, o.id, 'tracking', { code, from: o.postTrackingCode });
  await audit(tx, actor, { entity: 'order', entityId: o.id, action: 'update', changes: { post_tracking_code: [o.postTrackingCode, code] } });
}

/** Refuses (409) a change that would undo an order's returns: asked for or taken back. */
export async function assertNoReturns(tx: DbOrTx, o: OrderRow) {
  const [r] = await tx.select({ id: orderReturns.id }).from(orderReturns).where(and(eq(orderReturns.orderId, o.id), sql`${orderReturns.status} <> 'canceled'`)).limit(1);
  if (r) throw refuse(409, 'has_returns');
}

/**
 * Money received later for an active order (collect on delivery, or what an edit added): the
 * wallet is charged, or a card / cash payment recorded. The rest is taken when no amount is given.
 */
export async function recordPayment(tx: Tx, actor: Actor, id: number, p: { method: PaymentMethod; amount?: number | undefined; tracking_code?: string | null | undefined }) {
  const o = await lockOrder(tx, id);
  if (!isActiveStatus(o.status)) throw refuse(409, 'payment_inactive', { status: orderStatusLabels[o.status as OrderStatus] });
  const due = o.totalAmount - o.returnedAmount - o.paidAmount;
  if (due <= 0) throw refuse(409, 'payment_not_due');
  const amount = p.amount ?? due;
  if (amount > due) throw refuse(422, 'payment_too_much', { due: formatMoney(due) }, 'amount');
  if (!o.customerId) throw refuse(422, 'customer_unknown');
  const reason = orderMessage('payment_reason_order', { id: o.id });
  if (p.method === 'wallet') {
    const res = await changeWallet(tx, actor, { customerId: o.customerId, amount: -amount, type: 'order_payment', reason, orderId: o.id });
    await tx.insert(orderPayments).values({ orderId: o.id, method: 'wallet', amount, walletTransactionId: res.transaction.id, adminId: actor.adminId });
  } else {
    await tx.insert(orderPayments).values({ orderId: o.id, method: p.method, amount, trackingCode: p.tracking_code ? toAsciiDigits(p.tracking_code) : null, adminId: actor.adminId });
  }
  await tx.update(orders).set({ paidAmount: o.paidAmount + amount, paymentMethod: p.method, updatedAt: sql`now()` }).where(eq(orders.id, o.id));
  await event(tx, actor, o.id, 'payment', { method: p.method, amount });
  await audit(tx, actor, { entity: 'order', entityId: o.id, action: 'payment', changes: { paid_amount: [o.paidAmount, o.paidAmount + amount], payment_method: [o.paymentMethod, p.method] } });
}

async function assertEditable(tx: DbOrTx, o: OrderRow) {
  if (isClosedStatus(o.status)) throw refuse(409, 'closed', { status: orderStatusLabels[o.status as OrderStatus] });
  await assertNoReturns(tx, o);
}

export async function addItem(tx: Tx, actor: Actor, id: number, line: { variant_id: number; quantity: number }) {
  const o = await lockOrder(tx, id);
  await assertEditable(tx, o);
  const items = await itemsOf(tx, o.id);
  if (items.some((i) => i.status && i.variantId === line.variant_id)) throw refuse(409, 'duplicate_variant', {}, 'variant_id');
  const [l] = await priceLines(tx, [line], undefined, { roleId: await customerRoleId(tx, o.customerId) });
  assertLines([l!], (_i, f) => f);
  // Stock before the line is inserted (see createOrder: the insert's key-share lock would deadlock).
  if (holdsStock(o.status, o.reserveUntil)) await moveStock(tx, actor, o.id, [{ variantId: l!.variant_id, quantity: l!.quantity }], -1, 'stock_reason_edit');
  const [it] = await tx
    .insert(orderItems)
    .values({
      orderId: o.id, productId: l!.product_id, variantId: l!.variant_id, flashId: l!.flash_id, title: l!.title, variantTitle: l!.variant_title, sku: l!.sku, barcode: l!.barcode,
      quantity: l!.quantity, unitPrice: l!.unit_price, unitDiscount: l!.unit_discount, discountSource: l!.discount_source,
    })
    .returning();
  if (holdsStock(o.status, o.reserveUntil) && it!.flashId) await recordCampaignSales(tx, it!.flashId, it!.productId, it!.quantity);
  const after = await recompute(tx, actor, o);
  await event(tx, actor, o.id, 'item_added', { item_id: it!.id, title: lineTitle(it!), quantity: it!.quantity, amount_delta: after.totalAmount - o.totalAmount });
}

export async function setItemQuantity(tx: Tx, actor: Actor, id: number, itemId: number, quantity: number) {
  const o = await lockOrder(tx, id);
  await assertEditable(tx, o);
  const [it] = await tx.select().from(orderItems).where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, o.id)));
  if (!it) throw notFound();
  if (!it.status) throw refuse(409, 'item_removed');
  if (it.quantity === quantity) return;
  const sv = (await loadSaleVariants(tx, [it.variantId])).get(it.variantId);
  const max = sv ? (sv.v.maxPerOrder ?? sv.p.maxPerOrder) : null;
  if (max && quantity > max) throw refuse(422, 'max_per_order', { title: lineTitle(it), max }, 'quantity');
  const delta = quantity - it.quantity;
  if (holdsStock(o.status, o.reserveUntil)) {
    await moveStock(tx, actor, o.id, [{ ...it, quantity: Math.abs(delta) }], delta > 0 ? -1 : 1, 'stock_reason_edit');
    if (it.flashId) await recordCampaignSales(tx, it.flashId, it.productId, delta);
  }
  await tx.update(orderItems).set({ quantity, updatedAt: sql`now()` }).where(eq(orderItems.id, it.id));
  const after = await recompute(tx, actor, o);
  await event(tx, actor, o.id, 'item_quantity', { item_id: it.id, title: lineTitle(it), from: it.quantity, to: quantity, amount_delta: after.totalAmount - o.totalAmount });
}

export async function removeItem(tx: Tx, actor: Actor, id: number, itemId: number) {
  const o = await lockOrder(tx, id);
  await assertEditable(tx, o);
  const items = await itemsOf(tx, o.id);
  const it = items.find((i) => i.id === itemId);
  if (!it) throw notFound();
  if (!it.status) throw refuse(409, 'item_removed');
  if (items.filter((i) => i.status).length === 1) throw refuse(409, 'last_item');
  if (holdsStock(o.status, o.reserveUntil)) {
    await moveStock(tx, actor, o.id, [it], 1, 'stock_reason_edit');
    if (it.flashId) await recordCampaignSales(tx, it.flashId, it.productId, -it.quantity);
  }
  await tx.update(orderItems).set({ status: false, updatedAt: sql`now()` }).where(eq(orderItems.id, it.id));
  const after = await recompute(tx, actor, o);
  await event(tx, actor, o.id, 'item_removed', { item_id: it.id, title: lineTitle(it), quantity: it.quantity, amount_delta: after.totalAmount - o.totalAmount });
}

const addressLine = (a: AddressSnapshot | null) => (a ? orderMessage('address_line', { province: a.province, city: a.city, address: a.address }) : '');

export async function updateOrder(tx: Tx, actor: Actor, perms: Set<string>, id: number, b: OrderUpdate) {
  const o = await lockOrder(tx, id);
  const patch: Partial<typeof orders.$inferInsert> = {};
  const moneyChange = b.address_id !== undefined || b.shipping_method_id !== undefined || b.discount_on_order !== undefined;
  if (moneyChange) await assertEditable(tx, o);
  if (b.discount_on_order !== undefined && b.discount_on_order !== o.discountOnOrder) {
    if (!perms.has('discount_order')) throw new AppError(403, 'discount_forbidden', orderMessage('discount_forbidden'), { discount_on_order: orderMessage('discount_forbidden') });
    const items = await itemsOf(tx, o.id);
    const net = orderTotals(asLines(items), { coupon: 0, order: 0, shipping: 0 }).items_net - o.discountOnCoupon;
    if (b.discount_on_order > net) throw refuse(422, 'discount_too_big', {}, 'discount_on_order');
    patch.discountOnOrder = b.discount_on_order;
  }
  if (b.address_id !== undefined && b.address_id !== o.addressId) {
    if (!o.customerId) throw refuse(422, 'customer_unknown', {}, 'address_id');
    const addr = await addressSnapshot(tx, b.address_id, o.customerId);
    Object.assign(patch, { addressId: addr.id, address: addr, provinceId: addr.province_id, cityId: addr.city_id });
  }
  if (b.shipping_method_id !== undefined && b.shipping_method_id !== o.shippingMethodId) patch.shippingMethodId = b.shipping_method_id;
  if (b.admin_note !== undefined) patch.adminNote = b.admin_note ?? null;
  if (b.delivered_at !== undefined) patch.deliveredAt = b.delivered_at ?? null;
  if (b.post_tracking_code !== undefined) await setTrackingCode(tx, actor, o, b.post_tracking_code ?? null);
  if (!Object.keys(patch).length) return;
  const reprice = patch.discountOnOrder !== undefined || patch.address !== undefined || patch.shippingMethodId !== undefined;
  const after = reprice
    ? await recompute(tx, actor, o, patch, { strictShipping: patch.address !== undefined || patch.shippingMethodId !== undefined })
    : (await tx.update(orders).set({ ...patch, updatedAt: sql`now()` }).where(eq(orders.id, o.id)).returning())[0]!;
  const delta = after.totalAmount - o.totalAmount;
  if (patch.address) await event(tx, actor, o.id, 'address', { from: addressLine(o.address), to: addressLine(patch.address as AddressSnapshot), amount_delta: delta });
  if (patch.shippingMethodId !== undefined || (patch.address && after.shippingAmount !== o.shippingAmount)) {
    const names = await tx.select({ id: shippingMethods.id, name: shippingMethods.name }).from(shippingMethods).where(inArray(shippingMethods.id, [o.shippingMethodId ?? 0, after.shippingMethodId ?? 0]));
    const name = (mid: number | null) => names.find((n) => n.id === mid)?.name ?? null;
    await event(tx, actor, o.id, 'shipping', { from: name(o.shippingMethodId), to: name(after.shippingMethodId), amount_from: o.shippingAmount, amount_to: after.shippingAmount });
  }
  if (patch.discountOnOrder !== undefined) await event(tx, actor, o.id, 'discount', { from: o.discountOnOrder, to: after.discountOnOrder, amount_delta: delta });
  if (patch.adminNote !== undefined && patch.adminNote) await event(tx, actor, o.id, 'note', { text: patch.adminNote });
  await audit(tx, actor, { entity: 'order', entityId: o.id, action: 'update', before: { ...o }, after: { ...after } });
}

export async function addNote(tx: Tx, actor: Actor, id: number, text: string) {
  const o = await lockOrder(tx, id);
  await event(tx, actor, o.id, 'note', { text });
  await tx.update(orders).set({ updatedAt: sql`now()` }).where(eq(orders.id, o.id));
}
