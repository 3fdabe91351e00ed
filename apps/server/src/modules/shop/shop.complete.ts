/** Completing an in-store sale: lines priced now, totals, payments, the customer, stock and wallet in one transaction. */
import { and, eq } from 'drizzle-orm';
import { shopMessage, type ShopMessageKey } from '@pishkhan/common/i18n/fa/shop-labels';
import type { SaleCreate } from '@pishkhan/common/schemas/shop.schema';
import { paymentsBalance, saleTotals, type SaleLineType } from '@pishkhan/common/shop';
import { formatMoney, toAsciiDigits } from '@pishkhan/common/text';
import type { DbOrTx, Tx } from '../../db/client';
import { audit, type Actor } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { customerValues } from '../people/customers/customer.service';
import { customers } from '../people/customers/customer.table';
import { recordCampaignSales } from '../sales/flashes/flash.service';
import { joinTitle, priceLinesWithStandard, type PricedLine } from '../sales/pricing/pricing.service';
import { changeStocks, InsufficientStockError } from '../stock/stock/stock.service';
import { changeWallet, createWallet } from '../wallet/wallets/wallet.service';
import { isCode, refuse } from './shop.errors';
import { sellable } from './shop.lookup';
import { miniOrderItems, miniOrders, type MiniOrderRow } from './shop.table';

/** Largest sum of a receipt's sale (or return) lines: inside 2^53 and the wallet's limits. */
const MAX_SALE_TOTAL = 1_000_000_000_000;

/** A sale's customer as stored: what the sale needs of it. */
interface SaleCustomerRow {
  id: number;
  status: boolean;
  roleId: number | null;
}

const saleCustomerColumns = { id: customers.id, status: customers.status, roleId: customers.roleId };

/** The sale's customer row, read once: by id, or the existing customer of the mobile (null when none). */
async function readSaleCustomer(tx: Tx, c: NonNullable<SaleCreate['customer']>): Promise<SaleCustomerRow | null> {
  const where = c.id !== undefined ? eq(customers.id, c.id) : eq(customers.mobile, c.mobile!);
  const [row] = await tx.select(saleCustomerColumns).from(customers).where(where);
  return row ?? null;
}

/**
 * The customer of a sale from its row read before (`found`): a known one by id, or the one of the
 * mobile, created (active, no password) when there was none. Returns its id.
 */
async function resolveCustomer(tx: Tx, actor: Actor, c: SaleCreate['customer'], found: SaleCustomerRow | null): Promise<number | null> {
  if (!c) return null;
  if (c.id !== undefined) {
    if (!found) throw refuse(422, 'customer_unknown', {}, 'customer.id');
    if (!found.status) throw refuse(422, 'customer_inactive', {}, 'customer.id');
    return found.id;
  }
  const mobile = c.mobile!;
  let row = found;
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
    row = await readSaleCustomer(tx, c);
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
export function stockPlan<T extends { variantId: number; change: number }>(moves: T[]): T[] {
  return [...moves].sort((a, b) => Number(a.change < 0) - Number(b.change < 0));
}

/**
 * Completes a sale in the caller's transaction: checks the lines (for sale, known, priced now for
 * the customer's role, docs/pricing.md; a changed price or a receipt discount needs
 * `discount_mini_order`), the totals and the payments,
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
  const asked = b.lines.map((l) => ({ variant_id: l.variant_id, quantity: l.quantity }));
  // The sale is priced for its customer's role (by id, or the existing customer of the mobile; none
  // for a walk-in or a customer created on the spot).
  const found = b.customer ? await readSaleCustomer(tx, b.customer) : null;
  const pricedWithStandard = await priceLinesWithStandard(tx, asked, new Date(), { roleId: found?.roleId ?? null });
  const priced = pricedWithStandard.map((p) => p.line);
  b.lines.forEach((l, i) => {
    const p = priced[i]!;
    if (p.archived) throw refuse(422, 'variant_unknown', {}, `lines.${i}.variant_id`);
    if (l.type === 'sale' && !sellable(p)) throw refuse(422, 'variant_not_sellable', { title: joinTitle(p.title, p.variant_title) }, `lines.${i}.variant_id`);
  });
  const mayDiscount = perms.has('discount_mini_order');
  const lines: ChargedLine[] = b.lines.map((l, i) => {
    const p = priced[i]!;
    const effective = p.unit_price - p.unit_discount;
    // A line the role prices lower, sent at the standard price: the price the screen showed before
    // the customer was chosen, not a cashier's change. It is ignored; the role's price is charged.
    const stale = p.discount_source === 'role' && l.unit_price === pricedWithStandard[i]!.standard_final;
    const charged = stale ? effective : (l.unit_price ?? effective);
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

  const customerId = await resolveCustomer(tx, actor, b.customer, found);
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
    const msg = shopMessage('stock_short', { title: joinTitle(m.line.priced.title, m.line.priced.variant_title), available: e.available });
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
