import type { ScanResult } from './shop.api';

/** A scanned shirt as the counter's tests receive it from the server; each test overrides what it is about. */
export const scanResult = (over: Partial<ScanResult> = {}): ScanResult => ({
  variant_id: 51,
  product_id: 5,
  title: 'پیراهن مردانه',
  variant_title: null,
  sku: 'SH-1',
  barcode: '6260000000011',
  stock: 10,
  unit_price: 500000,
  list_price: 500000,
  discount_source: 'none',
  image_url: null,
  product_status: 'available',
  ...over,
});
