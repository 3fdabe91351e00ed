import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, searchKey, tstz, updatedAt } from '../../../db/columns';
import { admins } from '../../people/admins/admin.table';
import { media } from '../../system/uploads/media.table';
import { postCategories } from '../post-categories/post-category.table';

/**
 * The blog's posts (the `post` resource definition). Tags are a text array: a tag has no fields of
 * its own, so a post's tags are written, audited and read with the post in one row (a GIN index
 * answers "posts tagged x").
 */
export const posts = pgTable(
  'posts',
  {
    id: pk(),
    postCategoryId: ref('post_category_id')
      .notNull()
      .references(() => postCategories.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 191 }).notNull(),
    slug: varchar('slug', { length: 191 }).notNull(),
    summary: varchar('summary', { length: 1000 }),
    body: text('body').notNull(),
    imageId: ref('image_id').references(() => media.id, { onDelete: 'set null' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    productIds: bigint('product_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    special: boolean('special').notNull().default(false),
    authorId: ref('author_id').references(() => admins.id, { onDelete: 'set null' }),
    metaDescription: varchar('meta_description', { length: 1000 }),
    status: varchar('status', { length: 16, enum: ['draft', 'pending', 'published', 'unpublished'] }).notNull().default('draft'),
    publishedAt: tstz('published_at').notNull().defaultNow(),
    search: searchKey('search', 'title'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('posts_slug_uq').on(t.slug),
    // Ascending, read backwards for «newest first»: an index built DESC NULLS LAST cannot give
    // ORDER BY … DESC (NULLS FIRST), and the list sorted 100,000 posts on every page.
    index('posts_category_idx').on(t.postCategoryId, t.publishedAt, t.id),
    index('posts_published_at_idx').on(t.publishedAt, t.id),
    index('posts_status_idx').on(t.status, t.publishedAt, t.id),
    index('posts_author_idx').on(t.authorId),
    index('posts_tags_idx').using('gin', t.tags),
    index('posts_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);

/** The previous title and body of a post, kept at each save that changed them. */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: pk(),
    postId: ref('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 191 }).notNull(),
    body: text('body').notNull(),
    adminId: ref('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('post_revisions_post_idx').on(t.postId, t.id.desc())],
);
