import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { shopMessage, type ShopMessageKey } from '@pishkhan/common/i18n/fa/shop-labels';
import { ACTIVE_ORDER_STATUSES } from '@pishkhan/common/order';
import type { SaleCreate } from '@pishkhan/common/schemas/shop.schema';
import { paymentsBalance, saleTotals, type SaleLineType, type SaleStatus } from '@pishkhan/common/shop';
import { faSearchKey, formatMoney, toAsciiDigits } from '@pishkhan/common/text';
import type { DbOrTx, Tx } from '../../db/client';
import { audit, type Actor } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { products, variants } from '../catalog/products/product.table';
import { admins } from '../people/admins/admin.table';
import { customerFullName, customerValues } from '../people/customers/customer.service';
import { customers } from '../people/customers/customer.table';
import { recordCampaignSales } from '../sales/flashes/flash.service';
import { joinTitle, pickedVariant, priceLines, soldLineView, variantsByName, type PricedLine } from '../sales/orders/order.service';
import { orders } from '../sales/orders/order.table';
import { changeStocks, InsufficientStockError, stockOf } from '../stock/stock/stock.service';
import { shopDetails } from '../system/settings/setting.service';
import { changeWallet, createWallet, walletOf } from '../wallet/wallets/wallet.service';
import { walletTransactions } from '../wallet/wallets/wallet.table';
import { miniOrderItems, miniOrders } from './shop.table';

export type MiniOrderRow = typeof miniOrders.$inferSelect;
export type MiniOrderItemRow = typeof miniOrderItems.$inferSelect;

/** Product statuses sold at the counter: in-store-only products included (domain reference §6.6). */
export const SHOP_SELLABLE = ['available', 'available_offline', 'out_of_stock'];
/** Largest sum of a receipt's sale (or return) lines: inside 2^53 and the wallet's limits. */
const MAX_SALE_TOTAL = 1_000_000_000_000;

const refuse = (status: 403 | 404 | 409 | 422, key: ShopMessageKey, params: Record<string, string | number> = {}, field?: string, code?: string) => {
  const msg = shopMessage(key, params);
  const c = code ?? (status === 422 ? 'validation' : status === 403 ? 'forbidden' : status === 404 ? 'not_found' : 'conflict');
  return new AppError(status, c, msg, field ? { [field]: msg } : undefined);
};

const displayTitle = joinTitle;

/* ------------------------------------------------------------------ pricing (the orders module's) */

/** The effective price now of each variant (campaign, else variant, else product discount), with stock and picture. */
export async function effectivePrices(db: DbOrTx, variantIds: number[]): Promise<PricedLine[]> {
  return priceLines(
    db,
    variantIds.map((id) => ({ variant_id: id, quantity: 1 })),
  );
}

const sellable = (p: PricedLine) => p.variant_status && SHOP_SELLABLE.includes(p.product_status ?? '');

/* ------------------------------------------------------------------ scan and search */

export type ScanResult = ReturnType<typeof pickedVariant> & { unit_price: number; list_price: number; discount_source: string };

async function scanResults(db: DbOrTx, variantIds: number[]): Promise<ScanResult[]> {
  if (!variantIds.length) return [];
  const priced = await effectivePrices(db, variantIds);
  return priced.map((l) => ({ ...pickedVariant(l), unit_price: l.unit_price - l.unit_discount, list_price: l.unit_price, discount_source: l.discount_source }));
}

/** Exact barcode or SKU (case-insensitive) of a live variant; both unique among live variants. */
const codeMatch = (code: string) => or(eq(variants.barcode, code), and(sql`${variants.sku} is not null`, sql`lower(${variants.sku}) = lower(${code})`));
const live = and(isNull(variants.archivedAt), isNull(products.archivedAt));

/**
 * A variant by barcode or SKU (Persian digits accepted). For a sale it must be for sale in the
 * shop (switched on; product available, in-store only or out of stock); a return finds any live
 * variant. 404 with a Persian message otherwise.
 */
export async function scan(db: DbOrTx, raw: string, type: SaleLineType = 'sale'): Promise<ScanResult> {
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
  return (await scanResults(db, [hit.id]))[0]!;
}

