/**
 * Prices as the storefront shows them, computed by the sale pricing engine the admin's order form
 * and the in-store shop use (sales/pricing): a running sales campaign, else the variant's discount,
 * else the product's. `roleId` is the customer's role (null for a guest): its own price applies
 * when lower (docs/pricing.md). Answers priced for a role are cached under the role's own key and
 * marked private (store-reply.ts): a guest never sees them.
 */
import type { DbOrTx } from '../../../db/client';
import { loadLiveSaleVariantsOf, loadSaleVariants, salePrices, type SaleVariant } from '../../sales/pricing/pricing.service';

export interface PriceContext {
  roleId: number | null;
  now: Date;
}

export interface StorePrice {
  /** The variant's own price. */
  base: number;
  /** What is taken off now, and why (campaign, variant, product, role, none). */
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
  return pricesOf(db, await loadSaleVariants(db, variantIds), ctx);
}

/** The live variants of these products with their prices, by variant id. */
export async function livePricesOf(db: DbOrTx, productIds: number[], ctx: PriceContext): Promise<{ variants: Map<number, SaleVariant>; prices: Map<number, StorePrice> }> {
  const found = await loadLiveSaleVariantsOf(db, productIds);
  return { variants: found, prices: await pricesOf(db, found, ctx) };
}

async function pricesOf(db: DbOrTx, found: Map<number, SaleVariant>, ctx: PriceContext): Promise<Map<number, StorePrice>> {
  const prices = await salePrices(db, found, ctx.now, { roleId: ctx.roleId });
  return new Map(
    [...prices].map(([id, p]) => [id, { base: p.base, discount_amount: p.discount_amount, discount_source: p.discount_source, final: p.final, flash_id: p.flash_id }]),
  );
}
