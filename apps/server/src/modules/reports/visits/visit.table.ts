import { bigint, customType, date, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The salt of the visitor hashes of one Tehran day: random, made by the first beacon of the day and
 * deleted once the day is over, so a hash of yesterday can no longer be recomputed from an address.
 */
export const visitSalts = pgTable('visit_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: bytea('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Who was already counted in an hour: sha256(day's salt + address + user agent) and the Tehran hour.
 * Holds the current hours only (a job deletes older ones); no address, no user agent, no cookie.
 */
export const visitSeen = pgTable(
  'visit_seen',
  {
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    visitor: bytea('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hour, t.visitor] })],
);

/**
 * The site's figures per Tehran day and hour (0–23): visits (visitors counted once per hour, summed),
 * page views (every beacon), product views and post views (the beacons of those pages). 8,760 rows
 * a year: the visit report reads a year of them directly.
 */
export const visitHours = pgTable(
  'visit_hours',
  {
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    visits: integer('visits').notNull().default(0),
    pageViews: integer('page_views').notNull().default(0),
    productViews: integer('product_views').notNull().default(0),
    postViews: integer('post_views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.hour] })],
);

/** Views of one product or post (`kind`) on one Tehran day: the day page's top products and posts. */
export const visitItemDays = pgTable(
  'visit_item_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.itemId] })],
);
