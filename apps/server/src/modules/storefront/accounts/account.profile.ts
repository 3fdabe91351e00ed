import { and, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accountText as T } from '@pishkhan/common/i18n/fa/accounts';
import { accountProfileUpdate, type AccountProfileUpdate } from '@pishkhan/common/schemas/account.schema';
import { addressCreate, addressUpdate, type AddressCreate } from '@pishkhan/common/schemas/people.schema';
import { toAsciiDigits } from '@pishkhan/common/text';
import type { Tx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { audit } from '../../../lib/audit';
import { parseId } from '../../../lib/crud';
import { AppError, notFound } from '../../../lib/errors';
import { intParam } from '../../../lib/list';
import { rateLimiter } from '../../../lib/rate-limit';
import { addressOptions, addressValues, checkAddress, mergedAddress, presentAddresses, type AddressRow } from '../../people/addresses/address.service';
import { addresses } from '../../people/addresses/address.table';
import { customerValues } from '../../people/customers/customer.service';
import { customers } from '../../people/customers/customer.table';
import { BASE, TAG } from './account.routes';
import { dropEmailChange, emailChangeLimit, requestEmailChange, sendEmailChange, type EmailChangeMail } from './account.email';
import { presentAccount } from './account.present';
import { CUSTOMER_SECURITY, NO_SECURITY, requireCustomer } from './account.session';

/** Changes of a customer's own account and addresses: twenty at once, then twenty a minute. */
export const profileWriteLimit = rateLimiter({ burst: 20, perMinute: 20 });
/** A customer keeps at most this many addresses. */
export const MAX_ADDRESSES = 30;

const addressParams = z.object({ id: z.string().max(40) });
const idOf = (raw: string) => parseId(toAsciiDigits(raw));

/** The customer's own address, locked; another customer's is "not found". */
async function ownAddress(tx: Tx, customerId: number, addressId: number): Promise<AddressRow> {
  const [a] = await tx.select().from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId))).for('update');
  if (!a) throw notFound('address');
  return a;
}

const present = (a: Awaited<ReturnType<typeof presentAddresses>>[number]) => {
  const { customer_id: _owner, ...rest } = a;
  return rest;
};

/**
 * The signed-in customer's own account (`/api/store/account/me`) and addresses
 * (`/api/store/account/addresses`); every route needs a customer session (requireCustomer).
 */
