/**
 * The effective price of a variant (spec §3.13, §6.1): the product's sales campaign while it runs
 * and is not sold out, else the variant's own discount while valid, else the product's discount
 * while valid. Percentage = round(price × pct / 100); fixed = the amount; never below 0.
 */
export type DiscountSource = 'campaign' | 'variant' | 'product' | 'none';

/** A product's place in a sales campaign (flash), as the price rule needs it. */
export interface CampaignOffer {
  /** The campaign's own switch. */
  status: boolean;
  starts_at: Date | string;
  ends_at: Date | string;
  discount_type: 'percentage' | 'fixed' | string | null;
  discount: number | null;
  /** Units the campaign may sell of this product; null = unlimited. */
  salable_max: number | null;
  /** Units sold so far in the campaign. */
  sales_count: number;
}

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

/** Milliseconds of a Date or an ISO string (NaN when unreadable). */
export const timeOf = (d: Date | string) => (d instanceof Date ? d.getTime() : new Date(d).getTime());

const untilOk = (until: Date | string | null | undefined, now: Date) => {
  if (until === null || until === undefined || until === '') return true;
  const t = timeOf(until);
  return Number.isNaN(t) ? false : t >= now.getTime();
};

/** A discount that applies now, or null. */
export function activeDiscount(h: DiscountHolder, now: Date): { type: 'percentage' | 'fixed'; value: number } | null {
  if ((h.discount_type !== 'percentage' && h.discount_type !== 'fixed') || !h.discount || h.discount <= 0) return null;
  return untilOk(h.discount_until, now) ? { type: h.discount_type, value: h.discount } : null;
}


/** The campaign discount that applies now (running, switched on, not sold out), or null. */
export function activeCampaign(c: CampaignOffer | null | undefined, now: Date): { type: 'percentage' | 'fixed'; value: number } | null {
  if (!c || !c.status || now.getTime() < timeOf(c.starts_at) || now.getTime() > timeOf(c.ends_at)) return null;
  if (c.salable_max !== null && c.sales_count >= c.salable_max) return null;
  return activeDiscount({ discount_type: c.discount_type, discount: c.discount }, now);
}

export function effectivePrice(variant: PricedVariant, product: DiscountHolder, now: Date = new Date(), campaign?: CampaignOffer | null): EffectivePrice {
  const base = variant.price;
  // The first that applies now wins: campaign, variant, product.
  let source: DiscountSource = 'campaign';
  let d = activeCampaign(campaign, now);
  if (!d) [source, d] = ['variant', activeDiscount(variant, now)];
  if (!d) [source, d] = ['product', activeDiscount(product, now)];
  if (!d) return { base, discount_source: 'none', discount_type: null, discount_amount: 0, final: Math.max(0, base) };
  const raw = d.type === 'percentage' ? Math.round((base * Math.min(d.value, 100)) / 100) : d.value;
  const amount = Math.min(Math.max(0, raw), Math.max(0, base));
  return { base, discount_source: source, discount_type: d.type, discount_amount: amount, final: Math.max(0, base - amount) };
}
