import { bigint, date, index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

const quantity = (name: string) => bigint(name, { mode: 'number' });

/**
 * The stock movements of each variant per Tehran calendar day, as the varieties report defines them
 * (docs/reports.md): `stock_in` the sum of the increases (positive), `stock_out` the sum of the
 * decreases (negative), `movements` how many there were, so a year's report reads a row per variant instead of its movements. Kept by
 * statement triggers on stock_movements in the same transaction as the movements (migration
 * stock_facts; the rows of one variant are written only after its stock row is locked, so they wait
 * in the same order the stock does); `stock_facts_rebuild()` recomputes them. `product_id` is the
 * variant's product, for the report of one product.
 */
export const stockMoveDays = pgTable(
  'stock_move_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    variantId: integer('variant_id').notNull(),
    productId: integer('product_id').notNull(),
    stockIn: quantity('stock_in').notNull().default(0),
    stockOut: quantity('stock_out').notNull().default(0),
    movements: integer('movements').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.variantId] }), index('stock_move_days_product_idx').on(t.productId, t.day)],
);

/**
 * stock_move_days summed per variant and Jalali month (`grain` month, `start` its first day) or Jalali
 * year (`grain` year), kept by the same triggers: the whole months and years of a range are read here,
 * the days at its ends from stock_move_days (lib facts/fact-periods.ts).
 */
export const stockMovePeriods = pgTable(
  'stock_move_periods',
  {
    grain: varchar('grain', { length: 5 }).notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    variantId: integer('variant_id').notNull(),
    productId: integer('product_id').notNull(),
    stockIn: quantity('stock_in').notNull().default(0),
    stockOut: quantity('stock_out').notNull().default(0),
    movements: integer('movements').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.grain, t.start, t.variantId] }), index('stock_move_periods_product_idx').on(t.productId, t.grain, t.start)],
);

/**
 * stock_move_days summed per Tehran day over every variant (in 8 slots, the variant id mod 8, so that
 * concurrent commits rarely wait on one row): the varieties report's comparison without a filter adds
 * up a few rows a day instead of a row per variant and day. Written at the commit, when the flush takes
 * a transaction's queued day rows out of variety_fact_pending (a statement trigger adds them here in
 * key order; no shared row is locked between a movement and the commit), and recomputed by
 * `stock_move_day_totals_rebuild()` (migration stock_move_day_totals). A deleted variant's movements
 * are deleted with it, so its rows leave these totals as they leave stock_move_days.
 */
export const stockMoveDayTotals = pgTable(
  'stock_move_day_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull(),
    stockIn: quantity('stock_in').notNull().default(0),
    stockOut: quantity('stock_out').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.slot] })],
);
