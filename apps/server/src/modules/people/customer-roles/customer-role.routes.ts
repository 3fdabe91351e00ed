import { count, eq } from 'drizzle-orm';
import { peopleMessage } from '@pishkhan/common/i18n/fa/people-messages';
import { toPersianDigits } from '@pishkhan/common/text';
import { AppError } from '../../../lib/errors';
import type { ResourceOptions } from '../../../lib/resource-routes';
import { customers } from '../customers/customer.table';

/** Customer roles (the `customer_role` definition): each row shows its members; a role with members is not deleted. */
export const customerRoleOptions: ResourceOptions = {
  counts: { customers_count: customers.roleId },
  inUse: async (tx, row) => {
    const [r] = await tx.select({ n: count() }).from(customers).where(eq(customers.roleId, row.id));
    if (r!.n > 0) throw new AppError(409, 'conflict', peopleMessage('role_in_use', { count: toPersianDigits(r!.n) }));
  },
};
