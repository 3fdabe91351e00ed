/** Finding what the counter sells: a variant by its scanned code, or by name, priced now for the sale's customer. */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SaleLineType } from '@pishkhan/common/shop';
import { faSearchKey, toAsciiDigits } from '@pishkhan/common/text';
import type { DbOrTx } from '../../db/client';
import { products, variants } from '../catalog/products/product.table';
import { pickedVariant, priceLines, type PricedLine, type PricingContext } from '../sales/pricing/pricing.service';
import { variantsByName } from '../sales/pricing/variant-search';
import { refuse } from './shop.errors';

/** Product statuses sold at the counter: in-store-only products included (domain reference §6.6). */
export const SHOP_SELLABLE = ['available', 'available_offline', 'out_of_stock'];

/**
 * The effective price now of each variant (campaign, else variant, else product discount; the
 * customer's role price when lower), with stock and picture.
 */
async function effectivePrices(db: DbOrTx, variantIds: number[], pricing: PricingContext): Promise<PricedLine[]> {
  return priceLines(
    db,
    variantIds.map((id) => ({ variant_id: id, quantity: 1 })),
    new Date(),
    pricing,
  );
}

export const sellable = (p: PricedLine) => p.variant_status && SHOP_SELLABLE.includes(p.product_status ?? '');

export type ScanResult = ReturnType<typeof pickedVariant> & { unit_price: number; list_price: number; discount_source: string };

const scanResult = (l: PricedLine): ScanResult => ({ ...pickedVariant(l), unit_price: l.unit_price - l.unit_discount, list_price: l.unit_price, discount_source: l.discount_source });

async function scanResults(db: DbOrTx, variantIds: number[], pricing: PricingContext): Promise<ScanResult[]> {
  if (!variantIds.length) return [];
  return (await effectivePrices(db, variantIds, pricing)).map(scanResult);
}

/** Exact barcode or SKU (case-insensitive) of a live variant; both unique among live variants. */
const codeMatch = (code: string) => or(eq(variants.barcode, code), and(sql`${variants.sku} is not null`, sql`lower(${variants.sku}) = lower(${code})`));

const live = and(isNull(variants.archivedAt), isNull(products.archivedAt));

/**
 * A variant by barcode or SKU (Persian digits accepted). For a sale it must be for sale in the
 * shop (switched on; product available, in-store only or out of stock); a return finds any live
 * variant. 404 with a Persian message otherwise.
 */
export async function scan(db: DbOrTx, raw: string, type: SaleLineType = 'sale', pricing: PricingContext = {}): Promise<ScanResult> {
  const code = toAsciiDigits(raw).trim();
  const rows = await db
    .select({ id: variants.id, status: variants.status, productStatus: products.status, title: products.title, barcode: variants.barcode })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(codeMatch(code), live))
    .limit(2);
  // A barcode equal to another variant's SKU: the barcode wins.
  const hit = rows.find((r) => r.barcode === code) ?? rows[0];
  if (!hit) throw refuse(404, 'code_unknown', { code });
  if (type === 'sale' && !(hit.status && SHOP_SELLABLE.includes(hit.productStatus))) throw refuse(404, 'code_not_sellable', { title: hit.title });
  return (await scanResults(db, [hit.id], pricing))[0]!;
}

/** Name, SKU or barcode search among the variants the shop may sell (any live one for a return); ≤ 20, exact codes first. */
export async function search(db: DbOrTx, q: string, type: SaleLineType = 'sale', pricing: PricingContext = {}, limit = 20): Promise<ScanResult[]> {
  const key = faSearchKey(q);
  if (!key) return [];
  const code = toAsciiDigits(q).trim();
  const forSale = type === 'sale' ? and(eq(variants.status, true), inArray(products.status, SHOP_SELLABLE)) : undefined;
  const cols = { id: variants.id };
  const exact = await db.select(cols).from(variants).innerJoin(products, eq(products.id, variants.productId)).where(and(codeMatch(code), live, forSale)).limit(2);
  const like = await variantsByName(db, q, { forSale: type === 'sale' ? SHOP_SELLABLE : undefined, limit });
  const found = [...new Set([...exact.map((r) => r.id), ...like])].slice(0, limit);
  return scanResults(db, found, pricing);
}

/**
 * The receipt's variants priced again, for another customer (or none): what the counter asks when
 * the cashier picks or changes the sale's customer after scanning. Unknown and archived variants
 * are left out (the sale would refuse them).
 */
export async function reprice(db: DbOrTx, variantIds: number[], pricing: PricingContext): Promise<ScanResult[]> {
  const ids = [...new Set(variantIds)];
  if (!ids.length) return [];
  return (await effectivePrices(db, ids, pricing)).filter((l) => !l.archived).map(scanResult);
}
