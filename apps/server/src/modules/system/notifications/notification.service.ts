import { and, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { contacts } from '../../content/contacts/contact.table';
import { admins } from '../../people/admins/admin.table';
import { adminNotifications } from './notification.table';

export type NotificationType = 'ProductUnavailableNotification' | 'order';
type Row = typeof adminNotifications.$inferSelect;

/** Spec §3: `data` is delivered as a JSON string. */
export const presentNotification = (n: Row) => ({
  id: n.id,
  type: n.type,
  data: JSON.stringify(n.data),
  read_at: n.readAt,
  created_at: n.createdAt,
});
export const presentContact = (c: typeof contacts.$inferSelect) => ({
  id: c.id,
  name: c.name,
  mobile: c.mobile,
  email: c.email,
  subject: c.subject,
  body: c.body,
  status: c.status,
  created_at: c.createdAt,
});

export const PAGE = 20;

export async function homeNotifications(db: DbOrTx, adminId: number, withContacts: boolean) {
  const [list, [unread], contactList, [unreadContacts]] = await Promise.all([
    db.select().from(adminNotifications).where(eq(adminNotifications.adminId, adminId)).orderBy(desc(adminNotifications.createdAt)).limit(PAGE),
    db.select({ n: count() }).from(adminNotifications).where(and(eq(adminNotifications.adminId, adminId), isNull(adminNotifications.readAt))),
    withContacts ? db.select().from(contacts).where(eq(contacts.status, 0)).orderBy(desc(contacts.createdAt)).limit(5) : Promise.resolve([]),
    withContacts ? db.select({ n: count() }).from(contacts).where(eq(contacts.status, 0)) : Promise.resolve([{ n: 0 }]),
  ]);
  return {
    notifications: list.map(presentNotification),
    total_unread_notifications: unread!.n,
    contacts: contactList.map(presentContact),
    total_unread_contacts: unreadContacts!.n,
  };
}

export async function olderNotifications(db: DbOrTx, adminId: number, before: Date | undefined, perPage = PAGE) {
  const mine = eq(adminNotifications.adminId, adminId);
  const rows = await db
    .select()
    .from(adminNotifications)
    .where(and(mine, before ? lt(adminNotifications.createdAt, before) : undefined))
    .orderBy(desc(adminNotifications.createdAt))
    .limit(perPage + 1);
  let page = rows.slice(0, perPage);
  const edge = page.at(-1)?.createdAt;
  // The next page starts `before` the last shown time (to the millisecond): rows sharing that
  // millisecond (written in one transaction) must all come on this page, or they would be skipped.
  if (edge && rows.length > perPage && rows[perPage]!.createdAt.getTime() === edge.getTime()) {
    const same = await db
      .select()
      .from(adminNotifications)
      .where(and(mine, gte(adminNotifications.createdAt, edge), lt(adminNotifications.createdAt, new Date(edge.getTime() + 1))))
      .orderBy(desc(adminNotifications.createdAt));
    page = [...page.filter((r) => r.createdAt.getTime() !== edge.getTime()), ...same];
    const [older] = await db.select({ id: adminNotifications.id }).from(adminNotifications).where(and(mine, lt(adminNotifications.createdAt, edge))).limit(1);
    return { data: page.map(presentNotification), meta: { has_more: !!older } };
  }
  return { data: page.map(presentNotification), meta: { has_more: rows.length > perPage } };
}

export async function markAllRead(db: Db, adminId: number, contactsToo: boolean) {
  await db.transaction(async (tx) => {
    await tx.update(adminNotifications).set({ readAt: sql`now()` }).where(and(eq(adminNotifications.adminId, adminId), isNull(adminNotifications.readAt)));
    if (contactsToo) await tx.update(contacts).set({ status: 1, updatedAt: sql`now()` }).where(eq(contacts.status, 0));
  });
}

/**
 * Notifies every active admin holding one of `permissions` (or every admin when empty), in the
 * caller's transaction. Later issues call it: out of stock (read_product), new order (read_order).
 */
export async function notifyAdmins(tx: DbOrTx, type: NotificationType, data: Record<string, unknown>, adminIds: number[]) {
  if (!adminIds.length) return;
  const active = await tx.select({ id: admins.id }).from(admins).where(and(inArray(admins.id, adminIds), eq(admins.status, true)));
  if (!active.length) return;
  await tx.insert(adminNotifications).values(active.map((a) => ({ adminId: a.id, type, data })));
}
