import { index, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, updatedAt } from '../../../db/columns';
import { cities } from '../../shipping/cities/city.table';
import { provinces } from '../../shipping/provinces/province.table';
import { customers } from '../customers/customer.table';

/** A customer's delivery addresses; the receiver may be someone else. */
export const addresses = pgTable(
  'addresses',
  {
    id: pk(),
    customerId: ref('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    provinceId: ref('province_id').notNull().references(() => provinces.id, { onDelete: 'no action' }),
    cityId: ref('city_id').notNull().references(() => cities.id, { onDelete: 'no action' }),
    address: varchar('address', { length: 500 }).notNull(),
    postalCode: varchar('postal_code', { length: 10 }),
    firstName: varchar('first_name', { length: 120 }).notNull(),
    lastName: varchar('last_name', { length: 120 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    telephone: varchar('telephone', { length: 11 }),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId, t.id), index('addresses_city_idx').on(t.cityId), index('addresses_province_idx').on(t.provinceId)],
);
