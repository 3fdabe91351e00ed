import { bigint, date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

const figure = (name: string) => bigint(name, { mode: 'number' });

/**
 * What the varieties report lists for a whole Jalali month (`grain` month) or year (`year`), `start`
 * its first day: one row per variant and channel (`online`, `in_store`, and `both` for the two
 * together) with the variant's sales of that channel (variant_sale_periods) and its stock movements
 * (stock_move_periods, the same on every channel's row). A row exists exactly when the variant exists
 * and sold in the channel or moved in the period, so the report's page is read in its sort order from
 * an index and its totals are the rows' sums. Kept in the same transaction as the rows they come from,
 * at its commit, with the sale facts (migration variety_facts: the stock movements wait in
 * variety_fact_pending for it); the rows of a deleted variant are removed with it;
 * `variety_facts_rebuild()` recomputes them from the period tables.
 */
export const varietyPeriodFacts = pgTable(
  'variety_period_facts',
  {
    grain: varchar('grain', { length: 5 }).notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    variantId: integer('variant_id').notNull(),
    quantity: figure('quantity').notNull().default(0),
    amount: figure('amount').notNull().default(0),
    charged: figure('charged').notNull().default(0),
    refundedQuantity: figure('refunded_quantity').notNull().default(0),
    refunds: figure('refunds').notNull().default(0),
    stockIn: figure('stock_in').notNull().default(0),
    stockOut: figure('stock_out').notNull().default(0),
    movements: integer('movements').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.grain, t.start, t.channel, t.variantId] }),
    // The report's default order (amount, highest first, then the variant; read backwards for lowest
    // first). The migration makes it cover the other figures (include quantity, refunds, stock_in,
    // stock_out), so a page and the totals are read from the index alone.
    index('variety_period_facts_amount_idx').on(t.grain, t.start, t.channel, t.amount.desc().nullsFirst(), t.variantId),
    index('variety_period_facts_variant_idx').on(t.variantId),
  ],
);

/**
 * Stock movements waiting for their transaction's commit, per Tehran day and variant: the stock
 * triggers write here (under the variant's stock lock) and the commit's flush adds them to
 * variety_period_facts with the sale changes, in one pass in key order.
 */
export const varietyFactPending = pgTable(
  'variety_fact_pending',
  {
    tx: bigint('tx', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    variantId: integer('variant_id').notNull(),
    stockIn: figure('stock_in').notNull().default(0),
    stockOut: figure('stock_out').notNull().default(0),
    movements: integer('movements').notNull().default(0),
  },
  (t) => [index('variety_fact_pending_tx_idx').on(t.tx)],
);
