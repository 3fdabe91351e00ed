import { z } from 'zod';
import { storeCatalogText, storeQueryLabels as L } from '../i18n/fa/store-catalog';
import { toAsciiDigits } from '../text';
import { id, int, searchText } from './fields';

/** "1,2,۳" (or repeated ?x=1&x=2) → [1, 2, 3]; at most 20 ids. */
const idList = (label: string) =>
  z.preprocess(
    (v) => {
      const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? toAsciiDigits(x).split(/[,\u060C]/) : [x]));
      const out = parts.map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => x !== '');
      return out.every((x) => typeof x === 'string' && /^\d{1,15}$/.test(x)) ? out.map(Number) : v;
    },
    z.array(z.number().int().positive(), { message: storeCatalogText.idList }).max(20, { message: storeCatalogText.idList }).meta({ title: label }),
  );

/** "1" / "true" / "0" / "false" → boolean. */
const flag = (label: string) =>
  z.preprocess((v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : v), z.boolean().meta({ title: label }));

export const STORE_PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'best_selling'] as const;

/** Paging of the storefront's lists: page numbers, at most 48 a page (Persian digits accepted). */
const paging = {
  page: int(L.page, { min: 1, max: 10_000 }).optional(),
  per_page: int(L.per_page, { min: 1, max: 48 }).optional(),
};

/**
 * The storefront's product list query. Unknown parameters (a campaign's utm_*) are ignored; a known
 * one that is malformed is a Persian 422.
 */
export const storeProductQuery = z
  .looseObject({
    ...paging,
    q: searchText().optional(),
    category_id: id(L.category_id).optional(),
    brand_id: id(L.brand_id).optional(),
    price_min: int(L.price_min).optional(),
    price_max: int(L.price_max).optional(),
    in_stock: flag(L.in_stock).optional(),
    attribute_value_ids: idList(L.attribute_value_ids).optional(),
    color_ids: idList(L.color_ids).optional(),
    sort: z.enum(STORE_PRODUCT_SORTS).meta({ title: L.sort }).optional(),
  })
  .refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, {
    message: storeCatalogText.priceRange,
    path: ['price_min'],
  });
export type StoreProductQuery = z.infer<typeof storeProductQuery>;

export const storePostQuery = z.looseObject({
  ...paging,
  q: searchText().optional(),
  post_category_id: id(L.post_category_id).optional(),
  tag: z.string().trim().min(1).max(100).meta({ title: L.tag }).optional(),
});
export type StorePostQuery = z.infer<typeof storePostQuery>;

/** A product, post or page by its slug (a product also by its id). */
export const storeSlugParams = z.object({ slug: z.string().min(1).max(191).meta({ title: L.slug }) });
