import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { peopleMessage } from '@pishkhan/common/i18n/fa/people-messages';
import type { AddressCreate } from '@pishkhan/common/schemas/people.schema';
import type { DbOrTx, Tx } from '../../../db/client';
import { validation } from '../../../lib/errors';
import { cities } from '../../shipping/cities/city.table';
import { provinces } from '../../shipping/provinces/province.table';
import { getSetting } from '../../system/settings/setting.service';
import { addresses } from './address.table';

export type AddressRow = typeof addresses.$inferSelect;

/** Body → column values (only the keys sent). */
export function addressValues(b: Partial<AddressCreate>): Partial<typeof addresses.$inferInsert> {
  const v: Partial<typeof addresses.$inferInsert> = {};
  if (b.province_id !== undefined) v.provinceId = b.province_id;
  if (b.city_id !== undefined) v.cityId = b.city_id;
  if (b.address !== undefined) v.address = b.address;
  if (b.postal_code !== undefined) v.postalCode = b.postal_code;
  if (b.first_name !== undefined) v.firstName = b.first_name;
  if (b.last_name !== undefined) v.lastName = b.last_name;
  if (b.mobile !== undefined) v.mobile = b.mobile;
  if (b.telephone !== undefined) v.telephone = b.telephone;
  if (b.latitude !== undefined) v.latitude = b.latitude;
  if (b.longitude !== undefined) v.longitude = b.longitude;
  return v;
}

/** What an address is checked by: a new one's, or a changed one's values over its row. */
export interface AddressPlace {
  provinceId: number;
  cityId: number;
  postalCode: string | null | undefined;
}

/** A changed address as it will be: the values sent over its row. */
export const mergedAddress = (values: Partial<typeof addresses.$inferInsert>, before: AddressRow): AddressPlace => ({
  provinceId: values.provinceId ?? before.provinceId,
  cityId: values.cityId ?? before.cityId,
  postalCode: values.postalCode !== undefined ? values.postalCode : before.postalCode,
});

/**
 * The address's province exists, its city is in it, and the postal code is there when the setting
 * asks. `activeOnly`: the province and the city from the shop's active lists (a customer's own
 * address; the admin may also keep an address in a province or city since switched off).
 */
export async function checkAddress(tx: Tx, place: AddressPlace, { activeOnly }: { activeOnly: boolean }) {
  const [p] = await tx.select({ id: provinces.id }).from(provinces).where(and(eq(provinces.id, place.provinceId), activeOnly ? eq(provinces.status, true) : undefined));
  if (!p) throw validation({ province_id: peopleMessage('unknown_province') });
  const [c] = await tx.select({ provinceId: cities.provinceId }).from(cities).where(and(eq(cities.id, place.cityId), activeOnly ? eq(cities.status, true) : undefined));
  if (!c || c.provinceId !== place.provinceId) throw validation({ city_id: peopleMessage('city_not_in_province') });
  if (!place.postalCode && (await getSetting<boolean>(tx, 'postal_code_required'))) throw validation({ postal_code: peopleMessage('postal_code_required') });
}

/** The address form's pickers: the active provinces, and (given a province) its active cities; by Persian name. */
export async function addressOptions(db: DbOrTx, provinceId: number | undefined) {
  const [ps, cs] = await Promise.all([
    db.select({ id: provinces.id, name: provinces.name }).from(provinces).where(eq(provinces.status, true)).orderBy(sql`${provinces.name} collate "fa-IR-x-icu"`),
    provinceId
      ? db
          .select({ id: cities.id, name: cities.name })
          .from(cities)
          .where(and(eq(cities.provinceId, provinceId), eq(cities.status, true)))
          .orderBy(sql`${cities.name} collate "fa-IR-x-icu"`)
      : Promise.resolve(null),
  ]);
  return { provinces: ps, ...(cs ? { cities: cs } : {}) };
}

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
