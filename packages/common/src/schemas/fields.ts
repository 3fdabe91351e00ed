import { z } from 'zod';
import { iranMessages } from '../i18n/fa/banks';
import {
  isCardNumber,
  isNationalCode,
  isPostalCode,
  isSheba,
  isTelephone,
  MOBILE_PATTERN,
  normalizeCardNumber,
  normalizeMobile,
  normalizeNationalCode,
  normalizePostalCode,
  normalizeSheba,
  normalizeTelephone,
} from '../iran';
import { catalogError } from '../i18n/fa/catalog-labels';
import { extraValidation } from '../i18n/fa/validation';
import { faSearchKey, hasUnstorableChar, stripControls, stripInvisibleControls, toAsciiDigits } from '../text';

/**
 * Field builders shared by every contract. Each carries its Persian label in `.meta({ title })`
 * (used for messages and OpenAPI). Numbers accept Persian/Arabic digits and thousands commas.
 */
const numeric = (v: unknown) => {
  if (typeof v === 'string') {
    // Thousands separators (, ، ٬) and spaces go; the Arabic decimal separator ٫ is a point.
    const s = toAsciiDigits(v).replace(/[,\u060C\u066C\s]/g, '').replace(/\u066B/g, '.');
    if (s === '') return undefined;
    return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : v;
  }
  return v;
};

/**
 * A string as stored: the bidi embedding/override/isolate controls are removed (they display a
 * name reversed) with the other invisible control characters (tab and line breaks kept), the ends trimmed, and NUL or a lone surrogate refused with a Persian message
 * (PostgreSQL cannot store them). ZWNJ and the direction marks are kept. Every text field is built
 * on it; the server also refuses those characters in any other string of a request.
 */
export const storedString = () =>
  z
    .string()
    .overwrite(stripInvisibleControls)
    .trim()
    .refine((s) => !hasUnstorableChar(s), { message: extraValidation.unstorable_char });

export const text = (label: string, o: { min?: number; max?: number } = {}) =>
  storedString().min(o.min ?? 1).max(o.max ?? 255).meta({ title: label });

/** Optional text: "" and null become null. */
export const optionalText = (label: string, o: { max?: number } = {}) =>
  z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), storedString().max(o.max ?? 255).meta({ title: label }).nullable())
    .optional();

/** Search text (`?q=`): control characters are removed rather than refused; at most 200 characters. */
export const searchText = () => z.string().max(200).transform((s) => stripControls(s));

export const int = (label: string, o: { min?: number; max?: number } = {}) =>
  z.preprocess(numeric, z.number().int().min(o.min ?? 0).max(o.max ?? Number.MAX_SAFE_INTEGER).meta({ title: label }));

/** "" → null, then the inner builder made nullable. */
export const nullable = <T extends z.ZodType>(inner: T) => z.preprocess((v) => (v === '' ? null : v), inner.nullable());

/**
 * A time the database stores and the app can show: a valid date in the years 1–9999 (JavaScript reads
 * `-001000-01-01` and `+275760-09-13`, which PostgreSQL refuses or the Jalali calendar cannot show).
 */
export const isStorableInstant = (d: Date) => {
  const t = d.getTime();
  return !Number.isNaN(t) && d.getUTCFullYear() >= 1 && d.getUTCFullYear() <= 9999;
};

/** A point in time as an ISO string (anything `new Date` reads, years 1–9999), kept as sent. */
export const instant = (label: string) =>
  z
    .string()
    .trim()
    .min(1)
    .refine((s) => isStorableInstant(new Date(s)))
    .meta({ title: label });

/** A money amount: non-negative integer in the shop's unit ("۱٬۲۵۰,۰۰۰" accepted). */
export const price = (label: string) => int(label, { min: 0 });

export const bool = (label: string) =>
  z.preprocess((v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v), z.boolean().meta({ title: label }));

export const id = (label: string) => z.preprocess(numeric, z.number().int().positive().max(2 ** 53 - 1).meta({ title: label }));

export const hexColor = (label: string) =>
  z.string().trim().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, { message: 'hex' }).meta({ title: label });

export { normalizeMobile } from '../iran';
export const mobile = (label: string) =>
  z.preprocess((v) => (typeof v === 'string' ? normalizeMobile(v) : v), z.string().regex(MOBILE_PATTERN, { message: 'mobile' }).meta({ title: label }));
