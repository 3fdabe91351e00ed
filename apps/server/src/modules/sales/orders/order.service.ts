import { and, asc, count, desc, eq, exists, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { applyCoupon, normalizeCouponCode, type CouponRules } from '@pishkhan/common/coupon';
import { orderMessage, orderReturnStatusLabels, orderStatusLabels, paymentMethodLabels, paymentStatusLabels, type OrderMessageKey } from '@pishkhan/common/i18n/fa/order-labels';
import { canTransition, isActiveStatus, isClosedStatus, orderTotals, ORDER_TRANSITIONS, paymentStatus, type OrderPaymentChoice, type OrderReturnStatus, type OrderStatus, type OrderTotals, type PaymentMethod } from '@pishkhan/common/order';
import { effectivePrice } from '@pishkhan/common/pricing';
import { formatMoney, toAsciiDigits } from '@pishkhan/common/text';
import type { OrderCreate, OrderPreviewBody, OrderUpdate } from '@pishkhan/common/schemas/order.schema';
import type { DbOrTx, Tx } from '../../../db/client';
import { audit, type Actor } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import { searchCondition } from '../../../lib/list';
import { productImages, products, variants } from '../../catalog/products/product.table';
import { admins } from '../../people/admins/admin.table';
import { addresses } from '../../people/addresses/address.table';
import { customerFullName } from '../../people/customers/customer.service';
import { customers } from '../../people/customers/customer.table';
import { cities } from '../../shipping/cities/city.table';
import { provinces } from '../../shipping/provinces/province.table';
import { quoteShipping, type ShippingMethodQuote } from '../../shipping/shipping-methods/shipping-method.service';
import { shippingMethods } from '../../shipping/shipping-methods/shipping-method.table';
import { adminsWithPermission, changeStocks, InsufficientStockError, stockOf } from '../../stock/stock/stock.service';
import { notifyAdmins } from '../../system/notifications/notification.service';
import { media } from '../../system/uploads/media.table';
import { changeWallet, walletOf, walletState, type WalletState } from '../../wallet/wallets/wallet.service';
import { wallets } from '../../wallet/wallets/wallet.table';
import { coupons } from '../coupons/coupon.table';
import { campaignOffers, recordCampaignSales } from '../flashes/flash.service';
import { couponUsages, orderEvents, orderItems, orderPayments, orderReturnItems, orderReturns, orders, type AddressSnapshot } from './order.table';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** Product statuses an admin may sell in an order (in-store-only products included, as the domain allows). */
const SELLABLE = ['available', 'available_offline', 'out_of_stock'];

const refuse = (status: 409 | 422, key: OrderMessageKey, params: Record<string, string | number> = {}, field?: string) => {
  const msg = orderMessage(key, params);
  return new AppError(status, status === 422 ? 'validation' : 'conflict', msg, field ? { [field]: msg } : undefined);
};

/* ------------------------------------------------------------------ pricing lines */

export interface PricedLine {
  variant_id: number;
  product_id: number;
  title: string;
  variant_title: string;
  sku: string | null;
  barcode: string;
  quantity: number;
  stock: number;
  max_per_order: number | null;
  unit_price: number;
  unit_discount: number;
  discount_source: string;
  flash_id: number | null;
  line_total: number;
  /** Why the line cannot be ordered as it is, and which field it concerns. */
  issue: string | null;
  issue_field: 'variant_id' | 'quantity' | null;
  /** A shortage of stock is shown but left to the stock service's lock; other issues block. */
  blocking: boolean;
  image_url: string | null;
  /** The variant's own switch, its product's status, and whether either is archived (null product: unknown variant). */
  variant_status: boolean;
  product_status: string | null;
  archived: boolean;
}

/** What every variant picker shows of a priced variant (the order form's search, the shop's scan). */
export const pickedVariant = (l: PricedLine) => ({
  variant_id: l.variant_id,
  product_id: l.product_id,
  title: l.title,
  variant_title: l.variant_title,
  sku: l.sku,
  barcode: l.barcode,
  stock: l.stock,
  product_status: l.product_status ?? '',
  image_url: l.image_url,
});

/** A sold line's snapshot as the API shows it (order items and receipt lines alike). */
export const soldLineView = (i: { productId: number; variantId: number; title: string; variantTitle: string; sku: string | null; barcode: string | null; quantity: number }) => ({
  product_id: i.productId,
  variant_id: i.variantId,
  title: i.title,
  variant_title: i.variantTitle,
  sku: i.sku,
  barcode: i.barcode,
  quantity: i.quantity,
});

/** How many of the best-stocked products a name search reads before it asks the trigram index. */
const STOCK_WALK = 2000;

/**
 * Variants whose product's name (or code words) match `q`, for a picker: the best-stocked matching
 * products first, newest first among equals (≤ `limit`), then their live variants in their own
 * order. First the STOCK_WALK best-stocked products are read in rank order (products_stock_idx)
 * until `limit` match: a common word ends there, in a few hundred rows, and what it found is the
 * top of the whole ranking. Otherwise the trigram index finds every match and they are ranked.
 * (One ordered query would leave the choice to the planner, which assumes words and stock are
 * independent and walks the whole index when few matches are for sale.)
 */
export async function variantsByName(
  db: DbOrTx,
  q: string | undefined,
  o: { forSale?: readonly string[]; limit?: number; /** tests */ walk?: number } = {},
): Promise<number[]> {
  if (!searchCondition(products.search, q)) return [];
  const limit = o.limit ?? 20;
  const variantOk = and(isNull(variants.archivedAt), o.forSale ? eq(variants.status, true) : undefined);
  const matching = (t: { id: AnyColumn; search: AnyColumn; status: AnyColumn }) =>
    and(
      searchCondition(t.search, q),
      o.forSale ? inArray(t.status, [...o.forSale]) : undefined,
      exists(db.select({ one: sql`1` }).from(variants).where(and(eq(variants.productId, t.id), variantOk))),
    );
  const live = isNull(products.archivedAt);
  const rank = [desc(products.stockTotal), desc(products.id)];
  const cols = { id: products.id, stock: products.stockTotal, search: products.search, status: products.status };
  const best = db.select(cols).from(products).where(live).orderBy(...rank).limit(o.walk ?? STOCK_WALK).as('best');
  let found = await db.select({ id: best.id }).from(best).where(matching(best)).orderBy(desc(best.stock), desc(best.id)).limit(limit);
  if (found.length < limit) {
    // Unordered, so that the planner takes the trigram index rather than walking products_stock_idx.
    const all = await db.select({ id: products.id, stock: products.stockTotal }).from(products).where(and(live, matching(products)));
    found = all.sort((a, b) => b.stock - a.stock || b.id - a.id).slice(0, limit);
  }
  const top = found.map((r) => r.id);
  if (!top.length) return [];
  const order = new Map(top.map((id, i) => [id, i]));
  const rows = await db
    .select({ id: variants.id, productId: variants.productId })
    .from(variants)
    .where(and(inArray(variants.productId, top), variantOk))
    .orderBy(asc(variants.position), asc(variants.id));
  return rows
    .sort((a, b) => order.get(a.productId)! - order.get(b.productId)!)
    .slice(0, limit)
    .map((r) => r.id);
}

interface SaleVariant {
  v: typeof variants.$inferSelect;
  p: Pick<typeof products.$inferSelect, 'id' | 'title' | 'status' | 'archivedAt' | 'maxPerOrder' | 'discountType' | 'discount' | 'discountUntil'>;
}

async function loadSaleVariants(db: DbOrTx, ids: number[]): Promise<Map<number, SaleVariant>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      v: variants,
      p: {
        id: products.id,
        title: products.title,
        status: products.status,
        archivedAt: products.archivedAt,
        maxPerOrder: products.maxPerOrder,
        discountType: products.discountType,
        discount: products.discount,
        discountUntil: products.discountUntil,
      },
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.id, ids));
  return new Map(rows.map((r) => [r.v.id, r]));
}

