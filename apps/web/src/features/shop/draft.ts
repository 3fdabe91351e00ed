import { paymentsBalance, saleTotals, type PaymentsBalance, type SaleTotals } from '@pishkhan/common/shop';
import { newIdempotencyKey } from '../people/customers/customer.api';
import type { CustomerStats, LineType, PaymentKind, SaleCreateBody, SaleCustomerInput, ScanResult, ShopCustomer } from './shop.api';

/**
 * The receipt in progress at the counter: pure state and a reducer, so the sale screen only
 * dispatches. Lines are keyed by type and variant (the same item scanned again adds one).
 */
export interface DraftLine {
  key: string;
  type: LineType;
  item: ScanResult;
  quantity: number;
  /** The price charged; the item's effective price unless the cashier changed it. */
  unit_price: number;
}

export type DraftCustomer =
  | { kind: 'existing'; customer: ShopCustomer; stats: CustomerStats | null }
  | { kind: 'new'; mobile: string; first_name: string; last_name: string };

/** Amounts as typed (never negative); a negative total turns them into amounts paid back. */
export interface DraftPayments {
  cash: number;
  card: number;
  wallet: number;
  card_tracking_code: string;
}

export interface Draft {
  /** The Idempotency-Key of this receipt: made once, sent with every completion attempt. */
  key: string;
  lines: DraftLine[];
  selected: string | null;
  /** The next scan is a return line (one scan, then off). */
  returnMode: boolean;
  customer: DraftCustomer | null;
  discount: number;
  payments: DraftPayments;
  description: string;
}

export const lineKey = (type: LineType, variantId: number) => `${type}:${variantId}`;
export const MAX_QUANTITY = 9999;

export function newDraft(): Draft {
  return {
    key: newIdempotencyKey(),
    lines: [],
    selected: null,
    returnMode: false,
    customer: null,
    discount: 0,
    payments: { cash: 0, card: 0, wallet: 0, card_tracking_code: '' },
    description: '',
  };
}

export type DraftAction =
  | { type: 'add'; item: ScanResult; lineType?: LineType; quantity?: number }
  | { type: 'quantity'; key: string; quantity: number }
  | { type: 'bump'; key?: string; delta: number }
  | { type: 'price'; key: string; price: number }
  | { type: 'remove'; key?: string }
  | { type: 'select'; key: string }
  | { type: 'move'; delta: number }
  | { type: 'returnMode'; on?: boolean }
  | { type: 'customer'; customer: DraftCustomer | null }
  /** The lines' items priced again for the customer `customerId` (null: none); ignored if the customer changed since. */
  | { type: 'reprice'; customerId: number | null; items: ScanResult[] }
  | { type: 'discount'; amount: number }
  | { type: 'payment'; kind: PaymentKind; amount: number }
  | { type: 'tracking'; code: string }
  | { type: 'description'; text: string }
  | { type: 'reset' }
  /** Undo: a removed line back in its place (or more of it, if scanned again since). */
  | { type: 'restoreLine'; line: DraftLine; index: number }
  /** Undo: the whole receipt back, as it was before it was cleared. */
  | { type: 'restore'; draft: Draft };

const clampQty = (n: number) => Math.max(1, Math.min(MAX_QUANTITY, Math.trunc(n)));

/** The known customer the receipt is priced for (their role's prices), or null. */
export const pricedFor = (c: DraftCustomer | null): number | null => (c?.kind === 'existing' ? c.customer.id : null);

/** Whether the customer may pay from a wallet (a known customer). */
export const walletBalanceOf = (c: DraftCustomer | null): number | null => (c?.kind === 'existing' ? c.customer.wallet : null);

