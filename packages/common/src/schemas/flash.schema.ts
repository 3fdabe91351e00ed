import { z } from 'zod';
import { FLASH_DISCOUNT_TYPES, FLASH_MAX_PRODUCTS, flashBodyIssues } from '../flash';
import { flashLabels as L, flashMessage } from '../i18n/fa/flash-labels';
import { bool, hexColor, id, instant, int, nullable, text } from './fields';

/**
 * Contracts of sales campaigns (domain reference §3.18): the campaign, its products with their
 * own discount and sales cap, and the order of the list. The rules that need the database
 * (products live and available, a fixed discount under the cheapest price, one running campaign
 * per product) are checked by the server in the write's transaction.
 */

export const FLASH_SORTS = ['position', 'title', 'starts_at', 'ends_at', 'status', 'created_at', 'id'] as const;
/** Largest sales cap of one product in a campaign. */
export const FLASH_MAX_SALABLE = 1_000_000_000;

export const flashProductItem = z.strictObject({
  product_id: id(L.product_id),
  /** null (with discount null) = the campaign's default discount. */
  discount_type: nullable(z.enum(FLASH_DISCOUNT_TYPES).meta({ title: L.product_discount_type })).optional(),
  discount: nullable(int(L.product_discount, { min: 1 })).optional(),
  /** null = unlimited. */
  salable_max: nullable(int(L.salable_max, { min: 1, max: FLASH_MAX_SALABLE })).optional(),
});
export type FlashProductItem = z.infer<typeof flashProductItem>;

const flashFields = z.strictObject({
  title: text(L.title, { max: 191 }),
  starts_at: instant(L.starts_at),
  ends_at: instant(L.ends_at),
  status: bool(L.status).optional(),
  /** Show a countdown on the shop. */
  timer: bool(L.timer).optional(),
  color: nullable(hexColor(L.color)).optional(),
  /** An upload's id (POST /api/admin/uploads). */
  image_id: id(L.image_id),
  mobile_image_id: nullable(id(L.mobile_image_id)).optional(),
  discount_type: z.enum(FLASH_DISCOUNT_TYPES).meta({ title: L.discount_type }),
  /** Percent (1–100) or money (≥ 1). */
  discount: int(L.discount, { min: 1 }),
  /** When given, replaces the campaign's products. */
  products: z.array(flashProductItem).max(FLASH_MAX_PRODUCTS).meta({ title: L.products }).optional(),
});

const refineFlash = (b: Partial<z.infer<typeof flashFields>>, ctx: z.core.$RefinementCtx) => {
  for (const i of flashBodyIssues(b)) ctx.addIssue({ code: 'custom', path: i.path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)), message: flashMessage(i.key) });
};

export const flashCreate = flashFields.superRefine(refineFlash);
/** PATCH: every field optional; the server checks the cross-field rules against the stored row too. */
export const flashUpdate = flashFields.partial().superRefine(refineFlash);
export type FlashCreate = z.infer<typeof flashFields>;
export type FlashUpdate = z.infer<typeof flashUpdate>;

/** `PUT /flashes/order`: the ids in their new order. */
export const flashOrder = z.strictObject({
  ids: z.array(id(L.id)).min(1).max(1000).meta({ title: L.ids }),
});