async function mainImages(db: DbOrTx, productIds: number[]): Promise<Map<number, string>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .select({ productId: productImages.productId, path: media.path, isMain: productImages.isMain, position: productImages.position })
    .from(productImages)
    .innerJoin(media, eq(media.id, productImages.mediaId))
    .where(inArray(productImages.productId, productIds))
    .orderBy(desc(productImages.isMain), asc(productImages.position));
  const out = new Map<number, string>();
  for (const r of rows) if (!out.has(r.productId)) out.set(r.productId, `/uploads/${r.path}`);
  return out;
}

/** "Product – variant", or the product's title alone for its hidden default variant. */
/** "Product – variant", unless the variant's title already starts with the product's. */
export const joinTitle = (product: string, variant: string) => (!variant ? product : variant.startsWith(product) ? variant : `${product} – ${variant}`);
const saleTitle = (sv: SaleVariant) => (sv.v.isDefault ? sv.p.title : joinTitle(sv.p.title, sv.v.title));

/** Why a variant cannot be sold now (stock aside), or null. */
function saleIssue(sv: SaleVariant | undefined, quantity: number): { key: OrderMessageKey; params: Record<string, string | number>; field: 'variant_id' | 'quantity' } | null {
  if (!sv || sv.v.archivedAt || sv.p.archivedAt) return { key: 'variant_unknown', params: {}, field: 'variant_id' };
  const title = saleTitle(sv);
  if (!sv.v.status) return { key: 'variant_inactive', params: { title }, field: 'variant_id' };
  if (!SELLABLE.includes(sv.p.status)) return { key: 'product_unavailable', params: { title }, field: 'variant_id' };
  const max = sv.v.maxPerOrder ?? sv.p.maxPerOrder;
  if (max && quantity > max) return { key: 'max_per_order', params: { title, max }, field: 'quantity' };
  return null;
}

