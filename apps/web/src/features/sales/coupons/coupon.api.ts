import type { CouponState, CouponType } from '@pishkhan/common/coupon';

/** Coupons (docs/api-sales.md). */
export const COUPONS_API = '/api/admin/coupons';

export interface Coupon {
  id: number;
  code: string;
  title: string;
  type: CouponType;
  amount: number;
  min_order_amount: number | null;
  max_discount: number | null;
  starts_at: string;
  ends_at: string;
  usage_limit: number | null;
  per_customer_limit: number | null;
  status: boolean;
  state: CouponState;
  used_count: number;
  created_at: string;
  updated_at: string;
}
export interface CouponInput {
  code: string;
  title: string;
  type: CouponType;
  amount: number | null;
  min_order_amount: number | null;
  max_discount: number | null;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  status: boolean;
}
