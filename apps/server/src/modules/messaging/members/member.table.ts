import { sql } from 'drizzle-orm';
import { check, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, searchKey, tstz, updatedAt } from '../../../db/columns';
import { customers } from '../../people/customers/customer.table';

/** 64 hex characters from two v4 UUIDs (PostgreSQL's strong random source): an unguessable key. */
const randomKey = sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`;

/**
 * Newsletter members (the `newsletter_member` resource definition): an e-mail (lower-cased) and/or
 * an Iranian mobile (`09xxxxxxxxx`), at least one, each unique when present. `unsubscribe_token` is
 * the member's unsubscribe link; `confirm_token` the double opt-in link of a pending member.
 */
export const newsletterMembers = pgTable(
  'newsletter_members',
  {
    id: pk(),
    email: varchar('email', { length: 191 }),
    mobile: varchar('mobile', { length: 11 }),
    name: varchar('name', { length: 120 }),
    source: varchar('source', { length: 16, enum: ['form', 'import', 'customer', 'admin'] }).notNull().default('admin'),
    status: varchar('status', { length: 16, enum: ['pending', 'subscribed', 'unsubscribed', 'bounced', 'complained'] }).notNull().default('subscribed'),
    customerId: ref('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    subscribedAt: tstz('subscribed_at'),
    unsubscribedAt: tstz('unsubscribed_at'),
    unsubscribeReason: varchar('unsubscribe_reason', { length: 255 }),
    unsubscribeToken: varchar('unsubscribe_token', { length: 64 }).notNull().default(randomKey),
    confirmToken: varchar('confirm_token', { length: 64 }),
    confirmedAt: tstz('confirmed_at'),
    search: searchKey('search', "coalesce(email,'') || ' ' || coalesce(mobile,'') || ' ' || coalesce(name,'')"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletter_members_email_uq').on(t.email),
    uniqueIndex('newsletter_members_mobile_uq').on(t.mobile),
    uniqueIndex('newsletter_members_unsubscribe_token_uq').on(t.unsubscribeToken),
    uniqueIndex('newsletter_members_confirm_token_uq').on(t.confirmToken),
    index('newsletter_members_status_idx').on(t.status, t.subscribedAt),
    index('newsletter_members_subscribed_at_idx').on(t.subscribedAt),
    index('newsletter_members_customer_idx').on(t.customerId),
    index('newsletter_members_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    check('newsletter_members_contact_ck', sql`${t.email} is not null or ${t.mobile} is not null`),
  ],
);

/**
 * Addresses that must not be sent to: written by an unsubscribe, a bounce or a complaint (one row
 * per address), checked before every send and by imports. It outlives the member's row.
 */
export const newsletterSuppressions = pgTable(
  'newsletter_suppressions',
  {
    id: pk(),
    email: varchar('email', { length: 191 }),
    mobile: varchar('mobile', { length: 11 }),
    reason: varchar('reason', { length: 16, enum: ['unsubscribed', 'bounced', 'complained'] }).notNull(),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_suppressions_email_uq').on(t.email),
    uniqueIndex('newsletter_suppressions_mobile_uq').on(t.mobile),
    check('newsletter_suppressions_address_ck', sql`(${t.email} is not null) <> (${t.mobile} is not null)`),
  ],
);
