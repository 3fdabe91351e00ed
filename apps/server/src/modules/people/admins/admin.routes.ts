import { and, eq, ne, inArray } from 'drizzle-orm';
import { adminCreate } from '@pishkhan/common/schemas/platform.schema';
import { ruleMessage } from '@pishkhan/common/validation';
import { labels } from '@pishkhan/common/i18n/fa/labels';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import { crudRoutes } from '../../../lib/crud';
import type { FastifyRequest } from 'fastify';
import { assertCanGrant, assertCanManage, conflict, validation } from '../../../lib/errors';
import { boolParam, intParam } from '../../../lib/list';
import { hashPassword, revokeOtherSessions } from '../auth/auth.service';
import { sessionCacheOf } from '../auth/session-cache';
import { roles } from '../roles/role.table';
import { presentAdmin } from './admin.present';
import { admins } from './admin.table';

type Row = typeof admins.$inferSelect;

/** Active super admins other than `exceptId`, locked so two demotions cannot both pass. */
async function otherActiveSupers(tx: Tx, exceptId: number) {
  const rows = await tx
    .select({ id: admins.id })
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(and(eq(roles.isSuper, true), eq(admins.status, true), ne(admins.id, exceptId)))
    .for('update', { of: admins });
  return rows.length;
}

async function isSuperRole(tx: Tx, roleId: number) {
  const [r] = await tx.select({ isSuper: roles.isSuper }).from(roles).where(eq(roles.id, roleId));
  return r?.isSuper;
}

/**
 * A non-super admin may only manage admins whose role's permissions they all hold (never a super
 * admin), and only hand out a role within their own permissions.
 */
async function assertManageable(tx: Tx, req: FastifyRequest, targetRoleId: number | undefined, newRoleId: number | undefined) {
  if (req.admin!.role.isSuper) return;
  if (targetRoleId !== undefined) {
    const [r] = await tx.select().from(roles).where(eq(roles.id, targetRoleId));
    if (r) assertCanManage(req.admin!, req.permissions!, r);
  }
  if (newRoleId !== undefined) {
    const [r] = await tx.select().from(roles).where(eq(roles.id, newRoleId));
    if (r) assertCanGrant(req.admin!, req.permissions!, r);
  }
}

export const adminRoutes = crudRoutes<Row, z.infer<typeof adminCreate>>({
  path: '/api/admin/admins',
  resource: 'admin',
  entity: 'admin',
  tag: 'admins',
  table: admins,
  create: adminCreate,
  search: admins.search,
  filters: (q) => [
    boolParam(q.status) === undefined ? undefined : eq(admins.status, boolParam(q.status)!),
    intParam(q.role_id) === undefined ? undefined : eq(admins.roleId, intParam(q.role_id)!),
  ],
  sorts: { id: admins.id, username: admins.username, name: admins.name, last_login_at: admins.lastLoginAt, created_at: admins.createdAt },
  defaultSort: '-created_at',
  persianSort: ['name'],
  present: async (db, rows) => {
    const ids = [...new Set(rows.map((r) => r.roleId))];
    const rs = ids.length ? await db.select().from(roles).where(inArray(roles.id, ids)) : [];
    const byId = new Map(rs.map((r) => [r.id, r]));
    return rows.map((a) => presentAdmin(a, byId.get(a.roleId)));
  },
  toValues: (b) => ({
    ...(b.username !== undefined && { username: b.username }),
    ...(b.name !== undefined && { name: b.name }),
    ...(b.email !== undefined && { email: b.email }),
    ...(b.mobile !== undefined && { mobile: b.mobile }),
    ...(b.password !== undefined && { password: b.password }),
    ...(b.role_id !== undefined && { roleId: b.role_id }),
    ...(b.status !== undefined && { status: b.status }),
  }),
  unique: { admins_username_uq: 'username', admins_email_uq: 'email', admins_mobile_uq: 'mobile' },
  beforeWrite: async (tx, values, existing, req) => {
    if (typeof values.roleId === 'number') {
      const s = await isSuperRole(tx, values.roleId);
      if (s === undefined) throw validation({ role_id: ruleMessage('oneOf', labels.admin.role_id) });
    }
    if (typeof values.password === 'string') {
      values.passwordHash = await hashPassword(values.password);
      values.passwordChangedAt = new Date();
    }
    delete values.password;
    await assertManageable(tx, req, existing?.roleId, values.roleId as number | undefined);
    if (existing) {
      if (existing.id === req.admin!.id && values.status === false) throw conflict('cannot_disable_self');
      const wasSuper = existing.status && (await isSuperRole(tx, existing.roleId));
      const willBeSuper = (values.status ?? existing.status) && (await isSuperRole(tx, (values.roleId as number) ?? existing.roleId));
      if (wasSuper && !willBeSuper && (await otherActiveSupers(tx, existing.id)) === 0) throw conflict('last_super_admin');
    }
  },
  afterWrite: async (tx, before, after, req) => {
    // Disabling an admin or setting a new password ends their sessions.
    if (before && after && ((before.status && !after.status) || before.passwordHash !== after.passwordHash)) await revokeOtherSessions(tx, after.id);
    // This node forgets them now; the others when the change is announced at commit.
    if (before) sessionCacheOf(req.server.server).invalidate(`admin:${before.id}`);
  },
  beforeDelete: async (tx, row, req) => {
    if (row.id === req.admin!.id) throw conflict('cannot_delete_self');
    await assertManageable(tx, req, row.roleId, undefined);
    if (row.status && (await isSuperRole(tx, row.roleId)) && (await otherActiveSupers(tx, row.id)) === 0) throw conflict('last_super_admin');
  },
});
