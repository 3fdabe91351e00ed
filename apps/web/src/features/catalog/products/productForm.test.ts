import { describe, expect, it } from 'vitest';
import { optionsFixture, productFixture, variantFixture } from './fixtures';
import { giftChoices, PRODUCT_FORM_EMPTY, priceRule, productToBody, productToForm, specsForCategories, usesDefaultVariant, type ProductValues } from './productForm';

const values = (over: Partial<ProductValues> = {}): ProductValues => ({ ...(productToForm(productFixture()) as ProductValues), ...over });

describe('productToForm', () => {
  it('puts the main image first, keeps each alt by media id, and reads specs, picked colours and attribute values from the variants', () => {
    const form = productToForm(
      productFixture({
        images: [
          { id: 1, media_id: 11, url: '/u/a.webp', alt: 'پشت', is_main: false, position: 0 },
          { id: 2, media_id: 12, url: '/u/b.webp', alt: null, is_main: true, position: 1 },
        ],
        specifications: [
          { specification_id: 5, value: 'آلومینیوم', value_ids: null },
          { specification_id: 6, value: null, value_ids: [61] },
          { specification_id: 7, value: null, value_ids: [71, 72] },
        ] as never,
      }),
    );
    expect(form.images).toEqual([
      { id: 12, url: '/u/b.webp' },
      { id: 11, url: '/u/a.webp' },
    ]);
    expect(form.image_alts).toEqual({ m12: '', m11: 'پشت' });
    expect(form.specs).toEqual({ s5: 'آلومینیوم', s6: 61, s7: [71, 72] });
    expect(form.pick_colors).toEqual([1]);
    expect(form.pick_attrs).toEqual({ a7: [71, 72] });
    expect(form.variants?.map((v) => v.id)).toEqual([41, 42]);
    expect(form.variants?.[0]).toMatchObject({ sku: 'A55-R-S', barcode: '2000000000017', stock: 5, images: [] });
  });

  it('turns missing texts into empty boxes and a missing default stock into 0', () => {
    const form = productToForm(productFixture({ short_description: null, meta_title: null, sku: null, stock: null, variants: [] }));
    expect(form).toMatchObject({ short_description: '', meta_title: '', meta_description: '', sku: '', barcode: '', stock: 0, variants: [], gift_ids: [] });
  });

  it('a new product starts as a draft without variants, with no low-stock threshold and zero stock', () => {
    expect(PRODUCT_FORM_EMPTY).toMatchObject({ status: 'draft', variants: [], category_ids: [], low_stock_threshold: 0, stock: 0 });
  });
});

