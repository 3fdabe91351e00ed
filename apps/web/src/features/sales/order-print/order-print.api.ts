/** The print sheet's data: `GET /api/admin/orders/print?ids=…` (docs/api-orders.md). */
import { toAsciiDigits } from '@pishkhan/common/text';
import type { Order } from '../orders/order.api';

export const ORDERS_PRINT_API = '/api/admin/orders/print';

/** The shop settings printed on every invoice and label. */
export interface PrintShop {
  name: string | null;
  phone: string | null;
  address: string | null;
  postal_code: string | null;
  email: string | null;
  economic_code: string | null;
  logo_url: string | null;
  /** The shop's default paper (setting invoice_paper); the toolbar can change it. */
  paper?: 'A4' | 'A5';
}

/** The part of an order (detail) the sheet prints. */
export type PrintOrder = Pick<
  Order,
  | 'id'
  | 'status'
  | 'status_label'
  | 'created_at'
  | 'customer'
  | 'address'
  | 'shipping_method'
  | 'shipping_amount'
  | 'delivered_at'
  | 'coupon'
  | 'items_quantity'
  | 'total_items_amount'
  | 'discount_on_items'
  | 'discount_on_coupon'
  | 'discount_on_order'
  | 'total_amount'
  | 'paid_amount'
  | 'due_amount'
  | 'payment_method'
  | 'description'
  | 'post_tracking_code'
  | 'items'
>;

export interface PrintData {
  shop: PrintShop;
  orders: PrintOrder[];
}

export type Paper = 'a4' | 'a5';
export const PAPERS: readonly Paper[] = ['a4', 'a5'];

/** `?ids=3,1,2` (Persian digits too) → [3, 1, 2]: positive integers, first occurrence kept, order kept. */
export function parsePrintIds(raw: string | null | undefined): number[] {
  const ids = toAsciiDigits(raw ?? '')
    .split(/[,\u060C\s]+/)
    .filter((s) => /^\d+$/.test(s))
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(ids)];
}
