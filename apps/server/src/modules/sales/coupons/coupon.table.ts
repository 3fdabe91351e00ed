import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, searchKey, tstz, updatedAt } from '../../../db/columns';

/** Coupons (domain reference §3.17). `code` is stored normalised (upper case), so it is unique case-insensitively. */
export const coupons = pgTable(
  'coupons',
  {
    id: pk(),
    code: varchar('code', { length: 50 }).notNull(),
    title: varchar('title', { length: 191 }).notNull(),
    /** `percentage` | `fixed`. */
    type: varchar('type', { length: 16 }).notNull(),
    /** Percent (1–100) or money. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    minOrderAmount: bigint('min_order_amount', { mode: 'number' }),
    maxDiscount: bigint('max_discount', { mode: 'number' }),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit').default(1),
    status: boolean('status').notNull().default(true),
    search: searchKey('search', "code || ' ' || title"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    index('coupons_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    index('coupons_dates_idx').on(t.startsAt, t.endsAt),
    check('coupons_type_ck', sql`${t.type} in ('percentage', 'fixed')`),
    check('coupons_dates_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * How many coupon_usages rows each coupon has, kept by a trigger on them (migration 0014) in the
 * same transaction: the coupon list shows it without counting the usages. A table of its own, not a
 * column of coupons: an order that takes a coupon locks the coupon's row before its stock, and a
 * cancelled order gives the use back after its stock, so a counter on the coupon's row would lock the
 * two in opposite orders. No foreign key for the same reason (its check share-locks the coupon's
 * row); a used coupon is never deleted, and an unused one leaves at most a zero count behind.
 */
export const couponUseCounts = pgTable('coupon_use_counts', {
  couponId: ref('coupon_id').primaryKey(),
  count: integer('count').notNull().default(0),
});
