/** The in-store shop (point of sale) API, docs/api-shop.md. */
import type { PickedVariant, SoldLine } from '../sales/orders/order.api';

export const SHOP_API = '/api/admin/shop';
export const SCAN_API = `${SHOP_API}/scan`;
export const SEARCH_API = `${SHOP_API}/search`;
/** The receipt's variants priced again for a customer (`?variant_ids=1,2&customer_id=`). */
export const PRICES_API = `${SHOP_API}/prices`;
export const CUSTOMER_LOOKUP_API = `${SHOP_API}/customer`;
export const SALES_API = `${SHOP_API}/sales`;
export const DAY_CLOSE_API = `${SHOP_API}/day-close`;

export type LineType = 'sale' | 'return';
export type SaleStatus = 'completed' | 'voided';
export type PaymentKind = 'cash' | 'card' | 'wallet';
export const PAYMENT_KINDS: readonly PaymentKind[] = ['cash', 'card', 'wallet'];

/**
 * A variant found by barcode, SKU or name, priced for the sale's customer. `unit_price` is the
 * effective price now, `list_price` before discounts; `discount_source` `role` = the customer's role price.
 */
export interface ScanResult extends PickedVariant {
  unit_price: number;
  list_price: number;
  discount_source: string | null;
}

export interface CustomerStats {
  online: { orders_count: number; orders_total: number; last_order_at: string | null };
  shop: { sales_count: number; sales_total: number; last_sale_at: string | null };
}
export interface ShopCustomer {
  id: number;
  name: string | null;
  mobile: string;
  /** The whole balance (the gift part included): what a sale may take. */
  wallet: number;
  gift_balance?: number;
  /** An inactive customer cannot buy (the server refuses). */
  status?: boolean;
  /** The customer's role, whose prices the counter charges (null: none, or the feature is off). */
  role?: { id: number; name: string; discount_percent: number } | null;
}
export interface CustomerLookup {
  customer: ShopCustomer | null;
  stats: CustomerStats | null;
}

export interface SaleLineInput {
  variant_id: number;
  type: LineType;
  quantity: number;
  unit_price?: number;
}
export type SaleCustomerInput = { id: number } | { mobile: string; first_name?: string; last_name?: string } | null;
export interface SalePayments {
  cash?: number;
  card?: number;
  wallet?: number;
  card_tracking_code?: string;
}
export interface SaleCreateBody {
  lines: SaleLineInput[];
  customer?: SaleCustomerInput;
  discount_amount?: number;
  payments: SalePayments;
  description?: string;
}

export interface SaleLine extends SoldLine {
  type: LineType;
  unit_price: number;
  list_price: number;
  line_total: number;
}
export interface PersonRef {
  id: number;
  name: string | null;
}
/** The shop's details for the receipt, when the server sends them with a sale. */
export interface ReceiptShop {
  name: string | null;
  phone?: string | null;
  address?: string | null;
}
export interface Sale {
  id: number;
  status: SaleStatus;
  created_at: string;
  admin: PersonRef | null;
  customer: { id: number; name: string | null; mobile: string } | null;
  lines: SaleLine[];
  lines_total: number;
  discount_amount: number;
  total: number;
  paid_cash: number;
  paid_card: number;
  paid_wallet: number;
  card_tracking_code: string | null;
  description: string | null;
  voided_at: string | null;
  voided_by: PersonRef | null;
  void_reason: string | null;
  can_void: boolean;
  /** Why a void would be refused now (stock sold since, wallet spent), or null. */
  void_refusal?: string | null;
  shop?: ReceiptShop | null;
}

/** A row of the sales list. */
export interface SaleRow {
  id: number;
  status: SaleStatus;
  created_at: string;
  admin: PersonRef | null;
  customer: { id: number; name: string | null; mobile: string } | null;
  items_count?: number;
  lines_total?: number;
  discount_amount: number;
  total: number;
  paid_cash: number;
  paid_card: number;
  paid_wallet: number;
}
export interface SaleTotals {
  count: number;
  total: number;
  cash: number;
  card: number;
  wallet: number;
  discount: number;
}

export interface DayCloseFigures {
  sales_count: number;
  returns_count: number;
  voided_count: number;
  gross_sales: number;
  returns: number;
  discounts: number;
  total: number;
  cash: number;
  card: number;
  wallet: number;
}
export interface DayClose extends DayCloseFigures {
  date: string;
  admin: PersonRef | null;
  by_admin: (DayCloseFigures & { admin: PersonRef | null })[];
  shop?: ReceiptShop | null;
}

export const voidUrl = (id: number | string) => `${SALES_API}/${id}/void`;
