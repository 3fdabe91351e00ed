import { z } from 'zod';
import { accountLabels as A } from '../i18n/fa/accounts';
import { peopleLabels as L } from '../i18n/fa/people-labels';
import { peopleMessages } from '../i18n/fa/people-messages';
import { dayOfJalali, isoOfDay, tehranToday } from '../jalali-days';
import { toAsciiDigits } from '../text';
import { customerCreate, WALLET_MAX_AMOUNT } from './people.schema';
import { int, mobile, optionalCardNumber, sheba } from './fields';

/**
 * Contracts of the storefront's customer accounts (/api/store/account): the one-time code, the
 * sign-in, the profile the customer edits. Addresses use the admin's address contract.
 */

/** How many digits a sign-in code has. */
export const ACCOUNT_CODE_LENGTH = 6;

export const accountCodeRequest = z.strictObject({ mobile: mobile(A.mobile) });
export type AccountCodeRequest = z.infer<typeof accountCodeRequest>;

export const accountVerify = z.strictObject({
  mobile: mobile(A.mobile),
  code: z.preprocess(
    (v) => (typeof v === 'string' ? toAsciiDigits(v).replace(/[\s\u200c-]/g, '') : typeof v === 'number' ? String(v) : v),
    z.string().regex(/^\d{5,6}$/, { message: 'code' }).meta({ title: A.code }),
  ),
});
export type AccountVerify = z.infer<typeof accountVerify>;

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * A birth date: Jalali `1370/05/12` (or `1370-05-12`: a year before 1700 is Jalali) or Gregorian
 * `1991-08-03`; Persian digits accepted. Stored as the Gregorian date, between 1900 and today.
 */
export const jalaliBirthDate = (label: string) =>
  z
    .preprocess(
      (v) => {
        v = emptyToNull(v);
        if (typeof v !== 'string') return v;
        const s = toAsciiDigits(v.trim());
        const m = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(s);
        if (!m) return s;
        const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
        if (y < 1700) {
          const day = dayOfJalali(y, mo, d);
          return day === null ? s : isoOfDay(day);
        }
        return `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
      },
      z
        .string()
        .max(20)
        .superRefine((s, ctx) => {
          const d = new Date(s + 'T00:00:00Z');
          if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s) {
            ctx.addIssue({ code: 'custom', message: peopleMessages.birth_date_invalid });
            return;
          }
          if (s < '1900-01-01' || s > isoOfDay(tehranToday())) ctx.addIssue({ code: 'custom', message: peopleMessages.birth_date_range });
        })
        .meta({ title: label })
        .nullable(),
    )
    .optional();

/**
 * What a customer may change of their own account: never the mobile (their sign-in), role, status,
 * wallet or the withdrawal destinations.
 */
export const accountProfileUpdate = customerCreate
  .pick({ first_name: true, last_name: true, email: true, national_code: true, gender: true, newsletter: true })
  .partial()
  .extend({ birth_date: jalaliBirthDate(L.customer.birth_date) })
  .strict();
export type AccountProfileUpdate = z.infer<typeof accountProfileUpdate>;

/**
 * A customer's own withdrawal request: the amount (the server also applies the setting
 * min_withdraw and the withdrawable balance), the Sheba to pay to and, optionally, a card number;
 * both are copied onto the request only (the account's own stay as they are).
 */
export const accountWithdrawCreate = z.strictObject({
  amount: int(L.withdraw.amount, { min: 1, max: WALLET_MAX_AMOUNT }),
  sheba: sheba(L.customer.sheba),
  card_number: optionalCardNumber(L.customer.card_number),
});
export type AccountWithdrawCreate = z.infer<typeof accountWithdrawCreate>;
