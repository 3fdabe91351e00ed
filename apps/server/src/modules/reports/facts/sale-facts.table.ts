import { bigint, date, index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * What each product (per variant) sold per Tehran calendar day and channel (`online`: orders in an
 * active status, their live lines; `in_store`: receipts not voided, their sale lines), as the products
 * and varieties reports define it (docs/reports.md), so a year's report reads day rows instead of the
 * order lines of a year. Kept by triggers on orders, order_items, order_returns, order_return_items,
 * mini_orders and mini_order_items in the same transaction as the rows (migration sale_facts);
 * `sale_facts_rebuild()` recomputes it with customer_sale_days.
 * amount: list price × quantity online, the price charged in store; charged: the price charged
 * (online: unit price − unit discount) × quantity; refunded_quantity / refunds: the goods taken back by
 * completed returns of those orders (online, on the order's day) or the receipts' return lines (in
 * store), positive.
 */
export const productSaleDays = pgTable(
  'product_sale_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    quantity: money('quantity').notNull().default(0),
    amount: money('amount').notNull().default(0),
    charged: money('charged').notNull().default(0),
    refundedQuantity: money('refunded_quantity').notNull().default(0),
    refunds: money('refunds').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.channel, t.productId, t.variantId] }),
    index('product_sale_days_variant_idx').on(t.variantId, t.day),
    // A product's recent days (its products.sold_recent).
    index('product_sale_days_product_idx').on(t.productId, t.day),
  ],
);

/**
 * What each customer bought per Tehran calendar day and channel, as the customers report defines it
 * (docs/reports.md): orders (online orders in an active status, receipts not voided), items, spent (an
 * order's total less the goods returned; a receipt's total) and the time of the day's latest of them.
 * Kept by triggers on orders and mini_orders in the same transaction (migration sale_facts); a row
 * whose orders fall to 0 is removed.
 */
export const customerSaleDays = pgTable(
  'customer_sale_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    customerId: integer('customer_id').notNull(),
    orders: integer('orders').notNull().default(0),
    items: money('items').notNull().default(0),
    spent: money('spent').notNull().default(0),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel, t.customerId] }), index('customer_sale_days_customer_idx').on(t.customerId, t.day)],
);

/**
 * The Jalali months as Gregorian days (first, last, and the first day of their year), 1380 to 1479:
 * what the triggers add each day's facts to (the month's and the year's rows of the period tables).
 */
export const jalaliMonths = pgTable('jalali_months', {
  first: date('first', { mode: 'string' }).primaryKey(),
  last: date('last', { mode: 'string' }).notNull(),
  yearFirst: date('year_first', { mode: 'string' }).notNull(),
});

/**
 * product_sale_days summed per product (all its variants) and Jalali month (`grain` month) or year
 * (`year`), `start` the period's first day: the products report and the dashboard read the whole
 * months and years of a range here and only the days at its ends from product_sale_days (a year is one
 * row per product and channel instead of a row per variant and day). Kept by the same triggers.
 */
export const productSalePeriods = pgTable(
  'product_sale_periods',
  {
    grain: varchar('grain', { length: 5 }).notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    productId: integer('product_id').notNull(),
    quantity: money('quantity').notNull().default(0),
    amount: money('amount').notNull().default(0),
    charged: money('charged').notNull().default(0),
    refundedQuantity: money('refunded_quantity').notNull().default(0),
    refunds: money('refunds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.grain, t.start, t.channel, t.productId] })],
);

/** product_sale_days summed per variant and Jalali month or year, as productSalePeriods: what the varieties report reads. */
export const variantSalePeriods = pgTable(
  'variant_sale_periods',
  {
    grain: varchar('grain', { length: 5 }).notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    quantity: money('quantity').notNull().default(0),
    amount: money('amount').notNull().default(0),
    charged: money('charged').notNull().default(0),
    refundedQuantity: money('refunded_quantity').notNull().default(0),
    refunds: money('refunds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.grain, t.start, t.channel, t.productId, t.variantId] })],
);

/**
 * product_sale_days summed per Tehran day and channel over every product (in 8 slots, the product id
 * mod 8, so that concurrent commits rarely wait on one row): the products report's comparison without a
 * product filter adds up a few rows a day instead of a row per variant and day. Kept by statement
 * triggers on product_sale_days (migration product_sale_day_totals).
 */
export const productSaleDayTotals = pgTable(
  'product_sale_day_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    slot: smallint('slot').notNull(),
    quantity: money('quantity').notNull().default(0),
    amount: money('amount').notNull().default(0),
    refunds: money('refunds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel, t.slot] })],
);

/**
 * customer_sale_days summed per Jalali month and year, as productSalePeriods, per channel and for both
 * together (`channel` both): a range of one whole period (this month, this year) reads one row per
 * customer, already added up, and its first page by the amount spent straight from the spent index.
 */
export const customerSalePeriods = pgTable(
  'customer_sale_periods',
  {
    grain: varchar('grain', { length: 5 }).notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    customerId: integer('customer_id').notNull(),
    orders: integer('orders').notNull().default(0),
    items: money('items').notNull().default(0),
    spent: money('spent').notNull().default(0),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.grain, t.start, t.channel, t.customerId] }),
    // The customers report's default order (spent descending, then id) of one period and channel.
    index('customer_sale_periods_spent_idx').on(t.grain, t.start, t.channel, t.spent.desc().nullsFirst(), t.customerId),
  ],
);

/**
 * customer_sale_periods added up per period and channel: how many customers bought in it and their
 * orders, items and spent, so the customers report of one whole period without filters counts and
 * totals one row instead of a row per customer. Kept by a trigger on each statement that changes
 * customer_sale_periods (those run at the commit, with the customer facts; migration
 * customer_sale_totals); a period left without customers is removed.
 */
export const customerSaleTotals = pgTable(
  'customer_sale_totals',
  {
    grain: varchar('grain', { length: 5 }).notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    customers: integer('customers').notNull().default(0),
    orders: money('orders').notNull().default(0),
    items: money('items').notNull().default(0),
    spent: money('spent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.grain, t.start, t.channel] })],
);

/**
 * Changes to product_sale_days waiting for their transaction's commit: the triggers on the order and
 * receipt tables write here at once (no shared row is locked before the stock), and a deferred trigger
 * adds them up into product_sale_days at the commit, grouped and in key order, then removes them.
 */
export const productSalePending = pgTable(
  'product_sale_pending',
  {
    tx: bigint('tx', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    quantity: money('quantity').notNull().default(0),
    amount: money('amount').notNull().default(0),
    charged: money('charged').notNull().default(0),
    refundedQuantity: money('refunded_quantity').notNull().default(0),
    refunds: money('refunds').notNull().default(0),
  },
  (t) => [index('product_sale_pending_tx_idx').on(t.tx)],
);