describe('productToBody', () => {
  it('leaves an empty price out (the API takes a number or nothing; with variants the first one sets it)', () => {
    const body = productToBody(values({ price: null }), optionsFixture(), {});
    expect(body).not.toHaveProperty('price');
    expect(body.variants).toHaveLength(2);
    expect(productToBody(values({ price: 990000 }), optionsFixture(), {})).toMatchObject({ price: 990000 });
  });

  it('sends gift_ids only while the gifts feature is on, and maps gift_ids.<i> to the field', () => {
    const map: Record<string, string> = {};
    expect(productToBody(values({ gift_ids: [5, 6] }), optionsFixture(), map, { gifts: true })).toMatchObject({ gift_ids: [5, 6] });
    expect(map['gift_ids.1']).toBe('gift_ids');
    expect(productToBody(values({ gift_ids: [5, 6] }), optionsFixture(), {}, { gifts: false })).not.toHaveProperty('gift_ids');
    expect(productToBody(values({ gift_ids: undefined }), optionsFixture(), {}, { gifts: true })).toMatchObject({ gift_ids: [] });
  });

  it('without variants sends the default variant’s SKU, barcode and stock; with variants, none of them', () => {
    const plain = productToBody(values({ variants: [], sku: ' A55 ', barcode: '', stock: 7 }), optionsFixture(), {});
    expect(plain).toMatchObject({ variants: [], sku: 'A55', barcode: null, stock: 7 });
    const withVariants = productToBody(values(), optionsFixture(), {});
    expect(withVariants).not.toHaveProperty('sku');
    expect(withVariants).not.toHaveProperty('stock');
  });

  it('clears the discount and its end when no discount type is chosen, on the product and on each variant', () => {
    const v = values({ discount_type: null, discount: 5000, discount_until: '2026-01-01T00:00:00Z' });
    v.variants = v.variants.map((r) => ({ ...r, discount_type: null, discount: 10, discount_until: '2026-01-01T00:00:00Z' }));
    const body = productToBody(v, optionsFixture(), {});
    expect(body).toMatchObject({ discount_type: null, discount: null, discount_until: null });
    expect(body.variants?.[0]).toMatchObject({ discount_type: null, discount: null, discount_until: null });
    expect(productToBody(values({ discount_type: 'percentage', discount: 10 }), optionsFixture(), {})).toMatchObject({ discount_type: 'percentage', discount: 10 });
  });

  it('sends only the specifications of the chosen categories that have a value, and maps their server paths to the form’s', () => {
    const map: Record<string, string> = { stale: 'x' };
    const body = productToBody(values({ category_ids: [9], specs: { s5: 'فلز', s99: 'ignored' } }), optionsFixture(), map);
    expect(body.specifications).toEqual([{ specification_id: 5, value: 'فلز' }]);
    expect(map['specifications.0.value']).toBe('specs.s5');
    expect(map).not.toHaveProperty('stale');
    expect(productToBody(values({ category_ids: [4], specs: { s5: 'فلز' } }), optionsFixture(), {}).specifications).toEqual([]);
  });

  it('marks the first image as the main one with its alt, blanks an empty slug and an empty meta title', () => {
    const body = productToBody(
      values({ images: [{ id: 12, url: '/b' }, { id: 11, url: '/a' }], image_alts: { m12: ' جلو ', m11: '' }, slug: '  ', meta_title: '' }),
      optionsFixture(),
      {},
    );
    expect(body.images).toEqual([
      { media_id: 12, alt: 'جلو', is_main: true },
      { media_id: 11, alt: null, is_main: false },
    ]);
    expect(body).not.toHaveProperty('slug');
    expect(body.meta_title).toBeNull();
  });

  it('sends a variant’s attribute as its value id, or as its typed value when it has none, and its image ids', () => {
    const v = values();
    v.variants = [{ ...v.variants[0]!, id: undefined, attributes: [{ attribute_id: 8, attribute_value_id: null, value: '42' }], images: [{ id: 3, url: '/c' }] }];
    const map: Record<string, string> = {};
    const body = productToBody(v, optionsFixture(), map);
    expect(body.variants?.[0]).not.toHaveProperty('id');
    expect(body.variants?.[0]).toMatchObject({ attributes: [{ attribute_id: 8, value: '42' }], image_ids: [3] });
    expect(map['variants.0.image_ids.0']).toBe('variants.0.price');
  });
});

describe('derived fields', () => {
  it('the specifications follow the chosen categories', () => {
    expect(specsForCategories(optionsFixture(), [9]).map((s) => s.id)).toEqual([5]);
    expect(specsForCategories(optionsFixture(), [4])).toEqual([]);
    expect(specsForCategories(undefined, [9])).toEqual([]);
  });

  it('the price is required only without variants, and the default variant’s fields apply only then', () => {
    expect(priceRule([])).toBe('required|min_value:1');
    expect(priceRule(undefined)).toBe('required|min_value:1');
    const rows = productToForm(productFixture({ variants: [variantFixture()] })).variants!;
    expect(priceRule(rows)).toBe('min_value:1');
    expect(usesDefaultVariant([])).toBe(true);
    expect(usesDefaultVariant(rows)).toBe(false);
  });

  it('the gifts to choose from keep an attached gift that is no longer offered', () => {
    const options = { ...optionsFixture(), gifts: [{ id: 5, name: 'بوک‌مارک' }] };
    expect(giftChoices(options, { gifts: [{ id: 5, name: 'بوک‌مارک' }, { id: 9, name: 'قدیمی' }] })).toEqual([
      { value: 5, label: 'بوک‌مارک' },
      { value: 9, label: 'قدیمی' },
    ]);
    expect(giftChoices(undefined, undefined)).toEqual([]);
  });
});
