/**
 * Sales campaigns ("flash", domain reference §3.18, §6.3): the pure rules shared by the server
 * (schema, PATCH against the stored row, price previews) and the browser form. No zod here, so
 * the form's bundle does not carry it.
 */
import { effectivePrice, timeOf, type CampaignOffer } from './pricing';

export const FLASH_DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type FlashDiscountType = (typeof FLASH_DISCOUNT_TYPES)[number];
export const FLASH_STATES = ['running', 'scheduled', 'ended'] as const;
export type FlashState = (typeof FLASH_STATES)[number];
/** Product statuses a campaign may take (sold online or in the shop). */
export const FLASH_PRODUCT_STATUSES = ['available', 'available_offline'] as const;
/** Most products one campaign may hold. */
export const FLASH_MAX_PRODUCTS = 500;

/** Where a campaign stands in time (the list's state filter and tag); `status` is separate. */
export function flashState(startsAt: Date | string, endsAt: Date | string, now: Date = new Date()): FlashState {
  if (now.getTime() < timeOf(startsAt)) return 'scheduled';
  if (now.getTime() > timeOf(endsAt)) return 'ended';
  return 'running';
}

export interface FlashProductFields {
  product_id?: number | null | undefined;
  discount_type?: FlashDiscountType | string | null | undefined;
  discount?: number | null | undefined;
  salable_max?: number | null | undefined;
}
export interface FlashBodyFields {
  discount_type?: FlashDiscountType | string | null | undefined;
  discount?: number | null | undefined;
  starts_at?: Date | string | null | undefined;
  ends_at?: Date | string | null | undefined;
  products?: readonly FlashProductFields[] | null | undefined;
}
export type FlashIssueKey = 'percentage_range' | 'ends_before_start' | 'discount_pair' | 'product_duplicate';
export interface FlashIssue {
  /** Form path: `discount`, `ends_at`, `products.2.discount` … */
  path: string;
  key: FlashIssueKey;
}

const badPercentage = (type: unknown, value: unknown) => type === 'percentage' && typeof value === 'number' && (value < 1 || value > 100);

/**
 * The cross-field rules of a campaign body: a percentage is 1–100 (the default and every
 * product's own), the end comes after the start, a product's own discount has both its type and
 * its amount or neither (neither = the campaign default), a product is listed once.
 * Missing values are left to the per-field rules.
 */
export function flashBodyIssues(b: FlashBodyFields): FlashIssue[] {
  const out: FlashIssue[] = [];
  if (badPercentage(b.discount_type, b.discount)) out.push({ path: 'discount', key: 'percentage_range' });
  if (b.starts_at && b.ends_at) {
    const s = timeOf(b.starts_at);
    const e = timeOf(b.ends_at);
    if (Number.isFinite(s) && Number.isFinite(e) && e <= s) out.push({ path: 'ends_at', key: 'ends_before_start' });
  }
  const seen = new Set<number>();
  (b.products ?? []).forEach((p, i) => {
    if (typeof p.product_id === 'number') {
      if (seen.has(p.product_id)) out.push({ path: `products.${i}.product_id`, key: 'product_duplicate' });
      seen.add(p.product_id);
    }
    const hasType = p.discount_type !== null && p.discount_type !== undefined && p.discount_type !== '';
    const hasValue = p.discount !== null && p.discount !== undefined;
    if (hasType !== hasValue) out.push({ path: `products.${i}.${hasType ? 'discount' : 'discount_type'}`, key: 'discount_pair' });
    else if (badPercentage(p.discount_type, p.discount)) out.push({ path: `products.${i}.discount`, key: 'percentage_range' });
  });
  return out;
}

/** A product's own discount, or the campaign default when it has none. */
export function offerDiscount(
  campaign: { discount_type: string; discount: number },
  own: { discount_type?: string | null | undefined; discount?: number | null | undefined },
): { discount_type: FlashDiscountType; discount: number } {
  const hasOwn = (own.discount_type === 'percentage' || own.discount_type === 'fixed') && typeof own.discount === 'number';
  return hasOwn
    ? { discount_type: own.discount_type as FlashDiscountType, discount: own.discount as number }
    : { discount_type: campaign.discount_type as FlashDiscountType, discount: campaign.discount };
}

/**
 * The price range of a product during a campaign: its cheapest and dearest live variant price
 * with the campaign's discount for that product taken off (`effectivePrice` at an instant inside
 * the window, the campaign taken as switched on and not sold out). The campaign's discount wins
 * over the variants' own, so the two ends of the base range give the two ends of the result.
 */
export function campaignPriceRange(
  base: { min: number; max: number } | null,
  offer: Pick<CampaignOffer, 'starts_at' | 'ends_at' | 'discount_type' | 'discount'>,
  now: Date = new Date(),
): { min: number; max: number } | null {
  if (!base) return null;
  const s = timeOf(offer.starts_at);
  const e = timeOf(offer.ends_at);
  if (!Number.isFinite(s) || !Number.isFinite(e)) return null;
  const at = new Date(Math.min(Math.max(now.getTime(), s), e));
  const full: CampaignOffer = { ...offer, status: true, salable_max: null, sales_count: 0 };
  return { min: effectivePrice({ price: base.min }, {}, at, full).final, max: effectivePrice({ price: base.max }, {}, at, full).final };
}
