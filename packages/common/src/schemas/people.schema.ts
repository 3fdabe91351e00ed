import { z } from 'zod';
import { peopleLabels as L } from '../i18n/fa/people-labels';
import { peopleMessages } from '../i18n/fa/people-messages';
import { toAsciiDigits } from '../text';
import {
  bool,
  id,
  int,
  mobile,
  optionalCardNumber,
  optionalEmail,
  optionalMobile,
  optionalNationalCode,
  optionalPostalCode,
  optionalSheba,
  optionalTelephone,
  optionalText,
  storedString,
  text,
} from './fields';

/**
 * Contracts of customers, addresses, customer roles, sellers, the wallet and withdrawals
 * (issue 4). Shared by the server (validation, OpenAPI) and the forms (labels, rules).
 */

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const WALLET_TRANSACTION_TYPES = [
  'admin_credit',
  'admin_debit',
  'order_payment',
  'order_refund',
  'withdraw_request',
  'withdraw_cancel',
  'shop_payment',
  'shop_refund',
  'gift_credit',
  'gateway_topup',
] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];
/** Types that add money; the others take it out. */
export const WALLET_CREDIT_TYPES: readonly WalletTransactionType[] = ['admin_credit', 'order_refund', 'withdraw_cancel', 'shop_refund', 'gift_credit', 'gateway_topup'];
export const isCreditType = (t: WalletTransactionType) => WALLET_CREDIT_TYPES.includes(t);

export const WITHDRAW_STATUSES = ['pending', 'paid', 'canceled'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/** Smallest manual credit or debit (domain reference: admin deposits ≥ 1,000). */
export const WALLET_MIN_ADMIN_AMOUNT = 1000;
/** Largest single wallet amount (well inside 2^53). */
export const WALLET_MAX_AMOUNT = 1_000_000_000_000;

export const CUSTOMER_SORTS = ['created_at', 'last_name', 'first_name', 'mobile', 'balance', 'id'] as const;
export const TRANSACTION_SORTS = ['created_at', 'amount', 'id'] as const;
export const WITHDRAW_SORTS = ['created_at', 'amount', 'id'] as const;

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const TEHRAN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' });
/** The Tehran civil date (YYYY-MM-DD) of an instant. */
export const tehranDate = (d: Date) => TEHRAN_DAY.format(d);

/**
 * A calendar date: `YYYY-MM-DD`, or an ISO date-time (what a date picker sends) read as its
 * Tehran date. Persian digits accepted. Between 1900-01-01 and today.
 */
const birthDate = (label: string) =>
  z
    .preprocess(
      (v) => {
        v = emptyToNull(v);
        if (typeof v !== 'string') return v;
        const s = toAsciiDigits(v.trim());
        if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
        if (/^\d{4}-\d{2}-\d{2}T/.test(s)) {
          const d = new Date(s);
          return Number.isNaN(d.getTime()) ? s : tehranDate(d);
        }
        return s;
      },
      z
        .string()
        .superRefine((s, ctx) => {
          const d = new Date(s + 'T00:00:00Z');
          if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s) {
            ctx.addIssue({ code: 'custom', message: peopleMessages.birth_date_invalid });
            return;
          }
          if (s < '1900-01-01' || s > tehranDate(new Date())) ctx.addIssue({ code: 'custom', message: peopleMessages.birth_date_range });
        })
        .meta({ title: label })
        .nullable(),
    )
    .optional();

const personName = (label: string) =>
  z.preprocess(emptyToNull, storedString().min(2).max(120).meta({ title: label }).nullable()).optional();

/* ---------------- customers ---------------- */