/** Name, SKU or barcode search among the variants the shop may sell (any live one for a return); ≤ 20, exact codes first. */
export async function search(db: DbOrTx, q: string, type: SaleLineType = 'sale', limit = 20): Promise<ScanResult[]> {
  const key = faSearchKey(q);
  if (!key) return [];
  const code = toAsciiDigits(q).trim();
  const forSale = type === 'sale' ? and(eq(variants.status, true), inArray(products.status, SHOP_SELLABLE)) : undefined;
  const cols = { id: variants.id };
  const exact = await db.select(cols).from(variants).innerJoin(products, eq(products.id, variants.productId)).where(and(codeMatch(code), live, forSale)).limit(2);
  const like = await variantsByName(db, q, { forSale: type === 'sale' ? SHOP_SELLABLE : undefined, limit });
  const found = [...new Set([...exact.map((r) => r.id), ...like])].slice(0, limit);
  return scanResults(db, found);
}

/* ------------------------------------------------------------------ customer lookup */

export async function customerLookup(db: DbOrTx, mobile: string) {
  const [c] = await db
    .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName, mobile: customers.mobile, status: customers.status })
    .from(customers)
    .where(eq(customers.mobile, mobile));
  if (!c) return { customer: null, stats: null };
  const wallet = await walletOf(db, c.id);
  const [online] = await db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      // What counts as spent: the total less goods taken back (as the customer page counts it).
      sum: sql<number>`coalesce(sum(${orders.totalAmount} - ${orders.returnedAmount}), 0)`.mapWith(Number),
      last: sql<Date | null>`max(${orders.createdAt})`,
    })
    .from(orders)
    .where(and(eq(orders.customerId, c.id), inArray(orders.status, [...ACTIVE_ORDER_STATUSES])));
  const [shop] = await db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      sum: sql<number>`coalesce(sum(${miniOrders.total}), 0)`.mapWith(Number),
      last: sql<Date | null>`max(${miniOrders.createdAt})`,
    })
    .from(miniOrders)
    .where(and(eq(miniOrders.customerId, c.id), eq(miniOrders.status, 'completed')));
  const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
  return {
    customer: { id: c.id, name: customerFullName(c) || null, mobile: c.mobile, status: c.status, wallet: wallet.balance, gift_balance: wallet.gift_balance },
    stats: {
      online: { orders_count: online!.n, orders_total: online!.sum, last_order_at: iso(online!.last) },
      shop: { sales_count: shop!.n, sales_total: shop!.sum, last_sale_at: iso(shop!.last) },
    },
  };
}

export async function customerHasMiniOrders(db: DbOrTx, customerId: number): Promise<boolean> {
  const [r] = await db.select({ id: miniOrders.id }).from(miniOrders).where(eq(miniOrders.customerId, customerId)).limit(1);
  return !!r;
}

/* ------------------------------------------------------------------ completing a sale */

/** The customer of a sale: a known one by id, or one found or created (active, no password) by mobile. */
async function resolveCustomer(tx: Tx, actor: Actor, c: SaleCreate['customer']): Promise<number | null> {
  if (!c) return null;
  if (c.id !== undefined) {
    const [row] = await tx.select({ id: customers.id, status: customers.status }).from(customers).where(eq(customers.id, c.id));
    if (!row) throw refuse(422, 'customer_unknown', {}, 'customer.id');
    if (!row.status) throw refuse(422, 'customer_inactive', {}, 'customer.id');
    return row.id;
  }
  const mobile = c.mobile!;
  const find = async () => (await tx.select({ id: customers.id, status: customers.status }).from(customers).where(eq(customers.mobile, mobile)))[0];
  let row = await find();
  if (!row) {
    const values = await customerValues(tx, { mobile, first_name: c.first_name ?? null, last_name: c.last_name ?? null });
    // Two counters creating the same mobile at once: the second waits for the first and takes its row.
    const [created] = await tx
      .insert(customers)
      .values(values as typeof customers.$inferInsert)
      .onConflictDoNothing({ target: customers.mobile })
      .returning();
    if (created) {
      await createWallet(tx, created.id);
      await audit(tx, actor, { entity: 'customer', entityId: created.id, action: 'create', before: null, after: created });
      return created.id;
    }
    row = await find();
    if (!row) throw refuse(422, 'customer_unknown', {}, 'customer.mobile');
  }
  if (!row.status) throw refuse(422, 'customer_inactive', {}, 'customer.mobile');
  return row.id;
}

