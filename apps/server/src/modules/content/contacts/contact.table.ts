import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, searchKey, tstz, updatedAt } from '../../../db/columns';
import { admins } from '../../people/admins/admin.table';
import { customers } from '../../people/customers/customer.table';
import { tasks } from '../../system/tasks/task.table';

/**
 * Contact-us messages; status 0 = unread, 1 = read (spec §3). A message a signed-in customer sent
 * names them (`customer_id`); the shop's answer is kept with who wrote it and when.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: pk(),
    name: varchar('name', { length: 100 }).notNull(),
    mobile: varchar('mobile', { length: 11 }),
    email: varchar('email', { length: 100 }),
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    status: smallint('status').notNull().default(0),
    customerId: ref('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    answer: text('answer'),
    answeredAt: tstz('answered_at'),
    answeredBy: ref('answered_by').references(() => admins.id, { onDelete: 'set null' }),
    /** Where the answer was sent: `email`, `sms`, or null (the sender left neither). */
    answerChannel: varchar('answer_channel', { length: 10 }),
    /** The answer's delivery: queued, sent, outbox (no mail server set: written to the outbox), failed. */
    answerDelivery: varchar('answer_delivery', { length: 10 }),
    /** Why the delivery failed (Persian, with the server's reason). */
    answerDeliveryError: text('answer_delivery_error'),
    answerDeliveredAt: tstz('answer_delivered_at'),
    /** The background task sending the latest answer (system/tasks). */
    answerTaskId: ref('answer_task_id').references(() => tasks.id, { onDelete: 'set null' }),
    search: searchKey('search', "coalesce(name,'') || ' ' || coalesce(mobile,'') || ' ' || coalesce(email,'') || ' ' || coalesce(subject,'') || ' ' || body"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contacts_status_idx').on(t.status, t.createdAt.desc()),
    index('contacts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('contacts_customer_idx').on(t.customerId),
    index('contacts_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);
