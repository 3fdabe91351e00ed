import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { contacts } from '../../content/contacts/contact.table';
import { adminNotifications } from './notification.table';
import { notifyAdmins } from './notification.service';

let ctx: TestContext;
let rootId: number;
beforeAll(async () => {
  ctx = await setupApp();
  rootId = (await ctx.database.pool.query(`select id from admins where username = 'admin'`)).rows[0].id;
});
afterAll(() => ctx.close());

const home = async (token: string) => (await api(ctx, token).get('/api/admin/home')).json().data;
const unreadContacts = async () => Number((await ctx.database.pool.query('select count(*) from contacts where status = 0')).rows[0].count);

describe('notifications and contacts', () => {
  it('home shows the admin’s notifications with data as a JSON string, and unread contacts only to read_contact holders', async () => {
    const reader = await ctx.adminWith(['read_contact'], 'contactreader');
    const plain = await ctx.adminWith(['read_color'], 'plainadmin');
    const gone = await ctx.adminWith([], 'goneadmin');
    await ctx.database.pool.query('update admins set status = false where id = $1', [gone.id]);

    await notifyAdmins(ctx.database.db, 'ProductUnavailableNotification', { product_id: 7, description: 'ناموجود شد' }, [rootId, reader.id, gone.id]);
    await notifyAdmins(ctx.database.db, 'order', { order_id: 42, description: 'سفارش تازه' }, [rootId]);
    await notifyAdmins(ctx.database.db, 'order', { order_id: 43 }, []);
    await ctx.database.db.insert(contacts).values([
      { name: 'علی', body: 'سلام', subject: 'پرسش' },
      { name: 'مریم', body: 'سفارشم کجاست؟', mobile: '09120000000' },
      { name: 'رضا', body: 'ممنون' },
      { name: 'قدیمی', body: 'خوانده شده', status: 1 },
    ]);

    const root = await home(ctx.token);
    expect(root.total_unread_notifications).toBe(2);
    expect(root.notifications).toHaveLength(2);
    const [newest, older] = root.notifications;
    expect(newest).toMatchObject({ type: 'order', read_at: null, id: expect.any(String), created_at: expect.any(String) });
    expect(typeof newest.data).toBe('string');
    expect(JSON.parse(newest.data)).toEqual({ order_id: 42, description: 'سفارش تازه' });
    expect(JSON.parse(older.data)).toEqual({ product_id: 7, description: 'ناموجود شد' });
    expect(root.total_unread_contacts).toBe(3);
    expect(root.contacts.map((c: any) => c.name).sort()).toEqual(['رضا', 'علی', 'مریم']);
    expect(root.contacts.find((c: any) => c.name === 'مریم')).toMatchObject({ mobile: '09120000000', status: 0, body: 'سفارشم کجاست؟' });

    const r = await home(reader.token);
    expect(r.total_unread_notifications).toBe(1);
    expect(JSON.parse(r.notifications[0].data).product_id).toBe(7);
    expect(r.total_unread_contacts).toBe(3);

    const p = await home(plain.token);
    expect(p.notifications).toEqual([]);
    expect(p.total_unread_notifications).toBe(0);
    expect(p.contacts).toEqual([]);
    expect(p.total_unread_contacts).toBe(0);
    // A disabled admin is not notified.
    expect((await ctx.database.pool.query('select count(*) from admin_notifications where admin_id = $1', [gone.id])).rows[0].count).toBe(0);
  });

  it('pages older notifications with ?before= and meta.has_more, skipping none', async () => {
    const a = await ctx.adminWith([], 'pager');
    const base = Date.parse('2025-06-01T12:00:00.000Z');
    // 23 notifications a minute apart, plus three written in one transaction (the same instant).
    const rows = Array.from({ length: 23 }, (_, i) => ({ adminId: a.id, type: 'order', data: { order_id: i + 1 }, createdAt: new Date(base + i * 60_000) }));
    await ctx.database.db.insert(adminNotifications).values(rows);
    const tie = new Date(base - 60_000);
    await ctx.database.db.insert(adminNotifications).values([100, 101, 102].map((n) => ({ adminId: a.id, type: 'order', data: { order_id: n }, createdAt: tie })));
    await ctx.database.db.insert(adminNotifications).values({ adminId: a.id, type: 'order', data: { order_id: 0 }, createdAt: new Date(base - 120_000) });

    const first = await api(ctx, a.token).get('/api/admin/notifications');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toHaveLength(20); // the default page
    expect(first.json().meta).toEqual({ has_more: true });
    expect(JSON.parse(first.json().data[0].data).order_id).toBe(23);

    const seen: number[] = [];
    let before: string | undefined;
    let pages = 0;
    for (;;) {
      const res = await api(ctx, a.token).get(`/api/admin/notifications?per_page=4${before ? `&before=${encodeURIComponent(before)}` : ''}`);
      expect(res.statusCode).toBe(200);
      const { data, meta } = res.json();
      pages++;
      for (const n of data) seen.push(JSON.parse(n.data).order_id);
      const times = data.map((n: any) => Date.parse(n.created_at));
      expect(times).toEqual([...times].sort((x, y) => y - x));
      if (!meta.has_more) break;
      expect(data.length).toBeGreaterThanOrEqual(4);
      before = data[data.length - 1].created_at;
      expect(pages).toBeLessThan(20);
    }
    expect(seen).toHaveLength(27);
    expect(new Set(seen).size).toBe(27);
    expect(seen.slice(0, 23)).toEqual(Array.from({ length: 23 }, (_, i) => 23 - i));
    expect(seen.slice(23, 26).sort()).toEqual([100, 101, 102]);
    expect(seen[26]).toBe(0);

    const all = await api(ctx, a.token).get('/api/admin/notifications?per_page=50');
    expect(all.json().data).toHaveLength(27);
    expect(all.json().meta.has_more).toBe(false);
    expect((await api(ctx, a.token).get('/api/admin/notifications?per_page=1000')).json().data.length).toBeLessThanOrEqual(50);
    expect((await api(ctx, a.token).get('/api/admin/notifications?before=garbage')).statusCode).toBe(200);
    expect((await api(ctx, null).get('/api/admin/notifications')).statusCode).toBe(401);
  });

  it('POST /api/admin/notifications/read marks the admin’s own notifications read, and contacts only with read_contact', async () => {
    const plain = await ctx.adminWith(['read_color'], 'plain2');
    const reader = await ctx.adminWith(['read_contact'], 'reader2');
    await notifyAdmins(ctx.database.db, 'order', { order_id: 9 }, [rootId, plain.id, reader.id]);
    const rootUnread = (await home(ctx.token)).total_unread_notifications;
    expect(rootUnread).toBeGreaterThan(0);
    const contactsBefore = await unreadContacts();
    expect(contactsBefore).toBeGreaterThan(0);

    const res = await api(ctx, plain.token).post('/api/admin/notifications/read');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { total_unread_notifications: 0, total_unread_contacts: 0 } });
    const mine = await ctx.database.pool.query('select read_at from admin_notifications where admin_id = $1', [plain.id]);
    expect(mine.rows.every((r) => r.read_at instanceof Date)).toBe(true);
    expect((await home(plain.token)).total_unread_notifications).toBe(0);
    // Without read_contact, contacts stay unread; other admins' notifications are untouched.
    expect(await unreadContacts()).toBe(contactsBefore);
    expect((await home(ctx.token)).total_unread_notifications).toBe(rootUnread);
    expect((await home(reader.token)).total_unread_notifications).toBe(1);

    expect((await api(ctx, reader.token).post('/api/admin/notifications/read')).statusCode).toBe(200);
    expect(await unreadContacts()).toBe(0);
    expect((await ctx.database.pool.query('select count(*) from contacts where status = 1')).rows[0].count).toBe(4);
    const after = await home(reader.token);
    expect(after.total_unread_notifications).toBe(0);
    expect(after.total_unread_contacts).toBe(0);
    expect(after.notifications[0].read_at).not.toBeNull();
    expect((await home(ctx.token)).total_unread_notifications).toBe(rootUnread);
    // Marking again keeps the first read time.
    const firstRead = (await ctx.database.pool.query('select read_at from admin_notifications where admin_id = $1', [reader.id])).rows[0].read_at;
    await new Promise((r) => setTimeout(r, 20));
    await api(ctx, reader.token).post('/api/admin/notifications/read');
    const again = (await ctx.database.pool.query('select read_at from admin_notifications where admin_id = $1', [reader.id])).rows[0].read_at;
    expect(again.getTime()).toBe(firstRead.getTime());
    expect((await api(ctx, null).post('/api/admin/notifications/read')).statusCode).toBe(401);
  });
});
