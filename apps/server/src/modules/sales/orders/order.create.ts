/** A new order: its preview while it is being filled in, and its creation (stock, money, coupon use, notification) in one transaction. */
import { eq, sql } from 'drizzle-orm';
import { normalizeCouponCode } from '@pishkhan/common/coupon';
import { orderMessage } from '@pishkhan/common/i18n/fa/order-labels';
import { orderTotals, type OrderStatus } from '@pishkhan/common/order';
import { formatMoney } from '@pishkhan/common/text';
import type { OrderCreate, OrderPreviewBody } from '@pishkhan/common/schemas/order.schema';
import type { DbOrTx, Tx } from '../../../db/client';
import { audit, type Actor } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { customerFullName } from '../../people/customers/customer.service';
import { customers } from '../../people/customers/customer.table';
import { quoteShipping, type ShippingMethodQuote } from '../../shipping/shipping-methods/shipping-method.service';
import { adminsWithPermission } from '../../stock/stock/stock.service';
import { announceInbox, notifyAdmins } from '../../system/notifications/notification.service';
import { walletOf, type WalletState } from '../../wallet/wallets/wallet.service';
import { customerRoleId, priceLines } from '../pricing/pricing.service';
import { addressSnapshot, assertLines, checkCoupon, type CouponRow, shippingFor } from './order.checks';
import { countSales, event, moveStock, refuse, settle, totalsColumns } from './order.effects';
import { orderItems, orders, type AddressSnapshot } from './order.table';

export async function previewOrder(db: DbOrTx, b: OrderPreviewBody) {
  const customerId = b.customer_id ?? null;
  // The customer's role prices apply (docs/pricing.md).
  const lines = await priceLines(db, b.items, undefined, { roleId: await customerRoleId(db, customerId) });
  const base = orderTotals(lines, { coupon: 0, order: 0, shipping: 0 });
  let coupon: { code: string; ok: boolean; message: string | null } | null = null;
  let couponDiscount = 0;
  if (b.coupon_code) {
    const c = await checkCoupon(db, b.coupon_code, customerId, base.items_net);
    coupon = { code: normalizeCouponCode(b.coupon_code), ok: c.ok, message: c.message };
    couponDiscount = c.discount;
  }
  let shipping: ShippingMethodQuote[] = [];
  let addr: AddressSnapshot | null = null;
  if (b.address_id && customerId) {
    addr = await addressSnapshot(db, b.address_id, customerId).catch(() => null);
    if (addr)
      // As the order will price it: on the items after the coupon.
      shipping = await quoteShipping(db, { province_id: addr.province_id, city_id: addr.city_id, amount: base.items_net - couponDiscount, quantity: base.items_quantity, customer_id: customerId });
  }
  const chosen = shipping.find((s) => s.id === b.shipping_method_id);
  const totals = orderTotals(lines, { coupon: couponDiscount, order: b.discount_on_order ?? 0, shipping: chosen?.available ? chosen.cost : 0 });
  const wallet: WalletState | null = customerId ? await walletOf(db, customerId).catch(() => null) : null;
  return { items: lines, ...totals, coupon, shipping, wallet, address: addr };
}

/**
 * A storefront checkout: the customer pays `walletAmount` from the wallet now (0 … the total, at
 * most the balance) and the rest online. Fully paid by the wallet the order is `new`; otherwise it
 * is `wait_for_payment` and holds its stock (reserved now, like a paid order's) until
 * `reserveUntil`, when an unpaid one is released (checkout.release.ts).
 */
export interface StoreCheckout {
  walletAmount: number;
  reserveUntil: Date;
  /** The request's `Idempotency-Key`, kept on the order. */
  key?: string | null;
}