/**
 * Prices order lines now (campaign, else variant, else product discount) and checks each can be
 * sold: live, active, sellable product, within the per-order cap. Stock is reported; the stock
 * service enforces it under its lock when the order takes it.
 */
export async function priceLines(db: DbOrTx, lines: { variant_id: number; quantity: number }[], now = new Date()): Promise<PricedLine[]> {
  const ids = [...new Set(lines.map((l) => l.variant_id))];
  const found = await loadSaleVariants(db, ids);
  const productIds = [...new Set([...found.values()].map((f) => f.p.id))];
  // Sequential: `db` is often the order's transaction (one connection, one query at a time).
  const stock = await stockOf(db, ids);
  const offers = await campaignOffers(db, productIds, now);
  const images = await mainImages(db, productIds);
  return lines.map((l) => {
    const sv = found.get(l.variant_id);
    const have = stock.get(l.variant_id) ?? 0;
    const problem = saleIssue(sv, l.quantity);
    if (!sv) {
      return {
        variant_id: l.variant_id, product_id: 0, title: '', variant_title: '', sku: null, barcode: '', quantity: l.quantity, stock: 0, max_per_order: null,
        unit_price: 0, unit_discount: 0, discount_source: 'none', flash_id: null, line_total: 0,
        issue: orderMessage('variant_unknown'), issue_field: 'variant_id' as const, blocking: true, image_url: null,
        variant_status: false, product_status: null, archived: true,
      };
    }
    const offer = offers.get(sv.p.id) ?? null;
    const price = effectivePrice(
      { price: sv.v.price, discount_type: sv.v.discountType, discount: sv.v.discount, discount_until: sv.v.discountUntil },
      { discount_type: sv.p.discountType, discount: sv.p.discount, discount_until: sv.p.discountUntil },
      now,
      offer,
    );
    const title = saleTitle(sv);
    const short = l.quantity > have ? orderMessage('stock_short', { title, available: have }) : null;
    const issue = problem ? orderMessage(problem.key, problem.params) : short;
    return {
      variant_id: l.variant_id,
      product_id: sv.p.id,
      title: sv.p.title,
      variant_title: sv.v.isDefault ? '' : sv.v.title,
      sku: sv.v.sku,
      barcode: sv.v.barcode,
      quantity: l.quantity,
      stock: have,
      max_per_order: sv.v.maxPerOrder ?? sv.p.maxPerOrder,
      unit_price: price.base,
      unit_discount: price.discount_amount,
      discount_source: price.discount_source,
      flash_id: price.discount_source === 'campaign' && offer ? offer.flash_id : null,
      line_total: price.final * l.quantity,
      issue,
      issue_field: problem ? problem.field : short ? ('quantity' as const) : null,
      blocking: !!problem,
      image_url: images.get(sv.p.id) ?? null,
      variant_status: sv.v.status,
      product_status: sv.p.status,
      archived: !!(sv.v.archivedAt || sv.p.archivedAt),
    };
  });
}

