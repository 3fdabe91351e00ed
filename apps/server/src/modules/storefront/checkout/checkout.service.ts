/**
 * The storefront's checkout: the signed-in customer's cart priced and placed as an order through the
 * admin's own order code (`previewOrder` / `createOrder`: the pricing engine, the coupon check, the
 * shipping rules per province and city with role prices, stock under row locks). The customer may
 * pay part or all of it from the wallet; the rest is paid online, and until then the order holds its
 * stock for `order_reserve_minutes` (checkout.release.ts gives it back when unpaid).
 */
import { and, asc, eq } from 'drizzle-orm';
import { checkoutText as T } from '@pishkhan/common/i18n/fa/checkout';
import type { OrderTotals } from '@pishkhan/common/order';
import { formatMoney } from '@pishkhan/common/text';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import type { Actor } from '../../../lib/audit';
import { AppError, isUniqueViolation, validation } from '../../../lib/errors';
import type { TaskQueue } from '../../../lib/queue';
import { addresses } from '../../people/addresses/address.table';
import { createOrder, previewOrder } from '../../sales/orders/order.create';
import { orders } from '../../sales/orders/order.table';
import type { PricedLine } from '../../sales/pricing/pricing.service';
import type { ShippingMethodQuote } from '../../shipping/shipping-methods/shipping-method.service';
import { getSetting } from '../../system/settings/setting.service';
import type { WalletState } from '../../wallet/wallets/wallet.service';
import { allowances, emptyCart, findCart, lockCart } from '../cart/cart.service';
import { cartItems } from '../cart/cart.table';
import { storeContext } from '../catalog/catalog.read';
import { orderReleaseTask } from './checkout.release';

export interface CheckoutPreviewBody {
  address_id: number;
  shipping_method_id?: number | null | undefined;
  coupon_code?: string | null | undefined;
  wallet_amount?: number | undefined;
}

export interface CheckoutBody extends CheckoutPreviewBody {
  shipping_method_id: number;
  description?: string | null | undefined;
  /** The total the customer saw (the preview's `totals.total_amount`): another total now is refused. */
  expected_total?: number | undefined;
}

/** Who checks out: the signed-in customer. */
export interface CheckoutCustomer {
  id: number;
  roleId: number | null;
}

/** Minutes an unpaid storefront order holds its stock (setting `order_reserve_minutes`, default 30). */
export async function reserveMinutes(db: DbOrTx): Promise<number> {
  const v = Number(await getSetting(db, 'order_reserve_minutes'));
  return Number.isFinite(v) && v > 0 ? Math.round(v) : 30;
}

/** The customer's cart lines, oldest first (none without a cart). */
async function cartLines(db: DbOrTx, cartId: number | null) {
  if (!cartId) return [];
  const rows = await db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.addedAt), asc(cartItems.variantId));
  return rows.map((r) => ({ variant_id: r.variantId, quantity: r.quantity }));
}

/** 422 unless the address is the customer's own (another's and an unknown one answer the same). */
async function assertOwnAddress(db: DbOrTx, addressId: number, customerId: number) {
  const [a] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)));
  if (!a) throw validation({ address_id: T.addressUnknown });
}

/** A line as the shopper sees it: no SKU, barcode or exact stock. */
const presentLine = (l: PricedLine, problem: string | null) => ({
  variant_id: l.variant_id,
  product_id: l.product_id || null,
  title: l.title,
  variant_title: l.variant_title,
  image_url: l.image_url,
  quantity: l.quantity,
  unit_price: l.unit_price,
  discount_amount: l.unit_discount,
  discount_source: l.discount_source,
  flash_id: l.flash_id,
  price: l.unit_price - l.unit_discount,
  line_total: l.line_total,
  max_per_order: l.max_per_order,
  orderable: problem === null,
  problem,
});

/** A shipping method's quote as the shopper sees it. */
const presentShipping = (q: ShippingMethodQuote) => ({
  id: q.id,
  name: q.name,
  description: q.description,
  logo_id: q.logo_id,
  minimum_delay: q.minimum_delay,
  earliest_delivery: q.earliest_delivery,
  available: q.available,
  cost: q.cost,
});

const totalsOf = (t: OrderTotals): OrderTotals => ({
  items_count: t.items_count,
  items_quantity: t.items_quantity,
  total_items_amount: t.total_items_amount,
  discount_on_items: t.discount_on_items,
  items_net: t.items_net,
  discount_on_coupon: t.discount_on_coupon,
  discount_on_order: t.discount_on_order,
  discount_amount: t.discount_amount,
  shipping_amount: t.shipping_amount,
  total_amount: t.total_amount,
});

/** The wallet as its owner sees it: the balance, its gift part and its main (withdrawable) part. */
const presentWallet = (w: WalletState | null) => {
  const balance = w?.balance ?? 0;
  const gift = w?.gift_balance ?? 0;
  return { balance, gift_balance: gift, withdrawable: balance - gift, main: balance - gift, gift };
};

/**
 * What placing the cart now would be: its lines priced by the sale pricing engine, the totals the
 * admin's preview computes for the same lines, every shipping method for the address's city with
 * its cost, the coupon's verdict, the wallet and how much of it pays (`wallet_amount` capped by the
 * balance and the total), and what is left to pay online. `ready`: checkout would accept it as it is.
 */
