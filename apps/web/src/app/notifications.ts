import type { AdminNotification } from './types';

export interface NotificationData {
  product_id?: number;
  order_id?: number;
  description?: string;
}

/** `data` arrives as a JSON string (spec §3); a broken string gives an empty object. */
export function parseNotificationData(raw: unknown): NotificationData {
  if (raw && typeof raw === 'object') return raw as NotificationData;
  if (typeof raw !== 'string' || raw === '') return {};
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' ? (v as NotificationData) : {};
  } catch {
    return {};
  }
}

/** The router path a notification leads to (spec §2), or null. */
export function notificationLink(n: Pick<AdminNotification, 'type' | 'data'>): string | null {
  const d = parseNotificationData(n.data);
  if (n.type === 'ProductUnavailableNotification' && d.product_id != null) return `/products/edit/${d.product_id}`;
  if (n.type === 'order' && d.order_id != null) return `/order/${d.order_id}`;
  return null;
}

/** The lists a notification makes stale: an open orders list shows a new order at once. */
const STALE_LISTS: Record<string, string> = { order: '/api/admin/orders', ProductUnavailableNotification: '/api/admin/products' };
export const notificationStaleList = (type: string): string | null => STALE_LISTS[type] ?? null;

/** The lists an inbox topic makes stale (the storefront sent a message or a comment). */
const INBOX_LISTS: Record<string, string> = {
  contacts: '/api/admin/contacts',
  product_comments: '/api/admin/product-comments',
  post_comments: '/api/admin/post-comments',
  orders: '/api/admin/orders',
};
export const inboxStaleList = (topic: string): string | null => INBOX_LISTS[topic] ?? null;
