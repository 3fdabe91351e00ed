import { count, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { idParams } from '@pishkhan/common/schemas/fields';
import { bulkIds } from '@pishkhan/common/schemas/platform.schema';
import { contactAnswer, contactRead, type ContactStatus } from '@pishkhan/common/schemas/contact.schema';
import type { DbOrTx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { actorOf, audit } from '../../../lib/audit';
import { parseId } from '../../../lib/crud';
import { notFound } from '../../../lib/errors';
import { countRows, dateParam, intParam, searchCondition } from '../../../lib/list';
import { registerWidget } from '../../../lib/dashboard';
import { listRoute } from '../../../lib/list-route';
import { admins } from '../../people/admins/admin.table';
import { customerFullName } from '../../people/customers/customer.service';
import { customers } from '../../people/customers/customer.table';
import { contacts } from './contact.table';
import { answerRoute, contactAnswerTask } from './contact.answer';
import { deliveryTexts } from '@pishkhan/common/i18n/fa/messaging';

const TAG = 'contacts';
const PATH = '/api/admin/contacts';
type Row = typeof contacts.$inferSelect;

const STATUS: Record<ContactStatus, number> = { unread: 0, read: 1 };

/** The list's filters: status (unread/read), answered (yes/no), customer, Jalali range (ISO instants), words. */
function filters(q: Record<string, unknown>): (SQL | undefined)[] {
  const status = typeof q.status === 'string' && q.status in STATUS ? STATUS[q.status as ContactStatus] : undefined;
  const customerId = intParam(q.customer_id);
  const from = dateParam(q.from);
  const to = dateParam(q.to);
  return [
    status === undefined ? undefined : eq(contacts.status, status),
    q.answered === 'yes' ? isNotNull(contacts.answer) : q.answered === 'no' ? isNull(contacts.answer) : undefined,
    customerId === undefined ? undefined : eq(contacts.customerId, customerId),
    from ? gte(contacts.createdAt, from) : undefined,
    to ? lte(contacts.createdAt, to) : undefined,
    searchCondition(contacts.search, typeof q.q === 'string' ? q.q : undefined),
  ];
}

/** Messages as the API shows them: the sender, the customer they are (when signed in) and who answered. */
async function present(db: DbOrTx, rows: Row[]) {
  const customerIds = [...new Set(rows.map((r) => r.customerId).filter((x): x is number => x !== null))];
  const adminIds = [...new Set(rows.map((r) => r.answeredBy).filter((x): x is number => x !== null))];
  const [cs, as] = await Promise.all([
    customerIds.length ? db.select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName, mobile: customers.mobile }).from(customers).where(inArray(customers.id, customerIds)) : [],
    adminIds.length ? db.select({ id: admins.id, name: admins.name, username: admins.username }).from(admins).where(inArray(admins.id, adminIds)) : [],
  ]);
  const customerOf = new Map(cs.map((c) => [c.id, { id: c.id, name: customerFullName(c) || null, mobile: c.mobile }]));
  const adminOf = new Map(as.map((a) => [a.id, { id: a.id, name: a.name || a.username }]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    mobile: r.mobile,
    email: r.email,
    subject: r.subject,
    body: r.body,
    status: r.status,
    customer: r.customerId === null ? null : (customerOf.get(r.customerId) ?? null),
    answer: r.answer,
    answered_at: r.answeredAt,
    answered_by: r.answeredBy === null ? null : (adminOf.get(r.answeredBy) ?? null),
    // The latest answer's delivery: channel email/sms (null: the sender left neither), status
    // queued/sent/outbox/failed/none, the Persian reason of a failure, and the task sending it.
    answer_delivery:
      r.answerDelivery === null
        ? null
        : { channel: r.answerChannel, status: r.answerDelivery, error: r.answerDeliveryError, delivered_at: r.answerDeliveredAt, task_id: r.answerTaskId },
    created_at: r.createdAt,
  }));
}

const unreadCount = async (db: DbOrTx) => (await db.select({ n: count() }).from(contacts).where(eq(contacts.status, 0)))[0]!.n;

/**
 * The contact inbox (spec §2, read_contact): messages from the storefront's contact form. Opening a
 * message marks it read (`POST …/{id}/read`), every read-state change answers the new unread count
 * so the header's badge follows at once; the answer is stored with who wrote it and sent to the
 * sender through the message channels as a background task (update_contact);
 * delete and bulk delete (delete_contact).
 */
