import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Link } from '@pishkhan/common/links';
import { createdAt, pk, ref, updatedAt } from '../../../db/columns';

/** The storefront's menus (the `menu_group` resource definition): a Persian title, a latin key the storefront reads it by. */
export const menuGroups = pgTable(
  'menu_groups',
  {
    id: pk(),
    title: varchar('title', { length: 100 }).notNull(),
    key: varchar('key', { length: 50 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('menu_groups_key_uq').on(t.key)],
);

/**
 * A menu's items: a tree within their menu (`parent_id` in the same menu, `position` among siblings,
 * `depth` 1 for the top level, at most 10). Deleting a menu deletes its items; deleting an item its
 * children. `link` is a storefront link (docs/links.md).
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: pk(),
    groupId: ref('group_id')
      .notNull()
      .references(() => menuGroups.id, { onDelete: 'cascade' }),
    parentId: ref('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 191 }).notNull(),
    link: jsonb('link').$type<Link>(),
    newTab: boolean('new_tab').notNull().default(false),
    status: boolean('status').notNull().default(true),
    position: integer('position').notNull().default(0),
    depth: integer('depth').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('menu_items_group_parent_idx').on(t.groupId, t.parentId, t.position),
    index('menu_items_parent_idx').on(t.parentId),
    // What links to a target (a delete's check): by type and id.
    index('menu_items_link_target_idx').on(sql`(${t.link}->>'type')`, sql`((${t.link}->>'id')::bigint)`).where(sql`${t.link} ? 'id'`),
  ],
);
