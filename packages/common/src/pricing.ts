/**
 * The effective price of a variant (spec §3.13, §6.1): the product's sales campaign while it runs
 * and is not sold out, else the variant's own discount while valid, else the product's discount
 * while valid. Percentage = round(price × pct / 100); fixed = the amount; never below 0.
 *
 * A customer's role (feature customer_roles) may add its own price: a percentage off every price
 * and fixed prices per variant. The customer pays the lowest of the applicable prices, one discount
 * only (docs/pricing.md): the role's price replaces the standard one only when it is lower.
 */
export type DiscountSource = 'campaign' | 'variant' | 'product' | 'role' | 'none';

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

/** What a customer's role offers on one variant: a percentage off its own price, and its fixed price when the role has one. */
export interface RoleTerms {
  /** 0–100; 0 = none. */
  discount_percent: number;
  /** The role's fixed price of this variant, or null. */
  price?: number | null;
}

/** The role's price of a variant whose own price is `base` (the lower of its fixed price and the percentage off), or null when it offers none. */
export function rolePrice(base: number, role: RoleTerms | null | undefined): { price: number; type: 'percentage' | 'fixed' } | null {
  if (!role) return null;
  const pct = Math.min(Math.max(0, role.discount_percent || 0), 100);
  const byPercent = pct > 0 ? Math.max(0, base - Math.round((base * pct) / 100)) : null;
  const fixed = role.price === null || role.price === undefined || role.price < 0 ? null : role.price;
  if (byPercent === null && fixed === null) return null;
  return fixed !== null && (byPercent === null || fixed < byPercent) ? { price: fixed, type: 'fixed' } : { price: byPercent!, type: 'percentage' };
}

/**
 * The standard price, or the role's when it is lower (a tie keeps the standard price, so a
 * campaign's line still counts toward its cap). Never above the variant's own price: a role's fixed
 * price above it does not apply.
 */
export function withRolePrice(p: EffectivePrice, role: RoleTerms | null | undefined): EffectivePrice {
  const r = rolePrice(p.base, role);
  if (!r || r.price >= p.final) return p;
  const final = Math.max(0, r.price);
  return { base: p.base, discount_source: 'role', discount_type: r.type, discount_amount: Math.max(0, p.base) - final, final };
}

export function effectivePrice(
  variant: PricedVariant,
  product: DiscountHolder,
  now: Date = new Date(),
  campaign?: CampaignOffer | null,
  role?: RoleTerms | null,
): EffectivePrice {
  return withRolePrice(standardPrice(variant, product, now, campaign), role);
}

/** The price without a role: the first discount that applies now (campaign, variant, product). */
function standardPrice(variant: PricedVariant, product: DiscountHolder, now: Date, campaign?: CampaignOffer | null): EffectivePrice {
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
