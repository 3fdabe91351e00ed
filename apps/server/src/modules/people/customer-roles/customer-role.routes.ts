import { count, eq } from 'drizzle-orm';
import { inUse } from '../../../lib/errors';
import type { ResourceOptions } from '../../../lib/resource-routes';
import { customers } from '../customers/customer.table';

/** Customer roles (the `customer_role` definition): each row shows its members; a role with members is not deleted. */
export const customerRoleOptions: ResourceOptions = {
  counts: { customers_count: customers.roleId },
  inUse: async (tx, row) => {
    const [r] = await tx.select({ n: count() }).from(customers).where(eq(customers.roleId, row.id));
    if (r!.n > 0) throw inUse('role', r!.n, 'customer', true);
  },
};