export function draftReducer(d: Draft, a: DraftAction): Draft {
  switch (a.type) {
    case 'add': {
      const type = a.lineType ?? (d.returnMode ? 'return' : 'sale');
      const key = lineKey(type, a.item.variant_id);
      const qty = clampQty(a.quantity ?? 1);
      const found = d.lines.find((l) => l.key === key);
      const lines = found
        ? d.lines.map((l) => (l.key === key ? { ...l, quantity: clampQty(l.quantity + qty) } : l))
        : [...d.lines, { key, type, item: a.item, quantity: qty, unit_price: a.item.unit_price }];
      return { ...d, lines, selected: key, returnMode: false };
    }
    case 'quantity':
      return { ...d, lines: d.lines.map((l) => (l.key === a.key ? { ...l, quantity: clampQty(a.quantity) } : l)) };
    case 'bump': {
      const key = a.key ?? d.selected;
      const line = d.lines.find((l) => l.key === key);
      if (!line) return d;
      // Below one the line goes away, as a cashier expects from the minus key.
      if (line.quantity + a.delta < 1) return draftReducer(d, { type: 'remove', key: line.key });
      return draftReducer(d, { type: 'quantity', key: line.key, quantity: line.quantity + a.delta });
    }
    case 'price':
      return { ...d, lines: d.lines.map((l) => (l.key === a.key ? { ...l, unit_price: Math.max(0, Math.trunc(a.price)) } : l)) };
    case 'remove': {
      const key = a.key ?? d.selected;
      const i = d.lines.findIndex((l) => l.key === key);
      if (i < 0) return d;
      const lines = d.lines.filter((_, j) => j !== i);
      const next = lines[Math.min(i, lines.length - 1)];
      return { ...d, lines, selected: next ? next.key : null };
    }
    case 'select':
      return d.lines.some((l) => l.key === a.key) ? { ...d, selected: a.key } : d;
    case 'move': {
      if (!d.lines.length) return d;
      const i = d.lines.findIndex((l) => l.key === d.selected);
      const j = i < 0 ? (a.delta > 0 ? 0 : d.lines.length - 1) : Math.max(0, Math.min(d.lines.length - 1, i + a.delta));
      return { ...d, selected: d.lines[j]!.key };
    }
    case 'returnMode':
      return { ...d, returnMode: a.on ?? !d.returnMode };
    case 'customer': {
      // Without a known customer there is no wallet to pay from.
      const payments = walletBalanceOf(a.customer) === null ? { ...d.payments, wallet: 0 } : d.payments;
      return { ...d, customer: a.customer, payments };
    }
    case 'reprice': {
      if (pricedFor(d.customer) !== a.customerId) return d;
      const byVariant = new Map(a.items.map((i) => [i.variant_id, i]));
      const lines = d.lines.map((l) => {
        const item = byVariant.get(l.item.variant_id);
        if (!item) return l;
        // A price the cashier typed stays; the item's own price follows the customer.
        const unit_price = l.unit_price === l.item.unit_price ? item.unit_price : l.unit_price;
        return { ...l, item: { ...l.item, ...item }, unit_price };
      });
      return { ...d, lines };
    }
    case 'discount':
      return { ...d, discount: Math.max(0, Math.trunc(a.amount)) };
    case 'payment':
      return { ...d, payments: { ...d.payments, [a.kind]: Math.max(0, Math.trunc(a.amount)) } };
    case 'tracking':
      return { ...d, payments: { ...d.payments, card_tracking_code: a.code } };
    case 'description':
      return { ...d, description: a.text };
    case 'reset':
      return newDraft();
    case 'restoreLine': {
      const { line, index } = a;
      if (d.lines.some((l) => l.key === line.key))
        return { ...d, lines: d.lines.map((l) => (l.key === line.key ? { ...l, quantity: clampQty(l.quantity + line.quantity) } : l)), selected: line.key };
      const lines = [...d.lines.slice(0, index), line, ...d.lines.slice(index)];
      return { ...d, lines, selected: line.key };
    }
    case 'restore':
      // Lines scanned since the clear are kept after the restored ones.
      return d.lines.reduce<Draft>((acc, l) => draftReducer(acc, { type: 'restoreLine', line: l, index: acc.lines.length }), { ...a.draft, returnMode: false });
  }
}

/** The line an action takes off the receipt (Delete, the remove button, − on a single item), with its place; else null. */
export function lineRemovedBy(d: Draft, a: DraftAction): { line: DraftLine; index: number } | null {
  let key: string | null | undefined;
  if (a.type === 'remove') key = a.key ?? d.selected;
  else if (a.type === 'bump') {
    const line = d.lines.find((l) => l.key === (a.key ?? d.selected));
    if (line && line.quantity + a.delta < 1) key = line.key;
  }
  const index = key ? d.lines.findIndex((l) => l.key === key) : -1;
  return index < 0 ? null : { line: d.lines[index]!, index };
}

export interface DraftFigures {
  /** The shared rule's figures (the server computes the same). */
  totals: SaleTotals;
  /** +1 money in, −1 money paid back (a negative total). */
  sign: 1 | -1;
  /** The payments with the total's sign, checked by the shared rule. */
  balance: PaymentsBalance;
  /** Still to pay (or to pay back) in the boxes' terms; negative = the boxes hold too much. */
  remaining: number;
}

/** Totals and the payment balance of the receipt, by `saleTotals` and `paymentsBalance` of @pishkhan/common/shop. */
export function draftFigures(d: Draft): DraftFigures {
  const totals = saleTotals(
    d.lines.map((l) => ({ type: l.type, quantity: l.quantity, unit_price: l.unit_price })),
    d.discount,
  );
  const sign = totals.total < 0 ? -1 : 1;
  const p = d.payments;
  const balance = paymentsBalance(totals.total, { cash: sign * p.cash, card: sign * p.card, wallet: sign * p.wallet });
  return { totals, sign, balance, remaining: sign * balance.remaining };
}

/** The sum typed into the three payment boxes. */
export const paidOf = (p: DraftPayments) => p.cash + p.card + p.wallet;

/**
 * What the rest of the total needs, to put into one payment box: the box's amount grows by the
 * remaining sum (or shrinks when the others already pay too much).
 */
export function restInto(p: DraftPayments, kind: PaymentKind, due: number): number {
  const others = paidOf(p) - p[kind];
  return Math.max(0, due - others);
}

/** The body of `POST /shop/sales`. Payments carry the sign of the total (a negative total is money paid back). */
export function saleBody(d: Draft, sign: 1 | -1): SaleCreateBody {
  const lines = d.lines.map((l) => ({
    variant_id: l.item.variant_id,
    type: l.type,
    quantity: l.quantity,
    ...(l.unit_price !== l.item.unit_price ? { unit_price: l.unit_price } : {}),
  }));
  let customer: SaleCustomerInput = null;
  if (d.customer?.kind === 'existing') customer = { id: d.customer.customer.id };
  else if (d.customer?.kind === 'new') {
    const { mobile, first_name, last_name } = d.customer;
    customer = { mobile, ...(first_name.trim() ? { first_name: first_name.trim() } : {}), ...(last_name.trim() ? { last_name: last_name.trim() } : {}) };
  }
  const p = d.payments;
  const payments: SaleCreateBody['payments'] = {};
  if (p.cash) payments.cash = sign * p.cash;
  if (p.card) payments.card = sign * p.card;
  if (p.wallet) payments.wallet = sign * p.wallet;
  if (p.card && p.card_tracking_code.trim()) payments.card_tracking_code = p.card_tracking_code.trim();
  return {
    lines,
    ...(customer ? { customer } : {}),
    ...(d.discount ? { discount_amount: d.discount } : {}),
    payments,
    ...(d.description.trim() ? { description: d.description.trim() } : {}),
  };
}
