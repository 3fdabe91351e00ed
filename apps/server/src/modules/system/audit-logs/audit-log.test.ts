import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { orderFixtures } from '../../../../test/order-fixtures';

let ctx: TestContext;
let rootId: number;
beforeAll(async () => {
  ctx = await setupApp();
  rootId = (await ctx.database.pool.query(`select id from admins where username = 'admin'`)).rows[0].id;
});
afterAll(() => ctx.close());

const logs = async (query: string) => {
  const res = await api(ctx).get(`/api/admin/audit-logs?per_page=100&${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as any[];
};
const auditCount = async () => Number((await ctx.database.pool.query('select count(*) from audit_logs')).rows[0].count);

describe('audit log /api/admin/audit-logs', () => {
  it('records who changed what with before/after, and filters by admin, entity, action and dates', async () => {
    const clerk = await ctx.adminWith(['create_unit', 'update_unit', 'read_unit'], 'clerk');
    const mine = (await api(ctx).post('/api/admin/units', { name: 'کیلوگرم', symbol: 'kg' })).json().data;
    const theirs = (await api(ctx, clerk.token).post('/api/admin/units', { name: 'متر', symbol: 'm' })).json().data;
    expect((await api(ctx, clerk.token).patch(`/api/admin/units/${theirs.id}`, { symbol: 'متر', precision: '0.1' })).statusCode).toBe(200);
    expect((await api(ctx).del(`/api/admin/units/${mine.id}`)).statusCode).toBe(204);

    const byClerk = await logs(`admin_id=${clerk.id}&entity=unit`);
    expect(byClerk.map((l) => l.action)).toEqual(['update', 'create']);
    expect(byClerk[0]).toMatchObject({
      admin: { id: clerk.id, username: 'clerk' },
      entity: 'unit',
      entity_id: String(theirs.id),
      changes: { symbol: ['m', 'متر'], precision: ['1', '0.1'] },
      ip: expect.any(String),
    });
    expect(byClerk[1].changes).toMatchObject({ name: [null, 'متر'], symbol: [null, 'm'] });
    // Only the fields that changed, no bookkeeping columns.
    expect(Object.keys(byClerk[0].changes).sort()).toEqual(['precision', 'symbol']);

    const deletes = await logs('entity=unit&action=delete');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toMatchObject({ admin: { id: rootId }, entity_id: String(mine.id), changes: { name: ['کیلوگرم', null] } });
    expect((await logs('action=login')).every((l) => l.action === 'login')).toBe(true);
    expect((await logs(`admin_id=${rootId}&entity=unit`)).map((l) => l.action)).toEqual(['delete', 'create']);

    // Date range: move the clerk's rows back to 2024.
    await ctx.database.pool.query(`update audit_logs set created_at = '2024-03-20T10:00:00Z' where admin_id = $1 and entity = 'unit' and action = 'create'`, [clerk.id]);
    await ctx.database.pool.query(`update audit_logs set created_at = '2024-03-25T10:00:00Z' where admin_id = $1 and entity = 'unit' and action = 'update'`, [clerk.id]);
    expect((await logs('from=2024-03-20T00:00:00Z&to=2024-03-21T00:00:00Z')).map((l) => l.action)).toEqual(['create']);
    expect((await logs('from=2024-03-01T00:00:00Z&to=2024-03-31T00:00:00Z')).map((l) => l.action)).toEqual(['update', 'create']);
    expect((await logs('to=2024-12-31T00:00:00Z')).length).toBe(2);
    expect((await logs('from=2025-01-01T00:00:00Z&entity=unit')).map((l) => l.action)).toEqual(['delete', 'create']);
    // Newest first by default; ?sort=created_at for oldest first.
    const oldestFirst = await logs('entity=unit&sort=created_at');
    expect(oldestFirst[0].action).toBe('create');
    expect(oldestFirst[0].admin.id).toBe(clerk.id);
    // Garbage filters are ignored, not a 500.
    expect((await api(ctx).get('/api/admin/audit-logs?from=yesterday&admin_id=abc&to=')).statusCode).toBe(200);
    const paged = await api(ctx).get('/api/admin/audit-logs?per_page=1&page=2');
    expect(paged.json().meta).toMatchObject({ per_page: 1, current_page: 2 });
    expect(paged.json().data).toHaveLength(1);
  });

  it('masks password hashes as *** and never shows a hash', async () => {
    const roleId = (await api(ctx).post('/api/admin/roles', { name: 'plain', label: 'ساده', permissions: [] })).json().data.id;
    const created = (await api(ctx).post('/api/admin/admins', { username: 'masked', password: 'Password-123', role_id: roleId })).json().data;
    expect((await api(ctx).patch(`/api/admin/admins/${created.id}`, { password: 'Password-456' })).statusCode).toBe(200);
    const token = await ctx.login('masked', 'Password-456');
    expect((await api(ctx, token).patch('/api/admin/profile', { password: 'Password-789', current_password: 'Password-456' })).statusCode).toBe(200);

    const rows = await logs(`entity=admin&entity_id=${created.id}`);
    const create = rows.find((l) => l.action === 'create');
    expect(create.changes.password_hash).toEqual(['***', '***']);
    expect(create.changes.username).toEqual([null, 'masked']);
    const updates = rows.filter((l) => l.action === 'update');
    expect(updates).toHaveLength(2);
    for (const u of updates) expect(u.changes.password_hash).toEqual(['***', '***']);
    const all = JSON.stringify(await logs(''));
    expect(all).not.toMatch(/argon2|Password-\d/);
    const raw = JSON.stringify((await ctx.database.pool.query('select changes from audit_logs')).rows);
    expect(raw).not.toMatch(/argon2|Password-\d/);
  });

  it('writes the change and its audit row in one transaction', async () => {
    // A refused change leaves no audit row.
    expect((await api(ctx).post('/api/admin/units', { name: 'لیتر', symbol: 'l' })).statusCode).toBe(201);
    let before = await auditCount();
    expect((await api(ctx).post('/api/admin/units', { name: 'ليتر', symbol: 'L' })).statusCode).toBe(409);
    expect((await api(ctx).post('/api/admin/units', { name: '' })).statusCode).toBe(422);
    expect(await auditCount()).toBe(before);

    // When the audit row cannot be written, the change is rolled back.
    await ctx.database.pool.query(`
      create function audit_boom() returns trigger language plpgsql as $$
      begin raise exception 'audit refused'; end $$;
      create trigger audit_boom before insert on audit_logs for each row
        when (new.entity = 'unit' and new.changes -> 'name' ->> 1 = 'boom') execute function audit_boom();`);
    const failed = await api(ctx).post('/api/admin/units', { name: 'boom', symbol: 'b' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error.code).toBe('server_error');
    expect((await ctx.database.pool.query(`select 1 from units where name = 'boom'`)).rowCount).toBe(0);

    // When the change fails at commit, its audit row goes with it.
    before = await auditCount();
    await ctx.database.pool.query(`
      create function unit_boom() returns trigger language plpgsql as $$
      begin raise exception 'commit refused'; end $$;
      create constraint trigger unit_boom after insert on units deferrable initially deferred for each row
        when (new.name = 'boom2') execute function unit_boom();`);
    expect((await api(ctx).post('/api/admin/units', { name: 'boom2', symbol: 'b' })).statusCode).toBe(500);
    expect((await ctx.database.pool.query(`select 1 from units where name = 'boom2'`)).rowCount).toBe(0);
    expect(await auditCount()).toBe(before);
    expect((await ctx.database.pool.query(`select 1 from audit_logs where changes -> 'name' ->> 1 = 'boom2'`)).rowCount).toBe(0);

    // Settings too: all values and their audit row, or nothing.
    before = await auditCount();
    await ctx.database.pool.query(`
      create trigger audit_boom_setting before insert on audit_logs for each row
        when (new.entity = 'setting' and new.changes ? 'site_title') execute function audit_boom();`);
    expect((await api(ctx).put('/api/admin/settings/general', { site_title: 'نباید بماند', admin_per_page: 20 })).statusCode).toBe(500);
    const stored = await ctx.database.pool.query(`select name from settings where name in ('site_title', 'admin_per_page')`);
    expect(stored.rowCount).toBe(0);
    expect(await auditCount()).toBe(before);
    await ctx.database.pool.query('drop trigger audit_boom on audit_logs; drop trigger audit_boom_setting on audit_logs; drop trigger unit_boom on units');
  });

  it('lists the entities with Persian labels; 401/403', async () => {
    const res = await api(ctx).get('/api/admin/audit-logs/entities');
    expect(res.statusCode).toBe(200);
    const entities = res.json().data as { name: string; label: string }[];
    for (const name of ['admin', 'role', 'setting', 'color', 'unit', 'brand', 'province', 'city', 'media']) expect(entities.map((e) => e.name)).toContain(name);
    for (const e of entities) expect(e.label).toMatch(/[\u0600-\u06FF]/);
    const actions = (await api(ctx).get('/api/admin/audit-logs/actions')).json().data as { name: string; label: string }[];
    for (const name of ['create', 'update', 'delete', 'login']) expect(actions.map((e) => e.name)).toContain(name);
    for (const e of actions) expect(e.label).toMatch(/[\u0600-\u06FF]/);
    expect((await api(ctx, null).get('/api/admin/audit-logs')).statusCode).toBe(401);
    const other = await ctx.adminWith(['read_admin']);
    expect((await api(ctx, other.token).get('/api/admin/audit-logs')).statusCode).toBe(403);
    expect((await api(ctx, other.token).get('/api/admin/audit-logs/entities')).statusCode).toBe(403);
    expect((await api(ctx, other.token).get('/api/admin/audit-logs/actions')).statusCode).toBe(403);
    const reader = await ctx.adminWith(['read_audit_log']);
    expect((await api(ctx, reader.token).get('/api/admin/audit-logs')).statusCode).toBe(200);
  });

  it('presents every entry as people read it: names for ids, Persian status labels, money with its unit, Jalali dates, the admin by name', async () => {
    const a = api(ctx);
    const keeper = (await a.post('/api/admin/roles', { name: 'keeper', label: 'انباردار', permissions: ['read_store'] })).json().data.id;
    const seller = (await a.post('/api/admin/roles', { name: 'seller2', label: 'فروشنده‌ی شعبه', permissions: ['read_order'] })).json().data.id;
    const sara = (await a.post('/api/admin/admins', { username: 'sara', name: 'سارا احمدی', password: 'Password-123', role_id: keeper })).json().data;
    expect((await a.patch(`/api/admin/admins/${sara.id}`, { role_id: seller, status: false })).statusCode).toBe(200);
    expect((await a.patch(`/api/admin/admins/${sara.id}`, { status: true })).statusCode).toBe(200);
    await ctx.login('sara', 'Password-123');

    const fx = await orderFixtures(ctx);
    const post = await fx.shippingMethod({ name: 'پست پیشتاز', defaultPrice: 30000 });
    const p = await fx.product({ title: 'کفش کتانی', sku: 'SHOE-1', price: 61000, stock: 5 });
    expect((await a.patch(`/api/admin/products/${p.id}`, { price: 311000 })).statusCode).toBe(200);
    const c = await fx.customer({ first: 'مینا', last: 'کاظمی', postalCode: '1234567890', balance: 1_000_000 });
    const o = await a.post('/api/admin/orders', { customer_id: c.id, address_id: c.address, shipping_method_id: post, items: [{ variant_id: p.variant, quantity: 1 }], payment: { method: 'wallet' } });
    expect(o.statusCode, o.body).toBe(201);
    const orderId = o.json().data.id;
    expect((await a.put(`/api/admin/orders/${orderId}/status`, { status: 'in_progress' })).statusCode).toBe(200);
    expect((await a.put(`/api/admin/orders/${orderId}/status`, { status: 'delivered' })).statusCode).toBe(200);
    expect((await a.post('/api/admin/store/adjust', { variant_id: p.variant, change: 3, reason: 'شمارش انبار' })).statusCode).toBe(200);

    const item = (e: any, field: string) => e.items.find((i: any) => i.field === field);
    // An admin: role names, not ids; the admin the entry is about by name.
    const adminEdit = (await logs(`entity=admin&entity_id=${sara.id}&action=update`)).find((e) => e.changes.role_id)!;
    expect(adminEdit.entity_title).toBe('سارا احمدی');
    expect(adminEdit).toMatchObject({ entity_label: 'مدیر', action_label: 'ویرایش' });
    expect(item(adminEdit, 'role_id')).toEqual({ field: 'role_id', label: 'نقش', before: 'انباردار', after: 'فروشنده‌ی شعبه' });
    expect(item(adminEdit, 'status')).toMatchObject({ label: 'وضعیت', before: 'بله', after: 'خیر' });
    const login = (await logs(`admin_id=${sara.id}&action=login`))[0]!;
    expect(login).toMatchObject({ entity_title: 'سارا احمدی', admin: { name: 'سارا احمدی' } });
    // A product's price: money with its unit in Persian digits.
    const priceEdit = (await logs(`entity=product&entity_id=${p.id}&action=update`)).find((e) => e.changes.price)!;
    expect(priceEdit.entity_title).toBe('کفش کتانی');
    expect(item(priceEdit, 'price')).toEqual({ field: 'price', label: 'قیمت', before: '۶۱,۰۰۰ تومان', after: '۳۱۱,۰۰۰ تومان' });
    // An order's status: Persian status names, the order by its number.
    const statuses = await logs(`entity=order&entity_id=${orderId}&action=status`);
    expect(statuses[0].entity_title).toBe(String(orderId).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[+d]!));
    expect(statuses.map((e) => [item(e, 'status').before, item(e, 'status').after])).toEqual([
      ['در حال پردازش', 'ارسال شده'],
      ['جدید', 'در حال پردازش'],
    ]);
    const created = (await logs(`entity=order&entity_id=${orderId}&action=create`))[0]!;
    expect(item(created, 'total_amount')).toMatchObject({ label: 'مبلغ کل', before: null, after: expect.stringMatching(/^[۰-۹,]+ تومان$/) });
    // A stock adjustment: about the variant, by the product's name.
    const adjust = (await logs(`entity=stock&entity_id=${p.variant}`))[0]!;
    expect(adjust.entity_title).toBe('کفش کتانی');
    expect(item(adjust, 'quantity')).toMatchObject({ label: 'موجودی', after: expect.stringMatching(/^[۰-۹]+$/) });

    // Every entry of this run: a Persian label for every field, and no raw value a person cannot read.
    const all = await logs('');
    expect(all.length).toBeGreaterThan(20);
    for (const e of all) {
      expect(e.entity_title === null || !/^[\d#]+$/.test(e.entity_title), `${e.entity} title ${e.entity_title}`).toBe(true);
      for (const i of e.items) {
        expect(i.label, `${e.entity}.${i.field}`).not.toBe('فیلد دیگر');
        expect(i.label).toMatch(/[\u0600-\u06FF]/);
        for (const v of [i.before, i.after]) {
          if (v === null) continue;
          // A status, type or method shows its Persian label, a reference its name, a number Persian digits, a date Jalali.
          if (/(^|_)(status|type|method)$|_id$/.test(i.field)) expect(v, `${e.entity}.${i.field}=${v}`).toMatch(/[\u0600-\u06FF]/);
          expect(v, `${e.entity}.${i.field}`).not.toMatch(/^\d+$|^\d{4}-\d{2}-\d{2}T/);
        }
      }
    }
    // The dashboard's recent activity is presented the same way.
    const dash = (await api(ctx).get('/api/admin/dashboard')).json().data;
    const recent = dash.recent_activity.find((e: any) => e.action === 'status' && e.entity === 'order');
    expect(item(recent, 'status')).toMatchObject({ label: 'وضعیت', before: 'در حال پردازش', after: 'ارسال شده' });
    expect(dash.recent_activity.every((e: any) => Array.isArray(e.items))).toBe(true);
  });
});

