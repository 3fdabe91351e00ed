/** Warehouse stock API (docs/api-catalog.md, «Stock»). */
import { variantPart } from '../../app/format';

export const STOCK_API = '/api/admin/store';
export const STOCK_ADJUST_API = '/api/admin/store/adjust';
export const movementsApi = (variantId: number) => `${STOCK_API}/${variantId}/movements`;

export interface StockRow {
  variant_id: number;
  product_id: number;
  product_title: string;
  product_status: string;
  variant_title: string;
  is_default: boolean;
  sku: string | null;
  barcode: string | null;
  quantity: number;
  low_stock_threshold: number;
  low_stock: boolean;
  purchase_price: number | null;
  stock_value: number;
  updated_at: string;
}

export interface Movement {
  id: number;
  type: string;
  type_label?: string;
  change: number;
  quantity_after: number;
  reason: string | null;
  admin: { id: number; name: string | null; username: string } | null;
  order_id: number | null;
  mini_order_id: number | null;
  created_at: string;
}

export interface AdjustBody {
  variant_id: number;
  change: number;
  reason: string;
}

/** The shop-wide movement log and its Excel export (same filters). */
export const STOCK_MOVEMENTS_API = '/api/admin/store/movements';
export const STOCK_MOVEMENTS_EXPORT_API = '/api/admin/store/movements/export';

export interface LogMovement extends Movement {
  variant_id: number;
  product_id: number;
  product_title: string;
  /** null for a product without variants */
  variant_title: string | null;
  sku: string | null;
  barcode: string | null;
}

/** The variant's own part of its title ("colour: red | size: M"): the server's title starts with the product's. */
export const variantName = (r: StockRow): string => variantPart(r.product_title, r.variant_title);
export const rowName = (r: StockRow) => (r.is_default || !variantName(r) ? r.product_title : `${r.product_title} — ${variantName(r)}`);
