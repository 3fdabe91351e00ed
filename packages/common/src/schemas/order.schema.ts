import { z } from 'zod';
import { BULK_ORDER_STATUSES, ORDER_PAYMENT_CHOICES, ORDER_STATUSES, PAYMENT_METHODS, REFUND_METHODS } from '../order';
import { orderLabels as L } from '../i18n/fa/order-labels';
import { shippingExcelMessage } from '../i18n/fa/shipping-excel-labels';
import { BARCODE_MAX_DIGITS, checkBarcode } from '../shipping-excel';
import { bool, id, int, optionalText, price, searchText, storedString } from './fields';

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

/** A payment now (wallet, card, cash) or `unpaid`: collected on delivery, recorded later. */
export const orderPaymentChoice = z.strictObject({
  method: z.enum(ORDER_PAYMENT_CHOICES).meta({ title: L.method }),
  tracking_code: optionalText(L.tracking_code, { max: 100 }),
});

/**
 * Iran Post's tracking code, by the postal Excel import's rule (`checkBarcode`): digits only
 * (Persian/Arabic digits, spaces and dashes between groups accepted), not all zeros, ≤ 40 digits.
 */
export const postTrackingCode = z
  .union([z.string(), z.number()])
  .transform((v, ctx) => {
    const c = checkBarcode(v);
    if (c.ok) return c.barcode;
    ctx.addIssue({ code: 'custom', message: shippingExcelMessage(c.reason, { value: String(v).slice(0, 40), max: BARCODE_MAX_DIGITS }) });
    return z.NEVER;
  })
  .meta({ title: L.post_tracking_code });
const optionalTracking = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), postTrackingCode.nullable()).optional();

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

export const orderCreate = z.strictObject({ ...orderDraft, payment: orderPaymentChoice.meta({ title: L.payment }) });
export type OrderCreate = z.infer<typeof orderCreate>;

/** The create screen's preview: as create, each part optional so a half-filled form can be priced. */
/** The order form's variant search: by name or code, priced for `customer_id` (their role's price when lower). */
export const orderVariantsQuery = z.looseObject({
  q: searchText().optional(),
  barcode: searchText().optional(),
  customer_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id(L.customer_id).optional()),
});

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
  /** Set or corrected on a shipped (or received) order; null clears it. */
  post_tracking_code: optionalTracking,
});
export type OrderUpdate = z.infer<typeof orderUpdate>;

export const orderStatusChange = z.strictObject({
  status: z.enum(ORDER_STATUSES).meta({ title: L.status }),
  note: optionalText(L.note, { max: 1000 }),
  no_charge: bool(L.no_charge).optional(),
  payment: orderPaymentChoice.optional(),
  /** Only with `status: delivered` (shipped). */
  post_tracking_code: optionalTracking,
});
export type OrderStatusChange = z.infer<typeof orderStatusChange>;

export const orderBulkStatus = z.strictObject({
  ids: z.array(id(L.ids)).min(1).max(500).meta({ title: L.ids }),
  status: z.enum(BULK_ORDER_STATUSES as unknown as [string, ...string[]]).meta({ title: L.status }),
  /** With `status: delivered`: each order's postal tracking code (orders left out keep theirs). */
  tracking_codes: z
    .array(z.strictObject({ id: id(L.id), code: postTrackingCode }))
    .max(500)
    .optional()
    .meta({ title: L.tracking_codes }),
});
export type OrderBulkStatus = z.infer<typeof orderBulkStatus>;

/** Money received later for an order (collect on delivery): the rest by default. */
export const orderPaymentRecord = z.strictObject({
  method: z.enum(PAYMENT_METHODS).meta({ title: L.method }),
  amount: int(L.amount, { min: 1 }).optional(),
  tracking_code: optionalText(L.tracking_code, { max: 100 }),
});
export type OrderPaymentRecord = z.infer<typeof orderPaymentRecord>;

/** A return asked for: some quantity of some lines. */
export const orderReturnCreate = z.strictObject({
  items: z
    .array(z.strictObject({ item_id: id(L.item_id), quantity: int(L.quantity, { min: 0, max: MAX_ORDER_QUANTITY }) }))
    .min(1)
    .max(MAX_ORDER_LINES)
    .meta({ title: L.items }),
  note: optionalText(L.note, { max: 1000 }),
});
export type OrderReturnCreate = z.infer<typeof orderReturnCreate>;

/** A return taken back: the refund goes to the wallet or is recorded as paid back by card / cash. */
export const orderReturnComplete = z.strictObject({
  refund_method: z.enum(REFUND_METHODS).meta({ title: L.refund_method }),
  tracking_code: optionalText(L.tracking_code, { max: 100 }),
  note: optionalText(L.note, { max: 1000 }),
});
export type OrderReturnComplete = z.infer<typeof orderReturnComplete>;

export const orderItemAdd = orderLine;
export const orderItemUpdate = z.strictObject({ quantity });
export const orderNote = z.strictObject({ text: storedString().min(1).max(2000).meta({ title: L.text }) });
