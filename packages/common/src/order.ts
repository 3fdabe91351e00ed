/**
 * Order statuses, the table of allowed transitions and the totals rule (domain reference §3.19,
 * §4.1): one copy for the server (which enforces them) and the browser (which offers only what
 * the table allows).
 */

/**
 * `delivered` is the legacy stored value of "shipped" (ارسال شده); `received` (the customer has
 * it) comes after it.
 */
export const ORDER_STATUSES = ['wait_for_payment', 'new', 'in_progress', 'delivered', 'received', 'canceled', 'failed', 'reserved'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Paid orders whose stock is taken. */
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'in_progress', 'delivered', 'received', 'reserved'];
export const isActiveStatus = (s: string): boolean => (ACTIVE_ORDER_STATUSES as readonly string[]).includes(s);

/**
 * Whether an order holds its goods now: an active one, or one waiting for its online payment with a
 * reservation (`reserve_until`, set by the storefront's checkout: its stock, coupon use and campaign
 * sales are taken when it is placed and given back when it is released unpaid). A waiting order
 * without a reservation (placed before reservations existed, or imported) holds nothing and takes
 * its stock when it is paid, as before. Between two holding states no stock moves.
 */
export const holdsStock = (status: string, reserveUntil?: unknown): boolean => isActiveStatus(status) || (status === 'wait_for_payment' && reserveUntil != null);

/**
 * Orders waiting for the shop's next step, in the order the steps come (the dashboard's queue):
 * awaiting payment, paid and new (to be prepared), in progress (to be shipped), reserved.
 */
export const WAITING_ORDER_STATUSES: readonly OrderStatus[] = ['wait_for_payment', 'new', 'in_progress', 'reserved'];

/** Where an order may go from each status. Anything else is refused (409). */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  wait_for_payment: ['new', 'reserved', 'canceled', 'failed'],
  new: ['in_progress', 'delivered', 'reserved', 'canceled', 'failed'],
  in_progress: ['new', 'delivered', 'canceled', 'failed'],
  delivered: ['in_progress', 'received', 'canceled'],
  received: ['delivered', 'canceled'],
  reserved: ['new', 'in_progress', 'canceled', 'failed'],
  canceled: ['new', 'in_progress'],
  failed: ['new', 'in_progress'],
};

export const canTransition = (from: string, to: string): boolean =>
  (ORDER_TRANSITIONS[from as OrderStatus] ?? []).includes(to as OrderStatus);

/** The statuses a bulk change may set; only orders already active are moved by it. */
export const BULK_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'in_progress', 'delivered'];

/** Shipped or received: the statuses a return may be asked for. */
export const RETURNABLE_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'received'];
export const isReturnable = (s: string): boolean => (RETURNABLE_ORDER_STATUSES as readonly string[]).includes(s);

/** A return: asked for, then taken back (stock and money) or withdrawn. */
export const ORDER_RETURN_STATUSES = ['requested', 'returned', 'canceled'] as const;
export type OrderReturnStatus = (typeof ORDER_RETURN_STATUSES)[number];

/** An order that can no longer be edited (items, address, shipping, discount). */
export const isClosedStatus = (s: string): boolean => s === 'canceled' || s === 'failed';

/** The address as an order took it (the customer may edit or delete theirs later). */
export interface OrderAddress {
  id: number | null;
  first_name: string;
  last_name: string;
  mobile: string;
  telephone: string | null;
  province_id: number;
  province: string;
  city_id: number;
  city: string;
  address: string;
  postal_code: string | null;
  latitude: number | null;
  longitude: number | null;
}

export const PAYMENT_METHODS = ['wallet', 'card', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * What a phone order (or an activation) may choose: a payment now, or `unpaid` — nothing
 * received yet, the money is collected on delivery and recorded later.
 */
export const ORDER_PAYMENT_CHOICES = [...PAYMENT_METHODS, 'unpaid'] as const;
export type OrderPaymentChoice = (typeof ORDER_PAYMENT_CHOICES)[number];
/** How money may come into an order: a choice of the admin, or an online payment through a bank gateway. */
export type OrderPaymentSource = OrderPaymentChoice | 'gateway';

/** Where a refund of a return goes: back to the wallet, or paid back by card or in cash (recorded). */
export const REFUND_METHODS = PAYMENT_METHODS;

export type PaymentStatus = 'paid' | 'partial' | 'unpaid';
/** Whether an order's due amount (total less returned goods) has been paid. */
export function paymentStatus(o: { total_amount: number; paid_amount: number; returned_amount?: number }): PaymentStatus {
  const due = o.total_amount - (o.returned_amount ?? 0);
  if (o.paid_amount >= due) return 'paid';
  return o.paid_amount > 0 ? 'partial' : 'unpaid';
}

export interface OrderLine {
  quantity: number;
  unit_price: number;
  unit_discount: number;
  /** false = canceled line, not counted. */
  status?: boolean;
}

export interface OrderTotals {
  items_count: number;
  items_quantity: number;
  total_items_amount: number;
  discount_on_items: number;
  /** Items after their own discounts: what a coupon is computed on. */
  items_net: number;
  discount_on_coupon: number;
  discount_on_order: number;
  discount_amount: number;
  shipping_amount: number;
  total_amount: number;
}

/**
 * The totals of an order from its lines: the coupon and the admin discount are capped so the
 * items never go below zero; shipping is added after every discount.
 */
export function orderTotals(lines: OrderLine[], o: { coupon: number; order: number; shipping: number }): OrderTotals {
  const live = lines.filter((l) => l.status !== false && l.quantity > 0);
  const total = live.reduce((s, l) => s + l.unit_price * l.quantity, 0);
  const onItems = live.reduce((s, l) => s + Math.min(l.unit_discount, l.unit_price) * l.quantity, 0);
  const net = total - onItems;
  const coupon = Math.max(0, Math.min(o.coupon, net));
  const order = Math.max(0, Math.min(o.order, net - coupon));
  const shipping = Math.max(0, o.shipping);
  return {
    items_count: live.length,
    items_quantity: live.reduce((s, l) => s + l.quantity, 0),
    total_items_amount: total,
    discount_on_items: onItems,
    items_net: net,
    discount_on_coupon: coupon,
    discount_on_order: order,
    discount_amount: onItems + coupon + order,
    shipping_amount: shipping,
    total_amount: net - coupon - order + shipping,
  };
}