export async function checkoutPreview(db: Db, customer: CheckoutCustomer, b: CheckoutPreviewBody) {
  await assertOwnAddress(db, b.address_id, customer.id);
  const items = await cartLines(db, await findCart(db, { customerId: customer.id }));
  const ctx = await storeContext(db, customer.roleId);
  const allowed = await allowances(db, items.map((i) => i.variant_id), ctx);
  const p = await previewOrder(db, {
    customer_id: customer.id,
    address_id: b.address_id,
    shipping_method_id: b.shipping_method_id ?? null,
    items,
    coupon_code: b.coupon_code ?? null,
  });
  const lines = p.items.map((l) => presentLine(l, allowed.get(l.variant_id)?.blocked ?? l.issue));
  const wallet = presentWallet(p.wallet);
  const total = p.total_amount;
  const walletUsed = Math.max(0, Math.min(Math.floor(b.wallet_amount ?? 0), wallet.balance, total));
  const chosen = p.shipping.find((s) => s.id === b.shipping_method_id);
  return {
    items: lines,
    totals: totalsOf(p),
    shipping: p.shipping.map(presentShipping),
    shipping_method_id: chosen?.available ? chosen.id : null,
    coupon: p.coupon,
    wallet,
    wallet_used: walletUsed,
    payable: total - walletUsed,
    reserve_minutes: walletUsed < total ? await reserveMinutes(db) : null,
    ready: lines.length > 0 && lines.every((l) => l.orderable) && !!chosen?.available && (!p.coupon || p.coupon.ok),
  };
}

/** The placed order as checkout answers it. */
export const presentPlaced = (o: typeof orders.$inferSelect) => ({
  id: o.id,
  status: o.status,
  total_amount: o.totalAmount,
  paid_amount: o.paidAmount,
  payable: Math.max(0, o.totalAmount - o.paidAmount),
  reserve_until: o.reserveUntil,
  created_at: o.createdAt,
});

const byKey = async (db: DbOrTx, customerId: number, key: string) =>
  (await db.select().from(orders).where(and(eq(orders.customerId, customerId), eq(orders.checkoutKey, key))))[0];

/**
 * Places the customer's cart as an order, in one transaction: the cart locked (one checkout of a
 * customer at a time), every line still on sale in the store, the address the customer's own, the
 * shipping method serving its city, the coupon valid, prices taken now, stock taken under row locks
 * (two customers after the last unit: one order, the other a Persian 422), the wallet part paid, the
 * cart emptied, and for an order left waiting its release queued at `reserve_until`. With an
 * `Idempotency-Key` the same key answers the order it placed (`created: false`) instead of another.
 */
export async function placeOrder(
  db: Db,
  queue: TaskQueue,
  actor: Actor,
  customer: CheckoutCustomer,
  b: CheckoutBody,
  key: string | null,
): Promise<{ order: ReturnType<typeof presentPlaced>; created: boolean }> {
  if (key) {
    const done = await byKey(db, customer.id, key);
    if (done) return { order: presentPlaced(done), created: false };
  }
  const minutes = await reserveMinutes(db);
  const ctx = await storeContext(db, customer.roleId);
  try {
    return await db.transaction(async (tx) => {
      const cart = await lockCart(tx, { customerId: customer.id });
      if (key) {
        // A retry that waited for the first one's lock finds its order.
        const done = await byKey(tx, customer.id, key);
        if (done) return { order: presentPlaced(done), created: false };
      }
      const items = await cartLines(tx, cart.id);
      if (!items.length) throw validation({ cart: T.cartEmpty });
      const allowed = await allowances(tx, items.map((i) => i.variant_id), ctx);
      const blocked = items.map((i) => allowed.get(i.variant_id)!).filter((a) => a.blocked);
      if (blocked.length) throw validation({ cart: blocked.length === 1 ? blocked[0]!.blocked! : T.lineProblem(blocked.length) });
      await assertOwnAddress(tx, b.address_id, customer.id);
      const reserveUntil = new Date(Date.now() + minutes * 60_000);
      const id = await createOrder(
        tx,
        actor,
        {
          customer_id: customer.id,
          address_id: b.address_id,
          shipping_method_id: b.shipping_method_id,
          items,
          coupon_code: b.coupon_code ?? null,
          description: b.description ?? null,
          payment: { method: 'wallet' },
        },
        { walletAmount: b.wallet_amount ?? 0, reserveUntil, key },
      );
      const [o] = await tx.select().from(orders).where(eq(orders.id, id));
      // Prices, discounts or shipping changed since the customer's preview: nothing is placed.
      if (b.expected_total !== undefined && o!.totalAmount !== b.expected_total) {
        const msg = T.priceChanged(formatMoney(o!.totalAmount));
        throw new AppError(409, 'price_changed', msg, { expected_total: msg });
      }
      await emptyCart(tx, cart.id);
      if (o!.status === 'wait_for_payment') await queueRelease(queue, tx, id, reserveUntil);
      return { order: presentPlaced(o!), created: true };
    });
  } catch (err) {
    // The same key sent twice at once: the second finds the first's order.
    if (key && isUniqueViolation(err, 'orders_checkout_key_uq')) {
      const done = await byKey(db, customer.id, key);
      if (done) return { order: presentPlaced(done), created: false };
    }
    // Sold out between the cart and the order (another customer took the last unit).
    if (err instanceof AppError && err.code === 'insufficient_stock') throw new AppError(422, 'insufficient_stock', T.soldOut(err.message), { cart: T.soldOut(err.message) });
    throw err;
  }
}

/** Queues the release of an unpaid order at its reserve time (once per order). */
export async function queueRelease(queue: TaskQueue, tx: Tx, orderId: number, at: Date) {
  await queue.startTask(orderReleaseTask, { orderId }, { actor: null, db: tx, singletonKey: `order-release:${orderId}`, startAfter: at });
}
