import { sql } from 'drizzle-orm';
import type { OrderAddress } from '@pishkhan/common/order';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, tstz, updatedAt } from '../../../db/columns';
import { soldLine } from '../../catalog/products/product.table';
import { admins } from '../../people/admins/admin.table';
import { addresses } from '../../people/addresses/address.table';
import { customers } from '../../people/customers/customer.table';
import { shippingMethods } from '../../shipping/shipping-methods/shipping-method.table';
import { coupons } from '../coupons/coupon.table';

const money = (name: string) => bigint(name, { mode: 'number' });

/** The order's address snapshot (shared with the screens). */
export type AddressSnapshot = OrderAddress;

/**
 * Orders (domain reference §3.19). Totals are computed by the server (`orderTotals`) and stored
 * for the list; `paid_amount` is the sum of `order_payments`. Province and city are copied out of
 * the address snapshot for the list's filters. Orders are never deleted: a wrong one is canceled.
 */
export const orders = pgTable(
  'orders',
  {
    id: pk(),
    customerId: ref('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    addressId: ref('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    address: jsonb('address').$type<AddressSnapshot>(),
    provinceId: ref('province_id'),
    cityId: ref('city_id'),
    shippingMethodId: ref('shipping_method_id').references(() => shippingMethods.id, { onDelete: 'restrict' }),
    shippingAmount: money('shipping_amount').notNull().default(0),
    couponId: ref('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    couponCode: varchar('coupon_code', { length: 50 }),
    itemsCount: integer('items_count').notNull().default(0),
    itemsQuantity: integer('items_quantity').notNull().default(0),
    totalItemsAmount: money('total_items_amount').notNull().default(0),
    discountOnItems: money('discount_on_items').notNull().default(0),
    discountOnCoupon: money('discount_on_coupon').notNull().default(0),
    discountOnOrder: money('discount_on_order').notNull().default(0),
    discountAmount: money('discount_amount').notNull().default(0),
    totalAmount: money('total_amount').notNull().default(0),
    paidAmount: money('paid_amount').notNull().default(0),
    /** The value of the goods taken back by completed returns (the customer owes total − this). */
    returnedAmount: money('returned_amount').notNull().default(0),
    /** How the order was paid last: wallet, card, cash, gateway; `unpaid` = collect on delivery, nothing received yet. */
    paymentMethod: varchar('payment_method', { length: 16 }),
    status: varchar('status', { length: 24 }).notNull(),
    statusDetail: varchar('status_detail', { length: 500 }),
    /** Whether the order was ever active (coupon use and campaign sales are counted once). */
    activatedAt: tstz('activated_at'),
    description: text('description'),
    adminNote: text('admin_note'),
    /** The requested delivery date (a calendar day). */
    deliveredAt: date('delivered_at', { mode: 'string' }),
    reserved: boolean('reserved').notNull().default(false),
    postTrackingCode: varchar('post_tracking_code', { length: 40 }),
    /** A storefront order waiting for payment holds its stock until then (setting `order_reserve_minutes`); null otherwise. */
    reserveUntil: tstz('reserve_until'),
    /** The storefront's `Idempotency-Key` of the checkout that placed it (one order per customer and key). */
    checkoutKey: varchar('checkout_key', { length: 100 }),
    creatorId: ref('creator_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_status_idx').on(t.status, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    // With the status: a customer search's tab counts read the index alone (no order rows).
    index('orders_customer_idx').on(t.customerId, t.status, t.id),
    index('orders_city_idx').on(t.cityId, t.id),
    index('orders_province_idx').on(t.provinceId, t.id),
    index('orders_total_idx').on(t.totalAmount, t.id),
    index('orders_shipping_method_idx').on(t.shippingMethodId),
    index('orders_coupon_idx').on(t.couponId).where(sql`${t.couponId} is not null`),
    index('orders_post_tracking_idx').on(t.postTrackingCode).where(sql`${t.postTrackingCode} is not null`),
    index('orders_reserve_idx').on(t.reserveUntil).where(sql`${t.status} = 'wait_for_payment'`),
    uniqueIndex('orders_checkout_key_uq').on(t.customerId, t.checkoutKey).where(sql`${t.checkoutKey} is not null`),
    check('orders_status_ck', sql`${t.status} in ('wait_for_payment','new','in_progress','delivered','received','canceled','failed','reserved')`),
    check('orders_amounts_ck', sql`${t.totalAmount} >= 0 and ${t.discountOnOrder} >= 0 and ${t.shippingAmount} >= 0`),
  ],
);

/** Order lines: a snapshot of what was sold at which price. A removed line stays with `status` false. */
export const orderItems = pgTable(
  'order_items',
  {
    id: pk(),
    orderId: ref('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    ...soldLine(),
    unitPrice: money('unit_price').notNull(),
    unitDiscount: money('unit_discount').notNull().default(0),
    discountSource: varchar('discount_source', { length: 16 }).notNull().default('none'),
    status: boolean('status').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_variant_idx').on(t.variantId, t.orderId),
    index('order_items_product_idx').on(t.productId, t.orderId),
    check('order_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** Money in and out of an order: payments positive, refunds negative. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: pk(),
    orderId: ref('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 16 }).notNull(),
    amount: money('amount').notNull(),
    trackingCode: varchar('tracking_code', { length: 100 }),
    walletTransactionId: ref('wallet_transaction_id'),
    adminId: ref('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId),
    index('order_payments_tracking_idx').on(t.trackingCode).where(sql`${t.trackingCode} is not null`),
  ],
);

/** The order's timeline: who changed what, when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: pk(),
    orderId: ref('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 24 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    adminId: ref('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * Returns of a shipped or received order: asked for (`requested`), then taken back (`returned`:
 * stock back through the stock ledger, money to the wallet or recorded as paid back) or withdrawn
 * (`canceled`). `amount` is the value of the lines taken back; `refunded_amount` what was paid back.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: pk(),
    orderId: ref('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull().default('requested'),
    amount: money('amount').notNull().default(0),
    refundMethod: varchar('refund_method', { length: 16 }),
    refundedAmount: money('refunded_amount').notNull().default(0),
    trackingCode: varchar('tracking_code', { length: 100 }),
    note: text('note'),
    adminId: ref('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    completedBy: ref('completed_by').references(() => admins.id, { onDelete: 'set null' }),
    completedAt: tstz('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId, t.id),
    check('order_returns_status_ck', sql`${t.status} in ('requested','returned','canceled')`),
    check('order_returns_amounts_ck', sql`${t.amount} >= 0 and ${t.refundedAmount} >= 0`),
  ],
);

/** The lines of a return: how many of which order line, at the line's net unit price. */
export const orderReturnItems = pgTable(
  'order_return_items',
  {
    id: pk(),
    returnId: ref('return_id').notNull().references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: ref('order_item_id').notNull().references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    unitAmount: money('unit_amount').notNull(),
  },
  (t) => [
    index('order_return_items_return_idx').on(t.returnId),
    index('order_return_items_item_idx').on(t.orderItemId),
    check('order_return_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/**
 * One row per use of a coupon, written by the orders module when an order is first paid.
 * A used coupon cannot be deleted.
 */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: pk(),
    couponId: ref('coupon_id').notNull().references(() => coupons.id, { onDelete: 'restrict' }),
    customerId: ref('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    orderId: ref('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_usages_coupon_customer_idx').on(t.couponId, t.customerId), index('coupon_usages_order_idx').on(t.orderId)],
);
