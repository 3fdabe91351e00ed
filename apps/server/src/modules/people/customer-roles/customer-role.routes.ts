import { count, eq, inArray, sql } from 'drizzle-orm';
import { peopleMessage } from '@pishkhan/common/i18n/fa/people-messages';
import { customerRoleCreate, type CustomerRoleCreate } from '@pishkhan/common/schemas/people.schema';
import { toPersianDigits } from '@pishkhan/common/text';
import { crudRoutes } from '../../../lib/crud';
import { AppError } from '../../../lib/errors';
import { customers } from '../customers/customer.table';
import { customerRoles } from './customer-role.table';

type Row = typeof customerRoles.$inferSelect;

/** Customer roles (feature customer_roles); permissions of customers. Delete refused while a customer has the role. */
export const customerRoleRoutes = crudRoutes<Row, CustomerRoleCreate>({
  path: '/api/admin/customer-roles',
  resource: 'customer',
  entity: 'customer_role',
  tag: 'customer-roles',
  feature: 'customer_roles',
  table: customerRoles,
  create: customerRoleCreate,
  search: sql`fa_norm(${customerRoles.name})`,
  sorts: { id: customerRoles.id, name: customerRoles.name, created_at: customerRoles.createdAt },
  defaultSort: 'name',
  persianSort: ['name'],
  present: async (db, rows) => {
    const ids = rows.map((r) => r.id);
    const counts = ids.length
      ? await db.select({ roleId: customers.roleId, n: count() }).from(customers).where(inArray(customers.roleId, ids)).groupBy(customers.roleId)
      : [];
    const byId = new Map(counts.map((c) => [c.roleId, c.n]));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      see_unpublished: r.seeUnpublished,
      customers_count: byId.get(r.id) ?? 0,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    }));
  },
  toValues: (b) => ({
    ...(b.name !== undefined && { name: b.name }),
    ...(b.description !== undefined && { description: b.description }),
    ...(b.see_unpublished !== undefined && { seeUnpublished: b.see_unpublished }),
  }),
  unique: { customer_roles_name_uq: 'name' },
  beforeDelete: async (tx, row) => {
    const [r] = await tx.select({ n: count() }).from(customers).where(eq(customers.roleId, row.id));
    if (r!.n > 0) throw new AppError(409, 'conflict', peopleMessage('role_in_use', { count: toPersianDigits(r!.n) }));
  },
});
