/**
 * Prices as the storefront shows them, computed by the sale pricing engine the admin's order form
 * and the in-store shop use (sales/pricing): a running sales campaign, else the variant's discount,
 * else the product's. `roleId` is the customer's role (null for a guest): the price context of a
 * customer, so a role's own prices apply here once the engine has them.
 */
import type { DbOrTx } from '../../../db/client';
import { priceLines } from '../../sales/pricing/pricing.service';
import { campaignOffers } from '../../sales/flashes/flash.service';

export interface PriceContext {
  roleId: number | null;
  now: Date;
}

export interface StorePrice {
  /** The variant's own price. */
  base: number;
  /** What is taken off now, and why (campaign, variant, product, none). */
  discount_amount: number;
  discount_source: string;
  /** What the customer pays for one. */
  final: number;
  /** The sales campaign the price comes from (its countdown on the page), or null. */
  flash_id: number | null;
}

/** One unit's price of each variant, by variant id (unknown ids are left out). */
export async function storePrices(db: DbOrTx, variantIds: number[], ctx: PriceContext): Promise<Map<number, StorePrice>> {
  if (!variantIds.length) return new Map();
  const lines = await priceLines(db, variantIds.map((variant_id) => ({ variant_id, quantity: 1 })), ctx.now);
  return new Map(
    lines
      .filter((l) => l.product_id)
      .map((l) => [
        l.variant_id,
        { base: l.unit_price, discount_amount: l.unit_discount, discount_source: l.discount_source, final: l.unit_price - l.unit_discount, flash_id: l.flash_id },
      ]),
  );
}

/** The products among `productIds` that a running campaign prices now (the others keep their stored lowest price). */
export async function productsInCampaign(db: DbOrTx, productIds: number[], ctx: PriceContext): Promise<Set<number>> {
  return new Set((await campaignOffers(db, productIds, ctx.now)).keys());
}
