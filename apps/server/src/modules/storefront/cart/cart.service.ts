/**
 * The storefront's shopping cart: a customer's (one per customer) or a guest's (known by a random
 * token, kept only as its SHA-256). Prices are never stored: every read prices the lines with the
 * sale pricing engine the admin's orders use (sales/pricing: campaign, else variant, else product
 * discount; the customer's role price when lower). A cart is no reservation: stock is checked on each write and shown on each read.
 */
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { cartText as T } from '@pishkhan/common/i18n/fa/cart';
import type { DbOrTx } from '../../../db/client';
import { validation } from '../../../lib/errors';
import { products } from '../../catalog/products/product.table';
import { newToken, tokenHash } from '../../people/auth/auth.service';
import { joinTitle, loadSaleVariants, priceLines } from '../../sales/pricing/pricing.service';
import { stockOf } from '../../stock/stock/stock.service';
import { availabilityOf, visibleProduct, type StoreContext } from '../catalog/catalog.read';
import { cartItems, carts } from './cart.table';

/** The guest cart's token: sent back in this header, or in the `storeCart` cookie. */
export const CART_HEADER = 'x-cart-token';
export const CART_COOKIE = 'storeCart';
/** A guest cart untouched this many days is deleted. */
export const GUEST_CART_DAYS = 30;
/** Lines a cart may hold. */
export const MAX_LINES = 50;
/** The largest quantity a single request may name (stock and the per-order cap apply below it). */
export const MAX_QUANTITY = 10_000;

/** Whose cart a request reaches: the signed-in customer's, else the guest token's. */
export type CartOwner = { customerId: number } | { tokenHash: string } | null;

/** The guest token a request carries (header first, then the cookie), when it is well-formed. */
export function cartTokenOf(req: FastifyRequest): { token: string; via: 'header' | 'cookie' } | null {
  const h = req.headers[CART_HEADER];
  const fromHeader = typeof h === 'string' ? h.trim() : '';
  const raw = fromHeader || req.cookies?.[CART_COOKIE] || '';
  if (!raw || raw.length > 100 || !/^[\w-]+$/.test(raw)) return null;
  return { token: raw, via: fromHeader ? 'header' : 'cookie' };
}

export function ownerOf(req: FastifyRequest): CartOwner {
  if (req.customer) return { customerId: req.customer.id };
  const t = cartTokenOf(req);
  return t ? { tokenHash: tokenHash(t.token) } : null;
}

const ownerWhere = (o: NonNullable<CartOwner>) =>
  'customerId' in o ? eq(carts.customerId, o.customerId) : and(eq(carts.tokenHash, o.tokenHash), isNull(carts.customerId));

/** The owner's cart id, or null (nothing is created by a read). */
export async function findCart(db: DbOrTx, owner: CartOwner): Promise<number | null> {
  if (!owner) return null;
  const [c] = await db.select({ id: carts.id }).from(carts).where(ownerWhere(owner));
  return c?.id ?? null;
}

/**
 * The owner's cart, locked for this transaction; created when missing (a guest without a live
 * cart gets a new one and its token, answered once as `token`).
 */
export async function lockCart(tx: DbOrTx, owner: CartOwner): Promise<{ id: number; token: string | null }> {
  if (owner && 'customerId' in owner) {
    await tx.insert(carts).values({ customerId: owner.customerId }).onConflictDoNothing();
    const [c] = await tx.select({ id: carts.id }).from(carts).where(ownerWhere(owner)).for('update');
    return { id: c!.id, token: null };
  }
  if (owner) {
    const [c] = await tx.select({ id: carts.id }).from(carts).where(ownerWhere(owner)).for('update');
    if (c) return { id: c.id, token: null };
  }
  const token = newToken();
  const [c] = await tx.insert(carts).values({ tokenHash: tokenHash(token) }).returning({ id: carts.id });
  return { id: c!.id, token };
}

/** What a variant allows in a cart now: null when it cannot be bought at all (with the reason). */
interface Allowance {
  title: string;
  /** Why it cannot be bought (unknown, switched off, not for sale, out of stock), or null. */
  blocked: string | null;
  unknown: boolean;
  stock: number;
  max: number | null;
}

