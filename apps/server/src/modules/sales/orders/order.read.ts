/** Orders as the detail screen, the print and the customer's history read them. */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { orderReturnStatusLabels, orderStatusLabels, paymentMethodLabels, paymentStatusLabels } from '@pishkhan/common/i18n/fa/order-labels';
import { isActiveStatus, ORDER_TRANSITIONS, paymentStatus, type OrderReturnStatus, type OrderStatus } from '@pishkhan/common/order';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { admins } from '../../people/admins/admin.table';
import { customerFullName } from '../../people/customers/customer.service';
import { customers } from '../../people/customers/customer.table';
import { shippingMethods } from '../../shipping/shipping-methods/shipping-method.table';
import { walletState } from '../../wallet/wallets/wallet.service';
import { wallets } from '../../wallet/wallets/wallet.table';
import { coupons } from '../coupons/coupon.table';
import { joinTitle, soldLineView } from '../pricing/pricing.service';
import type { OrderRow } from './order.effects';
import { orderEvents, orderItems, orderPayments, orderReturnItems, orderReturns, orders } from './order.table';

/** The returns of some orders as the order detail shows them, newest first. */
async function returnsOf(db: DbOrTx, orderIds: number[]) {
  if (!orderIds.length) return [];
  const rs = await db
    .select({ r: orderReturns, name: admins.name, username: admins.username })
    .from(orderReturns)
    .leftJoin(admins, eq(admins.id, orderReturns.adminId))
    .where(inArray(orderReturns.orderId, orderIds))
    .orderBy(sql`${orderReturns.id} desc`);
  const lines = rs.length
    ? await db
        .select({ l: orderReturnItems, title: orderItems.title, variantTitle: orderItems.variantTitle })
        .from(orderReturnItems)
        .innerJoin(orderItems, eq(orderItems.id, orderReturnItems.orderItemId))
        .where(inArray(orderReturnItems.returnId, rs.map((x) => x.r.id)))
        .orderBy(asc(orderReturnItems.id))
    : [];
  return rs.map(({ r, name, username }) => ({
    order_id: r.orderId,
    id: r.id,
    status: r.status as OrderReturnStatus,
    status_label: orderReturnStatusLabels[r.status as OrderReturnStatus] ?? r.status,
    amount: r.amount,
    refund_method: r.refundMethod,
    refunded_amount: r.refundedAmount,
    tracking_code: r.trackingCode,
    note: r.note,
    admin: r.adminId ? { id: r.adminId, name: name || username || '' } : null,
    created_at: r.createdAt,
    completed_at: r.completedAt,
    items: lines
      .filter((x) => x.l.returnId === r.id)
      .map((x) => ({ item_id: x.l.orderItemId, title: joinTitle(x.title, x.variantTitle), quantity: x.l.quantity, unit_amount: x.l.unitAmount, amount: x.l.unitAmount * x.l.quantity })),
  }));
}

