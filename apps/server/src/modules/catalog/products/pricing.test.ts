import { describe, expect, it } from 'vitest';
import { effectivePrice } from '@pishkhan/common/pricing';

const now = new Date('2025-06-01T12:00:00Z');
const past = '2025-05-31T12:00:00Z';
const future = new Date('2025-06-02T00:00:00Z');

describe('effectivePrice', () => {
  it('no discount → base price', () => {
    expect(effectivePrice({ price: 1000 }, {}, now)).toEqual({ base: 1000, discount_source: 'none', discount_type: null, discount_amount: 0, final: 1000 });
  });
  it('variant percentage discount, rounded', () => {
    expect(effectivePrice({ price: 999, discount_type: 'percentage', discount: 15 }, { discount_type: 'fixed', discount: 5 }, now)).toEqual({
      base: 999, discount_source: 'variant', discount_type: 'percentage', discount_amount: 150, final: 849,
    });
  });
  it('variant discount wins over the product discount while valid', () => {
    const r = effectivePrice({ price: 1000, discount_type: 'fixed', discount: 100, discount_until: future }, { discount_type: 'percentage', discount: 50 }, now);
    expect(r).toMatchObject({ discount_source: 'variant', discount_amount: 100, final: 900 });
  });
  it('expired variant discount falls back to the product discount', () => {
    const r = effectivePrice({ price: 1000, discount_type: 'fixed', discount: 100, discount_until: past }, { discount_type: 'percentage', discount: 50, discount_until: null }, now);
    expect(r).toMatchObject({ discount_source: 'product', discount_type: 'percentage', discount_amount: 500, final: 500 });
  });
  it('expired product discount → none', () => {
    const r = effectivePrice({ price: 1000 }, { discount_type: 'percentage', discount: 50, discount_until: new Date(past) }, now);
    expect(r).toMatchObject({ discount_source: 'none', final: 1000 });
  });
  it('valid exactly at discount_until', () => {
    expect(effectivePrice({ price: 1000, discount_type: 'fixed', discount: 1, discount_until: now }, {}, now).final).toBe(999);
  });
  it('never below zero', () => {
    expect(effectivePrice({ price: 500 }, { discount_type: 'fixed', discount: 800 }, now)).toMatchObject({ discount_amount: 500, final: 0 });
    expect(effectivePrice({ price: 500, discount_type: 'percentage', discount: 150 }, {}, now)).toMatchObject({ final: 0 });
  });
  it('a zero or empty discount is no discount', () => {
    expect(effectivePrice({ price: 500, discount_type: 'fixed', discount: 0 }, { discount_type: 'percentage', discount: 10 }, now)).toMatchObject({ discount_source: 'product', final: 450 });
    expect(effectivePrice({ price: 500, discount_type: null, discount: 10 }, {}, now).discount_source).toBe('none');
  });
  it('rounds half up on percentage (round(price × pct / 100))', () => {
    expect(effectivePrice({ price: 1005, discount_type: 'percentage', discount: 10 }, {}, now).discount_amount).toBe(101);
  });
});

describe('effectivePrice with a sales campaign', () => {
  const campaign = { status: true, starts_at: '2025-06-01T00:00:00Z', ends_at: '2025-06-01T23:59:59Z', discount_type: 'percentage', discount: 30, salable_max: 10, sales_count: 3 };
  const variant = { price: 1000, discount_type: 'fixed', discount: 100 };
  const product = { discount_type: 'percentage', discount: 50 };
  it('the running campaign wins over the variant and product discounts', () => {
    expect(effectivePrice(variant, product, now, campaign)).toMatchObject({ discount_source: 'campaign', discount_type: 'percentage', discount_amount: 300, final: 700 });
  });
  it('sold out, switched off, not started or ended → the variant discount', () => {
    for (const c of [
      { ...campaign, sales_count: 10 },
      { ...campaign, status: false },
      { ...campaign, starts_at: '2025-06-01T12:00:01Z' },
      { ...campaign, ends_at: '2025-06-01T11:59:59Z' },
    ])
      expect(effectivePrice(variant, product, now, c)).toMatchObject({ discount_source: 'variant', final: 900 });
  });
  it('unlimited campaign (salable_max null) and a fixed campaign amount never below zero', () => {
    expect(effectivePrice(variant, product, now, { ...campaign, salable_max: null, sales_count: 1e6 }).discount_source).toBe('campaign');
    expect(effectivePrice({ price: 200 }, {}, now, { ...campaign, discount_type: 'fixed', discount: 500 })).toMatchObject({ discount_amount: 200, final: 0 });
  });
});