interface ChargedLine {
  index: number;
  type: SaleLineType;
  quantity: number;
  unit_price: number;
  priced: PricedLine;
}

/** Stock moves of a receipt, additions before removals (an item returned can be sold again on the same receipt); changeStocks keeps the lock order. */
function stockPlan<T extends { variantId: number; change: number }>(moves: T[]): T[] {
  return [...moves].sort((a, b) => Number(a.change < 0) - Number(b.change < 0));
}

const isCode = (e: unknown, code: string): e is AppError => e instanceof AppError && e.code === code;

/**
 * Completes a sale in the caller's transaction: checks the lines (for sale, known, priced now;
 * a changed price or a receipt discount needs `discount_mini_order`), the totals and the payments,
 * finds or creates the customer, writes the receipt, then takes and puts back stock through the
 * stock service (global lock order) and pays from or back to the wallet last. Any refusal
 * propagates and rolls the whole sale back. Returns the receipt id.
 */
export async function completeSale(tx: Tx, actor: Actor, perms: Set<string>, b: SaleCreate, idem: { key: string | null; hash: string } = { key: null, hash: '' }): Promise<number> {
  const seen = new Set<string>();
  b.lines.forEach((l, i) => {
    const k = `${l.type}:${l.variant_id}`;
    if (seen.has(k)) throw refuse(422, 'duplicate_line', {}, `lines.${i}.variant_id`);
    seen.add(k);
  });
  const priced = await priceLines(
    tx,
    b.lines.map((l) => ({ variant_id: l.variant_id, quantity: l.quantity })),
  );
  b.lines.forEach((l, i) => {
    const p = priced[i]!;
    if (p.archived) throw refuse(422, 'variant_unknown', {}, `lines.${i}.variant_id`);
    if (l.type === 'sale' && !sellable(p)) throw refuse(422, 'variant_not_sellable', { title: displayTitle(p.title, p.variant_title) }, `lines.${i}.variant_id`);
  });
  const mayDiscount = perms.has('discount_mini_order');
  const lines: ChargedLine[] = b.lines.map((l, i) => {
    const p = priced[i]!;
    const effective = p.unit_price - p.unit_discount;
    const charged = l.unit_price ?? effective;
    if (charged !== effective && !mayDiscount) throw refuse(403, 'price_forbidden', { price: formatMoney(effective) }, `lines.${i}.unit_price`);
    return { index: i, type: l.type, quantity: l.quantity, unit_price: charged, priced: p };
  });
  const discount = b.discount_amount ?? 0;
  if (discount > 0 && !mayDiscount) throw refuse(403, 'discount_forbidden', {}, 'discount_amount');
  const totals = saleTotals(lines, discount);
  if (![totals.sales_amount, totals.returns_amount, totals.total].every(Number.isSafeInteger) || Math.max(totals.sales_amount, totals.returns_amount) > MAX_SALE_TOTAL)
    throw refuse(422, 'amount_too_large', {}, 'lines');
  if (!totals.discount_ok) throw refuse(422, 'discount_too_big', { discount: formatMoney(discount), max: formatMoney(totals.max_discount) }, 'discount_amount');

  const pay = paymentsBalance(totals.total, b.payments);
  if (!pay.signs_ok) {
    const key: ShopMessageKey = totals.total > 0 ? 'payments_sign_pay' : totals.total < 0 ? 'payments_sign_refund' : 'payments_zero';
    throw refuse(422, key, { total: formatMoney(Math.abs(totals.total)) }, 'payments');
  }
  if (!pay.ok) throw refuse(422, 'payments_mismatch', { paid: formatMoney(pay.paid), total: formatMoney(totals.total) }, 'payments');

  const customerId = await resolveCustomer(tx, actor, b.customer);
  if (pay.wallet !== 0 && customerId === null) throw refuse(422, 'wallet_needs_customer', {}, 'payments.wallet');

  // The receipt row first: a second completion with the same Idempotency-Key waits here on the
  // unique index and fails once the first commits (the route then answers with the first sale).
  const [o] = await tx
    .insert(miniOrders)
    .values({
      customerId,
      adminId: actor.adminId,
      status: 'completed',
      linesCount: totals.lines_count,
      saleQuantity: totals.sale_quantity,
      returnQuantity: totals.return_quantity,
      salesAmount: totals.sales_amount,
      returnsAmount: totals.returns_amount,
      linesTotal: totals.lines_total,
      discountAmount: totals.discount_amount,
      total: totals.total,
      paidCash: pay.cash,
      paidCard: pay.card,
      paidWallet: pay.wallet,
      cardTrackingCode: pay.card !== 0 && b.payments.card_tracking_code ? toAsciiDigits(b.payments.card_tracking_code) : null,
      description: b.description ?? null,
      idempotencyKey: idem.key,
      requestHash: idem.key ? idem.hash : null,
    })
    .returning();
  const id = o!.id;
  // Stock: sale lines out, return lines back in, in the global lock order.
  const moves = stockPlan(lines.map((l) => ({ variantId: l.priced.variant_id, change: l.type === 'sale' ? -l.quantity : l.quantity, line: l })));
  try {
    await changeStocks(
      tx,
      actor,
      moves.map((m) => ({
        variantId: m.variantId,
        change: m.change,
        type: m.change < 0 ? 'shop_sale' : 'shop_return',
        reason: shopMessage(m.change < 0 ? 'stock_reason_sale' : 'stock_reason_return', { id }),
        miniOrderId: id,
      })),
    );
  } catch (e) {
    if (!(e instanceof InsufficientStockError)) throw e;
    const m = moves[e.index]!;
    const msg = shopMessage('stock_short', { title: displayTitle(m.line.priced.title, m.line.priced.variant_title), available: e.available });
    throw new AppError(409, 'insufficient_stock', msg, { [`lines.${m.line.index}.quantity`]: msg });
  }
  // The lines after the stock: their foreign keys share-lock the product rows, which must come after
  // the stock service's FOR UPDATE on them, or two sales of the same products deadlock.
  await tx.insert(miniOrderItems).values(
    lines.map((l) => ({
      miniOrderId: id,
      type: l.type,
      productId: l.priced.product_id,
      variantId: l.priced.variant_id,
      flashId: l.type === 'sale' ? l.priced.flash_id : null,
      title: l.priced.title,
      variantTitle: l.priced.variant_title,
      sku: l.priced.sku,
      barcode: l.priced.barcode,
      quantity: l.quantity,
      unitPrice: l.unit_price,
      listPrice: l.priced.unit_price,
      effectivePrice: l.priced.unit_price - l.priced.unit_discount,
      discountSource: l.priced.discount_source,
    })),
  );

  // A sale line at a campaign's price counts towards the campaign's cap.
  for (const l of lines) if (l.type === 'sale' && l.priced.flash_id) await recordCampaignSales(tx, l.priced.flash_id, l.priced.product_id, l.quantity);

  // The wallet last (lock order: own rows, stock, wallet).
  if (pay.wallet !== 0) {
    try {
      await changeWallet(tx, actor, {
        customerId: customerId!,
        amount: -pay.wallet,
        type: pay.wallet > 0 ? 'shop_payment' : 'shop_refund',
        reason: shopMessage(pay.wallet > 0 ? 'wallet_reason_payment' : 'wallet_reason_refund', { id }),
        miniOrderId: id,
      });
    } catch (e) {
      if (isCode(e, 'insufficient_balance')) throw new AppError(409, 'insufficient_balance', e.message, { 'payments.wallet': e.message });
      throw e;
    }
  }
  await audit(tx, actor, {
    entity: 'mini_order',
    entityId: id,
    action: 'create',
    changes: {
      customer_id: [null, customerId],
      total: [null, totals.total],
      discount_amount: [null, totals.discount_amount],
      paid_cash: [null, pay.cash],
      paid_card: [null, pay.card],
      paid_wallet: [null, pay.wallet],
    },
  });
  return id;
}

