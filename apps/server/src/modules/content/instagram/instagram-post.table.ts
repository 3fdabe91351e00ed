import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, tstz, updatedAt } from '../../../db/columns';
import { media } from '../../system/uploads/media.table';

/** The shop's social feed (the `instagram_post` resource definition): manual items and synced posts. */
export const instagramPosts = pgTable(
  'instagram_posts',
  {
    id: pk(),
    imageId: ref('image_id')
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    link: varchar('link', { length: 500 }),
    caption: text('caption'),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    source: varchar('source', { length: 16 }).notNull().default('manual'),
    /** Instagram's media id of a synced post; null for a manual item. */
    externalId: varchar('external_id', { length: 64 }),
    postedAt: tstz('posted_at'),
    status: boolean('status').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('instagram_posts_external_id_uq').on(t.externalId),
    check('instagram_posts_source_ck', sql`${t.source} in ('manual', 'instagram')`),
    check('instagram_posts_counts_ck', sql`${t.likes} >= 0 and ${t.comments} >= 0`),
  ],
);
