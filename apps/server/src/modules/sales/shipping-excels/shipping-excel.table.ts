import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, searchKey, tstz } from '../../../db/columns';
import { admins } from '../../people/admins/admin.table';
import { orders } from '../orders/order.table';

/**
 * Postal Excel (domain reference §3.22): one row of Iran Post's tracking sheet. `barcode` is the
 * parcel's tracking code (digits, unique). `register_date` keeps the sheet's text; `registered_at`
 * is that date read as a Jalali date in Asia/Tehran, when it is one. `order_id` is the order the
 * row was matched to (its `post_tracking_code` was set from `barcode`).
 */
export const shippingExcels = pgTable(
  'shipping_excels',
  {
    id: pk(),
    /** The uploaded file's name. */
    title: varchar('title', { length: 191 }).notNull(),
    barcode: varchar('barcode', { length: 40 }).notNull(),
    receiverName: varchar('receiver_name', { length: 191 }),
    senderName: varchar('sender_name', { length: 191 }),
    destination: varchar('destination', { length: 191 }),
    registerDate: varchar('register_date', { length: 64 }),
    registeredAt: tstz('registered_at'),
    referenceNumber: varchar('reference_number', { length: 64 }),
    specialServices: varchar('special_services', { length: 500 }),
    price: bigint('price', { mode: 'number' }),
    postalCode: varchar('postal_code', { length: 10 }),
    orderId: ref('order_id').references(() => orders.id, { onDelete: 'set null' }),
    adminId: ref('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    search: searchKey(
      'search',
      "barcode || ' ' || coalesce(receiver_name, '') || ' ' || coalesce(destination, '') || ' ' || coalesce(sender_name, '') || ' ' || coalesce(reference_number, '') || ' ' || coalesce(postal_code, '')",
    ),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipping_excels_barcode_uq').on(t.barcode),
    index('shipping_excels_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    index('shipping_excels_date_idx').on(sql`coalesce(${t.registeredAt}, ${t.createdAt})`),
    index('shipping_excels_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);
