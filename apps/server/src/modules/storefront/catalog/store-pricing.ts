/**
 * Prices as the storefront shows them, computed by the sale pricing engine the admin's order form
 * and the in-store shop use (sales/pricing): a running sales campaign, else the variant's discount,
 * else the product's. `roleId` is the customer's role (null for a guest): the price context of a
 * customer, so a role's own prices apply here once the engine has them.
 */
import type { DbOrTx } from '../../../db/client';
import { loadSaleVariants, salePrices } from '../../sales/pricing/pricing.service';

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
  const prices = await salePrices(db, await loadSaleVariants(db, variantIds), ctx.now);
  return new Map(
    [...prices].map(([id, p]) => [id, { base: p.base, discount_amount: p.discount_amount, discount_source: p.discount_source, final: p.final, flash_id: p.flash_id }]),
  );
}
