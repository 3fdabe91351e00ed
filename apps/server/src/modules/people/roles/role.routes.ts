import { count, eq, inArray, sql } from 'drizzle-orm';
import { roleCreate } from '@pishkhan/common/schemas/platform.schema';
import { PERMISSION_GROUPS } from '@pishkhan/common/permissions';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { crudRoutes } from '../../../lib/crud';
import { assertCanGrant, assertCanManage, conflict, inUse } from '../../../lib/errors';
import { admins } from '../admins/admin.table';
import { sessionCacheOf } from '../auth/session-cache';
import { roles } from './role.table';

type Row = typeof roles.$inferSelect;

export const roleRoutes = crudRoutes<Row, z.infer<typeof roleCreate>>({
  path: '/api/admin/roles',
  resource: 'role',
  entity: 'role',
  tag: 'roles',
  table: roles,
  create: roleCreate,
  // Normalised like every search key, so Arabic ye/kaf and any letter case match (few rows: no index needed).
  search: sql`fa_norm(${roles.name} || ' ' || ${roles.label})`,
  sorts: { id: roles.id, name: roles.name, label: roles.label, created_at: roles.createdAt },
  defaultSort: 'id',
  persianSort: ['label'],
  present: async (db, rows) => {
    const ids = rows.map((r) => r.id);
    const counts = ids.length ? await db.select({ id: admins.roleId, n: count() }).from(admins).where(inArray(admins.roleId, ids)).groupBy(admins.roleId) : [];
    const byId = new Map(counts.map((c) => [c.id, c.n]));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      label: r.label,
      is_super: r.isSuper,
      permissions: r.permissions,
      admins_count: byId.get(r.id) ?? 0,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    }));
  },
  toValues: (b) => ({
    ...(b.name !== undefined && { name: b.name }),
    ...(b.label !== undefined && { label: b.label }),
    ...(b.permissions !== undefined && { permissions: [...new Set(b.permissions)].sort() }),
  }),
  unique: { roles_name_unique: 'name' },
  beforeWrite: async (tx, values, existing, req) => {
    if (existing) assertCanManage(req.admin!, req.permissions!, existing);
    if (existing?.isSuper) throw conflict('super_role_locked');
    if (!existing && values.name === undefined) values.name = await generatedRoleName(tx);
    const permissions = (values.permissions as string[] | undefined) ?? existing?.permissions ?? [];
    assertCanGrant(req.admin!, req.permissions!, { isSuper: false, permissions });
  },
  // This node forgets the role's sessions now; the others when the change is announced at commit.
  afterWrite: async (_tx, before, _after, req) => {
    if (before) sessionCacheOf(req.server.server).invalidate(`role:${before.id}`);
  },
  beforeDelete: async (tx, row, req) => {
    assertCanManage(req.admin!, req.permissions!, row);
    if (row.isSuper) throw conflict('super_role_locked');
    const [c] = await tx.select({ n: count() }).from(admins).where(eq(admins.roleId, row.id));
    if (c!.n > 0) throw inUse('role', c!.n, 'admin', true);
  },
});

/** A new role's Latin name when the admin gives only its Persian title: role-<n>, the first n free. */
async function generatedRoleName(tx: Tx): Promise<string> {
  const [r] = await tx.select({ n: sql<number>`coalesce(max(${roles.id}), 0)::int` }).from(roles);
  for (let n = r!.n + 1; ; n++) {
    const name = `role-${n}`;
    const [taken] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
    if (!taken) return name;
  }
}

/** The permission catalogue with Persian labels, grouped like the menu. */
export async function permissionRoutes(app: App, _ctx: Ctx) {
  app.get('/api/admin/permissions', { config: { permission: ['read_role', 'create_role', 'update_role'] }, schema: { tags: ['roles'] } }, async () => ({
    data: PERMISSION_GROUPS,
  }));
}
