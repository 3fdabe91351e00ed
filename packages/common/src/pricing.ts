/**
 * The effective price of a variant (spec §3.13, §6.1): the variant's own discount while valid,
 * else the product's discount while valid (a flash campaign joins first in the orders issue).
 * Percentage = round(price × pct / 100); fixed = the amount; the final price never goes below 0.
 */
export type DiscountSource = 'variant' | 'product' | 'none';

export interface DiscountHolder {
  discount_type?: 'percentage' | 'fixed' | string | null;
  discount?: number | null;
  discount_until?: Date | string | null;
}
export interface PricedVariant extends DiscountHolder {
  price: number;
}

export interface EffectivePrice {
  base: number;
  discount_source: DiscountSource;
  discount_type: 'percentage' | 'fixed' | null;
  discount_amount: number;
  final: number;
}

const untilOk = (until: Date | string | null | undefined, now: Date) => {
  if (until === null || until === undefined || until === '') return true;
  const t = until instanceof Date ? until.getTime() : new Date(until).getTime();
  return Number.isNaN(t) ? false : t >= now.getTime();
};

/** A discount that applies now, or null. */
export function activeDiscount(h: DiscountHolder, now: Date): { type: 'percentage' | 'fixed'; value: number } | null {
  if ((h.discount_type !== 'percentage' && h.discount_type !== 'fixed') || !h.discount || h.discount <= 0) return null;
  return untilOk(h.discount_until, now) ? { type: h.discount_type, value: h.discount } : null;
}

export function effectivePrice(variant: PricedVariant, product: DiscountHolder, now: Date = new Date()): EffectivePrice {
  const base = variant.price;
  let source: DiscountSource = 'none';
  let d = activeDiscount(variant, now);
  if (d) source = 'variant';
  else {
    d = activeDiscount(product, now);
    if (d) source = 'product';
  }
  if (!d) return { base, discount_source: 'none', discount_type: null, discount_amount: 0, final: Math.max(0, base) };
  const raw = d.type === 'percentage' ? Math.round((base * Math.min(d.value, 100)) / 100) : d.value;
  const amount = Math.min(Math.max(0, raw), Math.max(0, base));
  return { base, discount_source: source, discount_type: d.type, discount_amount: amount, final: Math.max(0, base - amount) };
}
