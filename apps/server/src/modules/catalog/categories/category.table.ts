import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, searchKey, updatedAt } from '../../../db/columns';
import { media } from '../../system/uploads/media.table';
import { attributes } from '../attributes/attribute.table';
import { brands } from '../brands/brand.table';
import { specifications } from '../specifications/specification.table';

/** The category tree: `parent_id` + `position` among siblings; `depth` 1 for roots, at most 10. */
export const categories = pgTable(
  'categories',
  {
    id: pk(),
    title: varchar('title', { length: 191 }).notNull(),
    slug: varchar('slug', { length: 191 }).notNull(),
    description: text('description'),
    parentId: ref('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    depth: integer('depth').notNull().default(1),
    position: integer('position').notNull().default(0),
    imageId: ref('image_id').references(() => media.id, { onDelete: 'set null' }),
    iconId: ref('icon_id').references(() => media.id, { onDelete: 'set null' }),
    status: boolean('status').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    metaTitle: varchar('meta_title', { length: 191 }),
    metaDescription: varchar('meta_description', { length: 500 }),
    search: searchKey('search', "title || ' ' || slug"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_uq').on(t.slug),
    index('categories_parent_idx').on(t.parentId, t.position),
    index('categories_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);

export const categoryAttributes = pgTable(
  'category_attributes',
  {
    categoryId: ref('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
    attributeId: ref('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.attributeId] }), index('category_attributes_attr_idx').on(t.attributeId)],
);
export const categorySpecifications = pgTable(
  'category_specifications',
  {
    categoryId: ref('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
    specificationId: ref('specification_id').notNull().references(() => specifications.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.specificationId] }), index('category_specifications_spec_idx').on(t.specificationId)],
);
export const categoryBrands = pgTable(
  'category_brands',
  {
    categoryId: ref('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
    brandId: ref('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.brandId] }), index('category_brands_brand_idx').on(t.brandId)],
);
