import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, tstz, updatedAt } from '../../../db/columns';
import { customers } from '../../people/customers/customer.table';
import { newsletterMembers } from '../members/member.table';

/** 12 URL-safe base64 characters from a v4 UUID's first nine bytes (66 random bits). */
const shortKey = sql`translate(substr(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), 1, 12), '+/', '-_')`;

/**
 * Newsletters (the `newsletter` resource definition). `task_id` is the running (or last) send task;
 * the status moves draft → scheduled/sending → paused/sent/failed/canceled by the send actions only.
 */
export const newsletters = pgTable(
  'newsletters',
  {
    id: pk(),
    title: varchar('title', { length: 200 }).notNull(),
    channel: varchar('channel', { length: 8, enum: ['email', 'sms'] }).notNull().default('email'),
    subject: varchar('subject', { length: 255 }),
    body: text('body'),
    smsText: text('sms_text'),
    audience: varchar('audience', { length: 16, enum: ['members', 'chosen', 'customers'] }).notNull().default('members'),
    memberIds: bigint('member_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    customerRoleId: ref('customer_role_id'),
    provinceId: ref('province_id'),
    orderedFrom: date('ordered_from', { mode: 'string' }),
    orderedTo: date('ordered_to', { mode: 'string' }),
    sendAt: tstz('send_at'),
    status: varchar('status', { length: 16, enum: ['draft', 'scheduled', 'sending', 'paused', 'sent', 'failed', 'canceled'] }).notNull().default('draft'),
    taskId: ref('task_id'),
    startedAt: tstz('started_at'),
    finishedAt: tstz('finished_at'),
    error: varchar('error', { length: 500 }),
    /**
     * The e-mail's links whose clicks are counted (http(s) only, in the order of the body), fixed when
     * the send starts with the `newsletter_click_tracking` setting on; null when clicks are not counted.
     */
    trackedLinks: text('tracked_links').array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('newsletters_status_idx').on(t.status, t.id), index('newsletters_created_idx').on(t.createdAt)],
);

/**
 * One row per recipient of a newsletter, unique by address: the send marks a row `sending` (committed)
 * before talking to the server and `sent`/`failed` after, so a crash leaves at most the in-flight rows
 * `sending` — turned `unknown` on restart, never re-sent without the admin asking.
 */
export const newsletterRecipients = pgTable(
  'newsletter_recipients',
  {
    id: pk(),
    newsletterId: ref('newsletter_id').notNull().references(() => newsletters.id, { onDelete: 'cascade' }),
    memberId: ref('member_id').references(() => newsletterMembers.id, { onDelete: 'set null' }),
    customerId: ref('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    address: varchar('address', { length: 191 }).notNull(),
    name: varchar('name', { length: 120 }),
    /** The member's unsubscribe key when the recipient is a member (the message's own unsubscribe link). */
    token: varchar('token', { length: 64 }),
    /**
     * The recipient's own short key (12 URL-safe characters, 66 random bits): the opt-out link of an
     * SMS or of a customer who is not a member, and the counted links of the e-mail.
     */
    key: varchar('key', { length: 16 }).notNull().default(shortKey),
    status: varchar('status', { length: 16, enum: ['queued', 'sending', 'sent', 'failed', 'skipped', 'unknown'] }).notNull().default('queued'),
    error: varchar('error', { length: 500 }),
    sentAt: tstz('sent_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletter_recipients_address_uq').on(t.newsletterId, t.address),
    uniqueIndex('newsletter_recipients_key_uq').on(t.key),
    index('newsletter_recipients_status_idx').on(t.newsletterId, t.status, t.id),
  ],
);

/**
 * The counted clicks of a newsletter's e-mail: one row per recipient and link (the first click; later
 * ones of the same person on the same link are not counted again).
 */
export const newsletterClicks = pgTable(
  'newsletter_clicks',
  {
    id: pk(),
    newsletterId: ref('newsletter_id').notNull().references(() => newsletters.id, { onDelete: 'cascade' }),
    recipientId: ref('recipient_id').notNull().references(() => newsletterRecipients.id, { onDelete: 'cascade' }),
    /** The link's place in `newsletters.tracked_links`. */
    linkIndex: smallint('link_index').notNull(),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_clicks_uq').on(t.recipientId, t.linkIndex), index('newsletter_clicks_newsletter_idx').on(t.newsletterId, t.linkIndex)],
);
