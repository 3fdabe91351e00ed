import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, searchKey, updatedAt } from '../../../db/columns';
import { customerRoles } from '../customer-roles/customer-role.table';

/**
 * Customers of the shop. `mobile` is the sign-in id (09xxxxxxxxx); card number and Sheba are the
 * destinations of wallet withdrawals. Every customer has one wallet row (wallet.table.ts).
 */
export const customers = pgTable(
  'customers',
  {
    id: pk(),
    firstName: varchar('first_name', { length: 120 }),
    lastName: varchar('last_name', { length: 120 }),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    email: varchar('email', { length: 100 }),
    nationalCode: varchar('national_code', { length: 10 }),
    gender: varchar('gender', { length: 6 }),
    birthDate: date('birth_date', { mode: 'string' }),
    cardNumber: varchar('card_number', { length: 16 }),
    sheba: varchar('sheba', { length: 26 }),
    newsletter: boolean('newsletter').notNull().default(false),
    status: boolean('status').notNull().default(true),
    roleId: ref('role_id').references(() => customerRoles.id, { onDelete: 'no action' }),
    passwordHash: varchar('password_hash', { length: 255 }),
    // The province and city of the customer's latest address (the highest addresses.id), null without one;
    // kept by the triggers on addresses in the same transaction (migration customer_address_place).
    addressProvinceId: ref('address_province_id'),
    addressCityId: ref('address_city_id'),
    search: searchKey(
      'search',
      "coalesce(first_name,'') || ' ' || coalesce(last_name,'') || ' ' || mobile || ' ' || coalesce(national_code,'') || ' ' || coalesce(email,'')",
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_mobile_uq').on(t.mobile),
    uniqueIndex('customers_email_uq').on(sql`lower(${t.email})`),
    index('customers_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    index('customers_created_idx').on(t.createdAt, t.id),
    index('customers_role_idx').on(t.roleId),
    // The customers report's province and city filters: the customers of a place, probed into the period rows.
    index('customers_address_province_idx').on(t.addressProvinceId, t.id),
    index('customers_address_city_idx').on(t.addressCityId, t.id),
    index('customers_last_name_idx').on(sql`${t.lastName} collate "fa-IR-x-icu"`, t.id),
    // The wallets report's page by name (first and last name, as it shows them) read in order.
    index('customers_full_name_idx').on(sql`(trim(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, ''))) collate "fa-IR-x-icu"`, t.id),
    check('customers_gender_chk', sql`${t.gender} is null or ${t.gender} in ('male', 'female')`),
  ],
);