/** Throws the first blocking problem of the lines, with its form path (`items.N.variant_id` or `.quantity`). */
function assertLines(lines: PricedLine[], path = (i: number, f: string) => `items.${i}.${f}`) {
  const seen = new Set<number>();
  lines.forEach((l, i) => {
    if (seen.has(l.variant_id)) throw refuse(422, 'duplicate_variant', {}, path(i, 'variant_id'));
    seen.add(l.variant_id);
    if (l.blocking) throw new AppError(422, 'validation', l.issue!, { [path(i, l.issue_field!)]: l.issue! });
  });
}

/* ------------------------------------------------------------------ coupon and shipping */

type CouponRow = typeof coupons.$inferSelect;
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
function couponDiscountOn(c: CouponRow, itemsNet: number): number {
  const r = applyCoupon({ ...couponRules(c), status: true, starts_at: new Date(0), ends_at: new Date(8.64e15), usage_limit: null, per_customer_limit: null }, itemsNet, { used: 0, used_by_customer: 0 }, new Date());
  return r.ok ? r.discount : 0;
}

async function addressSnapshot(db: DbOrTx, addressId: number, customerId: number): Promise<AddressSnapshot> {
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

async function shippingFor(db: DbOrTx, methodId: number, addr: AddressSnapshot, customerId: number | null, amount: number, quantity: number, o: { strict: boolean }): Promise<number | null> {
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

/* ------------------------------------------------------------------ preview */

export async function previewOrder(db: DbOrTx, b: OrderPreviewBody) {
  const lines = await priceLines(db, b.items);
  const base = orderTotals(lines, { coupon: 0, order: 0, shipping: 0 });
  const customerId = b.customer_id ?? null;
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
      shipping = await quoteShipping(db, { province_id: addr.province_id, city_id: addr.city_id, amount: base.items_net, quantity: base.items_quantity, customer_id: customerId });
  }
  const chosen = shipping.find((s) => s.id === b.shipping_method_id);
  const totals = orderTotals(lines, { coupon: couponDiscount, order: b.discount_on_order ?? 0, shipping: chosen?.available ? chosen.cost : 0 });
  const wallet: WalletState | null = customerId ? await walletOf(db, customerId).catch(() => null) : null;
  return { items: lines, ...totals, coupon, shipping, wallet, address: addr };
}

/* ------------------------------------------------------------------ effects */

const lineTitle = (i: { title: string; variantTitle: string }) => joinTitle(i.title, i.variantTitle);

export async function event(tx: Tx, actor: Actor, orderId: number, type: string, data: Record<string, unknown> = {}) {
  await tx.insert(orderEvents).values({ orderId, type, data, adminId: actor.adminId });
}

/** Takes (sign −1) or returns (+1) the stock of active lines (changeStocks locks them in id order). */
async function moveStock(tx: Tx, actor: Actor, orderId: number, items: { variantId: number; quantity: number }[], sign: 1 | -1, reason: OrderMessageKey) {
  const type = sign < 0 ? 'order' : 'order_cancel';
  try {
    await changeStocks(tx, actor, items.map((it) => ({ variantId: it.variantId, change: sign * it.quantity, type, reason: orderMessage(reason, { id: orderId }), orderId })));
  } catch (e) {
    if (e instanceof InsufficientStockError) throw new AppError(409, 'insufficient_stock', e.message, { [`items.${e.index}.quantity`]: e.message, quantity: e.message });
    throw e;
  }
}

/**
 * Brings what was paid in line with the total: charges the wallet (or records a card/cash
 * payment) for the difference, or refunds the excess to the wallet. Returns the new paid amount.
 */
async function settle(tx: Tx, actor: Actor, o: OrderRow, target: number, payment: { method: OrderPaymentChoice; tracking_code?: string | null | undefined } = { method: 'wallet' }, reasonKey: OrderMessageKey = 'edit_reason_order') {
  const diff = target - o.paidAmount;
  if (diff === 0) return o.paidAmount;
  // Collect on delivery: nothing is received now; the money is recorded when it comes (recordPayment).
  if (diff > 0 && payment.method === 'unpaid') return o.paidAmount;
  if (!o.customerId) throw notFound();
  if (diff > 0 && payment.method !== 'wallet') {
    await tx.insert(orderPayments).values({ orderId: o.id, method: payment.method, amount: diff, trackingCode: payment.tracking_code ? toAsciiDigits(payment.tracking_code) : null, adminId: actor.adminId });
    await event(tx, actor, o.id, 'payment', { method: payment.method, amount: diff });
    return target;
  }
  const res = await changeWallet(tx, actor, {
    customerId: o.customerId,
    amount: -diff,
    type: diff > 0 ? 'order_payment' : 'order_refund',
    reason: orderMessage(diff > 0 ? reasonKey : 'refund_reason_order', { id: o.id }),
    orderId: o.id,
  });
  await tx.insert(orderPayments).values({ orderId: o.id, method: 'wallet', amount: diff, walletTransactionId: res.transaction.id, adminId: actor.adminId });
  await event(tx, actor, o.id, diff > 0 ? 'payment' : 'refund', { method: 'wallet', amount: Math.abs(diff) });
  return target;
}

/** Coupon use and campaign sales count while the order is active, and go when it is not. */
async function countSales(tx: Tx, o: OrderRow, items: OrderItemRow[], sign: 1 | -1) {
  if (o.couponId) {
    if (sign > 0) await tx.insert(couponUsages).values({ couponId: o.couponId, customerId: o.customerId, orderId: o.id });
    else await tx.delete(couponUsages).where(eq(couponUsages.orderId, o.id));
  }
  for (const it of items) if (it.status && it.flashId) await recordCampaignSales(tx, it.flashId, it.productId, sign * it.quantity);
}

export async function lockOrder(tx: Tx, id: number): Promise<OrderRow> {
  const [o] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!o) throw notFound();
  return o;
}

