/** Sale pricing shared by orders and the in-store shop: a line's price now, whether it can be sold, and how a sold line reads. */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { orderMessage, type OrderMessageKey } from '@pishkhan/common/i18n/fa/order-labels';
import { isFeatureOn } from '@pishkhan/common/features';
import { effectivePrice, withRolePrice, type EffectivePrice, type RoleTerms } from '@pishkhan/common/pricing';
import type { DbOrTx } from '../../../db/client';
import { productImages, products, variants } from '../../catalog/products/product.table';
import { customerRoles } from '../../people/customer-roles/customer-role.table';
import { customers } from '../../people/customers/customer.table';
import { featureState } from '../../system/settings/setting.service';
import { stockOf } from '../../stock/stock/stock.service';
import { media } from '../../system/uploads/media.table';
import { campaignOffers, type RunningOffer } from '../flashes/flash.service';
import { variantRolePrices } from './role-price.table';

/** Product statuses an admin may sell in an order (in-store-only products included, as the domain allows). */
const SELLABLE = ['available', 'available_offline', 'out_of_stock'];

export interface PricedLine {
  variant_id: number;
  product_id: number;
  title: string;
  variant_title: string;
  sku: string | null;
  barcode: string;
  quantity: number;
  stock: number;
  max_per_order: number | null;
  unit_price: number;
  unit_discount: number;
  discount_source: string;
  flash_id: number | null;
  line_total: number;
  /** Why the line cannot be ordered as it is, and which field it concerns. */
  issue: string | null;
  issue_field: 'variant_id' | 'quantity' | null;
  /** A shortage of stock is shown but left to the stock service's lock; other issues block. */
  blocking: boolean;
  image_url: string | null;
  /** The variant's own switch, its product's status, and whether either is archived (null product: unknown variant). */
  variant_status: boolean;
  product_status: string | null;
  archived: boolean;
}

/** What every variant picker shows of a priced variant (the order form's search, the shop's scan). */
export const pickedVariant = (l: PricedLine) => ({
  variant_id: l.variant_id,
  product_id: l.product_id,
  title: l.title,
  variant_title: l.variant_title,
  sku: l.sku,
  barcode: l.barcode,
  stock: l.stock,
  product_status: l.product_status ?? '',
  image_url: l.image_url,
});

/** A sold line's snapshot as the API shows it (order items and receipt lines alike). */
export const soldLineView = (i: { productId: number; variantId: number; title: string; variantTitle: string; sku: string | null; barcode: string | null; quantity: number }) => ({
  product_id: i.productId,
  variant_id: i.variantId,
  title: i.title,
  variant_title: i.variantTitle,
  sku: i.sku,
  barcode: i.barcode,
  quantity: i.quantity,
});

export interface SaleVariant {
  v: typeof variants.$inferSelect;
  p: Pick<typeof products.$inferSelect, 'id' | 'title' | 'status' | 'archivedAt' | 'maxPerOrder' | 'discountType' | 'discount' | 'discountUntil'>;
}

const saleVariantColumns = {
  v: variants,
  p: {
    id: products.id,
    title: products.title,
    status: products.status,
    archivedAt: products.archivedAt,
    maxPerOrder: products.maxPerOrder,
    discountType: products.discountType,
    discount: products.discount,
    discountUntil: products.discountUntil,
  },
};

export async function loadSaleVariants(db: DbOrTx, ids: number[]): Promise<Map<number, SaleVariant>> {
  if (!ids.length) return new Map();
  const rows = await db.select(saleVariantColumns).from(variants).innerJoin(products, eq(products.id, variants.productId)).where(inArray(variants.id, ids));
  return new Map(rows.map((r) => [r.v.id, r]));
}

async function mainImages(db: DbOrTx, productIds: number[]): Promise<Map<number, string>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .select({ productId: productImages.productId, path: media.path, isMain: productImages.isMain, position: productImages.position })
    .from(productImages)
    .innerJoin(media, eq(media.id, productImages.mediaId))
    .where(inArray(productImages.productId, productIds))
    .orderBy(desc(productImages.isMain), asc(productImages.position));
  const out = new Map<number, string>();
  for (const r of rows) if (!out.has(r.productId)) out.set(r.productId, `/uploads/${r.path}`);
  return out;
}

/** "Product – variant", unless the variant's title already starts with the product's. */
export const joinTitle = (product: string, variant: string) => (!variant ? product : variant.startsWith(product) ? variant : `${product} – ${variant}`);

