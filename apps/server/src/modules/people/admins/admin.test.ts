import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@pishkhan/common/i18n/fa/errors';
import { api, setupApp, type TestContext } from '../../../../test/db';

let ctx: TestContext;
let superRoleId: number;
let rootId: number;
let staffRoleId: number;
beforeAll(async () => {
  ctx = await setupApp();
  superRoleId = (await ctx.database.pool.query('select id from roles where is_super')).rows[0].id;
  rootId = (await ctx.database.pool.query(`select id from admins where username = 'admin'`)).rows[0].id;
  staffRoleId = (await api(ctx).post('/api/admin/roles', { name: 'staff', label: 'کارمند', permissions: ['read_color'] })).json().data.id;
});
afterAll(() => ctx.close());

const create = async (body: Record<string, unknown>) => {
  const res = await api(ctx).post('/api/admin/admins', { password: 'Password-123', role_id: staffRoleId, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; username: string };
};
const homeStatus = async (token: string) => (await api(ctx, token).get('/api/admin/home')).statusCode;

describe('admins /api/admin/admins', () => {
  it('creates, lists, searches, filters, sorts, gets, updates and deletes without ever showing the hash', async () => {
    const a = api(ctx);
    const res = await a.post('/api/admin/admins', {
      username: 'Sara.k',
      name: 'سارا کریمی',
      email: 'Sara@Example.com',
      mobile: '۰۹۱۲۳۴۵۶۷۸۹',
      password: 'Password-123',
      role_id: staffRoleId,
    });
    expect(res.statusCode).toBe(201);
    const sara = res.json().data;
    expect(sara).toMatchObject({ username: 'Sara.k', name: 'سارا کریمی', email: 'sara@example.com', mobile: '09123456789', status: true, role: { id: staffRoleId, label: 'کارمند', is_super: false } });
    expect(JSON.stringify(res.json())).not.toMatch(/password|argon2/i);
    const { rows } = await ctx.database.pool.query('select password_hash from admins where id = $1', [sara.id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    // The new admin can sign in with the password given.
    expect(await homeStatus(await ctx.login('sara.k', 'Password-123'))).toBe(200);

    await create({ username: 'bahram', name: 'بهرام', status: false });
    await create({ username: 'arash', name: 'آرش', email: 'arash@example.com' });

    const list = await a.get('/api/admin/admins?per_page=2&sort=name');
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toMatchObject({ total: 4, per_page: 2, last_page: 2 });
    expect(list.json().data.map((x: any) => x.name)).toEqual(['آرش', 'بهرام']);
    expect(JSON.stringify((await a.get('/api/admin/admins?per_page=100')).json())).not.toMatch(/password|argon2/i);
    const byUsername = (await a.get('/api/admin/admins?sort=-username')).json().data.map((x: any) => x.username);
    const ascUsername = (await a.get('/api/admin/admins?sort=username')).json().data.map((x: any) => x.username);
    expect(byUsername).toEqual([...ascUsername].reverse());
    expect(ascUsername.indexOf('arash')).toBeLessThan(ascUsername.indexOf('bahram'));

    const q = async (s: string) => (await a.get(`/api/admin/admins?q=${encodeURIComponent(s)}`)).json().data.map((x: any) => x.username);
    expect(await q('sara')).toEqual(['Sara.k']);
    expect(await q('كريمي')).toEqual(['Sara.k']); // Arabic ك and ي
    expect(await q('۰۹۱۲۳۴')).toEqual(['Sara.k']); // Persian digits on the mobile
    expect(await q('arash@')).toEqual(['arash']);
    expect((await a.get('/api/admin/admins?status=false')).json().data.map((x: any) => x.username)).toEqual(['bahram']);
    expect((await a.get(`/api/admin/admins?role_id=${superRoleId}`)).json().data.map((x: any) => x.username)).toEqual(['admin']);

    expect((await a.get(`/api/admin/admins/${sara.id}`)).json().data).toMatchObject({ id: sara.id, username: 'Sara.k' });
    const upd = await a.patch(`/api/admin/admins/${sara.id}`, { name: 'سارا', mobile: '' });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data).toMatchObject({ name: 'سارا', mobile: null, email: 'sara@example.com' });

    expect((await a.del(`/api/admin/admins/${sara.id}`)).statusCode).toBe(204);
    expect((await a.get(`/api/admin/admins/${sara.id}`)).statusCode).toBe(404);
    const logs = (await a.get(`/api/admin/audit-logs?entity=admin&entity_id=${sara.id}`)).json().data.map((l: any) => l.action);
    expect(logs).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });

  it('rejects bad input with Persian field messages and an unknown role with 422', async () => {
    const a = api(ctx);
    const before = (await a.get('/api/admin/admins')).json().meta.total;
    const bad = await a.post('/api/admin/admins', { username: 'با فاصله', password: 'short', role_id: 'x', email: 'nope', mobile: '123', status: 'maybe' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({
      username: expect.stringMatching(/نام کاربری/),
      password: expect.stringMatching(/رمز عبور.*۸/),
      role_id: expect.stringMatching(/نقش/),
      email: expect.stringMatching(/ایمیل/),
      mobile: expect.stringMatching(/موبایل/),
      status: expect.stringMatching(/وضعیت/),
    });
    const noPassword = await a.post('/api/admin/admins', { username: 'nopass', role_id: staffRoleId });
    expect(noPassword.json().error.fields.password).toMatch(/الزامی/);
    const unknownRole = await a.post('/api/admin/admins', { username: 'norole', password: 'Password-123', role_id: 999999 });
    expect(unknownRole.statusCode).toBe(422);
    expect(unknownRole.json().error.fields.role_id).toMatch(/نقش/);
    const x = await create({ username: 'patchme' });
    expect((await a.patch(`/api/admin/admins/${x.id}`, { role_id: 999999 })).statusCode).toBe(422);
    expect((await a.patch(`/api/admin/admins/${x.id}`, { password: '' })).statusCode).toBe(422);
    expect((await a.get('/api/admin/admins')).json().meta.total).toBe(before + 1);
  });

  it('refuses duplicates (username case-insensitively, e-mail, mobile) with 409 on the field', async () => {
    const a = api(ctx);
    await create({ username: 'Unique1', email: 'u1@example.com', mobile: '09350000001' });
    const dupUser = await a.post('/api/admin/admins', { username: 'unique1', password: 'Password-123', role_id: staffRoleId });
    expect(dupUser.statusCode).toBe(409);
    expect(dupUser.json().error.fields.username).toMatch(/نام کاربری.*تکراری/);
    const dupEmail = await a.post('/api/admin/admins', { username: 'unique2', email: 'U1@example.com', password: 'Password-123', role_id: staffRoleId });
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().error.fields.email).toMatch(/تکراری/);
    const dupMobile = await a.post('/api/admin/admins', { username: 'unique3', mobile: '+989350000001', password: 'Password-123', role_id: staffRoleId });
    expect(dupMobile.statusCode).toBe(409);
    expect(dupMobile.json().error.fields.mobile).toMatch(/تکراری/);
    const other = await create({ username: 'unique4' });
    const rename = await a.patch(`/api/admin/admins/${other.id}`, { username: 'UNIQUE1' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error.fields.username).toBeDefined();
  });

  it('disabling an admin or setting their password ends their sessions', async () => {
    const a = api(ctx);
    const x = await create({ username: 'sessions1' });
    const t1 = await ctx.login('sessions1', 'Password-123');
    const t2 = await ctx.login('sessions1', 'Password-123');
    expect(await homeStatus(t1)).toBe(200);
    expect((await a.patch(`/api/admin/admins/${x.id}`, { status: false })).statusCode).toBe(200);
    expect(await homeStatus(t1)).toBe(401);
    expect(await homeStatus(t2)).toBe(401);
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'sessions1', password: 'Password-123' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(errorMessages.bad_credentials);
    // Enabling again does not bring old sessions back.
    expect((await a.patch(`/api/admin/admins/${x.id}`, { status: true })).statusCode).toBe(200);
    expect(await homeStatus(t1)).toBe(401);
    const t3 = await ctx.login('sessions1', 'Password-123');
    expect((await a.patch(`/api/admin/admins/${x.id}`, { password: 'Another-Pass-1' })).statusCode).toBe(200);
    expect(await homeStatus(t3)).toBe(401);
    expect(await homeStatus(await ctx.login('sessions1', 'Another-Pass-1'))).toBe(200);
    // An unrelated edit keeps the sessions.
    const t4 = await ctx.login('sessions1', 'Another-Pass-1');
    expect((await a.patch(`/api/admin/admins/${x.id}`, { name: 'تازه' })).statusCode).toBe(200);
    expect(await homeStatus(t4)).toBe(200);
  });

  it('an admin cannot delete or disable themself (409)', async () => {
    const a = api(ctx);
    const del = await a.del(`/api/admin/admins/${rootId}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe(errorMessages.cannot_delete_self);
    const off = await a.patch(`/api/admin/admins/${rootId}`, { status: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.message).toBe(errorMessages.cannot_disable_self);
    const victim = await create({ username: 'bulkvictim' });
    expect((await a.post('/api/admin/admins/bulk-delete', { ids: [victim.id, rootId] })).statusCode).toBe(409);
    expect((await a.get(`/api/admin/admins/${victim.id}`)).statusCode).toBe(200);
    expect(await homeStatus(ctx.token)).toBe(200);
  });

  it('keeps at least one active super admin; another active super admin lifts the rule', async () => {
    const managerRole = (await api(ctx).post('/api/admin/roles', { name: 'manager', label: 'مدیر کارکنان', permissions: ['read_admin', 'update_admin', 'delete_admin'] })).json().data.id;
    await create({ username: 'manager1', role_id: managerRole });
    const m = api(ctx, await ctx.login('manager1', 'Password-123'));
    const root = api(ctx);
    const expectLast = (res: { statusCode: number; json: () => any }) => {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(errorMessages.last_super_admin);
    };
    // Only a super admin may manage super admins.
    expect((await m.del(`/api/admin/admins/${rootId}`)).json().error.message).toBe(errorMessages.cannot_manage_super);
    expect((await m.patch(`/api/admin/admins/${rootId}`, { status: false })).statusCode).toBe(403);
    expectLast(await root.patch(`/api/admin/admins/${rootId}`, { role_id: staffRoleId })); // demoting oneself

    // A disabled super admin does not count.
    const second = await create({ username: 'super2', role_id: superRoleId, status: false });
    expectLast(await root.patch(`/api/admin/admins/${rootId}`, { role_id: staffRoleId }));

    // With two active super admins, either may be disabled, demoted or deleted.
    expect((await root.patch(`/api/admin/admins/${second.id}`, { status: true })).statusCode).toBe(200);
    expect((await root.patch(`/api/admin/admins/${second.id}`, { status: false })).statusCode).toBe(200);
    expect((await root.patch(`/api/admin/admins/${second.id}`, { status: true })).statusCode).toBe(200);
    const demoted = await root.patch(`/api/admin/admins/${second.id}`, { role_id: staffRoleId });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().data.role.is_super).toBe(false);
    // Now root is the last one again.
    expectLast(await root.patch(`/api/admin/admins/${rootId}`, { role_id: staffRoleId }));
    expect((await root.patch(`/api/admin/admins/${second.id}`, { role_id: superRoleId })).statusCode).toBe(200);
    expect((await root.del(`/api/admin/admins/${second.id}`)).statusCode).toBe(204);
    expectLast(await root.patch(`/api/admin/admins/${rootId}`, { role_id: staffRoleId }));
    // And the other way round: with a second active super admin, root can demote itself.
    const third = await create({ username: 'super3', role_id: superRoleId });
    const t = api(ctx, await ctx.login('super3', 'Password-123'));
    expect((await root.patch(`/api/admin/admins/${rootId}`, { role_id: staffRoleId })).statusCode).toBe(200);
    expectLast(await t.patch(`/api/admin/admins/${third.id}`, { role_id: staffRoleId }));
    expect((await t.patch(`/api/admin/admins/${rootId}`, { role_id: superRoleId })).statusCode).toBe(200);
    expect(await homeStatus(ctx.token)).toBe(200);
  });

  it('401 without a session, 403 without the permission', async () => {
    expect((await api(ctx, null).get('/api/admin/admins')).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_admin']);
    const r = api(ctx, reader.token);
    expect((await r.get('/api/admin/admins')).statusCode).toBe(200);
    expect((await r.post('/api/admin/admins', { username: 'nope1', password: 'Password-123', role_id: staffRoleId })).statusCode).toBe(403);
    expect((await r.patch(`/api/admin/admins/${rootId}`, { name: 'x' })).statusCode).toBe(403);
    expect((await r.del(`/api/admin/admins/${rootId}`)).statusCode).toBe(403);
    expect((await api(ctx, (await ctx.adminWith(['read_role'])).token).get('/api/admin/admins')).statusCode).toBe(403);
  });
});

describe('no privilege escalation', () => {
  it('a non-super admin cannot grant more than they hold nor touch a super admin', async () => {
    const ctx2 = await setupApp();
    try {
      const su = api(ctx2);
      const manager = await ctx2.adminWith(['read_admin', 'create_admin', 'update_admin', 'delete_admin', 'read_role', 'create_role', 'update_role']);
      const m = api(ctx2, manager.token);
      const roles = (await su.get('/api/admin/roles')).json().data;
      const superRole = roles.find((r: any) => r.is_super);
      // a role with a permission the manager lacks
      expect((await m.post('/api/admin/roles', { name: 'rich', label: 'پرمجوز', permissions: ['read_order'] })).statusCode).toBe(403);
      const small = await m.post('/api/admin/roles', { name: 'small', label: 'کم‌مجوز', permissions: ['read_admin'] });
      expect(small.statusCode).toBe(201);
      const rich = (await su.post('/api/admin/roles', { name: 'rich2', label: 'پرمجوز ۲', permissions: ['read_order'] })).json().data;
      // assigning the super role or a richer role → 403; a role within their own permissions → 201
      expect((await m.post('/api/admin/admins', { username: 'esc1', password: 'Password-123', role_id: superRole.id })).statusCode).toBe(403);
      expect((await m.post('/api/admin/admins', { username: 'esc2', password: 'Password-123', role_id: rich.id })).statusCode).toBe(403);
      const ok = await m.post('/api/admin/admins', { username: 'esc3', password: 'Password-123', role_id: small.json().data.id });
      expect(ok.statusCode).toBe(201);
      // themself to super → 403; editing or deleting the bootstrap super admin → 403
      expect((await m.patch(`/api/admin/admins/${manager.id}`, { role_id: superRole.id })).statusCode).toBe(403);
      expect((await m.patch('/api/admin/admins/1', { name: 'x' })).statusCode).toBe(403);
      expect((await m.del('/api/admin/admins/1')).statusCode).toBe(403);
      // the super admin can
      expect((await su.patch(`/api/admin/admins/${ok.json().data.id}`, { role_id: rich.id })).statusCode).toBe(200);
    } finally {
      await ctx2.close();
    }
  });
});
