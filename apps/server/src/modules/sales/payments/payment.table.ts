import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, tstz, updatedAt } from '../../../db/columns';
import { customers } from '../../people/customers/customer.table';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * Online payments: one row per attempt at a bank gateway, for an order (`subject_id` = the order)
 * or a wallet top-up (`subject_id` = the customer). `amount` is in the shop's unit, `amount_rials`
 * what the gateway was asked for (the unit may change between start and callback; the gateway is
 * verified with what it was asked). `authority` is the gateway's id of the payment. Rows are never
 * deleted: they are the shop's record of what the gateways said.
 */
export const payments = pgTable(
  'payments',
  {
    id: pk(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    subjectId: ref('subject_id').notNull(),
    customerId: ref('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    amountRials: money('amount_rials').notNull(),
    gateway: varchar('gateway', { length: 16 }).notNull(),
    authority: varchar('authority', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    refId: varchar('ref_id', { length: 64 }),
    /** The paying card as the gateway showed it, kept masked (first six and last four digits). */
    cardPan: varchar('card_pan', { length: 32 }),
    /** Why it failed, or what became of the money (e.g. to the wallet when the order could not take it). */
    note: varchar('note', { length: 500 }),
    /** Verifications asked for so far (the callback's, then the background task's). */
    verifyAttempts: integer('verify_attempts').notNull().default(0),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_authority_uq').on(t.authority),
    index('payments_subject_idx').on(t.purpose, t.subjectId, t.id),
    index('payments_customer_idx').on(t.customerId, t.id),
    index('payments_open_idx').on(t.status, t.id).where(sql`${t.status} in ('pending','unknown')`),
    check('payments_purpose_ck', sql`${t.purpose} in ('order','wallet_topup')`),
    check('payments_status_ck', sql`${t.status} in ('pending','paid','failed','unknown','canceled')`),
    check('payments_gateway_ck', sql`${t.gateway} in ('test','zarinpal')`),
    check('payments_amount_ck', sql`${t.amount} > 0 and ${t.amountRials} > 0`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
