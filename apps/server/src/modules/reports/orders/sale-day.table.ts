import { bigint, date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * Sales summed per Tehran calendar day, channel (`online`: orders; `in_store`: mini orders) and
 * status: what the sales report and the dashboard read instead of the orders of a year. Kept by
 * triggers on orders and mini_orders (migration sale_days) in the same transaction as the rows they
 * sum, on the day the order or receipt was placed; `sale_days_rebuild()` recomputes it.
 * gross: goods before any discount (in store: at the price charged); discount: every discount;
 * returns: goods taken back; shipping. Net sales = gross − discount − returns.
 */
export const saleDays = pgTable(
  'sale_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    status: varchar('status', { length: 24 }).notNull(),
    count: integer('count').notNull().default(0),
    gross: money('gross').notNull().default(0),
    discount: money('discount').notNull().default(0),
    returns: money('returns').notNull().default(0),
    shipping: money('shipping').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel, t.status] })],
);