/** Each variant's allowance: shown in the store (visible product, switched on, not archived), on sale, its stock and per-order cap. */
export async function allowances(db: DbOrTx, variantIds: number[], ctx: StoreContext): Promise<Map<number, Allowance>> {
  const ids = [...new Set(variantIds)];
  const found = await loadSaleVariants(db, ids);
  const productIds = [...new Set([...found.values()].map((f) => f.p.id))];
  const shown = productIds.length
    ? new Set((await db.select({ id: products.id }).from(products).where(and(inArray(products.id, productIds), visibleProduct(ctx)))).map((r) => r.id))
    : new Set<number>();
  const stock = await stockOf(db, ids);
  const out = new Map<number, Allowance>();
  for (const id of ids) {
    const sv = found.get(id);
    if (!sv || sv.v.archivedAt || sv.p.archivedAt || !shown.has(sv.p.id)) {
      out.set(id, { title: '', blocked: T.unknownVariant, unknown: true, stock: 0, max: null });
      continue;
    }
    const title = sv.v.isDefault ? sv.p.title : joinTitle(sv.p.title, sv.v.title);
    const have = Math.max(0, stock.get(id) ?? 0);
    const blocked = !sv.v.status || !['available', 'out_of_stock'].includes(sv.p.status) ? T.unavailable(title) : have <= 0 || sv.p.status === 'out_of_stock' ? T.outOfStock(title) : null;
    out.set(id, { title, blocked, unknown: false, stock: have, max: sv.v.maxPerOrder ?? sv.p.maxPerOrder ?? null });
  }
  return out;
}

/** Refuses (422, in Persian, on the field concerned) a quantity the variant does not allow. */
function assertAllowed(a: Allowance, quantity: number) {
  if (a.blocked) throw validation({ variant_id: a.blocked });
  if (a.max && quantity > a.max) throw validation({ quantity: T.overMax(a.title, a.max) });
  if (quantity > a.stock) throw validation({ quantity: T.overStock(a.title, a.stock) });
}

const touch = (tx: DbOrTx, cartId: number) => tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));

async function lineOf(tx: DbOrTx, cartId: number, variantId: number) {
  const [l] = await tx.select().from(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, variantId)));
  return l ?? null;
}

/** Adds `quantity` of a variant (to the line already there, if any). The cart must be locked. */
export async function addItem(tx: DbOrTx, cartId: number, variantId: number, quantity: number, ctx: StoreContext) {
  const a = (await allowances(tx, [variantId], ctx)).get(variantId)!;
  const line = await lineOf(tx, cartId, variantId);
  const total = (line?.quantity ?? 0) + quantity;
  assertAllowed(a, total);
  if (!line) {
    const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(cartItems).where(eq(cartItems.cartId, cartId))) as [{ n: number }];
    if (n >= MAX_LINES) throw validation({ variant_id: T.tooManyLines(MAX_LINES) });
    await tx.insert(cartItems).values({ cartId, variantId, quantity: total });
  } else await tx.update(cartItems).set({ quantity: total }).where(and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, variantId)));
  await touch(tx, cartId);
}

/** Sets a line's quantity (0 removes it); a line not in the cart is refused. The cart must be locked. */
export async function setItem(tx: DbOrTx, cartId: number, variantId: number, quantity: number, ctx: StoreContext) {
  const line = await lineOf(tx, cartId, variantId);
  if (!line) throw validation({ variant_id: T.notInCart });
  if (quantity === 0) await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, variantId)));
  else {
    // Lowering a line is always allowed (even of a variant gone unavailable); raising it is checked.
    if (quantity > line.quantity) assertAllowed((await allowances(tx, [variantId], ctx)).get(variantId)!, quantity);
    await tx.update(cartItems).set({ quantity }).where(and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, variantId)));
  }
  await touch(tx, cartId);
}

export async function removeItem(tx: DbOrTx, cartId: number, variantId: number) {
  await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, variantId)));
  await touch(tx, cartId);
}

export async function emptyCart(tx: DbOrTx, cartId: number) {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await touch(tx, cartId);
}

/**
 * Merges a guest's cart into the customer's (at sign-in): quantities of the same variant are
 * summed, capped by stock and the per-order maximum (a customer's own line is never lowered);
 * a line that cannot be bought now is carried over as it was (it shows flagged); new lines past
 * `MAX_LINES` are left out. The guest cart is deleted, so its token is dead. Answers the lines moved.
 */