/** The sale a cashier already completed with this Idempotency-Key, if any. */
export async function saleByKey(db: DbOrTx, adminId: number, key: string): Promise<MiniOrderRow | undefined> {
  const [r] = await db.select().from(miniOrders).where(and(eq(miniOrders.adminId, adminId), eq(miniOrders.idempotencyKey, key)));
  return r;
}

/* ------------------------------------------------------------------ void */

/** What a void needs now: the stock of each returned variant and the wallet money paid back into it. */
async function voidRefusal(db: DbOrTx, o: MiniOrderRow, items: MiniOrderItemRow[]): Promise<string | null> {
  const net = new Map<number, { need: number; title: string }>();
  for (const it of items) {
    const cur = net.get(it.variantId) ?? { need: 0, title: displayTitle(it.title, it.variantTitle) };
    cur.need += it.type === 'return' ? it.quantity : -it.quantity;
    net.set(it.variantId, cur);
  }
  const taking = [...net.entries()].filter(([, v]) => v.need > 0);
  if (taking.length) {
    const stock = await stockOf(db, taking.map(([id]) => id));
    for (const [vid, v] of taking) {
      const have = stock.get(vid) ?? 0;
      if (have < v.need) return shopMessage('void_stock_sold', { title: v.title, available: have, needed: v.need });
    }
  }
  if (o.paidWallet < 0 && o.customerId) {
    const w = await walletOf(db, o.customerId);
    if (w.balance < -o.paidWallet) return shopMessage('void_wallet_spent', { amount: formatMoney(-o.paidWallet), balance: formatMoney(w.balance) });
  }
  return null;
}

