import { describe, expect, it } from 'vitest';
import { applyCoupon, normalizeCouponCode, type CouponRules } from '@pishkhan/common/coupon';

const now = new Date('2025-06-01T12:00:00Z');
const coupon = (over: Partial<CouponRules> = {}): CouponRules => ({
  status: true,
  type: 'percentage',
  amount: 10,
  min_order_amount: null,
  max_discount: null,
  starts_at: '2025-06-01T00:00:00Z',
  ends_at: '2025-06-30T00:00:00Z',
  usage_limit: 100,
  per_customer_limit: 1,
  ...over,
});
const fresh = { used: 0, used_by_customer: 0 };

describe('applyCoupon', () => {
  it('percentage (floored), capped by max_discount; fixed never above the items total', () => {
    expect(applyCoupon(coupon(), 123_456, fresh, now)).toEqual({ ok: true, discount: 12_345 });
    expect(applyCoupon(coupon({ max_discount: 5_000 }), 123_456, fresh, now)).toEqual({ ok: true, discount: 5_000 });
    expect(applyCoupon(coupon({ type: 'fixed', amount: 30_000 }), 100_000, fresh, now)).toEqual({ ok: true, discount: 30_000 });
    expect(applyCoupon(coupon({ type: 'fixed', amount: 30_000 }), 20_000, fresh, now)).toEqual({ ok: true, discount: 20_000 });
  });
  it('refuses with the reason: switched off, before start, after end, used up, used up by the customer, below the minimum, empty cart', () => {
    const cases: [Partial<CouponRules>, typeof fresh, number, string][] = [
      [{ status: false }, fresh, 1000, 'inactive'],
      [{ starts_at: '2025-06-01T12:00:01Z' }, fresh, 1000, 'not_started'],
      [{ ends_at: '2025-06-01T11:59:59Z' }, fresh, 1000, 'expired'],
      [{}, { used: 100, used_by_customer: 0 }, 1000, 'used_up'],
      [{ per_customer_limit: 2 }, { used: 5, used_by_customer: 2 }, 1000, 'customer_used_up'],
      [{ min_order_amount: 50_000 }, fresh, 49_999, 'min_order'],
      [{}, fresh, 0, 'empty_cart'],
    ];
    for (const [over, usage, amount, reason] of cases) expect(applyCoupon(coupon(over), amount, usage, now)).toEqual({ ok: false, reason });
  });
  it('unlimited usage when the limits are null; valid exactly at the edges of its window', () => {
    expect(applyCoupon(coupon({ usage_limit: null, per_customer_limit: null }), 1000, { used: 1e6, used_by_customer: 1e3 }, now).ok).toBe(true);
    expect(applyCoupon(coupon({ starts_at: now, ends_at: now }), 1000, fresh, now).ok).toBe(true);
    expect(applyCoupon(coupon({ min_order_amount: 50_000 }), 50_000, fresh, now).ok).toBe(true);
  });
});

describe('normalizeCouponCode', () => {
  it('ignores case, spaces and Persian/Arabic digits', () => {
    expect(normalizeCouponCode(' yalda ۱۴۰۵ ')).toBe('YALDA1405');
    expect(normalizeCouponCode('Nowruz٢٠')).toBe('NOWRUZ20');
  });
});
