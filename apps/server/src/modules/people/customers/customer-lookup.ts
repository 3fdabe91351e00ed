/**
 * The customer the shop's counter finds by mobile, with their wallet, their role (what the counter
 * prices for; null while the customer_roles feature is off) and what they bought online and in store.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isFeatureOn } from '@pishkhan/common/features';
import { ACTIVE_ORDER_STATUSES } from '@pishkhan/common/order';
import type { DbOrTx } from '../../../db/client';
import { orders } from '../../sales/orders/order.table';
import { miniOrders } from '../../shop/shop.table';
import { featureState } from '../../system/settings/setting.service';
import { walletOf } from '../../wallet/wallets/wallet.service';
import { customerRoles } from '../customer-roles/customer-role.table';
import { customerFullName } from './customer.service';
import { customers } from './customer.table';

export async function customerLookup(db: DbOrTx, mobile: string) {
  const [c] = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      mobile: customers.mobile,
      status: customers.status,
      roleId: customerRoles.id,
      roleName: customerRoles.name,
      rolePercent: customerRoles.discountPercent,
    })
    .from(customers)
    .leftJoin(customerRoles, eq(customerRoles.id, customers.roleId))
    .where(eq(customers.mobile, mobile));
  if (!c) return { customer: null, stats: null };
  const role = c.roleId !== null && isFeatureOn(await featureState(db), 'customer_roles') ? { id: c.roleId, name: c.roleName!, discount_percent: c.rolePercent! } : null;
  const wallet = await walletOf(db, c.id);
  const [online] = await db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      // What counts as spent: the total less goods taken back (as the customer page counts it).
      sum: sql<number>`coalesce(sum(${orders.totalAmount} - ${orders.returnedAmount}), 0)`.mapWith(Number),
      last: sql<Date | null>`max(${orders.createdAt})`,
    })
    .from(orders)
    .where(and(eq(orders.customerId, c.id), inArray(orders.status, [...ACTIVE_ORDER_STATUSES])));
  const [shop] = await db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      sum: sql<number>`coalesce(sum(${miniOrders.total}), 0)`.mapWith(Number),
      last: sql<Date | null>`max(${miniOrders.createdAt})`,
    })
    .from(miniOrders)
    .where(and(eq(miniOrders.customerId, c.id), eq(miniOrders.status, 'completed')));
  const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
  return {
    customer: { id: c.id, name: customerFullName(c) || null, mobile: c.mobile, status: c.status, wallet: wallet.balance, gift_balance: wallet.gift_balance, role },
    stats: {
      online: { orders_count: online!.n, orders_total: online!.sum, last_order_at: iso(online!.last) },
      shop: { sales_count: shop!.n, sales_total: shop!.sum, last_sale_at: iso(shop!.last) },
    },
  };
}
