import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@pishkhan/common/i18n/fa/errors';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { admins } from './admin.table';
import { roles } from '../roles/role.table';
import { createSession, hashPassword } from '../auth/auth.service';

/**
 * An admin may manage (edit, set the password of, disable, change the role of, delete, end the
 * sessions of) only admins whose role's permissions are within their own; the same for editing or
 * deleting a role. A super admin manages everyone; nobody else touches a super admin.
 */
let ctx: TestContext;
let hash: string;
let superRoleId: number;
let seq = 0;

const STAFF = ['read_admin', 'update_admin', 'delete_admin', 'read_role', 'update_role', 'delete_role'];
/** Permission sets of the actors (besides the super admin) and of the targets. */
const SETS = {
  narrow: [...STAFF],
  wide: [...STAFF, 'read_order', 'credit_wallet'],
  small: ['read_admin'],
  richer: ['read_admin', 'update_setting', 'credit_wallet'],
} as const;
type SetName = keyof typeof SETS | 'super';

beforeAll(async () => {
  ctx = await setupApp();
  hash = await hashPassword('Password-123');
  superRoleId = (await ctx.database.pool.query('select id from roles where is_super')).rows[0].id;
});
afterAll(() => ctx.close());

async function roleOf(set: SetName) {
  if (set === 'super') return superRoleId;
  const [r] = await ctx.database.db
    .insert(roles)
    .values({ name: `m_${set}_${++seq}`, label: `نقش ${seq}`, permissions: [...SETS[set]] })
    .returning();
  return r!.id;
}

/** An admin of a fresh role with this permission set, with a live session. */
async function adminOf(set: SetName) {
  const roleId = await roleOf(set);
  const [a] = await ctx.database.db
    .insert(admins)
    .values({ username: `m${++seq}`, name: `مدیر ${seq}`, passwordHash: hash, roleId })
    .returning();
  return { id: a!.id, roleId, token: await createSession(ctx.database.db, a!.id, null, null) };
}

const adminRow = async (id: number) => (await ctx.database.pool.query('select * from admins where id = $1', [id])).rows[0];
const roleRow = async (id: number) => (await ctx.database.pool.query('select * from roles where id = $1', [id])).rows[0];
const homeStatus = async (token: string) => (await api(ctx, token).get('/api/admin/home')).statusCode;

const isSubset = (inner: readonly string[], outer: readonly string[]) => inner.every((p) => outer.includes(p));
const allowed = (actor: SetName, target: SetName) => actor === 'super' || (target !== 'super' && isSubset(SETS[target], SETS[actor]));

const ACTORS: SetName[] = ['super', 'wide', 'narrow'];
const TARGETS: SetName[] = ['super', 'richer', 'wide', 'narrow', 'small'];

type Action = 'password' | 'status' | 'role_id' | 'name' | 'delete' | 'bulk_delete';
const ACTIONS: Action[] = ['password', 'status', 'role_id', 'name', 'delete', 'bulk_delete'];

describe('managing another admin needs every permission of their role', () => {
  for (const actorSet of ACTORS) {
    it(`actor ${actorSet}: 403 and nothing changed, or done, per target and action`, async () => {
      const actor = await adminOf(actorSet);
      const a = api(ctx, actor.token);
      // A role every actor may hand out (within the narrowest actor's permissions).
      const smallRole = await roleOf('small');
      for (const targetSet of TARGETS) {
        for (const action of ACTIONS) {
          const target = await adminOf(targetSet);
          const before = await adminRow(target.id);
          const res =
            action === 'delete'
              ? await a.del(`/api/admin/admins/${target.id}`)
              : action === 'bulk_delete'
                ? await a.post('/api/admin/admins/bulk-delete', { ids: [target.id] })
                : await a.patch(
                    `/api/admin/admins/${target.id}`,
                    action === 'password'
                      ? { password: 'Taken-Over-1' }
                      : action === 'status'
                        ? { status: false }
                        : action === 'role_id'
                          ? { role_id: smallRole }
                          : { name: 'تغییر' },
                  );
          const label = `${actorSet} → ${targetSet}: ${action}`;
          if (allowed(actorSet, targetSet)) {
            expect(res.statusCode, label).toBe(action === 'delete' ? 204 : 200);
            const after = await adminRow(target.id);
            if (action === 'delete' || action === 'bulk_delete') expect(after, label).toBeUndefined();
            else expect(after, label).not.toEqual(before);
            // A new password or disabling ends the target's sessions.
            if (action === 'password' || action === 'status') expect(await homeStatus(target.token), label).toBe(401);
          } else {
            expect(res.statusCode, label).toBe(403);
            expect(res.json().error.message, label).toBe(targetSet === 'super' ? errorMessages.cannot_manage_super : errorMessages.cannot_manage_richer);
            expect(await adminRow(target.id), label).toEqual(before);
            // The target's session lives on, and the old password still signs in.
            expect(await homeStatus(target.token), label).toBe(200);
          }
        }
      }
    });
  }

  it('a non-super admin may not move a peer into a role beyond their own, nor themself', async () => {
    const actor = await adminOf('narrow');
    const a = api(ctx, actor.token);
    const peer = await adminOf('small');
    const rich = await roleOf('richer');
    expect((await a.patch(`/api/admin/admins/${peer.id}`, { role_id: rich })).statusCode).toBe(403);
    expect((await a.patch(`/api/admin/admins/${actor.id}`, { role_id: rich })).statusCode).toBe(403);
    expect((await a.patch(`/api/admin/admins/${actor.id}`, { role_id: superRoleId })).statusCode).toBe(403);
    expect((await adminRow(peer.id)).role_id).toBe(peer.roleId);
    expect((await adminRow(actor.id)).role_id).toBe(actor.roleId);
  });
});

