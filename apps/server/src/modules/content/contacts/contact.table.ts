import { index, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, updatedAt } from '../../../db/columns';

/** Contact-us messages; status 0 = unread, 1 = read (spec §3). */
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
    answer: text('answer'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contacts_status_idx').on(t.status, t.createdAt.desc())],
);
