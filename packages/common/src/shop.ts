/**
 * Pure rules of the in-store shop, point of sale (docs/api-shop.md, domain reference §3.29, §6.6):
 * one place for the server (which decides) and the sale screen (which shows the same figures).
 */

export const SALE_LINE_TYPES = ['sale', 'return'] as const;
export type SaleLineType = (typeof SALE_LINE_TYPES)[number];

export const SALE_STATUSES = ['completed', 'voided'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const SHOP_PAYMENT_KINDS = ['cash', 'card', 'wallet'] as const;

export interface SaleTotalsLine {
  type: SaleLineType;
  quantity: number;
  /** The price charged (sale) or paid back (return) per unit. */
  unit_price: number;
}

export interface SaleTotals {
  lines_count: number;
  sale_quantity: number;
  return_quantity: number;
  /** Σ sale lines at the charged prices. */
  sales_amount: number;
  /** Σ return lines at the prices paid back. */
  returns_amount: number;
  /** sales_amount − returns_amount. */
  lines_total: number;
  discount_amount: number;
  /** lines_total − discount_amount; negative when the shop pays money back. */
  total: number;
  /** The largest receipt discount allowed: the lines' total when positive, else none. */
  max_discount: number;
  /** Whether `discount_amount` is within 0 … max_discount. */
  discount_ok: boolean;
}

/** The receipt's figures from its lines and the receipt discount (integers in the shop's unit). */
export function saleTotals(lines: readonly SaleTotalsLine[], discount = 0): SaleTotals {
  let sales = 0;
  let returns = 0;
  let saleQty = 0;
  let returnQty = 0;
  for (const l of lines) {
    const amount = l.unit_price * l.quantity;
    if (l.type === 'return') {
      returns += amount;
      returnQty += l.quantity;
    } else {
      sales += amount;
      saleQty += l.quantity;
    }
  }
  const linesTotal = sales - returns;
  const max = Math.max(0, linesTotal);
  const d = Number.isSafeInteger(discount) ? discount : 0;
  return {
    lines_count: lines.length,
    sale_quantity: saleQty,
    return_quantity: returnQty,
    sales_amount: sales,
    returns_amount: returns,
    lines_total: linesTotal,
    discount_amount: d,
    total: linesTotal - d,
    max_discount: max,
    discount_ok: d >= 0 && d <= max,
  };
}

export interface SalePayments {
  cash?: number | null | undefined;
  card?: number | null | undefined;
  wallet?: number | null | undefined;
}

export interface PaymentsBalance {
  cash: number;
  card: number;
  wallet: number;
  /** cash + card + wallet. */
  paid: number;
  /** total − paid: what is still to be paid (negative: paid too much). */
  remaining: number;
  /** Every non-zero part has the total's sign (a negative total is paid back, so its parts are negative). */
  signs_ok: boolean;
  /** The payments settle the receipt exactly. */
  ok: boolean;
}

/**
 * Whether the payments settle a receipt of `total`: they must add up to it exactly, and each part
 * must have its sign (money in for a positive total, money back for a negative one; a zero total
 * takes no payment).
 */
export function paymentsBalance(total: number, p: SalePayments): PaymentsBalance {
  const cash = p.cash ?? 0;
  const card = p.card ?? 0;
  const wallet = p.wallet ?? 0;
  const paid = cash + card + wallet;
  const parts = [cash, card, wallet];
  const signs_ok = total > 0 ? parts.every((x) => x >= 0) : total < 0 ? parts.every((x) => x <= 0) : parts.every((x) => x === 0);
  return { cash, card, wallet, paid, remaining: total - paid, signs_ok, ok: signs_ok && paid === total };
}