/**
 * Voids a completed sale, all or nothing: sale lines' stock comes back, return lines' stock goes
 * out again (refused with the reason when it has been sold since), the wallet part is paid back
 * (or, for money refunded into the wallet, taken back), campaign counts are undone.
 */
export async function voidSale(tx: Tx, actor: Actor, id: number, reason: string): Promise<void> {
  const [o] = await tx.select().from(miniOrders).where(eq(miniOrders.id, id)).for('update');
  if (!o) throw notFound();
  if (o.status !== 'completed') throw refuse(409, 'already_voided', {}, undefined, 'conflict');
  const items = await tx.select().from(miniOrderItems).where(eq(miniOrderItems.miniOrderId, id)).orderBy(asc(miniOrderItems.id));
  const moves = stockPlan(items.map((it) => ({ variantId: it.variantId, change: it.type === 'sale' ? it.quantity : -it.quantity, it })));
  try {
    await changeStocks(tx, actor, moves.map((m) => ({ variantId: m.variantId, change: m.change, type: 'shop_void', reason: shopMessage('stock_reason_void', { id }), miniOrderId: id })));
  } catch (e) {
    if (!(e instanceof InsufficientStockError)) throw e;
    const m = moves[e.index]!;
    throw new AppError(409, 'insufficient_stock', shopMessage('void_stock_sold', { title: displayTitle(m.it.title, m.it.variantTitle), available: e.available, needed: -m.change }));
  }
  for (const it of items) if (it.type === 'sale' && it.flashId) await recordCampaignSales(tx, it.flashId, it.productId, -it.quantity);
  if (o.paidWallet !== 0 && o.customerId) {
    // Gift money spent on the sale goes back as gift money (it must not become withdrawable).
    const [paid] = o.paidWallet > 0
      ? await tx
          .select({ gift: walletTransactions.giftAmount })
          .from(walletTransactions)
          .where(and(eq(walletTransactions.miniOrderId, id), eq(walletTransactions.type, 'shop_payment')))
          .orderBy(asc(walletTransactions.id))
          .limit(1)
      : [];
    try {
      await changeWallet(tx, actor, {
        customerId: o.customerId,
        amount: o.paidWallet,
        type: o.paidWallet > 0 ? 'shop_refund' : 'shop_payment',
        reason: shopMessage('wallet_reason_void', { id }),
        miniOrderId: id,
        ...(paid && paid.gift < 0 ? { gift: Math.min(o.paidWallet, -paid.gift) } : {}),
      });
    } catch (e) {
      if (!isCode(e, 'insufficient_balance')) throw e;
      const w = await walletOf(tx, o.customerId);
      throw new AppError(409, 'insufficient_balance', shopMessage('void_wallet_spent', { amount: formatMoney(-o.paidWallet), balance: formatMoney(w.balance) }));
    }
  }
  const [after] = await tx
    .update(miniOrders)
    .set({ status: 'voided', voidedAt: sql`now()`, voidedBy: actor.adminId, voidReason: reason, updatedAt: sql`now()` })
    .where(eq(miniOrders.id, id))
    .returning();
  await audit(tx, actor, { entity: 'mini_order', entityId: id, action: 'void', changes: { status: [o.status, after!.status], void_reason: [null, reason] } });
}

