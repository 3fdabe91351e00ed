import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, tstz, updatedAt } from '../../../db/columns';
import { admins } from '../../people/admins/admin.table';

/** Redirect rules of the storefront (/admin/htaccess), first active match by `position` wins. */
export const redirects = pgTable(
  'redirects',
  {
    id: pk(),
    match: varchar('match', { length: 10 }).notNull(),
    source: varchar('source', { length: 500 }).notNull(),
    target: varchar('target', { length: 2000 }),
    kind: integer('kind').notNull(),
    active: boolean('active').notNull().default(true),
    note: varchar('note', { length: 500 }),
    position: integer('position').notNull().default(0),
    /** Counted by the resolver in memory and added here in batches (never audited, no version). */
    hitCount: bigint('hit_count', { mode: 'number' }).notNull().default(0),
    lastHitAt: tstz('last_hit_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('redirects_position_idx').on(t.position, t.id),
    check('redirects_match_ck', sql`${t.match} in ('exact', 'prefix', 'regex')`),
    check('redirects_kind_ck', sql`${t.kind} in (301, 302, 307, 410)`),
  ],
);

/** A snapshot of the whole rule set after each change (one per transaction, keyed by its id). */
export const redirectVersions = pgTable(
  'redirect_versions',
  {
    id: pk(),
    /** The writing transaction: a change of several rows (bulk delete) keeps one version. */
    txid: bigint('txid', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 20 }).notNull(),
    adminId: ref('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    rules: jsonb('rules').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('redirect_versions_txid_uq').on(t.txid)],
);