export async function mergeGuestCart(tx: DbOrTx, customerId: number, guestToken: string, ctx: StoreContext): Promise<number> {
  const [guest] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.tokenHash, tokenHash(guestToken)), isNull(carts.customerId)))
    .for('update');
  if (!guest) return 0;
  const mine = await lockCart(tx, { customerId });
  const [theirs, ours] = [
    await tx.select().from(cartItems).where(eq(cartItems.cartId, guest.id)).orderBy(asc(cartItems.addedAt), asc(cartItems.variantId)),
    await tx.select().from(cartItems).where(eq(cartItems.cartId, mine.id)),
  ];
  const have = new Map(ours.map((l) => [l.variantId, l.quantity]));
  const allowed = await allowances(tx, theirs.map((l) => l.variantId), ctx);
  let lines = ours.length;
  let moved = 0;
  for (const l of theirs) {
    const a = allowed.get(l.variantId)!;
    const existing = have.get(l.variantId);
    if (existing === undefined) {
      if (lines >= MAX_LINES) continue;
      const cap = Math.min(a.stock, a.max ?? Infinity);
      const q = a.blocked || cap <= 0 ? l.quantity : Math.min(l.quantity, cap);
      await tx.insert(cartItems).values({ cartId: mine.id, variantId: l.variantId, quantity: q, addedAt: l.addedAt });
      lines++;
    } else {
      if (a.blocked) continue;
      const q = Math.max(existing, Math.min(existing + l.quantity, a.stock, a.max ?? Infinity));
      if (q !== existing) await tx.update(cartItems).set({ quantity: q }).where(and(eq(cartItems.cartId, mine.id), eq(cartItems.variantId, l.variantId)));
    }
    moved++;
  }
  await tx.delete(carts).where(eq(carts.id, guest.id));
  await touch(tx, mine.id);
  return moved;
}

/**
 * The cart as the storefront shows it: each line with its product, variant, image, unit price
 * before and after discounts (from the sale pricing engine), line total, availability and, when it
 * cannot be ordered as it is, why (the line stays, flagged); the subtotal counts orderable lines.
 */
export async function readCart(db: DbOrTx, cartId: number | null, ctx: StoreContext) {
  const items = cartId
    ? await db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.addedAt), asc(cartItems.variantId))
    : [];
  const ids = items.map((i) => i.variantId);
  const priced = await priceLines(db, items.map((i) => ({ variant_id: i.variantId, quantity: i.quantity })), ctx.now, { roleId: ctx.roleId });
  const allowed = await allowances(db, ids, ctx);
  const thresholds = new Map(
    priced.length
      ? (await db.select({ id: products.id, low: products.lowStockThreshold }).from(products).where(inArray(products.id, [...new Set(priced.map((p) => p.product_id))]))).map((r) => [r.id, r.low])
      : [],
  );
  const lines = priced.map((p) => {
    const a = allowed.get(p.variant_id)!;
    const problem = a.blocked ?? (a.max && p.quantity > a.max ? T.overMax(a.title, a.max) : p.quantity > a.stock ? T.overStock(a.title, a.stock) : null);
    const unit = p.unit_price - p.unit_discount;
    return {
      variant_id: p.variant_id,
      product_id: a.unknown ? null : p.product_id,
      title: a.unknown ? '' : p.title,
      variant_title: a.unknown ? '' : p.variant_title,
      image_url: a.unknown ? null : p.image_url,
      quantity: p.quantity,
      unit_price: a.unknown ? 0 : p.unit_price,
      discount_amount: a.unknown ? 0 : p.unit_discount,
      discount_source: a.unknown ? 'none' : p.discount_source,
      flash_id: a.unknown ? null : p.flash_id,
      price: a.unknown ? 0 : unit,
      line_total: a.unknown ? 0 : unit * p.quantity,
      max_per_order: a.max,
      ...(ctx.showStock ? { stock: a.stock } : {}),
      availability: a.unknown || (a.blocked && a.stock > 0) ? ('unavailable' as const) : availabilityOf(a.blocked ? 'out_of_stock' : 'available', a.stock, thresholds.get(p.product_id) ?? 0),
      orderable: problem === null,
      problem,
    };
  });
  const ok = lines.filter((l) => l.orderable);
  return {
    lines,
    items_count: ok.reduce((n, l) => n + l.quantity, 0),
    subtotal: ok.reduce((n, l) => n + l.line_total, 0),
    discount_total: ok.reduce((n, l) => n + l.discount_amount * l.quantity, 0),
    has_problems: lines.length !== ok.length,
  };
}

/** Deletes guest carts untouched for `GUEST_CART_DAYS` (their lines go with them). */
export async function pruneGuestCarts(db: DbOrTx, now = new Date()) {
  const before = new Date(now.getTime() - GUEST_CART_DAYS * 86_400_000);
  const gone = await db.delete(carts).where(and(isNull(carts.customerId), lt(carts.updatedAt, before))).returning({ id: carts.id });
  return gone.length;
}