const saleTitle = (sv: SaleVariant) => (sv.v.isDefault ? sv.p.title : joinTitle(sv.p.title, sv.v.title));

/** Why a variant cannot be sold now (stock aside), or null. */
function saleIssue(sv: SaleVariant | undefined, quantity: number): { key: OrderMessageKey; params: Record<string, string | number>; field: 'variant_id' | 'quantity' } | null {
  if (!sv || sv.v.archivedAt || sv.p.archivedAt) return { key: 'variant_unknown', params: {}, field: 'variant_id' };
  const title = saleTitle(sv);
  if (!sv.v.status) return { key: 'variant_inactive', params: { title }, field: 'variant_id' };
  if (!SELLABLE.includes(sv.p.status)) return { key: 'product_unavailable', params: { title }, field: 'variant_id' };
  const max = sv.v.maxPerOrder ?? sv.p.maxPerOrder;
  if (max && quantity > max) return { key: 'max_per_order', params: { title, max }, field: 'quantity' };
  return null;
}

/**
 * A variant's unit price now, the campaign it comes from (null when none), and its standard unit
 * price: what it costs without the customer's role (a guest's price; `final` when no role applies).
 */
export type SalePrice = EffectivePrice & { flash_id: number | null; standard_final: number };

/**
 * Who the price is for: the customer's role (null or absent: a guest, or a customer without one).
 * A role counts only while the customer_roles feature is on.
 */
export interface PricingContext {
  roleId?: number | null;
}

/** The role of a customer (null when none, or no customer). */
export async function customerRoleId(db: DbOrTx, customerId: number | null | undefined): Promise<number | null> {
  if (!customerId) return null;
  const [c] = await db.select({ roleId: customers.roleId }).from(customers).where(eq(customers.id, customerId));
  return c?.roleId ?? null;
}

/**
 * What the role offers on each of these variants (its percentage, and its fixed price where it has
 * one), or null when there is no role, the feature is off or the role is gone.
 */
export async function roleTermsOf(db: DbOrTx, roleId: number | null | undefined, variantIds: number[]): Promise<((variantId: number) => RoleTerms) | null> {
  if (roleId === null || roleId === undefined || !variantIds.length) return null;
  if (!isFeatureOn(await featureState(db), 'customer_roles')) return null;
  const [role] = await db.select({ percent: customerRoles.discountPercent }).from(customerRoles).where(eq(customerRoles.id, roleId));
  if (!role) return null;
  const fixed = await db
    .select({ variantId: variantRolePrices.variantId, price: variantRolePrices.price })
    .from(variantRolePrices)
    .where(and(eq(variantRolePrices.roleId, roleId), inArray(variantRolePrices.variantId, variantIds)));
  if (!role.percent && !fixed.length) return null;
  const byVariant = new Map(fixed.map((f) => [f.variantId, f.price]));
  return (variantId) => ({ discount_percent: role.percent, price: byVariant.get(variantId) ?? null });
}

/** What one variant's price is made of: its own price and discount, and its product's discount. */
export interface PriceParts {
  v: Pick<SaleVariant['v'], 'price' | 'discountType' | 'discount' | 'discountUntil'>;
  p: Pick<SaleVariant['p'], 'discountType' | 'discount' | 'discountUntil'>;
}

/** Price parts of a variant read as JSON (its discount end a string), with its product's discount. */
export const pricePartsOf = (
  v: { price: number; discountType: string | null; discount: number | null; discountUntil: string | null },
  p: PriceParts['p'],
): PriceParts => ({ v: { ...v, discountUntil: v.discountUntil === null ? null : new Date(v.discountUntil) }, p });

/**
 * One variant's unit price now from what it is made of: the running campaign's offer of its
 * product (null: none), else the variant's own discount, else the product's; the role's price
 * instead when it is lower. The one rule every sale channel prices by (see `salePrices`).
 */
export function salePriceOf({ v, p }: PriceParts, offer: RunningOffer | null, role: RoleTerms | null, now: Date): SalePrice {
  const standard = effectivePrice(
    { price: v.price, discount_type: v.discountType, discount: v.discount, discount_until: v.discountUntil },
    { discount_type: p.discountType, discount: p.discount, discount_until: p.discountUntil },
    now,
    offer,
  );
  const price = withRolePrice(standard, role);
  return { ...price, flash_id: price.discount_source === 'campaign' && offer ? offer.flash_id : null, standard_final: standard.final };
}