export async function contactRoutes(app: App, { db, queue }: Ctx) {
  // The dashboard: contact messages nobody has read yet (status 0, on the status index).
  registerWidget(app, {
    key: 'unread_contacts',
    permission: 'read_contact',
    order: 52,
    load: async () => ({ unread: (await db.select({ n: count() }).from(contacts).where(eq(contacts.status, 0)))[0]!.n }),
  });
  const cfg = (verb: 'read' | 'update' | 'delete') => ({ permission: `${verb}_contact` });
  const loadOne = async (dbx: DbOrTx, id: number, lock = false) => {
    const q = dbx.select().from(contacts).where(eq(contacts.id, id)).limit(1);
    const [row] = lock ? await q.for('update') : await q;
    if (!row) throw notFound();
    return row;
  };

  listRoute(app, db, {
    path: PATH,
    config: cfg('read'),
    tag: TAG,
    filters,
    sort: { keys: { id: contacts.id, created_at: contacts.createdAt, status: contacts.status }, fallback: '-created_at' },
    rows: ({ where, order, limit, offset }) => db.select().from(contacts).where(where).orderBy(...order, sql`${contacts.id} desc`).limit(limit).offset(offset),
    count: async ({ where }) => {
      const [total, unread] = await Promise.all([countRows(db, contacts, where), unreadCount(db)]);
      return { ...total, meta: { total_unread: unread } };
    },
    present: (rows) => present(db, rows),
  });

  app.get(`${PATH}/:id`, { config: cfg('read'), schema: { tags: [TAG], params: idParams } }, async (req) => {
    const row = await loadOne(db, parseId((req.params as { id: string }).id));
    return { data: (await present(db, [row]))[0] };
  });

  // Opening a message reads it; `{ read: false }` puts it back in the unread ones.
  app.post(`${PATH}/:id/read`, { config: cfg('read'), schema: { tags: [TAG], params: idParams, body: contactRead.optional() } }, async (req) => {
    const id = parseId((req.params as { id: string }).id);
    const read = (req.body as { read?: boolean } | undefined)?.read ?? true;
    const row = await db.transaction(async (tx) => {
      await loadOne(tx, id, true);
      const [after] = await tx.update(contacts).set({ status: read ? 1 : 0, updatedAt: sql`now()` }).where(eq(contacts.id, id)).returning();
      return after!;
    });
    return { data: { ...(await present(db, [row]))[0], total_unread_contacts: await unreadCount(db) } };
  });

  app.post(`${PATH}/read-all`, { config: cfg('read'), schema: { tags: [TAG] } }, async (req) => {
    const changed = await db.transaction(async (tx) => {
      const done = await tx.update(contacts).set({ status: 1, updatedAt: sql`now()` }).where(eq(contacts.status, 0)).returning({ id: contacts.id });
      if (done.length) await audit(tx, actorOf(req), { entity: 'contact', action: 'read_all', changes: { status: [0, 1] } });
      return done.length;
    });
    return { data: { changed, total_unread_contacts: await unreadCount(db) } };
  });

  app.put(`${PATH}/:id/answer`, { config: cfg('update'), schema: { tags: [TAG], params: idParams, body: contactAnswer } }, async (req) => {
    const id = parseId((req.params as { id: string }).id);
    const { answer } = req.body as { answer: string };
    const row = await db.transaction(async (tx) => {
      const before = await loadOne(tx, id, true);
      // Answering reads the message too; the answer is sent to the sender's e-mail, else mobile,
      // by a background task queued in this transaction (contact.answer.ts).
      const route = answerRoute(before);
      const task = route ? await queue.startTask(contactAnswerTask, { contactId: id, ...route, answer }, { actor: actorOf(req), db: tx }) : null;
      const [after] = await tx
        .update(contacts)
        .set({
          answer,
          answeredAt: sql`now()`,
          answeredBy: req.admin!.id,
          status: 1,
          answerChannel: route?.channel ?? null,
          answerDelivery: route ? 'queued' : 'none',
          answerDeliveryError: route ? null : deliveryTexts.noAddress,
          answerDeliveredAt: null,
          answerTaskId: task?.id ?? null,
          updatedAt: sql`now()`,
        })
        .where(eq(contacts.id, id))
        .returning();
      await audit(tx, actorOf(req), { entity: 'contact', entityId: id, action: 'answer', changes: { answer: [before.answer, answer] } });
      return after!;
    });
    return { data: { ...(await present(db, [row]))[0], total_unread_contacts: await unreadCount(db) } };
  });

  const deleteOne = async (tx: DbOrTx, row: Row, req: Parameters<typeof actorOf>[0]) => {
    await tx.delete(contacts).where(eq(contacts.id, row.id));
    const { search: _s, ...kept } = row;
    await audit(tx, actorOf(req), { entity: 'contact', entityId: row.id, action: 'delete', before: kept, after: null });
  };

  app.delete(`${PATH}/:id`, { config: cfg('delete'), schema: { tags: [TAG], params: idParams } }, async (req, reply) => {
    const id = parseId((req.params as { id: string }).id);
    await db.transaction(async (tx) => deleteOne(tx, await loadOne(tx, id, true), req));
    return reply.status(204).send();
  });

  app.post(`${PATH}/bulk-delete`, { config: cfg('delete'), schema: { tags: [TAG], body: bulkIds } }, async (req) => {
    const ids = [...new Set((req.body as { ids: number[] }).ids)];
    await db.transaction(async (tx) => {
      const found = await tx.select().from(contacts).where(inArray(contacts.id, ids)).orderBy(contacts.id).for('update');
      if (found.length !== ids.length) throw notFound();
      for (const row of found) await deleteOne(tx, row, req);
    });
    return { data: { deleted: ids.length } };
  });
}