const itemsOf = (tx: DbOrTx, orderId: number) => tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));

const totalsColumns = (t: OrderTotals) => ({
  itemsCount: t.items_count,
  itemsQuantity: t.items_quantity,
  totalItemsAmount: t.total_items_amount,
  discountOnItems: t.discount_on_items,
  discountOnCoupon: t.discount_on_coupon,
  discountOnOrder: t.discount_on_order,
  discountAmount: t.discount_amount,
  shippingAmount: t.shipping_amount,
  totalAmount: t.total_amount,
});

const asLines = (items: OrderItemRow[]) => items.map((i) => ({ quantity: i.quantity, unit_price: i.unitPrice, unit_discount: i.unitDiscount, status: i.status }));

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
  // delivery) only owes a different amount, unless it has now paid more than the new total.
  if (isActiveStatus(o.status) && (o.paidAmount >= o.totalAmount || o.paidAmount > totals.total_amount)) paid = await settle(tx, actor, o, totals.total_amount);
  const [row] = await tx
    .update(orders)
    .set({ ...patch, ...totalsColumns(totals), paidAmount: paid, updatedAt: sql`now()` })
    .where(eq(orders.id, o.id))
    .returning();
  return row!;
}

/* ------------------------------------------------------------------ create */

export async function createOrder(tx: Tx, actor: Actor, b: OrderCreate): Promise<number> {
  const [cu] = await tx.select().from(customers).where(eq(customers.id, b.customer_id));
  if (!cu) throw refuse(422, 'customer_unknown', {}, 'customer_id');
  if (!cu.status) throw refuse(422, 'customer_inactive', {}, 'customer_id');
  const addr = await addressSnapshot(tx, b.address_id, cu.id);
  const lines = await priceLines(tx, b.items);
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
  const status: OrderStatus = b.reserved ? 'reserved' : 'new';
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
      paymentMethod: b.payment.method,
      status,
      activatedAt: sql`now()`,
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
  const paid = await settle(tx, actor, o!, totals.total_amount, b.payment, 'print_reason_order');
  await tx.update(orders).set({ paidAmount: paid }).where(eq(orders.id, o!.id));
  await audit(tx, actor, { entity: 'order', entityId: o!.id, action: 'create', changes: { status: [null, status], total_amount: [null, totals.total_amount] } });
  await notifyNewOrder(tx, o!.id, customerFullName(cu) || cu.mobile, totals.total_amount);
  return o!.id;
}

