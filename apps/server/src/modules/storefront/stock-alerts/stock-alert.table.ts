import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, tstz } from '../../../db/columns';
import { variants } from '../../catalog/products/product.table';
import { customers } from '../../people/customers/customer.table';

/**
 * «Tell me when it is back in stock»: one row per person and out-of-stock variant. `waiting` until the
 * variant's stock comes back above zero (`due`, set in the stock change's own transaction), then
 * `sending` (claimed just before the message goes out, so a crash never sends it twice), `sent`,
 * `failed` (with the channel's reason) or `unknown` (a send cut short by a crash).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: pk(),
    variantId: ref('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    customerId: ref('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 100 }),
    mobile: varchar('mobile', { length: 11 }),
    status: varchar('status', { length: 16 }).notNull().default('waiting'),
    error: text('error'),
    createdAt: createdAt(),
    dueAt: tstz('due_at'),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    // One open request per person and variant: asking twice changes nothing.
    uniqueIndex('stock_alerts_open_uq')
      .on(t.variantId, sql`coalesce(${t.email}, '')`, sql`coalesce(${t.mobile}, '')`)
      .where(sql`${t.status} in ('waiting', 'due')`),
    index('stock_alerts_waiting_idx').on(t.variantId).where(sql`${t.status} = 'waiting'`),
    index('stock_alerts_due_idx').on(t.dueAt).where(sql`${t.status} = 'due'`),
  ],
);
