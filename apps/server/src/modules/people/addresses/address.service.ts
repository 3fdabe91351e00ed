import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { cities } from '../../shipping/cities/city.table';
import { provinces } from '../../shipping/provinces/province.table';
import { addresses } from './address.table';

export type AddressRow = typeof addresses.$inferSelect;

/** Address rows → API JSON, with province and city names. */
export async function presentAddresses(db: DbOrTx, rows: AddressRow[]) {
  const pIds = [...new Set(rows.map((r) => r.provinceId))];
  const cIds = [...new Set(rows.map((r) => r.cityId))];
  const [ps, cs] = await Promise.all([
    pIds.length ? db.select({ id: provinces.id, name: provinces.name }).from(provinces).where(inArray(provinces.id, pIds)) : [],
    cIds.length ? db.select({ id: cities.id, name: cities.name }).from(cities).where(inArray(cities.id, cIds)) : [],
  ]);
  const pMap = new Map(ps.map((p) => [p.id, p]));
  const cMap = new Map(cs.map((c) => [c.id, c]));
  return rows.map((a) => ({
    id: a.id,
    customer_id: a.customerId,
    province_id: a.provinceId,
    province: pMap.get(a.provinceId) ?? null,
    city_id: a.cityId,
    city: cMap.get(a.cityId) ?? null,
    address: a.address,
    postal_code: a.postalCode,
    first_name: a.firstName,
    last_name: a.lastName,
    full_name: `${a.firstName} ${a.lastName}`.trim(),
    mobile: a.mobile,
    telephone: a.telephone,
    latitude: a.latitude,
    longitude: a.longitude,
    created_at: a.createdAt,
    updated_at: a.updatedAt,
  }));
}

/** A customer's addresses, newest first. */
export async function addressesOf(db: DbOrTx, customerId: number) {
  const rows = await db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(desc(addresses.id));
  return presentAddresses(db, rows);
}
