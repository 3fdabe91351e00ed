import { sql, type SQL } from 'drizzle-orm';
import { orderStatusLabels } from '@pishkhan/common/i18n/fa/order-labels';
import { saleStatusLabels } from '@pishkhan/common/i18n/fa/shop-labels';
import { ACTIVE_ORDER_STATUSES, type OrderStatus } from '@pishkhan/common/order';
import type { ListQuery } from '@pishkhan/common/schemas/fields';
import type { DbOrTx } from '../../../db/client';
import { meta, pageOf } from '../../../lib/list';
import { miniOrders } from '../../shop/shop.table';
import { orders } from './order.table';

/**
 * A customer's purchases for their page: online orders (with read_order) and in-store sales (with
 * mini_order, which the shop switch takes away), newest first, paged, with counts and totals.
 * What counts: orders in an active status (new, in progress, shipped, received, reserved — not
 * waiting for payment, canceled or failed) at their total less returned goods; sales not voided at
 * their total (sales less goods taken back less discount).
 */
export async function customerPurchases(db: DbOrTx, customerId: number, q: ListQuery, perms: Set<string>) {
  const online = perms.has('read_order');
  const inStore = perms.has('mini_order');
  const active = sql.join(
    ACTIVE_ORDER_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const parts: SQL[] = [];
  if (online)
    parts.push(sql`select 'order' as kind, ${orders.id} as id, ${orders.createdAt} as created_at, ${orders.status} as status, ${orders.itemsQuantity} as quantity,
      ${orders.totalAmount} - ${orders.returnedAmount} as amount, ${orders.status} in (${active}) as counted
      from ${orders} where ${orders.customerId} = ${customerId}`);
  if (inStore)
    parts.push(sql`select 'sale' as kind, ${miniOrders.id} as id, ${miniOrders.createdAt} as created_at, ${miniOrders.status} as status, ${miniOrders.saleQuantity} as quantity,
      ${miniOrders.total} as amount, ${miniOrders.status} = 'completed' as counted
      from ${miniOrders} where ${miniOrders.customerId} = ${customerId}`);
  const { page, perPage, offset } = pageOf(q);
  const none = { count: 0, total: 0 };
  if (!parts.length) return { data: [], meta: meta(page, perPage, 0, 0), summary: { online: null, in_store: null, count: 0, total: 0 } };
  const union = sql.join(parts, sql` union all `);
  const rows = (
    await db.execute(sql`select kind, id, created_at, status, quantity, amount::bigint as amount, counted from (${union}) p order by created_at desc, id desc limit ${perPage} offset ${offset}`)
  ).rows as { kind: 'order' | 'sale'; id: string | number; created_at: string | Date; status: string; quantity: number; amount: string | number; counted: boolean }[];
  const sums = (
    await db.execute(
      sql`select kind, count(*)::int as n, count(*) filter (where counted)::int as counted, coalesce(sum(amount) filter (where counted), 0)::bigint as total from (${union}) p group by kind`,
    )
  ).rows as { kind: 'order' | 'sale'; n: number; counted: number; total: string | number }[];
  const of = (kind: 'order' | 'sale') => {
    const r = sums.find((x) => x.kind === kind);
    return r ? { count: Number(r.counted), total: Number(r.total), all: Number(r.n) } : { ...none, all: 0 };
  };
  const o = online ? of('order') : null;
  const s = inStore ? of('sale') : null;
  const listed = (o?.all ?? 0) + (s?.all ?? 0);
  return {
    data: rows.map((r) => ({
      kind: r.kind,
      id: Number(r.id),
      created_at: new Date(r.created_at).toISOString(),
      status: r.status,
      status_label: r.kind === 'order' ? (orderStatusLabels[r.status as OrderStatus] ?? r.status) : (saleStatusLabels[r.status as keyof typeof saleStatusLabels] ?? r.status),
      quantity: Number(r.quantity),
      amount: Number(r.amount),
      counted: !!r.counted,
    })),
    meta: meta(page, perPage, listed, rows.length),
    summary: {
      online: o ? { count: o.count, total: o.total } : null,
      in_store: s ? { count: s.count, total: s.total } : null,
      count: (o?.count ?? 0) + (s?.count ?? 0),
      total: (o?.total ?? 0) + (s?.total ?? 0),
    },
  };
}
