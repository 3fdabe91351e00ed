import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Link } from '@pishkhan/common/links';
import { createdAt, pk, ref, tstz, updatedAt } from '../../../db/columns';
import { admins } from '../../people/admins/admin.table';
import { media } from '../../system/uploads/media.table';

/** Banner positions (the `banner_position` definition): a place of the storefront found by its latin key. */
export const advertisementPositions = pgTable(
  'advertisement_positions',
  {
    id: pk(),
    label: varchar('label', { length: 191 }).notNull(),
    key: varchar('key', { length: 60 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    description: varchar('description', { length: 1000 }).notNull(),
    status: boolean('status').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('advertisement_positions_key_uq').on(t.key)],
);

/**
 * Banners (the `banner` definition). `weight` is the banner's share (percent) of its position's
 * showings while it is live; the live banners of a position sum to 100 (saved together by the
 * weight editor). `link` is a storefront link (docs/links.md).
 */
export const advertisements = pgTable(
  'advertisements',
  {
    id: pk(),
    positionId: ref('position_id')
      .notNull()
      .references(() => advertisementPositions.id, { onDelete: 'restrict' }),
    adminId: ref('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 191 }).notNull(),
    imageId: ref('image_id')
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    link: jsonb('link').$type<Link>(),
    newTab: boolean('new_tab').notNull().default(false),
    startsAt: tstz('starts_at'),
    endsAt: tstz('ends_at'),
    weight: integer('weight').notNull().default(0),
    status: boolean('status').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('advertisements_position_idx').on(t.positionId),
    index('advertisements_link_target_idx').on(sql`(${t.link}->>'type')`, sql`((${t.link}->>'id')::bigint)`).where(sql`${t.link} ? 'id'`),
  ],
);

/** Impressions and clicks of a banner per day (Tehran's calendar day), added to in batches; rows go with their banner. */
export const advertisementStats = pgTable(
  'advertisement_stats',
  {
    advertisementId: ref('advertisement_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.advertisementId, t.day] }), index('advertisement_stats_day_idx').on(t.day)],
);
