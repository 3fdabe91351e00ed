import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { genderLabels, peopleExportHeaders as H } from '@pishkhan/common/i18n/fa/people-labels';
import { bankNameOfCard, bankNameOfSheba } from '@pishkhan/common/iran';
import { idParams, searchText } from '@pishkhan/common/schemas/fields';
import { customerBulkDelete, customerCreate, customerUpdate, type CustomerCreate } from '@pishkhan/common/schemas/people.schema';
import type { Tx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { actorOf, audit, type Actor } from '../../../lib/audit';
import { parseId } from '../../../lib/crud';
import { exportRoute } from '../../../lib/export-route';
import { notFound } from '../../../lib/errors';
import { countCache } from '../../../lib/count-cache';
import { allOf, countRows } from '../../../lib/list';
import { listRoute, sortOf, type ListQ } from '../../../lib/list-route';
import { createWallet } from '../../wallet/wallets/wallet.service';
import { wallets } from '../../wallet/wallets/wallet.table';
import { customerRoles } from '../customer-roles/customer-role.table';
import {
  CUSTOMER_SORTS,
  customerFilters,
  customerFullName,
  customerSearch,
  customerUniqueError,
  customerValues,
  hasHistory,
  presentCustomers,
  type CustomerRow,
} from './customer.service';
import { customers } from './customer.table';

const TAG = 'customers';
const PATH = '/api/admin/customers';
const PERSIAN_SORTS = ['first_name', 'last_name'];

async function loadCustomer(tx: Tx, id: number, lock = false): Promise<CustomerRow> {
  const q = tx.select().from(customers).where(eq(customers.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

/**
 * Deletes a customer without history, or deactivates one with history (wallet ledger,
 * withdrawals, later orders). Returns what it did.
 */
async function deleteOrDeactivate(tx: Tx, actor: Actor, id: number): Promise<'deleted' | 'deactivated'> {
  const before = await loadCustomer(tx, id, true);
  if (await hasHistory(tx, id)) {
    if (before.status) {
      const [after] = await tx.update(customers).set({ status: false, updatedAt: sql`now()` }).where(eq(customers.id, id)).returning();
      await audit(tx, actor, { entity: 'customer', entityId: id, action: 'deactivate', before, after });
    }
    return 'deactivated';
  }
  await tx.delete(customers).where(eq(customers.id, id));
  await audit(tx, actor, { entity: 'customer', entityId: id, action: 'delete', before, after: null });
  return 'deleted';
}

/** The customer list's counts per filter set (the list's filters are these query keys). */
const counts = countCache(3_000);
const COUNT_KEYS = ['q', 'status', 'role_id', 'from', 'to', 'has_balance', 'newsletter'];

export async function customerRoutes(app: App, ctx: Ctx) {
  const { db } = ctx;
  app.addHook('onResponse', async (req) => {
    if (req.method !== 'GET' && req.url.startsWith(PATH)) counts.clear();
  });
  const sort = { keys: CUSTOMER_SORTS, fallback: '-created_at', persian: PERSIAN_SORTS };
  listRoute(app, db, {
    path: PATH,
    config: { permission: 'read_customer' },
    tag: TAG,
    filters: customerFilters,
    sort,
    rows: ({ where, order, limit, offset }) => db.select().from(customers).where(where).orderBy(...order).limit(limit).offset(offset),
    // A count past a few thousand rows (a common name) is kept a few seconds; smaller ones are counted each time.
    count: ({ where, q }) => counts.get(JSON.stringify(['customers', ...COUNT_KEYS.map((k) => q[k])]), () => countRows(db, customers, where), (c) => c.total > 2_000),
    present: (rows) => presentCustomers(db, rows),
  });

  exportRoute(app, {
    path: `${PATH}/export`,
    config: { permission: 'read_customer' },
    tag: TAG,
    rows: (q: ListQ, limit, offset) =>
      db
        .select({ c: customers, role: customerRoles.name, balance: wallets.balance, gift: wallets.giftBalance })
        .from(customers)
        .leftJoin(customerRoles, eq(customerRoles.id, customers.roleId))
        .leftJoin(wallets, eq(wallets.customerId, customers.id))
        .where(allOf(customerFilters(q)))
        .orderBy(...sortOf(sort, q))
        .limit(limit).offset(offset),
    file: 'customers',
    sheet: H.customersSheet,
    columns: [
      { header: H.id, key: 'id', width: 10 },
      { header: H.first_name, key: 'first_name', width: 16 },
      { header: H.last_name, key: 'last_name', width: 20 },
      { header: H.mobile, key: 'mobile', width: 14, kind: 'text' },
      { header: H.email, key: 'email', width: 24 },
      { header: H.national_code, key: 'national_code', width: 14, kind: 'text' },
      { header: H.gender, key: 'gender', width: 8 },
      { header: H.birth_date, key: 'birth_date', width: 12, kind: 'day' },
      { header: H.card_number, key: 'card_number', width: 20, kind: 'text' },
      { header: H.card_bank, key: 'card_bank', width: 20 },
      { header: H.sheba, key: 'sheba', width: 30, kind: 'text' },
      { header: H.sheba_bank, key: 'sheba_bank', width: 20 },
      { header: H.role, key: 'role', width: 14 },
      { header: H.status, key: 'status', width: 10 },
      { header: H.balance, key: 'balance', width: 16, kind: 'money' },
      { header: H.gift_balance, key: 'gift_balance', width: 16, kind: 'money' },
      { header: H.registered_at, key: 'created_at', width: 20, kind: 'date' },
    ],
    toRow: ({ c, role, balance, gift }) => ({
      id: c.id,
      first_name: c.firstName ?? '',
      last_name: c.lastName ?? '',
      mobile: c.mobile,
      email: c.email ?? '',
      national_code: c.nationalCode ?? '',
      gender: c.gender ? genderLabels[c.gender as keyof typeof genderLabels] ?? '' : '',
      birth_date: c.birthDate ?? '',
      card_number: c.cardNumber ?? '',
      card_bank: bankNameOfCard(c.cardNumber) ?? '',
      sheba: c.sheba ?? '',
      sheba_bank: bankNameOfSheba(c.sheba) ?? '',
      role: role ?? '',
      status: c.status ? H.active : H.inactive,
      balance: balance ?? 0,
      gift_balance: gift ?? 0,
      created_at: c.createdAt,
    }),
  });

  // The picker of other screens (withdrawals, manual wallet changes, orders, in-store sales).
  app.get(
    `${PATH}/search`,
    {
      config: { permission: ['read_customer', 'credit_wallet', 'read_withdraw', 'create_withdraw', 'mini_order', 'read_order', 'create_order', 'read_payment'] },
      schema: { tags: [TAG], querystring: z.looseObject({ q: searchText().optional() }) },
    },
    async (req) => {
      const q = (req.query as { q?: string }).q;
      const rows = await db
        .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName, mobile: customers.mobile, nationalCode: customers.nationalCode, status: customers.status })
        .from(customers)
        .where(customerSearch(q))
        .orderBy(desc(customers.status), desc(customers.id))
        .limit(20);
      return { data: rows.map((r) => ({ id: r.id, full_name: customerFullName(r), mobile: r.mobile, national_code: r.nationalCode, status: r.status })) };
    },
  );

  app.get(`${PATH}/:id`, { config: { permission: 'read_customer' }, schema: { tags: [TAG], params: idParams } }, async (req) => {
    const id = parseId((req.params as { id: string }).id);
    const [row] = await db.select().from(customers).where(eq(customers.id, id));
    if (!row) throw notFound();
    return { data: (await presentCustomers(db, [row], { detail: true }))[0] };
  });

  app.post(PATH, { config: { permission: 'create_customer' }, schema: { tags: [TAG], body: customerCreate } }, async (req, reply) => {
    const body = req.body as CustomerCreate;
    try {
      const row = await db.transaction(async (tx) => {
        const values = await customerValues(tx, body);
        const [created] = await tx.insert(customers).values(values as typeof customers.$inferInsert).returning();
        await createWallet(tx, created!.id);
        await audit(tx, actorOf(req), { entity: 'customer', entityId: created!.id, action: 'create', before: null, after: created });
        return created!;
      });
      return reply.status(201).send({ data: (await presentCustomers(db, [row], { detail: true }))[0] });
    } catch (e) {
      throw customerUniqueError(e);
    }
  });

  app.patch(`${PATH}/:id`, { config: { permission: 'update_customer' }, schema: { tags: [TAG], params: idParams, body: customerUpdate } }, async (req) => {
    const id = parseId((req.params as { id: string }).id);
    try {
      const row = await db.transaction(async (tx) => {
        const before = await loadCustomer(tx, id, true);
        const values = await customerValues(tx, req.body as Partial<CustomerCreate>);
        if (Object.keys(values).length === 0) return before;
        const [after] = await tx.update(customers).set({ ...values, updatedAt: sql`now()` }).where(eq(customers.id, id)).returning();
        await audit(tx, actorOf(req), { entity: 'customer', entityId: id, action: 'update', before, after });
        return after!;
      });
      return { data: (await presentCustomers(db, [row], { detail: true }))[0] };
    } catch (e) {
      throw customerUniqueError(e);
    }
  });

  app.delete(`${PATH}/:id`, { config: { permission: 'delete_customer' }, schema: { tags: [TAG], params: idParams } }, async (req, reply) => {
    const id = parseId((req.params as { id: string }).id);
    const done = await db.transaction((tx) => deleteOrDeactivate(tx, actorOf(req), id));
    return done === 'deleted' ? reply.status(204).send() : reply.status(200).send({ data: { deactivated: true } });
  });

  app.post(`${PATH}/bulk-delete`, { config: { permission: 'delete_customer' }, schema: { tags: [TAG], body: customerBulkDelete } }, async (req) => {
    const ids = [...new Set((req.body as { ids: number[] }).ids)].sort((a, b) => a - b);
    const result = await db.transaction(async (tx) => {
      const found = await tx.select({ id: customers.id }).from(customers).where(inArray(customers.id, ids)).orderBy(asc(customers.id)).for('update');
      if (found.length !== ids.length) throw notFound();
      const counts = { deleted: 0, deactivated: 0 };
      for (const id of ids) counts[await deleteOrDeactivate(tx, actorOf(req), id)]++;
      return counts;
    });
    return { data: result };
  });
}