export const customerCreate = z.strictObject({
  first_name: personName(L.customer.first_name),
  last_name: personName(L.customer.last_name),
  mobile: mobile(L.customer.mobile),
  email: optionalEmail(L.customer.email),
  national_code: optionalNationalCode(L.customer.national_code),
  gender: z.preprocess(emptyToNull, z.enum(GENDERS).meta({ title: L.customer.gender }).nullable()).optional(),
  birth_date: birthDate(L.customer.birth_date),
  card_number: optionalCardNumber(L.customer.card_number),
  sheba: optionalSheba(L.customer.sheba),
  newsletter: bool(L.customer.newsletter).optional(),
  status: bool(L.customer.status).optional(),
  role_id: z.preprocess(emptyToNull, id(L.customer.role_id).nullable()).optional(),
  /** Empty or null = keep the current password (an edit form leaves the field blank). */
  password: z
    .preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), z.string().min(8).max(128).meta({ title: L.customer.password }).optional())
    .optional(),
});
export const customerUpdate = customerCreate.partial();
export type CustomerCreate = z.infer<typeof customerCreate>;

export const customerBulkDelete = z.strictObject({
  ids: z.array(id(L.customer.ids)).min(1).max(500).meta({ title: L.customer.ids }),
});

/* ---------------- addresses ---------------- */

export const addressCreate = z.strictObject({
  province_id: id(L.address.province_id),
  city_id: id(L.address.city_id),
  address: text(L.address.address, { max: 500 }),
  postal_code: optionalPostalCode(L.address.postal_code),
  first_name: text(L.address.first_name, { min: 2, max: 120 }),
  last_name: text(L.address.last_name, { min: 2, max: 120 }),
  mobile: mobile(L.address.mobile),
  telephone: optionalTelephone(L.address.telephone),
  latitude: z.preprocess(emptyToNull, z.preprocess((v) => (typeof v === 'string' ? Number(toAsciiDigits(v).trim().replace(/\u066B/g, '.').replace(/^\u2212/, '-')) : v), z.number().min(-90).max(90).meta({ title: L.address.latitude })).nullable()).optional(),
  longitude: z.preprocess(emptyToNull, z.preprocess((v) => (typeof v === 'string' ? Number(toAsciiDigits(v).trim().replace(/\u066B/g, '.').replace(/^\u2212/, '-')) : v), z.number().min(-180).max(180).meta({ title: L.address.longitude })).nullable()).optional(),
});
export const addressUpdate = addressCreate.partial();
export type AddressCreate = z.infer<typeof addressCreate>;

/* ---------------- sellers ---------------- */


/* ---------------- wallet ---------------- */

const adminAmount = (label: string) => int(label, { min: WALLET_MIN_ADMIN_AMOUNT, max: WALLET_MAX_AMOUNT });

export const walletCreditBody = z.strictObject({
  amount: adminAmount(L.wallet.amount),
  reason: text(L.wallet.reason, { max: 500 }),
  gift: bool(L.wallet.gift).optional(),
});
export const walletDebitBody = z.strictObject({
  amount: adminAmount(L.wallet.amount),
  reason: text(L.wallet.reason, { max: 500 }),
});
export type WalletCreditBody = z.infer<typeof walletCreditBody>;
export type WalletDebitBody = z.infer<typeof walletDebitBody>;

/* ---------------- withdrawals ---------------- */

export const withdrawCreate = z.strictObject({
  customer_id: id(L.withdraw.customer_id),
  /** The server also applies the setting wallet.min_withdraw. */
  amount: int(L.withdraw.amount, { min: 1, max: WALLET_MAX_AMOUNT }),
  note: optionalText(L.withdraw.note, { max: 1000 }),
});
export type WithdrawCreate = z.infer<typeof withdrawCreate>;
export const withdrawPay = z.strictObject({
  tracking_code: text(L.withdraw.tracking_code, { max: 100 }),
  note: optionalText(L.withdraw.note, { max: 1000 }),
});
export const withdrawCancel = z.strictObject({
  note: optionalText(L.withdraw.note, { max: 1000 }),
});
export const withdrawUpdate = z.strictObject({
  tracking_code: optionalText(L.withdraw.tracking_code, { max: 100 }),
  note: optionalText(L.withdraw.note, { max: 1000 }),
});