type RoleAction = 'label' | 'permissions' | 'delete' | 'bulk_delete';
const ROLE_ACTIONS: RoleAction[] = ['label', 'permissions', 'delete', 'bulk_delete'];

describe('editing or deleting a role needs every permission it holds', () => {
  for (const actorSet of ACTORS) {
    it(`actor ${actorSet}: 403 and nothing changed, or done, per role and action`, async () => {
      const actor = await adminOf(actorSet);
      const a = api(ctx, actor.token);
      for (const targetSet of TARGETS) {
        for (const action of ROLE_ACTIONS) {
          const roleId = await roleOf(targetSet);
          const before = await roleRow(roleId);
          const res =
            action === 'delete'
              ? await a.del(`/api/admin/roles/${roleId}`)
              : action === 'bulk_delete'
                ? await a.post('/api/admin/roles/bulk-delete', { ids: [roleId] })
                : await a.patch(`/api/admin/roles/${roleId}`, action === 'label' ? { label: 'تغییر' } : { permissions: ['read_admin'] });
          const label = `${actorSet} → role ${targetSet}: ${action}`;
          if (targetSet === 'super') {
            // The super role is locked for everyone; a non-super admin is told they cannot manage it.
            expect(res.statusCode, label).toBe(actorSet === 'super' ? 409 : 403);
            expect(await roleRow(roleId), label).toEqual(before);
          } else if (allowed(actorSet, targetSet)) {
            expect(res.statusCode, label).toBe(action === 'delete' ? 204 : 200);
            const after = await roleRow(roleId);
            if (action === 'delete' || action === 'bulk_delete') expect(after, label).toBeUndefined();
            // What was asked is what is stored (comparing whole rows would rest on updated_at moving within a millisecond).
            else if (action === 'label') expect(after.label, label).toBe('تغییر');
            else expect(after.permissions, label).toEqual(['read_admin']);
          } else {
            expect(res.statusCode, label).toBe(403);
            expect(res.json().error.message, label).toBe(errorMessages.cannot_manage_richer);
            expect(await roleRow(roleId), label).toEqual(before);
          }
        }
      }
    });
  }

  it('a role edit never grants beyond the actor, even on a role they may manage or their own', async () => {
    const actor = await adminOf('narrow');
    const a = api(ctx, actor.token);
    const small = await roleOf('small');
    const res = await a.patch(`/api/admin/roles/${small}`, { permissions: ['read_admin', 'credit_wallet'] });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(errorMessages.cannot_grant_more);
    expect((await roleRow(small)).permissions).toEqual(['read_admin']);
    expect((await a.patch(`/api/admin/roles/${actor.roleId}`, { permissions: [...SETS.narrow, 'read_order'] })).statusCode).toBe(403);
    expect((await roleRow(actor.roleId)).permissions).toEqual([...SETS.narrow]);
    // Giving up a permission of one's own role is allowed.
    expect((await a.patch(`/api/admin/roles/${actor.roleId}`, { permissions: SETS.narrow.filter((p) => p !== 'delete_role') })).statusCode).toBe(200);
  });
});
