import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, tstz } from '../../../db/columns';
import { customers } from '../../people/customers/customer.table';

/**
 * Customer sessions of the storefront, apart from the admins' (`admin_sessions`): only the SHA-256
 * of the random token is stored. A session ends after `customer_session_days` without use, on
 * sign-out, or when it is revoked (by the customer everywhere, or by an admin).
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: pk(),
    customerId: ref('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 255 }),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [index('customer_sessions_customer_idx').on(t.customerId)],
);

/**
 * The one-time sign-in code of a mobile (one row per mobile, whether a customer has it or not):
 * the code's salted hash, when it expires, the wrong tries against it, and the sends of the last
 * hour (the resend throttle). The row is deleted once its code is used.
 */
export const customerLoginCodes = pgTable('customer_login_codes', {
  mobile: varchar('mobile', { length: 11 }).primaryKey(),
  /** `salt:hmac` (hex), or null when no code is live. */
  codeHash: varchar('code_hash', { length: 100 }),
  expiresAt: tstz('expires_at'),
  attempts: integer('attempts').notNull().default(0),
  sentAt: tstz('sent_at').notNull(),
  windowStart: tstz('window_start').notNull(),
  windowSends: integer('window_sends').notNull().default(0),
});

/**
 * A customer's e-mail change waiting for its confirmation: the new address takes effect only when the
 * link sent to it is opened (so the answer to the change never says whether the address is another
 * customer's). One per customer (a new request replaces it); only the SHA-256 of the link's token is stored.
 */
export const customerEmailChanges = pgTable('customer_email_changes', {
  customerId: ref('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  email: varchar('email', { length: 100 }).notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: tstz('expires_at').notNull(),
  createdAt: createdAt(),
});
