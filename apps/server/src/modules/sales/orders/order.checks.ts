/** What an order may take: its priced lines, its coupon, the customer's address and the shipping method. */
import { and, count, eq, sql } from 'drizzle-orm';
import { applyCoupon, normalizeCouponCode, type CouponRules } from '@pishkhan/common/coupon';
import { orderMessage, type OrderMessageKey } from '@pishkhan/common/i18n/fa/order-labels';
import { formatMoney } from '@pishkhan/common/text';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { addresses } from '../../people/addresses/address.table';
import { cities } from '../../shipping/cities/city.table';
import { provinces } from '../../shipping/provinces/province.table';
import { quoteShipping } from '../../shipping/shipping-methods/shipping-method.service';
import { shippingMethods } from '../../shipping/shipping-methods/shipping-method.table';
import { coupons } from '../coupons/coupon.table';
import type { PricedLine } from '../pricing/pricing.service';
import { refuse } from './order.effects';
import { couponUsages, type AddressSnapshot } from './order.table';

/** Throws the first blocking problem of the lines, with its form path (`items.N.variant_id` or `.quantity`). */
export function assertLines(lines: PricedLine[], path = (i: number, f: string) => `items.${i}.${f}`) {
  const seen = new Set<number>();
  lines.forEach((l, i) => {
    if (seen.has(l.variant_id)) throw refuse(422, 'duplicate_variant', {}, path(i, 'variant_id'));
    seen.add(l.variant_id);
    if (l.blocking) throw new AppError(422, 'validation', l.issue!, { [path(i, l.issue_field!)]: l.issue! });
  });
}

export type CouponRow = typeof coupons.$inferSelect;

const couponRules = (c: CouponRow): CouponRules => ({
  status: c.status,
  type: c.type as CouponRules['type'],
  amount: c.amount,
  min_order_amount: c.minOrderAmount,
  max_discount: c.maxDiscount,
  starts_at: c.startsAt,
  ends_at: c.endsAt,
  usage_limit: c.usageLimit,
  per_customer_limit: c.perCustomerLimit,
});

const COUPON_REFUSALS = {
  inactive: 'coupon_inactive',
  not_started: 'coupon_not_started',
  expired: 'coupon_expired',
  used_up: 'coupon_used_up',
  customer_used_up: 'coupon_customer_used_up',
  min_order: 'coupon_min_order',
  empty_cart: 'coupon_empty_cart',
} as const satisfies Record<string, OrderMessageKey>;

export interface CouponCheck {
  coupon: CouponRow | null;
  ok: boolean;
  discount: number;
  message: string | null;
}

/**
 * Whether `code` applies to an order of `itemsNet` for `customerId`, and by how much. With
 * `lock`, the coupon row is locked first, so two orders cannot both take its last use.
 */
export async function checkCoupon(tx: DbOrTx, code: string, customerId: number | null, itemsNet: number, o: { lock?: boolean; excludeOrderId?: number } = {}): Promise<CouponCheck> {
  const norm = normalizeCouponCode(code);
  const q = tx.select().from(coupons).where(eq(coupons.code, norm));
  const [c] = o.lock ? await q.for('update') : await q;
  if (!c) return { coupon: null, ok: false, discount: 0, message: orderMessage('coupon_unknown') };
  const notThis = o.excludeOrderId ? sql`${couponUsages.orderId} is distinct from ${o.excludeOrderId}` : undefined;
  const [all] = await tx.select({ n: count() }).from(couponUsages).where(and(eq(couponUsages.couponId, c.id), notThis));
  const [mine] = customerId
    ? await tx.select({ n: count() }).from(couponUsages).where(and(eq(couponUsages.couponId, c.id), eq(couponUsages.customerId, customerId), notThis))
    : [{ n: 0 }];
  const r = applyCoupon(couponRules(c), itemsNet, { used: all!.n, used_by_customer: mine!.n });
  if (r.ok) return { coupon: c, ok: true, discount: r.discount, message: null };
  return { coupon: c, ok: false, discount: 0, message: orderMessage(COUPON_REFUSALS[r.reason], { min: formatMoney(c.minOrderAmount ?? 0) }) };
}

/** The coupon's discount on an edited order: its amount rule only (time and uses were checked when it was taken). */
export function couponDiscountOn(c: CouponRow, itemsNet: number): number {
  const r = applyCoupon({ ...couponRules(c), status: true, starts_at: new Date(0), ends_at: new Date(8.64e15), usage_limit: null, per_customer_limit: null }, itemsNet, { used: 0, used_by_customer: 0 }, new Date());
  return r.ok ? r.discount : 0;
}

export async function addressSnapshot(db: DbOrTx, addressId: number, customerId: number): Promise<AddressSnapshot> {
  const [a] = await db
    .select({ a: addresses, province: provinces.name, city: cities.name })
    .from(addresses)
    .innerJoin(provinces, eq(provinces.id, addresses.provinceId))
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .where(eq(addresses.id, addressId));
  if (!a) throw refuse(422, 'address_unknown', {}, 'address_id');
  if (a.a.customerId !== customerId) throw refuse(422, 'address_not_customer', {}, 'address_id');
  return {
    id: a.a.id,
    first_name: a.a.firstName,
    last_name: a.a.lastName,
    mobile: a.a.mobile,
    telephone: a.a.telephone,
    province_id: a.a.provinceId,
    province: a.province,
    city_id: a.a.cityId,
    city: a.city,
    address: a.a.address,
    postal_code: a.a.postalCode,
    latitude: a.a.latitude,
    longitude: a.a.longitude,
  };
}

export async function shippingFor(db: DbOrTx, methodId: number, addr: AddressSnapshot, customerId: number | null, amount: number, quantity: number, o: { strict: boolean }): Promise<number | null> {
  const [m] = await db.select({ id: shippingMethods.id, name: shippingMethods.name, status: shippingMethods.status }).from(shippingMethods).where(eq(shippingMethods.id, methodId));
  if (!m) throw refuse(422, 'shipping_unknown', {}, 'shipping_method_id');
  if (o.strict && !m.status) throw refuse(422, 'shipping_inactive', { name: m.name }, 'shipping_method_id');
  const [q] = await quoteShipping(db, { province_id: addr.province_id, city_id: addr.city_id, amount, quantity, customer_id: customerId }, { methodIds: [methodId], activeOnly: false });
  if (!q || !q.available) {
    if (o.strict) throw refuse(422, 'shipping_not_served', { name: m.name }, 'shipping_method_id');
    return null;
  }
  return q.cost;
}