export async function createOrder(tx: Tx, actor: Actor, b: OrderCreate, checkout?: StoreCheckout): Promise<number> {
  const [cu] = await tx.select().from(customers).where(eq(customers.id, b.customer_id));
  if (!cu) throw refuse(422, 'customer_unknown', {}, 'customer_id');
  if (!cu.status) throw refuse(422, 'customer_inactive', {}, 'customer_id');
  const addr = await addressSnapshot(tx, b.address_id, cu.id);
  const lines = await priceLines(tx, b.items, undefined, { roleId: cu.roleId });
  assertLines(lines);
  const base = orderTotals(lines, { coupon: 0, order: 0, shipping: 0 });
  let coupon: CouponRow | null = null;
  let couponDiscount = 0;
  if (b.coupon_code) {
    const c = await checkCoupon(tx, b.coupon_code, cu.id, base.items_net, { lock: true });
    if (!c.ok) throw new AppError(422, 'validation', c.message!, { coupon_code: c.message! });
    coupon = c.coupon;
    couponDiscount = c.discount;
  }
  const discountOnOrder = b.discount_on_order ?? 0;
  if (discountOnOrder > base.items_net - couponDiscount) throw refuse(422, 'discount_too_big', {}, 'discount_on_order');
  const shipping = (await shippingFor(tx, b.shipping_method_id, addr, cu.id, base.items_net - couponDiscount, base.items_quantity, { strict: true }))!;
  const totals = orderTotals(lines, { coupon: couponDiscount, order: discountOnOrder, shipping });
  if (checkout) await assertWalletPart(tx, cu.id, checkout.walletAmount, totals.total_amount);
  const waiting = !!checkout && checkout.walletAmount < totals.total_amount;
  const status: OrderStatus = waiting ? 'wait_for_payment' : b.reserved ? 'reserved' : 'new';
  const [o] = await tx
    .insert(orders)
    .values({
      customerId: cu.id,
      addressId: addr.id,
      address: addr,
      provinceId: addr.province_id,
      cityId: addr.city_id,
      shippingMethodId: b.shipping_method_id,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      ...totalsColumns(totals),
      paymentMethod: waiting ? null : b.payment.method,
      status,
      activatedAt: waiting ? null : sql`now()`,
      reserveUntil: waiting ? checkout.reserveUntil : null,
      checkoutKey: checkout?.key ?? null,
      description: b.description ?? null,
      adminNote: b.admin_note ?? null,
      deliveredAt: b.delivered_at ?? null,
      reserved: !!b.reserved,
      creatorId: actor.adminId,
    })
    .returning();
  // Stock first: inserting the lines takes key-share locks on their products, and two orders doing
  // that before locking the same products for update would deadlock.
  await moveStock(tx, actor, o!.id, lines.map((l) => ({ variantId: l.variant_id, quantity: l.quantity })), -1, 'stock_reason_order');
  const inserted = await tx
    .insert(orderItems)
    .values(
      lines.map((l) => ({
        orderId: o!.id,
        productId: l.product_id,
        variantId: l.variant_id,
        flashId: l.flash_id,
        title: l.title,
        variantTitle: l.variant_title,
        sku: l.sku,
        barcode: l.barcode,
        quantity: l.quantity,
        unitPrice: l.unit_price,
        unitDiscount: l.unit_discount,
        discountSource: l.discount_source,
      })),
    )
    .returning();
  await event(tx, actor, o!.id, 'created', { status, total: totals.total_amount, ...(b.payment.method === 'unpaid' ? { payment: 'unpaid' } : {}) });
  await countSales(tx, o!, inserted, 1);
  const paid = await settle(tx, actor, o!, checkout ? checkout.walletAmount : totals.total_amount, b.payment, 'print_reason_order');
  await tx.update(orders).set({ paidAmount: paid }).where(eq(orders.id, o!.id));
  await audit(tx, actor, { entity: 'order', entityId: o!.id, action: 'create', changes: { status: [null, status], total_amount: [null, totals.total_amount] } });
  // An order waiting for its online payment is announced when it is paid (payment.handlers.ts).
  if (!waiting) await notifyNewOrder(tx, o!.id, customerFullName(cu) || cu.mobile, totals.total_amount);
  return o!.id;
}

/** 422 unless `amount` is between 0 and both the order's total and the customer's wallet balance. */
async function assertWalletPart(tx: Tx, customerId: number, amount: number, total: number) {
  if (!Number.isSafeInteger(amount) || amount < 0) throw refuse(422, 'wallet_part_invalid', {}, 'wallet_amount');
  if (amount > total) throw refuse(422, 'wallet_part_over_total', { total: formatMoney(total) }, 'wallet_amount');
  if (amount === 0) return;
  const w = await walletOf(tx, customerId);
  if (amount > w.balance) throw refuse(422, 'wallet_part_over_balance', { balance: formatMoney(w.balance) }, 'wallet_amount');
}

/** The "new order" notification for every admin who may see orders (delivered live at commit). */
export async function notifyNewOrder(tx: DbOrTx, orderId: number, customer: string, amount: number) {
  // Before the notification: a server drops its order counts before its admins' lists re-read them.
  await announceInbox(tx, 'orders');
  await notifyAdmins(
    tx,
    'order',
    { order_id: orderId, title: orderMessage('new_order_title'), description: orderMessage('new_order_description', { id: orderId, customer, amount: formatMoney(amount) }) },
    await adminsWithPermission(tx, 'read_order'),
  );
}
