import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@pishkhan/common/i18n/fa/errors';
import { api, setupApp, type TestContext } from '../../../../test/db';

let ctx: TestContext;
let superRoleId: number;
beforeAll(async () => {
  ctx = await setupApp();
  superRoleId = (await ctx.database.pool.query('select id from roles where is_super')).rows[0].id;
});
afterAll(() => ctx.close());

const createAdmin = async (username: string, roleId: number) => {
  const res = await api(ctx).post('/api/admin/admins', { username, password: 'Password-123', role_id: roleId });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
};

describe('roles /api/admin/roles', () => {
  it('creates, lists, searches, sorts, gets, updates and deletes', async () => {
    const a = api(ctx);
    const created = await a.post('/api/admin/roles', { name: 'editor', label: 'ویرایشگر Content', permissions: ['read_color', 'create_brand', 'read_color'] });
    expect(created.statusCode).toBe(201);
    const editor = created.json().data;
    // Permissions are de-duplicated and kept sorted.
    expect(editor).toMatchObject({ name: 'editor', label: 'ویرایشگر Content', is_super: false, permissions: ['create_brand', 'read_color'], admins_count: 0 });
    await a.post('/api/admin/roles', { name: 'accountant', label: 'حسابدار', permissions: ['read_order'] });
    await a.post('/api/admin/roles', { name: 'support', label: 'پشتیبان', permissions: [] });

    const list = await a.get('/api/admin/roles?per_page=2');
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toMatchObject({ total: 4, per_page: 2, last_page: 2, current_page: 1 });
    // Default sort: id — the super role first.
    expect(list.json().data[0]).toMatchObject({ id: superRoleId, is_super: true, admins_count: 1 });

    const byLabel = (await a.get('/api/admin/roles?sort=label')).json().data.map((r: any) => r.label);
    const expected = [...byLabel].sort((x: string, y: string) => x.localeCompare(y, 'fa'));
    expect(byLabel).toEqual(expected);
    expect(byLabel.indexOf('پشتیبان')).toBeLessThan(byLabel.indexOf('حسابدار'));
    const desc = (await a.get('/api/admin/roles?sort=-id')).json().data;
    expect(desc[desc.length - 1].id).toBe(superRoleId);

    // Search: Arabic ي/ك, the Latin name and any letter case all match.
    const q = async (s: string) => (await a.get(`/api/admin/roles?q=${encodeURIComponent(s)}`)).json().data.map((r: any) => r.name);
    expect(await q('ويرايشگر')).toEqual(['editor']);
    expect(await q('CONTENT')).toEqual(['editor']);
    expect(await q('accountant')).toEqual(['accountant']);
    expect(await q('هیچ‌چیز')).toEqual([]);

    const got = await a.get(`/api/admin/roles/${editor.id}`);
    expect(got.json().data).toMatchObject({ id: editor.id, name: 'editor' });

    const upd = await a.patch(`/api/admin/roles/${editor.id}`, { label: 'ویرایشگر', permissions: ['read_unit'] });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data).toMatchObject({ name: 'editor', label: 'ویرایشگر', permissions: ['read_unit'] });

    expect((await a.del(`/api/admin/roles/${editor.id}`)).statusCode).toBe(204);
    expect((await a.get(`/api/admin/roles/${editor.id}`)).statusCode).toBe(404);
    const logs = (await a.get(`/api/admin/audit-logs?entity=role&entity_id=${editor.id}`)).json().data;
    expect(logs.map((l: any) => l.action)).toEqual(['delete', 'update', 'create']);
    expect(logs[1].changes.permissions).toEqual([['create_brand', 'read_color'], ['read_unit']]);
  });

  it('rejects bad input with Persian field messages, unknown permissions included', async () => {
    const a = api(ctx);
    const before = (await a.get('/api/admin/roles')).json().meta.total;
    const bad = await a.post('/api/admin/roles', { name: 'نقش فارسی', label: '', permissions: ['read_color', 'drop_everything'], extra: true });
    expect(bad.statusCode).toBe(422);
    const f = bad.json().error.fields;
    expect(f.name).toMatch(/نام لاتین نقش/);
    expect(f.label).toMatch(/عنوان نقش/);
    expect(f.extra).toMatch(/extra/);
    const permKey = Object.keys(f).find((k) => k.startsWith('permissions'));
    expect(permKey).toBeDefined();
    expect(f[permKey!]).toMatch(/^مجوزها .*ناشناخته/);
    const missing = await a.post('/api/admin/roles', { name: 'x1' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields).toMatchObject({ label: expect.stringMatching(/الزامی/), permissions: expect.stringMatching(/الزامی/) });
    expect((await a.post('/api/admin/roles', { name: 'bad-perm', label: 'نقش', permissions: 'read_color' })).statusCode).toBe(422);
    expect((await a.patch(`/api/admin/roles/${superRoleId + 1000}`, { label: 'نقش تازه' })).statusCode).toBe(404);
    expect((await a.get('/api/admin/roles/abc')).statusCode).toBe(404);
    expect((await a.get('/api/admin/roles')).json().meta.total).toBe(before);
  });

  it('generates the Latin name when the form sends only the Persian title, unique for the same title', async () => {
    const a = api(ctx);
    const first = await a.post('/api/admin/roles', { label: 'انباردار', permissions: ['read_store'] });
    expect(first.statusCode, first.body).toBe(201);
    const second = await a.post('/api/admin/roles', { label: 'انباردار', permissions: [] });
    expect(second.statusCode, second.body).toBe(201);
    const names = [first.json().data.name, second.json().data.name] as string[];
    for (const n of names) expect(n).toMatch(/^role-\d+$/);
    expect(names[0]).not.toBe(names[1]);
    // An explicit Latin name is still accepted as it is.
    expect((await a.post('/api/admin/roles', { name: 'warehouse', label: 'انبار', permissions: [] })).json().data.name).toBe('warehouse');
  });

  it('refuses a duplicate name with 409 on the name field', async () => {
    const a = api(ctx);
    expect((await a.post('/api/admin/roles', { name: 'dup_role', label: 'نخست', permissions: [] })).statusCode).toBe(201);
    const dup = await a.post('/api/admin/roles', { name: 'dup_role', label: 'دوم', permissions: [] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.name).toMatch(/تکراری/);
  });

  it('refuses to delete a role in use, naming the count in Persian digits', async () => {
    const a = api(ctx);
    const role = (await a.post('/api/admin/roles', { name: 'busy', label: 'پرکار', permissions: ['read_color'] })).json().data;
    await createAdmin('busy1', role.id);
    await createAdmin('busy2', role.id);
    expect((await a.get(`/api/admin/roles/${role.id}`)).json().data.admins_count).toBe(2);
    const del = await a.del(`/api/admin/roles/${role.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toEqual({ code: 'in_use', message: 'این نقش به ۲ مدیر داده شده و حذف نمی‌شود' });
    const other = (await a.post('/api/admin/roles', { name: 'idle', label: 'بیکار', permissions: [] })).json().data;
    // Bulk delete is all or nothing.
    expect((await a.post('/api/admin/roles/bulk-delete', { ids: [other.id, role.id] })).statusCode).toBe(409);
    expect((await a.get(`/api/admin/roles/${other.id}`)).statusCode).toBe(200);
    expect((await a.get(`/api/admin/roles/${role.id}`)).statusCode).toBe(200);
  });

  it('keeps the super role locked: no edit, no delete (409)', async () => {
    const a = api(ctx);
    const edit = await a.patch(`/api/admin/roles/${superRoleId}`, { label: 'دیگر', permissions: [] });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe(errorMessages.super_role_locked);
    const del = await a.del(`/api/admin/roles/${superRoleId}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe(errorMessages.super_role_locked);
    const role = (await a.get(`/api/admin/roles/${superRoleId}`)).json().data;
    expect(role).toMatchObject({ is_super: true, name: 'super_admin' });
    expect(role.label).not.toBe('دیگر');
  });

  it('changing a role changes what its admins may do at once', async () => {
    const a = api(ctx);
    const role = (await a.post('/api/admin/roles', { name: 'live', label: 'زنده', permissions: ['read_unit'] })).json().data;
    await createAdmin('live1', role.id);
    const token = await ctx.login('live1', 'Password-123');
    expect((await api(ctx, token).get('/api/admin/units')).statusCode).toBe(200);
    expect((await api(ctx, token).get('/api/admin/brands')).statusCode).toBe(403);
    await a.patch(`/api/admin/roles/${role.id}`, { permissions: ['read_brand'] });
    expect((await api(ctx, token).get('/api/admin/units')).statusCode).toBe(403);
    expect((await api(ctx, token).get('/api/admin/brands')).statusCode).toBe(200);
  });

  it('401 without a session, 403 without the permission', async () => {
    expect((await api(ctx, null).get('/api/admin/roles')).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_role']);
    expect((await api(ctx, reader.token).get('/api/admin/roles')).statusCode).toBe(200);
    for (const res of [
      await api(ctx, reader.token).post('/api/admin/roles', { name: 'nope', label: 'نه', permissions: [] }),
      await api(ctx, reader.token).patch(`/api/admin/roles/${superRoleId}`, { label: 'x' }),
      await api(ctx, reader.token).del(`/api/admin/roles/${superRoleId}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(errorMessages.forbidden);
    }
    const other = await ctx.adminWith(['read_admin']);
    expect((await api(ctx, other.token).get('/api/admin/roles')).statusCode).toBe(403);
  });
});

describe('GET /api/admin/permissions', () => {
  it('returns the catalogue grouped, with Persian labels and the spec names', async () => {
    const res = await api(ctx).get('/api/admin/permissions');
    expect(res.statusCode).toBe(200);
    const groups = res.json().data as { key: string; label: string; permissions: { name: string; label: string }[] }[];
    expect(groups.length).toBeGreaterThan(5);
    const names = groups.flatMap((g) => g.permissions.map((p) => p.name));
    for (const n of ['read_post-category', 'read_productComment', 'mini_order', 'htaccess', 'read_setting', 'recommendation', 'read_withdraw', 'read_area', 'delete_color', 'read_audit_log'])
      expect(names).toContain(n);
    expect(new Set(names).size).toBe(names.length);
    for (const g of groups) {
      expect(g.label).toMatch(/[\u0600-\u06FF]/);
      for (const p of g.permissions) expect(p.label, p.name).toMatch(/[\u0600-\u06FF]/);
    }
    // Any of the role permissions opens it (the role form needs it); others do not.
    expect((await api(ctx, (await ctx.adminWith(['create_role'])).token).get('/api/admin/permissions')).statusCode).toBe(200);
    expect((await api(ctx, (await ctx.adminWith(['read_color'])).token).get('/api/admin/permissions')).statusCode).toBe(403);
    expect((await api(ctx, null).get('/api/admin/permissions')).statusCode).toBe(401);
  });
});