/* ------------------------------------------------------------------ read */

const who = (id: number | null, names: Map<number, { name: string | null; username: string }>) => {
  if (!id) return null;
  const a = names.get(id);
  return { id, name: a ? a.name || a.username : '' };
};

async function adminNames(db: DbOrTx, ids: (number | null)[]) {
  const list = [...new Set(ids.filter((x): x is number => x !== null))];
  if (!list.length) return new Map<number, { name: string | null; username: string }>();
  const rows = await db.select({ id: admins.id, name: admins.name, username: admins.username }).from(admins).where(inArray(admins.id, list));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function customersById(db: DbOrTx, ids: (number | null)[]) {
  const list = [...new Set(ids.filter((x): x is number => x !== null))];
  if (!list.length) return new Map<number, { id: number; name: string | null; mobile: string }>();
  const rows = await db.select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName, mobile: customers.mobile }).from(customers).where(inArray(customers.id, list));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: customerFullName(r) || null, mobile: r.mobile }]));
}

/** A list row (also the head of the detail). */
export function saleRow(o: MiniOrderRow, names: Map<number, { name: string | null; username: string }>, cs: Map<number, { id: number; name: string | null; mobile: string }>) {
  return {
    id: o.id,
    status: o.status as SaleStatus,
    created_at: o.createdAt,
    admin: who(o.adminId, names),
    customer: o.customerId ? (cs.get(o.customerId) ?? null) : null,
    lines_count: o.linesCount,
    sale_quantity: o.saleQuantity,
    return_quantity: o.returnQuantity,
    sales_amount: o.salesAmount,
    returns_amount: o.returnsAmount,
    lines_total: o.linesTotal,
    discount_amount: o.discountAmount,
    total: o.total,
    paid_cash: o.paidCash,
    paid_card: o.paidCard,
    paid_wallet: o.paidWallet,
  };
}

export async function saleRows(db: DbOrTx, rows: MiniOrderRow[]) {
  const [names, cs] = await Promise.all([adminNames(db, rows.map((r) => r.adminId)), customersById(db, rows.map((r) => r.customerId))]);
  return rows.map((o) => saleRow(o, names, cs));
}

/** One sale with its lines, payments, who sold and voided it, whether it may be voided now, and the shop's details for the receipt. */
export async function saleDetail(db: DbOrTx, id: number, perms: Set<string>) {
  // Two round trips: the receipt and its lines, then what they name (and whether it may be voided).
  const [[o], items] = await Promise.all([
    db.select().from(miniOrders).where(eq(miniOrders.id, id)),
    db.select().from(miniOrderItems).where(eq(miniOrderItems.miniOrderId, id)).orderBy(asc(miniOrderItems.id)),
  ]);
  if (!o) throw notFound();
  const [names, cs, shop, refusal] = await Promise.all([
    adminNames(db, [o.adminId, o.voidedBy]),
    customersById(db, [o.customerId]),
    receiptShop(db),
    o.status === 'completed' ? voidRefusal(db, o, items) : null,
  ]);
  return {
    ...saleRow(o, names, cs),
    lines: items.map((i) => ({
      id: i.id,
      type: i.type as SaleLineType,
      ...soldLineView(i),
      unit_price: i.unitPrice,
      list_price: i.listPrice,
      effective_price: i.effectivePrice,
      discount_source: i.discountSource,
      price_changed: i.unitPrice !== i.effectivePrice,
      line_total: i.unitPrice * i.quantity,
    })),
    card_tracking_code: o.cardTrackingCode,
    description: o.description,
    voided_at: o.voidedAt,
    voided_by: who(o.voidedBy, names),
    void_reason: o.voidReason,
    can_void: o.status === 'completed' && perms.has('void_mini_order') && refusal === null,
    void_refusal: refusal,
    shop,
  };
}

/** The shop's details printed on a receipt and on the day close. */
export async function receiptShop(db: DbOrTx) {
  const s = await shopDetails(db);
  return { name: s.name, phone: s.phone, address: s.address, postal_code: s.postal_code, economic_code: s.economic_code, logo_url: s.logo_url };
}
