/**
 * Whether a coupon applies to a cart, and by how much (domain reference §3.17): one pure function
 * for the server (orders, manual orders) and the browser (preview). The server loads the usage
 * counts under a lock before it calls this, so two orders cannot both take the last use.
 */
import { timeOf } from './pricing';
import { toAsciiDigits } from './text';

export interface CouponRules {
  status: boolean;
  type: 'percentage' | 'fixed';
  /** Percent (1–100) or an amount in money. */
  amount: number;
  min_order_amount: number | null;
  /** Upper bound of a percentage discount; null = none. */
  max_discount: number | null;
  starts_at: Date | string;
  ends_at: Date | string;
  /** Total uses allowed; null = unlimited. */
  usage_limit: number | null;
  /** Uses allowed per customer; null = unlimited. */
  per_customer_limit: number | null;
}

export interface CouponUsage {
  /** Uses so far, all customers. */
  used: number;
  /** Uses so far by this customer. */
  used_by_customer: number;
}

export type CouponRefusal = 'inactive' | 'not_started' | 'expired' | 'used_up' | 'customer_used_up' | 'min_order' | 'empty_cart';

export type CouponResult = { ok: true; discount: number } | { ok: false; reason: CouponRefusal };


/**
 * `itemsAmount` is the items' total after their own discounts (the coupon never discounts
 * shipping); the discount is a whole amount, never more than the items' total.
 */
export function applyCoupon(c: CouponRules, itemsAmount: number, usage: CouponUsage, now: Date = new Date()): CouponResult {
  if (!c.status) return { ok: false, reason: 'inactive' };
  if (now.getTime() < timeOf(c.starts_at)) return { ok: false, reason: 'not_started' };
  if (now.getTime() > timeOf(c.ends_at)) return { ok: false, reason: 'expired' };
  if (c.usage_limit !== null && usage.used >= c.usage_limit) return { ok: false, reason: 'used_up' };
  if (c.per_customer_limit !== null && usage.used_by_customer >= c.per_customer_limit) return { ok: false, reason: 'customer_used_up' };
  if (itemsAmount <= 0) return { ok: false, reason: 'empty_cart' };
  if (c.min_order_amount !== null && itemsAmount < c.min_order_amount) return { ok: false, reason: 'min_order' };
  let discount = c.type === 'percentage' ? Math.floor((itemsAmount * Math.min(100, Math.max(0, c.amount))) / 100) : c.amount;
  if (c.type === 'percentage' && c.max_discount !== null) discount = Math.min(discount, c.max_discount);
  return { ok: true, discount: Math.max(0, Math.min(discount, itemsAmount)) };
}

/** Coupon codes compare case-insensitively, without spaces, with Persian/Arabic digits as ASCII. */
export function normalizeCouponCode(code: string): string {
  return toAsciiDigits(code).replace(/\s+/g, '').toUpperCase();
}

export const COUPON_TYPES = ['percentage', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
export const COUPON_STATES = ['active', 'scheduled', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
/** A normalised code: Latin letters, digits, `-` and `_`, 3–50 characters. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,50}$/;

/** Where a coupon stands in time (the list's state filter and tag); `status` is separate. */
export function couponState(startsAt: Date | string, endsAt: Date | string, now: Date = new Date()): CouponState {
  if (now.getTime() < timeOf(startsAt)) return 'scheduled';
  if (now.getTime() > timeOf(endsAt)) return 'expired';
  return 'active';
}

export interface CouponBodyFields {
  type?: CouponType | null | undefined;
  amount?: number | null | undefined;
  min_order_amount?: number | null | undefined;
  starts_at?: Date | string | null | undefined;
  ends_at?: Date | string | null | undefined;
}
export type CouponIssueKey = 'percentage_range' | 'min_order_required' | 'ends_before_start';

/**
 * The cross-field rules of a coupon body (server schema, server PATCH against the stored row,
 * and the browser form): a percentage is at most 100, a fixed coupon needs a minimum order,
 * the end comes after the start. Missing values are left to the per-field rules.
 */
export function couponBodyIssues(b: CouponBodyFields): { field: keyof CouponBodyFields; key: CouponIssueKey }[] {
  const out: { field: keyof CouponBodyFields; key: CouponIssueKey }[] = [];
  if (b.type === 'percentage' && typeof b.amount === 'number' && (b.amount < 1 || b.amount > 100)) out.push({ field: 'amount', key: 'percentage_range' });
  if (b.type === 'fixed' && (b.min_order_amount === null || b.min_order_amount === undefined)) out.push({ field: 'min_order_amount', key: 'min_order_required' });
  if (b.starts_at && b.ends_at) {
    const s = timeOf(b.starts_at);
    const e = timeOf(b.ends_at);
    if (Number.isFinite(s) && Number.isFinite(e) && e <= s) out.push({ field: 'ends_at', key: 'ends_before_start' });
  }
  return out;
}
