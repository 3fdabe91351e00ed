/** Postal Excel (docs/api-orders.md, «Postal Excel»). */
export const SHIPPING_EXCELS_API = '/api/admin/shipping-excels';
export const SHIPPING_EXCELS_IMPORT_API = '/api/admin/shipping-excels/import';
export const SHIPPING_EXCELS_BULK_DELETE_API = '/api/admin/shipping-excels/bulk-delete';
export const POST_ORDERS_EXPORT_API = '/api/admin/shipping-excels/orders-export';

export interface ShippingExcel {
  id: number;
  title: string;
  barcode: string;
  receiver_name: string | null;
  sender_name: string | null;
  destination: string | null;
  register_date: string | null;
  registered_at: string | null;
  reference_number: string | null;
  special_services: string | null;
  price: number | null;
  postal_code: string | null;
  order_id: number | null;
  order: { id: number; status: string; status_label: string; post_tracking_code: string | null } | null;
  created_at: string;
}

export interface SheetIssue {
  row: number;
  reason: string;
}
export interface ImportReport {
  imported: number;
  matched: number;
  skipped: SheetIssue[];
  warnings: SheetIssue[];
}

/** `ids=1,2,3` from the URL (the orders list's bulk action): positive integers only. */
export function parseIds(raw: string | null): number[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map((x) => x.trim())
    .filter((x) => /^\d{1,15}$/.test(x) && Number(x) > 0)
    .map(Number);
  return [...new Set(ids)];
}
