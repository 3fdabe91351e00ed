import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, tstz, updatedAt } from '../../db/columns';
import { soldLine } from '../catalog/products/product.table';
import { admins } from '../people/admins/admin.table';
import { customers } from '../people/customers/customer.table';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * In-store sales (domain reference §3.29; docs/api-shop.md). The id is the receipt number.
 * Totals are computed by the server (`saleTotals`) and stored for the list and the day close;
 * checks keep them consistent (total = lines − discount, payments add up to the total). A
 * negative total is money paid back: its payment parts are then negative. A sale is never
 * deleted: it is voided (stock and wallet reversed) and keeps its row.
 */
export const miniOrders = pgTable(
  'mini_orders',
  {
    id: pk(),
    customerId: ref('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    /** The cashier. */
    adminId: ref('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 16 }).notNull().default('completed'),
    linesCount: integer('lines_count').notNull().default(0),
    saleQuantity: integer('sale_quantity').notNull().default(0),
    returnQuantity: integer('return_quantity').notNull().default(0),
    salesAmount: money('sales_amount').notNull().default(0),
    returnsAmount: money('returns_amount').notNull().default(0),
    linesTotal: money('lines_total').notNull().default(0),
    discountAmount: money('discount_amount').notNull().default(0),
    total: money('total').notNull().default(0),
    paidCash: money('paid_cash').notNull().default(0),
    paidCard: money('paid_card').notNull().default(0),
    paidWallet: money('paid_wallet').notNull().default(0),
    cardTrackingCode: varchar('card_tracking_code', { length: 100 }),
    description: text('description'),
    /** The client's Idempotency-Key (per cashier) and a hash of the request it came with. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    requestHash: varchar('request_hash', { length: 64 }),
    voidedAt: tstz('voided_at'),
    voidedBy: ref('voided_by').references(() => admins.id, { onDelete: 'set null' }),
    voidReason: varchar('void_reason', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mini_orders_created_idx').on(t.createdAt, t.id),
    index('mini_orders_admin_idx').on(t.adminId, t.createdAt),
    index('mini_orders_customer_idx').on(t.customerId, t.createdAt),
    index('mini_orders_total_idx').on(t.total, t.id),
    uniqueIndex('mini_orders_idempotency_uq').on(t.adminId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    check('mini_orders_status_ck', sql`${t.status} in ('completed', 'voided')`),
    check('mini_orders_amounts_ck', sql`${t.salesAmount} >= 0 and ${t.returnsAmount} >= 0 and ${t.discountAmount} >= 0 and ${t.linesTotal} = ${t.salesAmount} - ${t.returnsAmount}`),
    check('mini_orders_total_ck', sql`${t.total} = ${t.linesTotal} - ${t.discountAmount}`),
    check('mini_orders_paid_ck', sql`${t.paidCash} + ${t.paidCard} + ${t.paidWallet} = ${t.total}`),
  ],
);

/**
 * In-store sales summed per Tehran calendar day, cashier (0: none), status and payment mix (bits:
 * 1 cash, 2 card, 4 wallet — the parts that are not zero): the sales list's count and totals read
 * whole days from here and only the partial days at the ends of a date filter from the receipts.
 * Statement triggers on mini_orders (migration 0012) keep it in the same transaction as the
 * receipt (a sale, its void, a cashier removed); `mini_order_days_rebuild()` recomputes it.
 */
export const miniOrderDays = pgTable(
  'mini_order_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    adminId: bigint('admin_id', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    payments: smallint('payments').notNull(),
    count: integer('count').notNull().default(0),
    total: money('total').notNull().default(0),
    cash: money('cash').notNull().default(0),
    card: money('card').notNull().default(0),
    wallet: money('wallet').notNull().default(0),
    discount: money('discount').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.adminId, t.status, t.payments] })],
);

/** Receipt lines: a snapshot of what was sold or taken back, at which price. */
export const miniOrderItems = pgTable(
  'mini_order_items',
  {
    id: pk(),
    miniOrderId: ref('mini_order_id').notNull().references(() => miniOrders.id, { onDelete: 'cascade' }),
    /** sale | return */
    type: varchar('type', { length: 8 }).notNull(),
    ...soldLine(),
    /** The price charged (sale) or paid back (return) per unit. */
    unitPrice: money('unit_price').notNull(),
    /** The variant's price before discounts, at the time. */
    listPrice: money('list_price').notNull(),
    /** The effective price at the time (campaign, else variant, else product discount). */
    effectivePrice: money('effective_price').notNull(),
    discountSource: varchar('discount_source', { length: 16 }).notNull().default('none'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mini_order_items_order_idx').on(t.miniOrderId),
    index('mini_order_items_variant_idx').on(t.variantId, t.miniOrderId),
    index('mini_order_items_product_idx').on(t.productId, t.miniOrderId),
    check('mini_order_items_type_ck', sql`${t.type} in ('sale', 'return')`),
    check('mini_order_items_quantity_ck', sql`${t.quantity} > 0`),
    check('mini_order_items_price_ck', sql`${t.unitPrice} >= 0`),
  ],
);

export type MiniOrderRow = typeof miniOrders.$inferSelect;
export type MiniOrderItemRow = typeof miniOrderItems.$inferSelect;
