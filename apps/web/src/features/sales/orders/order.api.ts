/** Orders (docs/api-orders.md). */
import type { OrderAddress, OrderPaymentChoice, OrderReturnStatus, OrderStatus, PaymentMethod, PaymentStatus } from '@pishkhan/common/order';

export const ORDERS_API = '/api/admin/orders';
export const ORDERS_EXPORT_API = '/api/admin/orders/export';
export const ORDERS_BULK_STATUS_API = '/api/admin/orders/status';
export const ORDERS_PREVIEW_API = '/api/admin/orders/preview';
export const ORDER_VARIANTS_API = '/api/admin/orders/variants';
export const SHIPPING_QUOTE_API = '/api/admin/shipping-methods/quote';
export const orderApi = (id: number | string) => `${ORDERS_API}/${id}`;
export const orderStatusApi = (id: number | string) => `${ORDERS_API}/${id}/status`;
export const orderItemsApi = (id: number | string) => `${ORDERS_API}/${id}/items`;
export const orderNotesApi = (id: number | string) => `${ORDERS_API}/${id}/notes`;
export const orderPaymentsApi = (id: number | string) => `${ORDERS_API}/${id}/payments`;
export const orderReturnsApi = (id: number | string) => `${ORDERS_API}/${id}/returns`;
export const orderReturnApi = (id: number | string, returnId: number, step: 'complete' | 'cancel') => `${ORDERS_API}/${id}/returns/${returnId}/${step}`;

/** The default sort of the list (the server's default too). */
export const ORDER_DEFAULT_SORT = '-id';

/** Pages other engineers build: the print sheet (outside the SPA shell, new tab) and the postal Excel screen. */
export const printOrdersUrl = (ids: (number | string)[]) => `/admin/print-orders?ids=${ids.join(',')}`;
export const shippingExcelsPath = (ids: (number | string)[]) => `/shipping_excels?ids=${ids.join(',')}`;

export interface Ref {
  id: number;
  name: string;
}
export interface CustomerRef {
  id: number;
  name: string | null;
  mobile: string;
}

export interface OrderRow {
  id: number;
  status: OrderStatus;
  status_label?: string;
  created_at: string;
  customer: CustomerRef | null;
  city: string | null;
  province: string | null;
  items_quantity: number;
  total_amount: number;
  paid_amount: number;
  payment_status?: PaymentStatus | null;
  payment_status_label?: string | null;
  payment_method: OrderPaymentChoice | null;
  shipping_method: Ref | null;
  post_tracking_code: string | null;
}

export type OrderCounts = Partial<Record<OrderStatus | 'all', number>>;

export type { OrderAddress };

/** A sold line's snapshot (order items and receipt lines alike). */
export interface SoldLine {
  id: number;
  product_id: number | null;
  variant_id: number | null;
  title: string;
  variant_title: string | null;
  sku: string | null;
  barcode: string | null;
  quantity: number;
}

export interface OrderItem extends SoldLine {
  image_url: string | null;
  unit_price: number;
  unit_discount: number;
  discount_source: string | null;
  line_total: number;
  status: boolean;
  /** Taken back by completed returns / asked back by open ones. */
  returned_quantity?: number;
  return_requested_quantity?: number;
}

export interface OrderReturn {
  id: number;
  status: OrderReturnStatus;
  status_label: string;
  amount: number;
  refund_method: PaymentMethod | null;
  refunded_amount: number;
  tracking_code: string | null;
  note: string | null;
  admin: Ref | null;
  created_at: string;
  completed_at: string | null;
  items: { item_id: number; title: string; quantity: number; unit_amount: number; amount: number }[];
}

export interface OrderPayment {
  id: number;
  method: string;
  amount: number;
  tracking_code: string | null;
  admin: Ref | null;
  created_at: string;
}

export interface OrderEvent {
  id: number;
  type: string;
  data: Record<string, unknown> | null;
  admin: Ref | null;
  created_at: string;
}

