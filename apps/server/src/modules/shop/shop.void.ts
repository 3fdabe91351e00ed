/** Voiding a completed in-store sale, all or nothing, and why it cannot be voided now. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { shopMessage } from '@pishkhan/common/i18n/fa/shop-labels';
import { formatMoney } from '@pishkhan/common/text';
import type { DbOrTx, Tx } from '../../db/client';
import { audit, type Actor } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { recordCampaignSales } from '../sales/flashes/flash.service';
import { joinTitle } from '../sales/pricing/pricing.service';
import { changeStocks, InsufficientStockError, stockOf } from '../stock/stock/stock.service';
import { changeWallet, walletOf } from '../wallet/wallets/wallet.service';
import { walletTransactions } from '../wallet/wallets/wallet.table';
import { stockPlan } from './shop.complete';
import { isCode, refuse } from './shop.errors';
import { miniOrderItems, miniOrders, type MiniOrderItemRow, type MiniOrderRow } from './shop.table';


/** What a void needs now: the stock of each returned variant and the wallet money paid back into it. */
export async function voidRefusal(db: DbOrTx, o: MiniOrderRow, items: MiniOrderItemRow[]): Promise<string | null> {
  const net = new Map<number, { need: number; title: string }>();
  for (const it of items) {
    const cur = net.get(it.variantId) ?? { need: 0, title: joinTitle(it.title, it.variantTitle) };
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
    throw new AppError(409, 'insufficient_stock', shopMessage('void_stock_sold', { title: joinTitle(m.it.title, m.it.variantTitle), available: e.available, needed: -m.change }));
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
