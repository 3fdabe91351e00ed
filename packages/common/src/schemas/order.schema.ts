import { z } from 'zod';
import { BULK_ORDER_STATUSES, ORDER_STATUSES, PAYMENT_METHODS } from '../order';
import { orderLabels as L } from '../i18n/fa/order-labels';
import { bool, id, int, optionalText, price, storedString } from './fields';

/** Contracts of orders (docs/api-orders.md). Totals are never taken from a client. */

export const ORDER_SORTS = ['id', 'total_amount', 'created_at'] as const;
export const MAX_ORDER_QUANTITY = 10_000;
export const MAX_ORDER_LINES = 200;

const quantity = int(L.quantity, { min: 1, max: MAX_ORDER_QUANTITY });
const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ title: L.delivered_at });

export const orderPayment = z.strictObject({
  method: z.enum(PAYMENT_METHODS).meta({ title: L.method }),
  tracking_code: optionalText(L.tracking_code, { max: 100 }),
});

export const orderLine = z.strictObject({ variant_id: id(L.variant_id), quantity });

const orderDraft = {
  customer_id: id(L.customer_id),
  address_id: id(L.address_id),
  shipping_method_id: id(L.shipping_method_id),
  items: z.array(orderLine).min(1).max(MAX_ORDER_LINES).meta({ title: L.items }),
  coupon_code: optionalText(L.coupon_code, { max: 50 }),
  discount_on_order: price(L.discount_on_order).optional(),
  description: optionalText(L.description, { max: 5000 }),
  admin_note: optionalText(L.admin_note, { max: 5000 }),
  delivered_at: isoDay.nullable().optional(),
  reserved: bool(L.reserved).optional(),
};

export const orderCreate = z.strictObject({ ...orderDraft, payment: orderPayment });
export type OrderCreate = z.infer<typeof orderCreate>;

/** The create screen's preview: as create, each part optional so a half-filled form can be priced. */
export const orderPreview = z.strictObject({
  customer_id: orderDraft.customer_id.nullable().optional(),
  address_id: orderDraft.address_id.nullable().optional(),
  shipping_method_id: orderDraft.shipping_method_id.nullable().optional(),
  items: z.array(orderLine).max(MAX_ORDER_LINES).meta({ title: L.items }),
  coupon_code: orderDraft.coupon_code,
  discount_on_order: orderDraft.discount_on_order,
  reserved: orderDraft.reserved,
});
export type OrderPreviewBody = z.infer<typeof orderPreview>;

export const orderUpdate = z.strictObject({
  address_id: id(L.address_id).optional(),
  shipping_method_id: id(L.shipping_method_id).optional(),
  discount_on_order: price(L.discount_on_order).optional(),
  admin_note: optionalText(L.admin_note, { max: 5000 }),
  delivered_at: isoDay.nullable().optional(),
});
export type OrderUpdate = z.infer<typeof orderUpdate>;

export const orderStatusChange = z.strictObject({
  status: z.enum(ORDER_STATUSES).meta({ title: L.status }),
  note: optionalText(L.note, { max: 1000 }),
  no_charge: bool(L.no_charge).optional(),
  payment: orderPayment.optional(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChange>;

export const orderBulkStatus = z.strictObject({
  ids: z.array(id(L.ids)).min(1).max(500).meta({ title: L.ids }),
  status: z.enum(BULK_ORDER_STATUSES as unknown as [string, ...string[]]).meta({ title: L.status }),
});

export const orderItemAdd = orderLine;
export const orderItemUpdate = z.strictObject({ quantity });
export const orderNote = z.strictObject({ text: storedString().min(1).max(2000).meta({ title: L.text }) });