export async function orderDetails(db: DbOrTx, ids: number[], perms: Set<string>) {
  if (!ids.length) return [];
  // One round trip, each query by the order ids: the orders with what they name (customer
  // and wallet, method, coupon), the lines with their product's main image, the payments, the events, the returns.
  const mainImage = sql<string | null>`(select m.path from product_images pi join media m on m.id = pi.media_id
    where pi.product_id = "order_items"."product_id" order by pi.is_main desc, pi.position, pi.id limit 1)`;
  const [joined, lines, payments, events, returns] = await Promise.all([
    db
      .select({
        o: orders,
        c: { id: customers.id, firstName: customers.firstName, lastName: customers.lastName, mobile: customers.mobile },
        balance: wallets.balance,
        giftBalance: wallets.giftBalance,
        method: { id: shippingMethods.id, name: shippingMethods.name },
        coupon: { id: coupons.id, code: coupons.code, title: coupons.title },
      })
      .from(orders)
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .leftJoin(wallets, eq(wallets.customerId, orders.customerId))
      .leftJoin(shippingMethods, eq(shippingMethods.id, orders.shippingMethodId))
      .leftJoin(coupons, eq(coupons.id, orders.couponId))
      .where(inArray(orders.id, ids)),
    db.select({ i: orderItems, image: mainImage }).from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db
      .select({ p: orderPayments, name: admins.name, username: admins.username })
      .from(orderPayments)
      .leftJoin(admins, eq(admins.id, orderPayments.adminId))
      .where(inArray(orderPayments.orderId, ids))
      .orderBy(asc(orderPayments.id)),
    db
      .select({ e: orderEvents, name: admins.name, username: admins.username })
      .from(orderEvents)
      .leftJoin(admins, eq(admins.id, orderEvents.adminId))
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(desc(orderEvents.id)),
    returnsOf(db, ids),
  ]);
  const byId = new Map(joined.map((r) => [r.o.id, r.o]));
  const ordered = ids.map((i) => byId.get(i)).filter((r): r is OrderRow => !!r);
  const cs = joined.flatMap((r) => (r.c ? [r.c] : []));
  const walletByCustomer = new Map(joined.flatMap((r) => (r.c ? [[r.c.id, walletState(r.balance ?? 0, r.giftBalance ?? 0)] as const] : [])));
  const methods = joined.flatMap((r) => (r.method ? [r.method] : []));
  const cps = joined.flatMap((r) => (r.coupon ? [r.coupon] : []));
  const items = lines.map((l) => l.i);
  const images = new Map(lines.flatMap((l) => (l.image ? [[l.i.productId, `/uploads/${l.image}`] as const] : [])));
  const cMap = new Map(cs.map((c) => [c.id, c]));
  const canChange = perms.has('change_order_status');
  const who = (id: number | null, name: string | null, username: string | null) => (id ? { id, name: name || username || '' } : null);
  return ordered.map((o) => {
    const c = o.customerId ? cMap.get(o.customerId) : undefined;
    return {
      id: o.id,
      status: o.status,
      status_label: orderStatusLabels[o.status as OrderStatus] ?? o.status,
      created_at: o.createdAt,
      updated_at: o.updatedAt,
      customer: c ? { id: c.id, name: customerFullName(c), mobile: c.mobile, wallet: walletByCustomer.get(c.id) ?? null } : null,
      address: o.address,
      shipping_method: methods.find((m) => m.id === o.shippingMethodId) ?? null,
      shipping_amount: o.shippingAmount,
      delivered_at: o.deliveredAt,
      coupon: cps.find((x) => x.id === o.couponId) ?? null,
      items_count: o.itemsCount,
      items_quantity: o.itemsQuantity,
      total_items_amount: o.totalItemsAmount,
      discount_on_items: o.discountOnItems,
      discount_on_coupon: o.discountOnCoupon,
      discount_on_order: o.discountOnOrder,
      discount_amount: o.discountAmount,
      total_amount: o.totalAmount,
      paid_amount: o.paidAmount,
      returned_amount: o.returnedAmount,
      /** What is still to be received: total less returned goods less what was paid. */
      due_amount: Math.max(0, o.totalAmount - o.returnedAmount - o.paidAmount),
      ...paymentState(o),
      payment_method: o.paymentMethod,
      payment_method_label: o.paymentMethod ? (paymentMethodLabels[o.paymentMethod as keyof typeof paymentMethodLabels] ?? o.paymentMethod) : null,
      description: o.description,
      admin_note: o.adminNote,
      post_tracking_code: o.postTrackingCode,
      reserved: o.reserved,
      /** A storefront order waiting for payment holds its goods until then. */
      reserve_until: o.reserveUntil,
      items: items
        .filter((i) => i.orderId === o.id)
        .map((i) => ({
          id: i.id,
          ...soldLineView(i),
          image_url: images.get(i.productId) ?? null,
          unit_price: i.unitPrice,
          unit_discount: i.unitDiscount,
          discount_source: i.discountSource,
          line_total: (i.unitPrice - i.unitDiscount) * i.quantity,
          status: i.status,
          ...returnedOf(returns, o.id, i.id),
        })),
      returns: returns.filter((r) => r.order_id === o.id).map(({ order_id: _o, ...r }) => r),
      payments: payments
        .filter((p) => p.p.orderId === o.id)
        .map((p) => ({ id: p.p.id, method: p.p.method, amount: p.p.amount, tracking_code: p.p.trackingCode, admin: who(p.p.adminId, p.name, p.username), created_at: p.p.createdAt })),
      events: events
        .filter((e) => e.e.orderId === o.id)
        .map((e) => ({ id: e.e.id, type: e.e.type, data: e.e.data, admin: who(e.e.adminId, e.name, e.username), created_at: e.e.createdAt })),
      // An order whose goods are asked back or taken back is not moved to an inactive status (see assertNoReturns).
      allowed_statuses: canChange
        ? ORDER_TRANSITIONS[o.status as OrderStatus].filter((to) => isActiveStatus(to) || !returns.some((r) => r.order_id === o.id && r.status !== 'canceled'))
        : [],
    };
  });
}

/** Whether an active order's due amount is paid (null for an inactive one), with its label. */
export function paymentState(o: { status: string; totalAmount: number; paidAmount: number; returnedAmount: number }) {
  if (!isActiveStatus(o.status)) return { payment_status: null, payment_status_label: null };
  const s = paymentStatus({ total_amount: o.totalAmount, paid_amount: o.paidAmount, returned_amount: o.returnedAmount });
  return { payment_status: s, payment_status_label: paymentStatusLabels[s] };
}

/** How many of a line are taken back (completed returns) and asked back (open returns). */
function returnedOf(returns: Awaited<ReturnType<typeof returnsOf>>, orderId: number, itemId: number) {
  let returned = 0;
  let requested = 0;
  for (const r of returns)
    if (r.order_id === orderId)
      for (const l of r.items)
        if (l.item_id === itemId) {
          if (r.status === 'returned') returned += l.quantity;
          else if (r.status === 'requested') requested += l.quantity;
        }
  return { returned_quantity: returned, return_requested_quantity: requested };
}

export async function orderDetail(db: DbOrTx, id: number, perms: Set<string>) {
  const [d] = await orderDetails(db, [id], perms);
  if (!d) throw notFound();
  return d;
}

export async function customerHasOrders(db: DbOrTx, customerId: number): Promise<boolean> {
  const [r] = await db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId)).limit(1);
  return !!r;
}
