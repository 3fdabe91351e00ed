import { z } from 'zod';
import { shopLabels as L, shopMessage } from '../i18n/fa/shop-labels';
import { SALE_LINE_TYPES, SALE_STATUSES, SHOP_PAYMENT_KINDS } from '../shop';
import { toAsciiDigits } from '../text';
import { id, int, mobile, optionalText, searchText, storedString, text } from './fields';

/** Contracts of the in-store shop (docs/api-shop.md). Totals and effective prices are never taken from a client. */

export const SALE_SORTS = ['id', 'total', 'created_at'] as const;
export const MAX_SALE_LINES = 200;
export const MAX_SALE_QUANTITY = 10_000;
/** Largest payment part (well inside 2^53). */
export const MAX_SALE_AMOUNT = 1_000_000_000_000;

const emptyToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const personName = (label: string) => z.preprocess(emptyToUndefined, storedString().min(2).max(120).meta({ title: label }).optional());
/** A payment part: signed (a negative receipt total is money paid back). */
const payment = (label: string) => int(label, { min: -MAX_SALE_AMOUNT, max: MAX_SALE_AMOUNT }).optional();

export const saleLine = z.strictObject({
  variant_id: id(L.variant_id),
  type: z.enum(SALE_LINE_TYPES).meta({ title: L.line_type }).default('sale'),
  quantity: int(L.quantity, { min: 1, max: MAX_SALE_QUANTITY }),
  /** Omitted = the effective price now; a different price needs `discount_mini_order`. */
  unit_price: int(L.unit_price, { min: 0, max: MAX_SALE_AMOUNT }).optional(),
});
export type SaleLineBody = z.infer<typeof saleLine>;

/** `{ id }` of a known customer, or `{ mobile, first_name?, last_name? }` (created on the spot when unknown). */
export const saleCustomer = z
  .strictObject({
    id: id(L.customer_id).optional(),
    mobile: z.preprocess(emptyToUndefined, mobile(L.mobile).optional()),
    first_name: personName(L.first_name),
    last_name: personName(L.last_name),
  })
  .superRefine((c, ctx) => {
    if (c.id === undefined && c.mobile === undefined) ctx.addIssue({ code: 'custom', path: ['mobile'], message: shopMessage('customer_required') });
  });

export const salePayments = z.strictObject({
  cash: payment(L.cash),
  card: payment(L.card),
  wallet: payment(L.wallet),
  card_tracking_code: optionalText(L.card_tracking_code, { max: 100 }),
});

export const saleCreate = z.strictObject({
  lines: z.array(saleLine).min(1).max(MAX_SALE_LINES).meta({ title: L.lines }),
  customer: saleCustomer.nullable().optional(),
  discount_amount: int(L.discount_amount, { min: 0, max: MAX_SALE_AMOUNT }).optional(),
  payments: salePayments,
  description: optionalText(L.description, { max: 2000 }),
});
export type SaleCreate = z.infer<typeof saleCreate>;

export const saleVoid = z.strictObject({ reason: text(L.reason, { min: 2, max: 500 }) });

const digitsQuery = (label: string, max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? toAsciiDigits(v).trim() : v), z.string().min(1).max(max).meta({ title: label }));

/** The customer the counter prices for (their role's price when lower, docs/pricing.md); absent = a guest. */
const pricedFor = z.preprocess(emptyToUndefined, id(L.customer_id).optional());

export const scanQuery = z.looseObject({
  code: digitsQuery(L.code, 100),
  /** `return`: any live variant is found (a returned item need not be for sale now). */
  type: z.enum(SALE_LINE_TYPES).optional().catch(undefined),
  customer_id: pricedFor,
});
export const searchQuery = z.looseObject({ q: searchText().optional(), type: scanQuery.shape.type, customer_id: pricedFor });

/** `variant_ids=1,2,۳`: the receipt's variants to price again (at most one per line). */
export const pricesQuery = z.looseObject({
  variant_ids: z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const parts = toAsciiDigits(v).split(/[,\u060C]/).map((x) => x.trim()).filter((x) => x !== '');
      return parts.every((x) => /^\d{1,15}$/.test(x)) ? parts.map(Number) : v;
    },
    z.array(z.number().int().positive().max(2 ** 53 - 1)).min(1).max(MAX_SALE_LINES).meta({ title: L.lines }),
  ),
  customer_id: pricedFor,
});
export const customerLookupQuery = z.looseObject({ mobile: z.preprocess(emptyToUndefined, mobile(L.mobile)) });
export const dayCloseQuery = z.looseObject({
  date: z.preprocess(
    (v) => (typeof v === 'string' ? toAsciiDigits(v).trim() : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { message: shopMessage('date_invalid') })
      .meta({ title: L.date }),
  ),
  admin_id: z.preprocess(emptyToUndefined, id(L.admin_id).optional()),
});

export { SALE_LINE_TYPES, SALE_STATUSES, SHOP_PAYMENT_KINDS };
