import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { orderStatusLabels, paymentMethodLabels } from '@pishkhan/common/i18n/fa/order-labels';
import type { OrderStatus } from '@pishkhan/common/order';
import { listQuery } from '@pishkhan/common/schemas/fields';
import { toAsciiDigits } from '@pishkhan/common/text';
import type { App, Ctx } from '../../lib/app-types';
import { parseId } from '../../lib/crud';
import { notFound } from '../../lib/errors';
import { listAnswer, type ListQ } from '../../lib/list-route';
import { orderDetail } from '../sales/orders/order.read';
import { orders } from '../sales/orders/order.table';
import { BASE } from './accounts/account.routes';
import { CUSTOMER_SECURITY, requireCustomer } from './accounts/account.session';

export const ORDERS_TAG = 'store-account-orders';

const statusLabel = (s: string) => orderStatusLabels[s as OrderStatus] ?? s;
const methodLabel = (m: string | null) => (m ? (paymentMethodLabels[m as keyof typeof paymentMethodLabels] ?? m) : null);
const orderParams = z.object({ id: z.string().max(40) });

/** One order of the customer's list: what the customer sees, never who handled it or the shop's notes. */
const presentRow = (o: typeof orders.$inferSelect) => ({
  id: o.id,
  status: o.status,
  status_label: statusLabel(o.status),
  items_count: o.itemsCount,
  items_quantity: o.itemsQuantity,
  total_items_amount: o.totalItemsAmount,
  discount_amount: o.discountAmount,
  shipping_amount: o.shippingAmount,
  total_amount: o.totalAmount,
  paid_amount: o.paidAmount,
  reserve_until: o.reserveUntil,
  post_tracking_code: o.postTrackingCode,
  created_at: o.createdAt,
});

/**
 * The signed-in customer's own orders (`/api/store/account/orders`): newest first, paged, and one
 * order in full. Another customer's order is "not found". The answer is a white list of the
 * admin's order detail: no admin, no internal note, no barcode or SKU, no audit.
 */
export async function customerOrderRoutes(app: App, ctx: Ctx) {
  const { db } = ctx;
  const signedIn = { config: { public: true }, onRequest: requireCustomer(db) } as const;

  app.get(
    `${BASE}/orders`,
    { ...signedIn, schema: { tags: [ORDERS_TAG], security: CUSTOMER_SECURITY, querystring: listQuery.pick({ page: true, per_page: true }) } },
    async (req, reply) => {
      const customerId = req.customer!.id;
      reply.header('cache-control', 'no-store');
      return listAnswer(
        db,
        {
          filters: () => [eq(orders.customerId, customerId)],
          sort: () => [desc(orders.id)],
          rows: ({ where, order, limit, offset }) => db.select().from(orders).where(where).orderBy(...order).limit(limit).offset(offset),
          count: async ({ where }) => ({ total: (await db.select({ n: count() }).from(orders).where(where))[0]!.n }),
          present: (rows) => rows.map(presentRow),
        },
        req.query as ListQ,
        req,
      );
    },
  );

  app.get(`${BASE}/orders/:id`, { ...signedIn, schema: { tags: [ORDERS_TAG], security: CUSTOMER_SECURITY, params: orderParams } }, async (req, reply) => {
    const id = parseId(toAsciiDigits((req.params as { id: string }).id));
    const [own] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, id), eq(orders.customerId, req.customer!.id)));
    if (!own) throw notFound();
    const d = await orderDetail(db, id, new Set());
    reply.header('cache-control', 'no-store');
    // The status history: the order's creation and each change of status, oldest first.
    const history = d.events
      .filter((e) => e.type === 'created' || e.type === 'status')
      .map((e) => {
        const status = String((e.type === 'created' ? e.data.status : e.data.to) ?? '');
        return { status, status_label: statusLabel(status), at: e.created_at };
      })
      .reverse();
    return {
      data: {
        id: d.id,
        status: d.status,
        status_label: d.status_label,
        created_at: d.created_at,
        address: d.address,
        shipping_method: d.shipping_method ? { name: d.shipping_method.name } : null,
        shipping_amount: d.shipping_amount,
        delivered_at: d.delivered_at,
        coupon_code: d.coupon?.code ?? null,
        items_count: d.items_count,
        items_quantity: d.items_quantity,
        total_items_amount: d.total_items_amount,
        discount_on_items: d.discount_on_items,
        discount_on_coupon: d.discount_on_coupon,
        discount_on_order: d.discount_on_order,
        discount_amount: d.discount_amount,
        total_amount: d.total_amount,
        paid_amount: d.paid_amount,
        returned_amount: d.returned_amount,
        due_amount: d.due_amount,
        reserve_until: d.reserve_until,
        payment_status: d.payment_status,
        payment_status_label: d.payment_status_label,
        payment_method: d.payment_method,
        payment_method_label: d.payment_method_label,
        description: d.description,
        post_tracking_code: d.post_tracking_code,
        items: d.items
          .filter((i) => i.status)
          .map((i) => ({
            id: i.id,
            product_id: i.product_id,
            variant_id: i.variant_id,
            title: i.title,
            variant_title: i.variant_title,
            image_url: i.image_url,
            quantity: i.quantity,
            unit_price: i.unit_price,
            unit_discount: i.unit_discount,
            line_total: i.line_total,
            returned_quantity: i.returned_quantity,
          })),
        payments: d.payments.map((p) => ({ method: p.method, method_label: methodLabel(p.method), amount: p.amount, tracking_code: p.tracking_code, created_at: p.created_at })),
        status_history: history,
      },
    };
  });
}
