import type { HomeData } from '../../app/types';
import type { ReceiptShop } from './shop.api';

/**
 * The shop printed at the top of a receipt: what the server sends with the sale (`shop`), else
 * the shop's name from the session when the home data carries one; otherwise none.
 */
export function receiptShopOf(sale: { shop?: ReceiptShop | null }, home: HomeData): ReceiptShop | null {
  if (sale.shop?.name) return sale.shop;
  const h = home as HomeData & { shop?: ReceiptShop | null; shop_name?: string | null };
  if (h.shop?.name) return h.shop;
  if (h.shop_name) return { name: h.shop_name };
  return null;
}
