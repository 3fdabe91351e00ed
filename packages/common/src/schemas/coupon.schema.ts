import { z } from 'zod';
import { COUPON_CODE_PATTERN, COUPON_TYPES, couponBodyIssues, normalizeCouponCode } from '../coupon';
import { couponLabels as L, couponMessage } from '../i18n/fa/coupon-labels';
import { bool, instant, int, nullable, price, text } from './fields';

/**
 * Contracts of coupons (domain reference §3.17). The code is stored normalised
 * (`normalizeCouponCode`: upper case, no spaces, ASCII digits), so uniqueness is case-insensitive.
 */

export const COUPON_SORTS = ['code', 'title', 'amount', 'starts_at', 'ends_at', 'status', 'created_at', 'id'] as const;

const code = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeCouponCode(v) : v),
  z
    .string()
    .min(1)
    .superRefine((s, ctx) => {
      if (s !== '' && !COUPON_CODE_PATTERN.test(s)) ctx.addIssue({ code: 'custom', message: couponMessage('code_format') });
    })
    .meta({ title: L.code }),
);

const couponFields = z.strictObject({
  code,
  title: text(L.title, { max: 191 }),
  type: z.enum(COUPON_TYPES).meta({ title: L.type }),
  /** Percent (1–100) or money (> 0). */
  amount: int(L.amount, { min: 1 }),
  /** Required when type is fixed. */
  min_order_amount: nullable(price(L.min_order_amount)).optional(),
  /** Cap of a percentage discount; ignored (stored null) for fixed coupons. */
  max_discount: nullable(int(L.max_discount, { min: 1 })).optional(),
  starts_at: instant(L.starts_at),
  ends_at: instant(L.ends_at),
  /** null = unlimited. */
  usage_limit: nullable(int(L.usage_limit, { min: 1 })).optional(),
  /** null = unlimited; default 1. */
  per_customer_limit: nullable(int(L.per_customer_limit, { min: 1 })).optional(),
  status: bool(L.status).optional(),
});

const refineCoupon = (b: Partial<z.infer<typeof couponFields>>, ctx: z.core.$RefinementCtx) => {
  for (const i of couponBodyIssues(b)) ctx.addIssue({ code: 'custom', path: [i.field], message: couponMessage(i.key) });
};

export const couponCreate = couponFields.superRefine(refineCoupon);
/** PATCH: every field optional; the server checks the cross-field rules against the stored row too. */
export const couponUpdate = couponFields.partial().superRefine(refineCoupon);
export type CouponCreate = z.infer<typeof couponFields>;
export type CouponUpdate = z.infer<typeof couponUpdate>;