export interface Order {
  id: number;
  status: OrderStatus;
  status_label?: string;
  created_at: string;
  updated_at: string;
  customer: (CustomerRef & { wallet?: { balance: number; gift_balance: number; withdrawable: number } }) | null;
  address: OrderAddress | null;
  shipping_method: Ref | null;
  shipping_amount: number;
  delivered_at: string | null;
  coupon: { id: number; code: string; title: string } | null;
  items_count: number;
  items_quantity: number;
  total_items_amount: number;
  discount_on_items: number;
  discount_on_coupon: number;
  discount_on_order: number;
  discount_amount: number;
  total_amount: number;
  paid_amount: number;
  returned_amount?: number;
  due_amount?: number;
  payment_status?: PaymentStatus | null;
  payment_status_label?: string | null;
  payment_method: OrderPaymentChoice | null;
  payment_method_label?: string | null;
  description: string | null;
  admin_note: string | null;
  post_tracking_code: string | null;
  reserved: boolean;
  /** A storefront order waiting for payment holds its goods until then (null otherwise). */
  reserve_until?: string | null;
  items: OrderItem[];
  payments: OrderPayment[];
  events: OrderEvent[];
  returns?: OrderReturn[];
  allowed_statuses: OrderStatus[];
}

export interface StatusChange {
  status: OrderStatus;
  note?: string;
  no_charge?: boolean;
  payment?: { method: OrderPaymentChoice; tracking_code?: string };
  post_tracking_code?: string;
}

export interface BulkStatusBody {
  ids: number[];
  status: string;
  tracking_codes?: { id: number; code: string }[];
}

export interface BulkStatusResult {
  changed: number[];
  refused: { id: number; message: string }[];
}

/** `POST /shipping-methods/quote` and the preview's `shipping`. */
export interface ShippingQuote {
  id: number;
  name: string;
  description?: string | null;
  minimum_delay?: number;
  available: boolean;
  cost: number | null;
  rule: string | null;
  reason: string | null;
  earliest_delivery?: string | null;
}

/** What every variant picker shows of a variant (the order form's search, the shop's scan). */
export interface PickedVariant {
  variant_id: number;
  product_id: number;
  title: string;
  variant_title: string | null;
  sku: string | null;
  barcode: string | null;
  stock: number;
  product_status: string;
  image_url: string | null;
}

/** A variant of the order form's search, priced for the order's customer (their role's price when lower). */
export interface VariantPick extends PickedVariant {
  max_per_order: number | null;
  status: boolean;
  /** The variant's own price; `final_price` = what the customer pays (`unit_price − unit_discount`). */
  unit_price: number;
  unit_discount: number;
  final_price: number;
  /** Where the discount comes from: campaign, variant, product, role (the customer's role) or none. */
  discount_source?: string;
}

export interface OrderCreateBody {
  customer_id: number;
  address_id?: number;
  shipping_method_id?: number;
  items: { variant_id: number; quantity: number }[];
  coupon_code?: string;
  discount_on_order?: number;
  description?: string;
  admin_note?: string;
  reserved?: boolean;
  payment?: { method: OrderPaymentChoice; tracking_code?: string };
}

export interface PreviewItem {
  variant_id: number;
  product_id: number;
  title: string;
  variant_title: string | null;
  sku: string | null;
  quantity: number;
  stock: number;
  unit_price: number;
  unit_discount: number;
  discount_source: string | null;
  line_total: number;
  issue: string | null;
}

export interface Preview {
  items: PreviewItem[];
  total_items_amount: number;
  discount_on_items: number;
  discount_on_coupon: number;
  coupon: { code: string; ok: boolean; message: string | null } | null;
  discount_on_order: number;
  shipping: ShippingQuote[];
  shipping_amount: number;
  total_amount: number;
  wallet: { balance: number; gift_balance?: number; withdrawable?: number } | null;
}

/** The customer's name, else the mobile. */
export const orderCustomerName = (c: { name: string | null; mobile: string } | null | undefined) => (c ? c.name?.trim() || c.mobile : '');

export { variantPart } from '../../../app/format';

/** How many of a line may still be asked back: sold less taken back less asked back. */
export const returnableOf = (i: OrderItem) => (i.status ? Math.max(0, i.quantity - (i.returned_quantity ?? 0) - (i.return_requested_quantity ?? 0)) : 0);
