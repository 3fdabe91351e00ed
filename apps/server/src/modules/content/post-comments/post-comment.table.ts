import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, searchKey, updatedAt } from '../../../db/columns';
import { admins } from '../../people/admins/admin.table';
import { customers } from '../../people/customers/customer.table';
import { posts } from '../posts/post.table';

/**
 * Comments on posts (spec §3.31): a guest's (name and e-mail), a registered customer's
 * (`customer_id`) or the shop's reply (`from_shop`, `admin_id`, saved approved). `parent_id` makes a reply;
 * deleting a post or a comment deletes its comments. States: pending (default), approved, unapproved.
 * Indexed for a queue of a million comments: by state and time, by post and time, by parent, by words.
 */
export const postComments = pgTable(
  'post_comments',
  {
    id: pk(),
    postId: ref('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    parentId: ref('parent_id').references((): AnyPgColumn => postComments.id, { onDelete: 'cascade' }),
    customerId: ref('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The shop's reply (kept as such when its admin is deleted); `admin_id` names who wrote it. */
    fromShop: boolean('from_shop').notNull().default(false),
    adminId: ref('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 100 }),
    body: text('body').notNull(),
    status: varchar('status', { length: 16, enum: ['pending', 'approved', 'unapproved'] }).notNull().default('pending'),
    search: searchKey('search', "name || ' ' || coalesce(email,'') || ' ' || body"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The queue lists and counts visitors' comments: the shop's replies are left out of its indexes.
    // Ascending, read backwards for «newest first» (a DESC NULLS LAST index cannot give ORDER BY … DESC).
    index('post_comments_created_idx').on(t.createdAt, t.id).where(sql`${t.fromShop} = false`),
    index('post_comments_status_idx').on(t.status, t.createdAt, t.id).where(sql`${t.fromShop} = false`),
    // One post's queue and the post list's comment counts (visitors' comments) from the index alone.
    index('post_comments_post_idx').on(t.postId, t.fromShop, t.createdAt, t.id),
    index('post_comments_parent_idx').on(t.parentId),
    index('post_comments_customer_idx').on(t.customerId),
    index('post_comments_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);