describe('effectivePrice with a customer role (docs/pricing.md: the lowest applicable price, one discount)', () => {
  const campaign = { status: true, starts_at: '2025-06-01T00:00:00Z', ends_at: '2025-06-01T23:59:59Z', discount_type: 'percentage', discount: 30, salable_max: null, sales_count: 0 };
  it('no role, or a role offering nothing → the standard price unchanged', () => {
    const std = effectivePrice({ price: 1000, discount_type: 'fixed', discount: 100 }, {}, now);
    expect(effectivePrice({ price: 1000, discount_type: 'fixed', discount: 100 }, {}, now, null, null)).toEqual(std);
    expect(effectivePrice({ price: 1000, discount_type: 'fixed', discount: 100 }, {}, now, null, { discount_percent: 0, price: null })).toEqual(std);
  });
  it("the role's percentage off the variant's own price, rounded, when no discount is lower", () => {
    expect(effectivePrice({ price: 999 }, {}, now, null, { discount_percent: 12 })).toEqual({
      base: 999, discount_source: 'role', discount_type: 'percentage', discount_amount: 120, final: 879,
    });
  });
  it("the role's fixed price of the variant, and the lower of fixed and percentage", () => {
    expect(effectivePrice({ price: 1000 }, {}, now, null, { discount_percent: 0, price: 850 })).toMatchObject({ discount_source: 'role', discount_type: 'fixed', discount_amount: 150, final: 850 });
    expect(effectivePrice({ price: 1000 }, {}, now, null, { discount_percent: 20, price: 850 })).toMatchObject({ discount_source: 'role', discount_type: 'percentage', final: 800 });
    expect(effectivePrice({ price: 1000 }, {}, now, null, { discount_percent: 10, price: 850 })).toMatchObject({ discount_source: 'role', discount_type: 'fixed', final: 850 });
  });
  it('a lower campaign, variant or product price wins over the role; the discounts never add up', () => {
    expect(effectivePrice({ price: 1000 }, {}, now, campaign, { discount_percent: 12 })).toMatchObject({ discount_source: 'campaign', final: 700 });
    expect(effectivePrice({ price: 1000, discount_type: 'percentage', discount: 20 }, {}, now, null, { discount_percent: 12 })).toMatchObject({ discount_source: 'variant', final: 800 });
    expect(effectivePrice({ price: 1000 }, { discount_type: 'fixed', discount: 300 }, now, null, { discount_percent: 12, price: 750 })).toMatchObject({ discount_source: 'product', final: 700 });
    // The role is lower than the campaign: the role's price alone, not the campaign's on top.
    expect(effectivePrice({ price: 1000 }, {}, now, campaign, { discount_percent: 0, price: 600 })).toMatchObject({ discount_source: 'role', discount_amount: 400, final: 600 });
  });
  it('a tie keeps the standard discount (a campaign line stays counted)', () => {
    expect(effectivePrice({ price: 1000 }, {}, now, campaign, { discount_percent: 30 })).toMatchObject({ discount_source: 'campaign', final: 700 });
  });
  it("a role's fixed price above the variant's own price does not apply; zero is a price", () => {
    expect(effectivePrice({ price: 1000 }, {}, now, null, { discount_percent: 0, price: 1200 })).toMatchObject({ discount_source: 'none', final: 1000 });
    expect(effectivePrice({ price: 1000 }, {}, now, null, { discount_percent: 0, price: 0 })).toMatchObject({ discount_source: 'role', discount_amount: 1000, final: 0 });
    expect(effectivePrice({ price: 1000 }, {}, now, null, { discount_percent: 100 })).toMatchObject({ discount_source: 'role', final: 0 });
  });
});