/** The "new order" notification for every admin who may see orders (delivered live at commit). */
export async function notifyNewOrder(tx: DbOrTx, orderId: number, customer: string, amount: number) {
  await notifyAdmins(
    tx,
    'order',
    { order_id: orderId, title: orderMessage('new_order_title'), description: orderMessage('new_order_description', { id: orderId, customer, amount: formatMoney(amount) }) },
    await adminsWithPermission(tx, 'read_order'),
  );
}

/* ------------------------------------------------------------------ status */

export async function changeStatus(
  tx: Tx,
  actor: Actor,
  id: number,
  to: OrderStatus,
  o2: {
    note?: string | null | undefined;
    noCharge?: boolean | undefined;
    payment?: { method: OrderPaymentChoice; tracking_code?: string | null | undefined } | undefined;
    paidOnly?: boolean;
    /** The postal tracking code, with `to: delivered` (shipped). */
    trackingCode?: string | null | undefined;
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
  if (isActiveStatus(from) && !isActiveStatus(to)) {
    await moveStock(tx, actor, o.id, live, 1, 'stock_reason_cancel');
    await countSales(tx, o, items, -1);
    if (!o2.noCharge && paid > 0) paid = await settle(tx, actor, o, 0);
  } else if (!isActiveStatus(from) && isActiveStatus(to)) {
    await moveStock(tx, actor, o.id, live, -1, 'stock_reason_order');
    await countSales(tx, o, items, 1);
    paid = await settle(tx, actor, o, o.totalAmount, o2.payment ?? { method: 'wallet' }, 'print_reason_order');
  }
  await tx
    .update(orders)
    .set({
      status: to,
      paidAmount: paid,
      ...(o2.payment && (paid !== o.paidAmount || o2.payment.method === 'unpaid') ? { paymentMethod: o2.payment.method } : {}),
      ...(isActiveStatus(to) && !o.activatedAt ? { activatedAt: sql`now()` } : {}),
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

/* ------------------------------------------------------------------ edits */

async function assertEditable(tx: DbOrTx, o: OrderRow) {
  if (isClosedStatus(o.status)) throw refuse(409, 'closed', { status: orderStatusLabels[o.status as OrderStatus] });
  await assertNoReturns(tx, o);
}

export async function addItem(tx: Tx, actor: Actor, id: number, line: { variant_id: number; quantity: number }) {
  const o = await lockOrder(tx, id);
  await assertEditable(tx, o);
  const items = await itemsOf(tx, o.id);
  if (items.some((i) => i.status && i.variantId === line.variant_id)) throw refuse(409, 'duplicate_variant', {}, 'variant_id');
  const [l] = await priceLines(tx, [line]);
  assertLines([l!], (_i, f) => f);
  // Stock before the line is inserted (see createOrder: the insert's key-share lock would deadlock).
  if (isActiveStatus(o.status)) await moveStock(tx, actor, o.id, [{ variantId: l!.variant_id, quantity: l!.quantity }], -1, 'stock_reason_edit');
  const [it] = await tx
    .insert(orderItems)
    .values({
      orderId: o.id, productId: l!.product_id, variantId: l!.variant_id, flashId: l!.flash_id, title: l!.title, variantTitle: l!.variant_title, sku: l!.sku, barcode: l!.barcode,
      quantity: l!.quantity, unitPrice: l!.unit_price, unitDiscount: l!.unit_discount, discountSource: l!.discount_source,
    })
    .returning();
  if (isActiveStatus(o.status) && it!.flashId) await recordCampaignSales(tx, it!.flashId, it!.productId, it!.quantity);
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
  if (isActiveStatus(o.status)) {
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
  if (isActiveStatus(o.status)) {
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
    if (!perms.has('discount_order')) throw new AppError(403, 'forbidden', orderMessage('discount_forbidden'), { discount_on_order: orderMessage('discount_forbidden') });
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

/* ------------------------------------------------------------------ read */

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

