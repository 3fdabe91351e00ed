import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { peopleMessage } from '@pishkhan/common/i18n/fa/people-messages';
import { addressCreate, addressUpdate, type AddressCreate } from '@pishkhan/common/schemas/people.schema';
import { idParams } from '@pishkhan/common/schemas/fields';
import type { Tx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { actorOf, audit } from '../../../lib/audit';
import { parseId } from '../../../lib/crud';
import { notFound, validation } from '../../../lib/errors';
import { intParam } from '../../../lib/list';
import { cities } from '../../shipping/cities/city.table';
import { provinces } from '../../shipping/provinces/province.table';
import { getSetting } from '../../system/settings/setting.service';
import { customers } from '../customers/customer.table';
import { addressesOf, presentAddresses, type AddressRow } from './address.service';
import { addresses } from './address.table';

const TAG = 'customers';
const PATH = '/api/admin/customers/:id/addresses';
const itemParams = z.object({ id: z.string(), addressId: z.string() });

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

/** The merged address: the province exists, the city is in it, and the postal code is there when the setting asks. */
async function check(tx: Tx, merged: { provinceId: number; cityId: number; postalCode: string | null | undefined }) {
  const [p] = await tx.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, merged.provinceId));
  if (!p) throw validation({ province_id: peopleMessage('unknown_province') });
  const [c] = await tx.select({ provinceId: cities.provinceId }).from(cities).where(eq(cities.id, merged.cityId));
  if (!c || c.provinceId !== merged.provinceId) throw validation({ city_id: peopleMessage('city_not_in_province') });
  if (!merged.postalCode && (await getSetting<boolean>(tx, 'postal_code_required'))) throw validation({ postal_code: peopleMessage('postal_code_required') });
}

async function lockCustomer(tx: Tx, id: number) {
  const [c] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).for('update');
  if (!c) throw notFound();
}

async function loadAddress(tx: Tx, customerId: number, addressId: number): Promise<AddressRow> {
  const [a] = await tx.select().from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId))).for('update');
  if (!a) throw notFound();
  return a;
}

/** A customer's addresses: `/api/admin/customers/:id/addresses`. Reading needs read_customer, changing update_customer. */
export async function addressRoutes(app: App, ctx: Ctx) {
  const { db } = ctx;

  // Pickers of the address form: whoever may read or edit customers, without read_area.
  app.get(
    '/api/admin/customers/address-options',
    {
      config: { permission: ['read_customer', 'create_customer', 'update_customer'] },
      schema: { tags: [TAG], querystring: z.looseObject({ province_id: z.string().max(20).optional() }) },
    },
    async (req) => {
      const provinceId = intParam((req.query as { province_id?: string }).province_id);
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
      return { data: { provinces: ps, ...(cs ? { cities: cs } : {}) } };
    },
  );

  app.get(PATH, { config: { permission: 'read_customer' }, schema: { tags: [TAG], params: idParams } }, async (req) => {
    const id = parseId((req.params as { id: string }).id);
    const [c] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
    if (!c) throw notFound();
    return { data: await addressesOf(db, id) };
  });

  app.post(PATH, { config: { permission: 'update_customer' }, schema: { tags: [TAG], params: idParams, body: addressCreate } }, async (req, reply) => {
    const customerId = parseId((req.params as { id: string }).id);
    const body = req.body as AddressCreate;
    const row = await db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      const values = addressValues(body);
      await check(tx, { provinceId: body.province_id, cityId: body.city_id, postalCode: body.postal_code });
      const [created] = await tx
        .insert(addresses)
        .values({ ...(values as typeof addresses.$inferInsert), customerId })
        .returning();
      await audit(tx, actorOf(req), { entity: 'address', entityId: created!.id, action: 'create', before: null, after: created });
      return created!;
    });
    return reply.status(201).send({ data: (await presentAddresses(db, [row]))[0] });
  });

  app.patch(`${PATH}/:addressId`, { config: { permission: 'update_customer' }, schema: { tags: [TAG], params: itemParams, body: addressUpdate } }, async (req) => {
    const p = req.params as { id: string; addressId: string };
    const customerId = parseId(p.id);
    const addressId = parseId(p.addressId);
    const row = await db.transaction(async (tx) => {
      const before = await loadAddress(tx, customerId, addressId);
      const values = addressValues(req.body as Partial<AddressCreate>);
      if (Object.keys(values).length === 0) return before;
      await check(tx, {
        provinceId: values.provinceId ?? before.provinceId,
        cityId: values.cityId ?? before.cityId,
        postalCode: values.postalCode !== undefined ? values.postalCode : before.postalCode,
      });
      const [after] = await tx.update(addresses).set({ ...values, updatedAt: sql`now()` }).where(eq(addresses.id, addressId)).returning();
      await audit(tx, actorOf(req), { entity: 'address', entityId: addressId, action: 'update', before, after });
      return after!;
    });
    return { data: (await presentAddresses(db, [row]))[0] };
  });

  app.delete(`${PATH}/:addressId`, { config: { permission: 'update_customer' }, schema: { tags: [TAG], params: itemParams } }, async (req, reply) => {
    const p = req.params as { id: string; addressId: string };
    const customerId = parseId(p.id);
    const addressId = parseId(p.addressId);
    await db.transaction(async (tx) => {
      const before = await loadAddress(tx, customerId, addressId);
      await tx.delete(addresses).where(eq(addresses.id, addressId));
      await audit(tx, actorOf(req), { entity: 'address', entityId: addressId, action: 'delete', before, after: null });
    });
    return reply.status(204).send();
  });
}
