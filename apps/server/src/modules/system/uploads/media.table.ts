import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref } from '../../../db/columns';
import { admins } from '../../people/admins/admin.table';

/** Uploaded images, re-encoded to WebP and stored under DATA_DIR/uploads. */
export const media = pgTable('media', {
  id: pk(),
  path: varchar('path', { length: 255 }).notNull(),
  mime: varchar('mime', { length: 64 }).notNull(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  originalName: varchar('original_name', { length: 255 }),
  adminId: ref('admin_id').references(() => admins.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