export async function accountProfileRoutes(app: App, ctx: Ctx) {
  const { db, config } = ctx;
  const signedIn = { config: { public: true }, onRequest: requireCustomer(db) } as const;
  const actorOf = (ip: string | undefined) => ({ adminId: null, ip: ip ?? null });

  app.get(`${BASE}/me`, { ...signedIn, schema: { tags: [TAG], security: CUSTOMER_SECURITY } }, async (req, reply) => {
    const [c] = await db.select().from(customers).where(eq(customers.id, req.customer!.id));
    if (!c) throw notFound();
    reply.header('cache-control', 'no-store');
    return { data: await presentAccount(db, c) };
  });

  app.patch(`${BASE}/me`, { ...signedIn, bodyLimit: 16 * 1024, schema: { tags: [TAG], security: CUSTOMER_SECURITY, body: accountProfileUpdate } }, async (req, reply) => {
    profileWriteLimit.enforce(reply, `c${req.customer!.id}`, T.tooManyRequests);
    const id = req.customer!.id;
    const body = { ...(req.body as AccountProfileUpdate) };
    // A new e-mail waits for the link sent to it (below); the answer is the same whoever's it is.
    let mail: EmailChangeMail | null = null;
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
      if (!before) throw notFound();
      if (body.email !== undefined) {
        const email = body.email;
        delete body.email;
        if (!email || email.toLowerCase() === before.email?.toLowerCase()) {
          await dropEmailChange(tx, id);
          if (!email && before.email) body.email = null;
        } else {
          emailChangeLimit.enforce(reply, `c${id}`, T.tooManyRequests);
          mail = await requestEmailChange(tx, id, email);
        }
      }
      // Only the fields of the contract reach here: never the mobile, role, status or wallet.
      const values = await customerValues(tx, body);
      if (Object.keys(values).length === 0) return before;
      const [after] = await tx.update(customers).set({ ...values, updatedAt: sql`now()` }).where(eq(customers.id, id)).returning();
      await audit(tx, actorOf(req.ip), { entity: 'customer', entityId: id, action: 'update', before, after });
      return after!;
    });
    if (mail) await sendEmailChange(db, config, req.log, mail);
    return { data: await presentAccount(db, row), ...(mail ? { message: T.emailChangeSent } : {}) };
  });

  // The address form's pickers: the active provinces, and a province's active cities.
  app.get(
    `${BASE}/address-options`,
    { config: { public: true }, schema: { tags: [TAG], security: NO_SECURITY, querystring: z.looseObject({ province_id: z.string().max(20).optional() }) } },
    async (req, reply) => {
      const provinceId = intParam(toAsciiDigits(String((req.query as { province_id?: string }).province_id ?? '')));
      reply.header('cache-control', 'public, max-age=300');
      return { data: await addressOptions(db, provinceId) };
    },
  );

  app.get(`${BASE}/addresses`, { ...signedIn, schema: { tags: [TAG], security: CUSTOMER_SECURITY } }, async (req, reply) => {
    const rows = await db.select().from(addresses).where(eq(addresses.customerId, req.customer!.id)).orderBy(desc(addresses.id));
    reply.header('cache-control', 'no-store');
    return { data: (await presentAddresses(db, rows)).map(present) };
  });

  app.get(`${BASE}/addresses/:id`, { ...signedIn, schema: { tags: [TAG], security: CUSTOMER_SECURITY, params: addressParams } }, async (req) => {
    const id = idOf((req.params as { id: string }).id);
    const [a] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.customerId, req.customer!.id)));
    if (!a) throw notFound('address');
    return { data: present((await presentAddresses(db, [a]))[0]!) };
  });

  app.post(`${BASE}/addresses`, { ...signedIn, bodyLimit: 16 * 1024, schema: { tags: [TAG], security: CUSTOMER_SECURITY, body: addressCreate } }, async (req, reply) => {
    profileWriteLimit.enforce(reply, `c${req.customer!.id}`, T.tooManyRequests);
    const customerId = req.customer!.id;
    const body = req.body as AddressCreate;
    const row = await db.transaction(async (tx) => {
      // The customer's row is locked: two requests together cannot pass the limit.
      await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
      const [n] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.customerId, customerId));
      if ((n?.n ?? 0) >= MAX_ADDRESSES) throw new AppError(409, 'address_limit', T.addressLimit(MAX_ADDRESSES));
      await checkAddress(tx, { provinceId: body.province_id, cityId: body.city_id, postalCode: body.postal_code }, { activeOnly: true });
      const [created] = await tx
        .insert(addresses)
        .values({ ...(addressValues(body) as typeof addresses.$inferInsert), customerId })
        .returning();
      await audit(tx, actorOf(req.ip), { entity: 'address', entityId: created!.id, action: 'create', before: null, after: created });
      return created!;
    });
    return reply.status(201).send({ data: present((await presentAddresses(db, [row]))[0]!) });
  });

  app.patch(`${BASE}/addresses/:id`, { ...signedIn, bodyLimit: 16 * 1024, schema: { tags: [TAG], security: CUSTOMER_SECURITY, params: addressParams, body: addressUpdate } }, async (req, reply) => {
    profileWriteLimit.enforce(reply, `c${req.customer!.id}`, T.tooManyRequests);
    const id = idOf((req.params as { id: string }).id);
    const row = await db.transaction(async (tx) => {
      const before = await ownAddress(tx, req.customer!.id, id);
      const values = addressValues(req.body as Partial<AddressCreate>);
      if (Object.keys(values).length === 0) return before;
      await checkAddress(tx, mergedAddress(values, before), { activeOnly: true });
      const [after] = await tx.update(addresses).set({ ...values, updatedAt: sql`now()` }).where(eq(addresses.id, id)).returning();
      await audit(tx, actorOf(req.ip), { entity: 'address', entityId: id, action: 'update', before, after });
      return after!;
    });
    return { data: present((await presentAddresses(db, [row]))[0]!) };
  });

  app.delete(`${BASE}/addresses/:id`, { ...signedIn, schema: { tags: [TAG], security: CUSTOMER_SECURITY, params: addressParams } }, async (req, reply) => {
    profileWriteLimit.enforce(reply, `c${req.customer!.id}`, T.tooManyRequests);
    const id = idOf((req.params as { id: string }).id);
    await db.transaction(async (tx) => {
      const before = await ownAddress(tx, req.customer!.id, id);
      await tx.delete(addresses).where(eq(addresses.id, id));
      await audit(tx, actorOf(req.ip), { entity: 'address', entityId: id, action: 'delete', before, after: null });
    });
    return reply.status(204).send();
  });
}
