import { and, count, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { orderExportHeaders as H, orderMessage, orderStatusLabels, paymentMethodLabels } from '@pishkhan/common/i18n/fa/order-labels';
import { ORDER_STATUSES, WAITING_ORDER_STATUSES, type OrderStatus } from '@pishkhan/common/order';
import { listQuery, type ListQuery } from '@pishkhan/common/schemas/fields';
import {
  orderBulkStatus,
  orderCreate,
  orderItemAdd,
  orderItemUpdate,
  orderNote,
  orderPaymentRecord,
  orderPreview,
  orderReturnComplete,
  orderReturnCreate,
  orderStatusChange,
  orderUpdate,
  orderVariantsQuery,
} from '@pishkhan/common/schemas/order.schema';
import { toAsciiDigits } from '@pishkhan/common/text';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { actorOf } from '../../../lib/audit';
import { countCache } from '../../../lib/count-cache';
import { registerWidget } from '../../../lib/dashboard';
import { exportRoute } from '../../../lib/export-route';
import { AppError, notFound } from '../../../lib/errors';
import { allOf, countRows, dateParam, idsParam, intParam } from '../../../lib/list';
import { listRoute, sortOf, type ListQ } from '../../../lib/list-route';
import { products, variants } from '../../catalog/products/product.table';
import { customerFullName, customerHistoryChecks } from '../../people/customers/customer.service';
import { customers } from '../../people/customers/customer.table';
import { shippingMethods } from '../../shipping/shipping-methods/shipping-method.table';
import { shopDetails } from '../../system/settings/setting.service';
import { customerRoleId, pickedVariant, priceLines } from '../pricing/pricing.service';
import { variantsByName } from '../pricing/variant-search';
import { customerPurchases } from './customer-purchases';
import { isCommonName, orderTextSearch } from './order-search';
import { cancelReturn, completeReturn, requestReturn } from './order-return.service';
import { createOrder, previewOrder } from './order.create';
import { addItem, addNote, changeStatus, recordPayment, removeItem, setItemQuantity, updateOrder } from './order.lifecycle';
import { customerHasOrders, orderDetail, orderDetails, paymentState } from './order.read';
import { orderItems, orderPayments, orders } from './order.table';
import { clearOnInbox } from '../../system/notifications/notification.service';

const TAG = 'orders';
const PATH = '/api/admin/orders';
const SORT = { keys: { id: orders.id, total_amount: orders.totalAmount, created_at: orders.createdAt }, fallback: '-id' };
export const PRINT_MAX = 200;

const counts = countCache(3_000);
export const clearOrderCounts = counts.clear;
// An order placed, paid or moved on any server (the storefront's checkout and payments, the release of
// unpaid orders, another admin): the tab counts and the dashboard's waiting counts are stale at once.
clearOnInbox('orders', counts.clear);

const idParam = z.object({ id: z.string() });
const itemParams = z.object({ id: z.string(), itemId: z.string() });
const returnParams = z.object({ id: z.string(), returnId: z.string() });
const num = (v: string) => {
  const n = Number(toAsciiDigits(v));
  if (!Number.isSafeInteger(n) || n <= 0) throw notFound();
  return n;
};

/** The list's filters but `status` (the tabs' counts use these). */
export function orderFilters(db: DbOrTx, q: Record<string, unknown>): (SQL | undefined)[] {
  const int = (k: string) => intParam(q[k]);
  const from = dateParam(q.from);
  const to = dateParam(q.to);
  const tracking = typeof q.tracking_code === 'string' ? toAsciiDigits(q.tracking_code.trim()) : '';
  return [
    // First: the list's page puts its own form of the search here (orderTextSearch).
    orderTextSearch(db, q.q),
    int('customer_id') === undefined ? undefined : eq(orders.customerId, int('customer_id')!),
    int('province_id') === undefined ? undefined : eq(orders.provinceId, int('province_id')!),
    int('city_id') === undefined ? undefined : eq(orders.cityId, int('city_id')!),
    int('product_id') === undefined ? undefined : inArray(orders.id, db.select({ id: orderItems.orderId }).from(orderItems).where(eq(orderItems.productId, int('product_id')!))),
    int('variant_id') === undefined ? undefined : inArray(orders.id, db.select({ id: orderItems.orderId }).from(orderItems).where(eq(orderItems.variantId, int('variant_id')!))),
    int('shipping_method_id') === undefined ? undefined : eq(orders.shippingMethodId, int('shipping_method_id')!),
    from ? gte(orders.createdAt, from) : undefined,
    to ? lte(orders.createdAt, to) : undefined,
    int('amount_min') === undefined ? undefined : gte(orders.totalAmount, int('amount_min')!),
    int('amount_max') === undefined ? undefined : lte(orders.totalAmount, int('amount_max')!),
    tracking
      ? or(inArray(orders.id, db.select({ id: orderPayments.orderId }).from(orderPayments).where(eq(orderPayments.trackingCode, tracking))), eq(orders.postTrackingCode, tracking))
      : undefined,
    idsParam(q.ids) ? inArray(orders.id, idsParam(q.ids)!.length ? idsParam(q.ids)! : [0]) : undefined,
  ];
}

const statusFilter = (q: Record<string, unknown>) =>
  typeof q.status === 'string' && q.status ? ((ORDER_STATUSES as readonly string[]).includes(q.status) ? eq(orders.status, q.status) : sql`false`) : undefined;

/** One page: ids from the index first (a deep page skips index entries), then the rows with their customer and method. */
async function listPage(db: DbOrTx, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  const ids = db.select({ id: orders.id }).from(orders).where(where).orderBy(...order).limit(limit).offset(offset);
  const rows = await db
    .select({ o: orders, c: { id: customers.id, firstName: customers.firstName, lastName: customers.lastName, mobile: customers.mobile }, method: shippingMethods.name })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(shippingMethods, eq(shippingMethods.id, orders.shippingMethodId))
    .where(inArray(orders.id, ids))
    .orderBy(...order);
  return rows.map(({ o, c, method }) => ({
    id: o.id,
    status: o.status,
    status_label: orderStatusLabels[o.status as OrderStatus] ?? o.status,
    created_at: o.createdAt,
    customer: c?.id ? { id: c.id, name: customerFullName(c), mobile: c.mobile } : null,
    receiver: o.address ? `${o.address.first_name} ${o.address.last_name}` : null,
    province: o.address?.province ?? null,
    city: o.address?.city ?? null,
    items_quantity: o.itemsQuantity,
    total_amount: o.totalAmount,
    paid_amount: o.paidAmount,
    ...paymentState(o),
    payment_method: o.paymentMethod,
    shipping_method: o.shippingMethodId ? { id: o.shippingMethodId, name: method ?? '' } : null,
    post_tracking_code: o.postTrackingCode,
  }));
}

/** What the list's tabs show: the count per status under every filter but the status. */
async function statusCounts(db: DbOrTx, base: (SQL | undefined)[]) {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).where(allOf(base)).groupBy(orders.status);
  const out: Record<string, number> = { all: 0, ...Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) };
  for (const r of rows) {
    out[r.status] = r.n;
    out.all! += r.n;
  }
  return out;
}

