import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, updatedAt } from '../../../db/columns';
import { admins } from '../../people/admins/admin.table';
import { variants } from '../../catalog/products/product.table';

/** One stock counter per variant; never below zero (a check, and the stock service's row lock). */
export const stockLevels = pgTable(
  'stock_levels',
  {
    variantId: ref('variant_id').primaryKey().references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('stock_levels_non_negative', sql`${t.quantity} >= 0`)],
);

/**
 * Every stock change: signed `change`, the balance after it, why, who, and the order / in-store
 * sale it belongs to. Types: initial, adjustment, product_edit, order, order_cancel, order_return, shop_sale,
 * shop_return, shop_void.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: pk(),
    variantId: ref('variant_id').notNull().references(() => variants.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 24 }).notNull(),
    change: integer('change').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    reason: varchar('reason', { length: 1000 }),
    adminId: ref('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    orderId: ref('order_id'),
    miniOrderId: ref('mini_order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_variant_idx').on(t.variantId, t.createdAt),
    index('stock_movements_created_idx').on(t.createdAt),
    // The shop-wide movement log's filters, each in its newest-first order.
    index('stock_movements_type_idx').on(t.type, t.createdAt, t.id),
    index('stock_movements_admin_idx').on(t.adminId, t.createdAt, t.id).where(sql`${t.adminId} is not null`),
    index('stock_movements_reason_idx').using('gin', sql`fa_norm(coalesce(${t.reason}, '')) gin_trgm_ops`),
  ],
);
