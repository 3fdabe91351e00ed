import { and, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
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

/** The PostgreSQL channel that announces new notification rows to every server (live.ts). */
export const NOTIFY_CHANNEL = 'admin_notifications';

/**
 * What the storefront adds to an admin's inbox: a contact message, a product or post comment waiting
 * for moderation; and `orders`, any order placed or moved by any server (checkout, a payment, an
 * unpaid order's release, an admin), so every server drops its order counts at once. Announced on INBOX_CHANNEL in the writer's transaction (so at commit); every server
 * passes the topic — never the message — to its open streams, and each page re-reads what it may see.
 */
export const INBOX_CHANNEL = 'admin_inbox';
export const INBOX_TOPICS = ['contacts', 'product_comments', 'post_comments', 'orders'] as const;
export type InboxTopic = (typeof INBOX_TOPICS)[number];
export async function announceInbox(tx: DbOrTx, topic: InboxTopic): Promise<void> {
  await tx.execute(sql`select pg_notify(${INBOX_CHANNEL}, ${topic})`);
}
const inboxCaches = new Map<InboxTopic, (() => void)[]>();
/** A cache that an inbox topic makes stale (e.g. the pending comments count): dropped on every server when the topic is announced. */
export function clearOnInbox(topic: InboxTopic, clear: () => void): void {
  inboxCaches.set(topic, [...(inboxCaches.get(topic) ?? []), clear]);
}
/** Called by each server's listener when a topic is announced: drops the caches it makes stale. */
export function inboxArrived(topic: InboxTopic): void {
  for (const clear of inboxCaches.get(topic) ?? []) clear();
}
/**
 * A store write that lands in an admin inbox (a contact message, a comment): `write` runs in a
 * transaction that also announces the topic (so every server hears of it at commit), and this
 * server's stale caches are dropped at once after the commit (the others' when the notice reaches them).
 */
export async function writeToInbox<T>(db: Db, topic: InboxTopic, write: (tx: Tx) => Promise<T>): Promise<T> {
  const out = await db.transaction(async (tx) => {
    const r = await write(tx);
    await announceInbox(tx, topic);
    return r;
  });
  inboxArrived(topic);
  return out;
}
/** pg_notify refuses payloads of 8000 bytes or more; stay well below. */
const MAX_PAYLOAD_BYTES = 7000;

/**
 * The pg_notify payloads announcing these rows: `{"rows":[[id, admin_id], …]}` (ids, never bodies),
 * split so that each stays under the payload limit however many admins are notified.
 */
export function notifyPayloads(rows: { id: string; adminId: number }[]): string[] {
  const out: string[] = [];
  let chunk: string[] = [];
  let size = 0;
  const flush = () => {
    if (chunk.length) out.push(`{"rows":[${chunk.join(',')}]}`);
    chunk = [];
    size = 0;
  };
  for (const r of rows) {
    const item = JSON.stringify([r.id, r.adminId]);
    if (size + item.length + 16 > MAX_PAYLOAD_BYTES) flush();
    chunk.push(item);
    size += item.length + 1;
  }
  flush();
  return out;
}

/**
 * Notifies the given admins (the active ones among them), in the caller's transaction. Callers
 * pick the admins, e.g. `adminsWithPermission(tx, 'read_order')`: out of stock (read_product), new
 * order (read_order). The rows are announced with pg_notify in the same transaction, so open
 * streams (live.ts) on every server receive them at commit, and never after a rollback.
 */
export async function notifyAdmins(tx: DbOrTx, type: NotificationType, data: Record<string, unknown>, adminIds: number[]) {
  if (!adminIds.length) return;
  const active = await tx.select({ id: admins.id }).from(admins).where(and(inArray(admins.id, adminIds), eq(admins.status, true)));
  if (!active.length) return;
  const rows = await tx
    .insert(adminNotifications)
    .values(active.map((a) => ({ adminId: a.id, type, data })))
    .returning({ id: adminNotifications.id, adminId: adminNotifications.adminId });
  for (const payload of notifyPayloads(rows)) await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`);
}