export const optionalMobile = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : normalizeMobile(v)) : v),
    z.string().regex(MOBILE_PATTERN, { message: 'mobile' }).meta({ title: label }).nullable(),
  ).optional();

export const optionalEmail = (label: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim().toLowerCase() : v), z.email().max(100).meta({ title: label }).nullable()).optional();

/** List query: page, per_page (≤ 100), q, sort (`-created_at`). Unknown filters are allowed. */
export const listQuery = z.looseObject({
  page: z.preprocess(numeric, z.number().int().min(1).max(1_000_000).catch(1)).optional(),
  per_page: z.preprocess(numeric, z.number().int().min(1).max(100).catch(15)).optional(),
  q: searchText().optional(),
  sort: z.string().max(64).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const idParams = z.object({ id: z.string() });

/* ----------------------------------------------------------- Iranian identifiers */

type IranCheck = readonly [(s: string) => boolean, string];
/** A string normalised by `normalize` and checked in order; the first failing check's message wins. */
const iranString = (label: string, normalize: (s: string) => string, checks: readonly IranCheck[]) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? normalize(v) : v),
    z
      .string()
      .min(1)
      .superRefine((s, ctx) => {
        if (s === '') return;
        for (const [ok, message] of checks)
          if (!ok(s)) {
            ctx.addIssue({ code: 'custom', message });
            return;
          }
      })
      .meta({ title: label }),
  );
/** The same, optional: "" and null become null. */
const optionalIranString = (label: string, normalize: (s: string) => string, checks: readonly IranCheck[]) =>
  z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), iranString(label, normalize, checks).nullable())
    .optional();

const NATIONAL_CODE: readonly IranCheck[] = [
  [(s) => /^\d{10}$/.test(s), iranMessages.national_code_format],
  [isNationalCode, iranMessages.national_code_checksum],
];
const CARD: readonly IranCheck[] = [
  [(s) => /^\d{16}$/.test(s), iranMessages.card_number_format],
  [isCardNumber, iranMessages.card_number_checksum],
];
const SHEBA: readonly IranCheck[] = [
  [(s) => /^IR\d{24}$/.test(s), iranMessages.sheba_format],
  [isSheba, iranMessages.sheba_checksum],
];
const POSTAL: readonly IranCheck[] = [[isPostalCode, iranMessages.postal_code]];
const TELEPHONE: readonly IranCheck[] = [[isTelephone, iranMessages.telephone]];

/** Iranian national code: 10 digits with its check digit; stored as 10 ASCII digits. */
export const nationalCode = (label: string) => iranString(label, normalizeNationalCode, NATIONAL_CODE);
export const optionalNationalCode = (label: string) => optionalIranString(label, normalizeNationalCode, NATIONAL_CODE);
/** Bank card: 16 digits, Luhn; stored digits only. */
export const cardNumber = (label: string) => iranString(label, normalizeCardNumber, CARD);
export const optionalCardNumber = (label: string) => optionalIranString(label, normalizeCardNumber, CARD);
/** Sheba (IBAN): IR + 24 digits, mod 97; stored `IR…` upper case. */
export const sheba = (label: string) => iranString(label, normalizeSheba, SHEBA);
export const optionalSheba = (label: string) => optionalIranString(label, normalizeSheba, SHEBA);
/** Postal code: 10 digits. */
export const postalCode = (label: string) => iranString(label, normalizePostalCode, POSTAL);
export const optionalPostalCode = (label: string) => optionalIranString(label, normalizePostalCode, POSTAL);
/** Telephone on an address: 8–11 digits (+98 accepted). */
export const optionalTelephone = (label: string) => optionalIranString(label, normalizeTelephone, TELEPHONE);

/** Duplicate values (either spelling of yeh and kaf) are flagged on the later one: `values.3`. */
export function noDuplicates(list: string[], ctx: z.core.$RefinementCtx, key: (i: number) => (string | number)[]) {
  const seen = new Set<string>();
  list.forEach((v, i) => {
    const k = faSearchKey(v);
    if (seen.has(k)) ctx.addIssue({ code: 'custom', path: key(i), message: catalogError('value_duplicate', { value: v }) });
    seen.add(k);
  });
}
