import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addressCreate, addressUpdate, type AddressCreate } from '@pishkhan/common/schemas/people.schema';
import { idParams } from '@pishkhan/common/schemas/fields';
import type { Tx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { actorOf, audit } from '../../../lib/audit';
import { parseId } from '../../../lib/crud';
import { notFound } from '../../../lib/errors';
import { intParam } from '../../../lib/list';
import { customers } from '../customers/customer.table';
import { addressesOf, addressOptions, addressValues, checkAddress, mergedAddress, presentAddresses, type AddressRow } from './address.service';
import { addresses } from './address.table';

const TAG = 'customers';
const PATH = '/api/admin/customers/:id/addresses';
const itemParams = z.object({ id: z.string(), addressId: z.string() });

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
      return { data: await addressOptions(db, provinceId) };
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
      await checkAddress(tx, { provinceId: body.province_id, cityId: body.city_id, postalCode: body.postal_code }, { activeOnly: false });
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
      await checkAddress(tx, mergedAddress(values, before), { activeOnly: false });
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
