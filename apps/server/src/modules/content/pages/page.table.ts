import { boolean, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, updatedAt } from '../../../db/columns';

/** The shop's static pages (the `page` resource definition); the body is sanitised HTML. */
export const pages = pgTable(
  'pages',
  {
    id: pk(),
    title: varchar('title', { length: 191 }).notNull(),
    slug: varchar('slug', { length: 191 }).notNull(),
    body: text('body').notNull(),
    status: boolean('status').notNull().default(true),
    metaDescription: varchar('meta_description', { length: 1000 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pages_slug_uq').on(t.slug)],
);