// A customer with orders is deactivated, not deleted.
customerHistoryChecks.push(customerHasOrders);

export async function orderRoutes(app: App, ctx: Ctx) {
  const { db } = ctx;
  app.addHook('onResponse', async (req) => {
    if (req.method !== 'GET' && req.url.startsWith(PATH)) clearOrderCounts();
  });

  listRoute(app, db, {
    path: PATH,
    config: { permission: 'read_order' },
    tag: TAG,
    filters: (q) => [...orderFilters(db, q), statusFilter(q)],
    sort: SORT,
    // A common name: the page reads orders in its order against a hashed set of the customers, stopping at the page.
    rows: async ({ where, conditions, order, limit, offset, q }) =>
      listPage(db, (await isCommonName(db, q.q)) ? allOf([orderTextSearch(db, q.q, true), ...conditions.slice(1)]) : where, order, limit, offset),
    // The status tabs count under every filter but the status (the last condition).
    count: async ({ where, conditions, q }) => {
      const key = JSON.stringify(['orders', ...['q', 'customer_id', 'province_id', 'city_id', 'product_id', 'variant_id', 'shipping_method_id', 'from', 'to', 'amount_min', 'amount_max', 'tracking_code', 'ids'].map((k) => q[k])]);
      const tabCounts = await counts.get(key, () => statusCounts(db, conditions.slice(0, -1)));
      const status = typeof q.status === 'string' && q.status ? q.status : 'all';
      return { total: tabCounts[status] ?? (await countRows(db, orders, where)).total, body: { counts: tabCounts } };
    },
  });

  // The dashboard: orders waiting for their next step (counted on the status index, only the waiting
  // statuses) and the latest orders, as the list shows them.
  registerWidget(app, {
    key: 'order_queue',
    permission: 'read_order',
    order: 30,
    load: () =>
      counts.get('dashboard-waiting', async () => {
        const rows = await db.select({ status: orders.status, n: count() }).from(orders).where(inArray(orders.status, [...WAITING_ORDER_STATUSES])).groupBy(orders.status);
        const out = Object.fromEntries(WAITING_ORDER_STATUSES.map((s) => [s, 0])) as Record<string, number>;
        for (const r of rows) out[r.status] = r.n;
        return out;
      }),
  });
  registerWidget(app, {
    key: 'latest_orders',
    permission: 'read_order',
    order: 46,
    load: () => listPage(db, undefined, [sql`${orders.id} desc`], 6, 0),
  });

  exportRoute(app, {
    path: `${PATH}/export`,
    config: { permission: 'read_order' },
    tag: TAG,
    rows: (q: ListQ, limit, offset) =>
      db
        .select({ o: orders, firstName: customers.firstName, lastName: customers.lastName, mobile: customers.mobile, method: shippingMethods.name })
        .from(orders)
        .leftJoin(customers, eq(customers.id, orders.customerId))
        .leftJoin(shippingMethods, eq(shippingMethods.id, orders.shippingMethodId))
        .where(allOf([...orderFilters(db, q), statusFilter(q)]))
        .orderBy(...sortOf(SORT, q))
        .limit(limit).offset(offset),
    file: 'orders',
    sheet: H.sheet,
    columns: [
      { header: H.id, key: 'id', width: 10 },
      { header: H.created_at, key: 'created_at', width: 18, kind: 'date' },
      { header: H.status, key: 'status', width: 14 },
      { header: H.customer, key: 'customer', width: 22 },
      { header: H.mobile, key: 'mobile', width: 14, kind: 'text' },
      { header: H.receiver, key: 'receiver', width: 22 },
      { header: H.province, key: 'province', width: 14 },
      { header: H.city, key: 'city', width: 14 },
      { header: H.address, key: 'address', width: 40 },
      { header: H.postal_code, key: 'postal_code', width: 12, kind: 'text' },
      { header: H.items_quantity, key: 'items_quantity', width: 10 },
      { header: H.total_items_amount, key: 'total_items_amount', width: 14, kind: 'money' },
      { header: H.discount_amount, key: 'discount_amount', width: 14, kind: 'money' },
      { header: H.shipping_amount, key: 'shipping_amount', width: 14, kind: 'money' },
      { header: H.total_amount, key: 'total_amount', width: 14, kind: 'money' },
      { header: H.paid_amount, key: 'paid_amount', width: 14, kind: 'money' },
      { header: H.payment_method, key: 'payment_method', width: 12 },
      { header: H.shipping_method, key: 'shipping_method', width: 16 },
      { header: H.post_tracking_code, key: 'post_tracking_code', width: 20, kind: 'text' },
    ],
    toRow: ({ o, firstName, lastName, mobile, method }) => ({
      id: o.id,
      created_at: o.createdAt,
      status: orderStatusLabels[o.status as OrderStatus] ?? o.status,
      customer: customerFullName({ firstName, lastName }),
      mobile,
      receiver: o.address ? `${o.address.first_name} ${o.address.last_name}` : '',
      province: o.address?.province ?? '',
      city: o.address?.city ?? '',
      address: o.address?.address ?? '',
      postal_code: o.address?.postal_code ?? '',
      items_quantity: o.itemsQuantity,
      total_items_amount: o.totalItemsAmount,
      discount_amount: o.discountAmount,
      shipping_amount: o.shippingAmount,
      total_amount: o.totalAmount,
      paid_amount: o.paidAmount,
      payment_method: o.paymentMethod ? (paymentMethodLabels[o.paymentMethod as keyof typeof paymentMethodLabels] ?? o.paymentMethod) : '',
      shipping_method: method ?? '',
      post_tracking_code: o.postTrackingCode ?? '',
    }),
  });

  app.get(
    `${PATH}/variants`,
    { config: { permission: ['create_order', 'update_order'] }, schema: { tags: [TAG], querystring: orderVariantsQuery } },
    async (req) => {
      const q = req.query as { q?: string; barcode?: string; customer_id?: number };
      const barcode = q.barcode ? toAsciiDigits(q.barcode.trim()) : '';
      const found = barcode
        ? (
            await db
              .select({ id: variants.id })
              .from(variants)
              .innerJoin(products, eq(products.id, variants.productId))
              .where(and(or(eq(variants.barcode, barcode), sql`lower(${variants.sku}) = lower(${barcode})`), isNull(variants.archivedAt), isNull(products.archivedAt)))
              .limit(20)
          ).map((f) => f.id)
        : await variantsByName(db, q.q);
      if (!found.length) return { data: [] };
      // Priced for the order's customer (their role's price when lower), as the preview prices them.
      const priced = await priceLines(db, found.map((id) => ({ variant_id: id, quantity: 1 })), new Date(), { roleId: await customerRoleId(db, q.customer_id) });
      return {
        data: priced.map((l) => ({
          ...pickedVariant(l),
          max_per_order: l.max_per_order,
          status: l.variant_status,
          unit_price: l.unit_price,
          unit_discount: l.unit_discount,
          discount_source: l.discount_source,
          final_price: l.unit_price - l.unit_discount,
        })),
      };
    },
  );

  app.get(
    `${PATH}/print`,
    { config: { permission: 'read_order' }, schema: { tags: [TAG], querystring: z.looseObject({ ids: z.string().optional() }) } },
    async (req) => {
      const ids = idsParam((req.query as { ids?: string }).ids) ?? [];
      if (!ids.length) return { data: { shop: await shopDetails(db), orders: [] } };
      if (ids.length > PRINT_MAX) throw new AppError(422, 'too_many_ids', orderMessage('too_many_ids', { max: PRINT_MAX }), { ids: orderMessage('too_many_ids', { max: PRINT_MAX }) });
      const [shop, list] = await Promise.all([shopDetails(db), orderDetails(db, ids, new Set())]);
      return { data: { shop, orders: list } };
    },
  );

  app.post(`${PATH}/preview`, { config: { permission: 'create_order', audit: false }, schema: { tags: [TAG], body: orderPreview } }, async (req) => {
    return { data: await previewOrder(db, req.body) };
  });

  app.get(`${PATH}/:id`, { config: { permission: 'read_order' }, schema: { tags: [TAG], params: idParam } }, async (req) => ({
    data: await orderDetail(db, num(req.params.id), req.permissions!),
  }));

  app.post(`${PATH}`, { config: { permission: 'create_order' }, schema: { tags: [TAG], body: orderCreate } }, async (req, reply) => {
    const b = req.body;
    if (b.discount_on_order && !req.permissions!.has('discount_order'))
      throw new AppError(403, 'discount_forbidden', orderMessage('discount_forbidden'), { discount_on_order: orderMessage('discount_forbidden') });
    const id = await db.transaction((tx) => createOrder(tx, actorOf(req), b));
    return reply.status(201).send({ data: await orderDetail(db, id, req.permissions!) });
  });

  app.patch(`${PATH}/:id`, { config: { permission: 'update_order' }, schema: { tags: [TAG], params: idParam, body: orderUpdate } }, async (req) => {
    const id = num(req.params.id);
    await db.transaction((tx) => updateOrder(tx, actorOf(req), req.permissions!, id, req.body));
    return { data: await orderDetail(db, id, req.permissions!) };
  });

  app.put(`${PATH}/:id/status`, { config: { permission: 'change_order_status' }, schema: { tags: [TAG], params: idParam, body: orderStatusChange } }, async (req) => {
    const id = num(req.params.id);
    const b = req.body;
    await db.transaction((tx) => changeStatus(tx, actorOf(req), id, b.status, { note: b.note, noCharge: b.no_charge, payment: b.payment, trackingCode: b.post_tracking_code }));
    return { data: await orderDetail(db, id, req.permissions!) };
  });

  app.post(`${PATH}/status`, { config: { permission: 'change_order_status' }, schema: { tags: [TAG], body: orderBulkStatus } }, async (req) => {
    const { ids, status, tracking_codes } = req.body;
    const codes = new Map<number, string>();
    for (const [i, t] of (tracking_codes ?? []).entries()) {
      const field = `tracking_codes.${i}.code`;
      if (status !== 'delivered') throw new AppError(422, 'tracking_wrong_status', orderMessage('tracking_wrong_status', { status: orderStatusLabels[status as OrderStatus] }), { [field]: orderMessage('tracking_wrong_status', { status: orderStatusLabels[status as OrderStatus] }) });
      if (!ids.includes(t.id)) throw new AppError(422, 'tracking_not_in_list', orderMessage('tracking_not_in_list', { id: t.id }), { [`tracking_codes.${i}.id`]: orderMessage('tracking_not_in_list', { id: t.id }) });
      const twin = [...codes].find(([, c]) => c === t.code);
      if (twin) throw new AppError(422, 'tracking_taken', orderMessage('tracking_taken', { id: twin[0] }), { [field]: orderMessage('tracking_taken', { id: twin[0] }) });
      codes.set(t.id, t.code);
    }
    const changed: number[] = [];
    const refused: { id: number; message: string }[] = [];
    // Each order in its own transaction (status and tracking code together), in id order: one refusal does not undo the others.
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      try {
        await db.transaction((tx) => changeStatus(tx, actorOf(req), id, status as OrderStatus, { paidOnly: true, trackingCode: codes.get(id) }));
        changed.push(id);
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        refused.push({ id, message: e.message });
      }
    }
    return { data: { changed, refused } };
  });

  app.post(`${PATH}/:id/payments`, { config: { permission: 'record_order_payment' }, schema: { tags: [TAG], params: idParam, body: orderPaymentRecord } }, async (req) => {
    const id = num(req.params.id);
    await db.transaction((tx) => recordPayment(tx, actorOf(req), id, req.body));
    return { data: await orderDetail(db, id, req.permissions!) };
  });

  app.post(`${PATH}/:id/returns`, { config: { permission: 'return_order' }, schema: { tags: [TAG], params: idParam, body: orderReturnCreate } }, async (req, reply) => {
    const id = num(req.params.id);
    await db.transaction((tx) => requestReturn(tx, actorOf(req), id, req.body));
    return reply.status(201).send({ data: await orderDetail(db, id, req.permissions!) });
  });

  app.post(
    `${PATH}/:id/returns/:returnId/complete`,
    { config: { permission: 'return_order' }, schema: { tags: [TAG], params: returnParams, body: orderReturnComplete } },
    async (req) => {
      const id = num(req.params.id);
      await db.transaction((tx) => completeReturn(tx, actorOf(req), id, num(req.params.returnId), req.body));
      return { data: await orderDetail(db, id, req.permissions!) };
    },
  );

  app.post(`${PATH}/:id/returns/:returnId/cancel`, { config: { permission: 'return_order' }, schema: { tags: [TAG], params: returnParams } }, async (req) => {
    const id = num(req.params.id);
    await db.transaction((tx) => cancelReturn(tx, actorOf(req), id, num(req.params.returnId)));
    return { data: await orderDetail(db, id, req.permissions!) };
  });

  app.get(
    '/api/admin/customers/:id/purchases',
    { config: { permission: 'read_customer' }, schema: { tags: [TAG], params: idParam, querystring: listQuery.extend({}) } },
    async (req) => customerPurchases(db, num(req.params.id), req.query as ListQuery, req.permissions!),
  );

  app.post(`${PATH}/:id/items`, { config: { permission: 'update_order' }, schema: { tags: [TAG], params: idParam, body: orderItemAdd } }, async (req) => {
    const id = num(req.params.id);
    await db.transaction((tx) => addItem(tx, actorOf(req), id, req.body));
    return { data: await orderDetail(db, id, req.permissions!) };
  });

  app.patch(`${PATH}/:id/items/:itemId`, { config: { permission: 'update_order' }, schema: { tags: [TAG], params: itemParams, body: orderItemUpdate } }, async (req) => {
    const id = num(req.params.id);
    await db.transaction((tx) => setItemQuantity(tx, actorOf(req), id, num(req.params.itemId), req.body.quantity));
    return { data: await orderDetail(db, id, req.permissions!) };
  });

  app.delete(`${PATH}/:id/items/:itemId`, { config: { permission: 'update_order' }, schema: { tags: [TAG], params: itemParams } }, async (req) => {
    const id = num(req.params.id);
    await db.transaction((tx) => removeItem(tx, actorOf(req), id, num(req.params.itemId)));
    return { data: await orderDetail(db, id, req.permissions!) };
  });

  app.post(`${PATH}/:id/notes`, { config: { permission: 'update_order' }, schema: { tags: [TAG], params: idParam, body: orderNote } }, async (req) => {
    const id = num(req.params.id);
    await db.transaction((tx) => addNote(tx, actorOf(req), id, req.body.text));
    return { data: await orderDetail(db, id, req.permissions!) };
  });
}