/**
 * Each found variant's unit price now: its product's running sales campaign, else the variant's
 * own discount, else the product's; for a customer with a role, the role's price instead when it
 * is lower (docs/pricing.md). What every sale channel charges (orders, the in-store shop, the
 * storefront's pages and cart).
 */
export async function salePrices(db: DbOrTx, found: Map<number, SaleVariant>, now = new Date(), pricing: PricingContext = {}): Promise<Map<number, SalePrice>> {
  // Sequential: `db` is often the order's transaction (one connection, one query at a time).
  const offers = await campaignOffers(db, [...new Set([...found.values()].map((f) => f.p.id))], now);
  const roleTerms = await roleTermsOf(db, pricing.roleId, [...found.keys()]);
  const out = new Map<number, SalePrice>();
  for (const [id, sv] of found) out.set(id, salePriceOf(sv, offers.get(sv.p.id) ?? null, roleTerms?.(id) ?? null, now));
  return out;
}

/** A priced line and its standard unit price: what it costs without the customer's role (0 for an unknown variant). */
export interface LineAndStandard {
  line: PricedLine;
  standard_final: number;
}

/**
 * Prices order lines now (campaign, else variant, else product discount; the customer's role price
 * when lower) and checks each can be sold: live, active, sellable product, within the per-order
 * cap. Stock is reported; the stock service enforces it under its lock when the order takes it.
 */
export async function priceLines(db: DbOrTx, lines: { variant_id: number; quantity: number }[], now = new Date(), pricing: PricingContext = {}): Promise<PricedLine[]> {
  return (await priceLinesWithStandard(db, lines, now, pricing)).map((l) => l.line);
}

/**
 * `priceLines` with each line's standard unit price from the same pricing pass: the in-store sale
 * tells a line sent at the standard price (before the customer was chosen) from a cashier's change.
 */
export async function priceLinesWithStandard(
  db: DbOrTx,
  lines: { variant_id: number; quantity: number }[],
  now = new Date(),
  pricing: PricingContext = {},
): Promise<LineAndStandard[]> {
  const ids = [...new Set(lines.map((l) => l.variant_id))];
  const found = await loadSaleVariants(db, ids);
  const productIds = [...new Set([...found.values()].map((f) => f.p.id))];
  // Sequential: `db` is often the order's transaction (one connection, one query at a time).
  const stock = await stockOf(db, ids);
  const prices = await salePrices(db, found, now, pricing);
  const images = await mainImages(db, productIds);
  return lines.map((l) => {
    const sv = found.get(l.variant_id);
    const have = stock.get(l.variant_id) ?? 0;
    const problem = saleIssue(sv, l.quantity);
    if (!sv) {
      const line: PricedLine = {
        variant_id: l.variant_id, product_id: 0, title: '', variant_title: '', sku: null, barcode: '', quantity: l.quantity, stock: 0, max_per_order: null,
        unit_price: 0, unit_discount: 0, discount_source: 'none', flash_id: null, line_total: 0,
        issue: orderMessage('variant_unknown'), issue_field: 'variant_id' as const, blocking: true, image_url: null,
        variant_status: false, product_status: null, archived: true,
      };
      return { line, standard_final: 0 };
    }
    const price = prices.get(l.variant_id)!;
    const title = saleTitle(sv);
    const short = l.quantity > have ? orderMessage('stock_short', { title, available: have }) : null;
    const issue = problem ? orderMessage(problem.key, problem.params) : short;
    const line: PricedLine = {
      variant_id: l.variant_id,
      product_id: sv.p.id,
      title: sv.p.title,
      variant_title: sv.v.isDefault ? '' : sv.v.title,
      sku: sv.v.sku,
      barcode: sv.v.barcode,
      quantity: l.quantity,
      stock: have,
      max_per_order: sv.v.maxPerOrder ?? sv.p.maxPerOrder,
      unit_price: price.base,
      unit_discount: price.discount_amount,
      discount_source: price.discount_source,
      flash_id: price.flash_id,
      line_total: price.final * l.quantity,
      issue,
      issue_field: problem ? problem.field : short ? ('quantity' as const) : null,
      blocking: !!problem,
      image_url: images.get(sv.p.id) ?? null,
      variant_status: sv.v.status,
      product_status: sv.p.status,
      archived: !!(sv.v.archivedAt || sv.p.archivedAt),
    };
    return { line, standard_final: price.standard_final };
  });
}
