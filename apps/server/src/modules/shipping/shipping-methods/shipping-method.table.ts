import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, searchKey, updatedAt } from '../../../db/columns';
import { customerRoles } from '../../people/customer-roles/customer-role.table';
import { media } from '../../system/uploads/media.table';
import { cities } from '../cities/city.table';
import { provinces } from '../provinces/province.table';

const money = (name: string) => bigint(name, { mode: 'number' });

/** Shipping methods (domain reference §3.21); the cost rule is `shippingCost` in packages/common. */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: pk(),
    name: varchar('name', { length: 191 }).notNull(),
    logoId: ref('logo_id').references(() => media.id, { onDelete: 'set null' }),
    description: varchar('description', { length: 191 }),
    status: boolean('status').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** null = free. */
    defaultPrice: money('default_price'),
    /** Cart amount at or above which shipping is free; null = never. */
    freeThreshold: money('free_threshold'),
    /** Days before the earliest delivery. */
    minimumDelay: integer('minimum_delay').notNull().default(0),
    isFree: boolean('is_free').notNull().default(false),
    firstPacketSize: integer('first_packet_size').notNull().default(1),
    packetSize: integer('packet_size').notNull().default(1),
    morePacketPrice: money('more_packet_price').notNull().default(0),
    search: searchKey('search', "name || ' ' || coalesce(description, '')"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shipping_methods_name_uq').on(sql`fa_norm(${t.name})`),
    index('shipping_methods_position_idx').on(t.position),
    index('shipping_methods_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);

/** Provinces a method ships to, each with its own price (null = the method's default price). */
export const shippingMethodProvinces = pgTable(
  'shipping_method_provinces',
  {
    shippingMethodId: ref('shipping_method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    // A province can only be deleted once it has no cities; its attachment then goes with it.
    provinceId: ref('province_id')
      .notNull()
      .references(() => provinces.id, { onDelete: 'cascade' }),
    price: money('price'),
  },
  (t) => [primaryKey({ columns: [t.shippingMethodId, t.provinceId] }), index('shipping_method_provinces_province_idx').on(t.provinceId)],
);

/** Cities a method is restricted to inside an attached province (price null = the province's). */
export const shippingMethodCities = pgTable(
  'shipping_method_cities',
  {
    shippingMethodId: ref('shipping_method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    // A city used by a method is not deletable (409 from the cities routes); the FK backs it up.
    cityId: ref('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    price: money('price'),
  },
  (t) => [primaryKey({ columns: [t.shippingMethodId, t.cityId] }), index('shipping_method_cities_city_idx').on(t.cityId)],
);

/** A fixed shipping amount for customers of a role (feature customer_roles). */
export const shippingMethodCustomerRoles = pgTable(
  'shipping_method_customer_roles',
  {
    shippingMethodId: ref('shipping_method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    customerRoleId: ref('customer_role_id')
      .notNull()
      .references(() => customerRoles.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shippingMethodId, t.customerRoleId] }), index('shipping_method_customer_roles_role_idx').on(t.customerRoleId)],
);
