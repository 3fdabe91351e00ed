import { boolean, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, updatedAt } from '../../../db/columns';

/** Frequently asked questions (the `faq` resource definition). */
export const faqs = pgTable('faqs', {
  id: pk(),
  /** The group the shop shows it under (shipping, payment …, in the shop's words); none = general. */
  group: varchar('group', { length: 100 }),
  question: varchar('question', { length: 255 }).notNull(),
  answer: text('answer').notNull(),
  status: boolean('status').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
