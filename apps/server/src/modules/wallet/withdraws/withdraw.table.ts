import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, tstz, updatedAt } from '../../../db/columns';
import { admins } from '../../people/admins/admin.table';
import { customers } from '../../people/customers/customer.table';

/**
 * Withdrawal requests: the amount leaves the wallet when the request is made (a withdraw_request
 * ledger row) and comes back if it is canceled. The card and Sheba are copied from the customer.
 */
export const withdraws = pgTable(
  'withdraws',
  {
    id: pk(),
    customerId: ref('customer_id').notNull().references(() => customers.id, { onDelete: 'no action' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    cardNumber: varchar('card_number', { length: 16 }),
    sheba: varchar('sheba', { length: 26 }),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    trackingCode: varchar('tracking_code', { length: 100 }),
    note: varchar('note', { length: 1000 }),
    creatorId: ref('creator_id').references(() => admins.id, { onDelete: 'set null' }),
    processorId: ref('processor_id').references(() => admins.id, { onDelete: 'set null' }),
    paidAt: tstz('paid_at'),
    canceledAt: tstz('canceled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('withdraws_status_idx').on(t.status, t.createdAt),
    index('withdraws_customer_idx').on(t.customerId, t.createdAt),
    index('withdraws_created_idx').on(t.createdAt, t.id),
    check('withdraws_amount_positive', sql`${t.amount} > 0`),
    check('withdraws_status_chk', sql`${t.status} in ('pending', 'paid', 'canceled')`),
  ],
);
