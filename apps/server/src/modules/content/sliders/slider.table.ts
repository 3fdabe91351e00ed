import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { Link } from '@pishkhan/common/links';
import { createdAt, pk, ref, tstz, updatedAt } from '../../../db/columns';
import { media } from '../../system/uploads/media.table';

/**
 * Slides of the storefront's sliders (the `slider` resource definition), ordered by hand within
 * their group. `link` is a storefront link (`{ url }`, `{ type }` or `{ type, id }`, docs/links.md).
 */
export const sliders = pgTable(
  'sliders',
  {
    id: pk(),
    group: varchar('group', { length: 30 }).notNull(),
    title: varchar('title', { length: 191 }).notNull(),
    description: varchar('description', { length: 1000 }),
    imageId: ref('image_id')
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    link: jsonb('link').$type<Link>(),
    status: boolean('status').notNull().default(true),
    startsAt: tstz('starts_at'),
    endsAt: tstz('ends_at'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sliders_group_position_idx').on(t.group, t.position),
    // What links to a target (a delete's check): by type and id.
    index('sliders_link_target_idx').on(sql`(${t.link}->>'type')`, sql`((${t.link}->>'id')::bigint)`).where(sql`${t.link} ? 'id'`),
  ],
);
