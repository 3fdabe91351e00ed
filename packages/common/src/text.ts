/** Persian/Arabic digit and text helpers shared by the server and the browser. */

const FA_DIGITS = '\u06F0\u06F1\u06F2\u06F3\u06F4\u06F5\u06F6\u06F7\u06F8\u06F9';
const AR_DIGITS = '\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669';

/** Persian (۰–۹) and Arabic (٠–٩) digits → ASCII. Everything else is kept. */
export function toAsciiDigits(s: string): string {
  return s.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (d) => {
    const i = FA_DIGITS.indexOf(d);
    return String(i >= 0 ? i : AR_DIGITS.indexOf(d));
  });
}

/** ASCII digits → Persian digits, for display. */
export function toPersianDigits(s: string | number): string {
  return String(s).replace(/[0-9]/g, (d) => FA_DIGITS[Number(d)]!);
}

/** Arabic ي/ك/ى → Persian ی/ک, for display text that is stored. */
export function fixPersianLetters(s: string): string {
  return s.replace(/[\u064A\u0649]/g, '\u06CC').replace(/\u0643/g, '\u06A9');
}

const FOLD: Record<string, string> = {
  '\u064A': '\u06CC', // ي → ی
  '\u0649': '\u06CC', // ى → ی
  '\u0626': '\u06CC', // ئ → ی
  '\u0643': '\u06A9', // ك → ک
  '\u0629': '\u0647', // ة → ه
  '\u06C0': '\u0647', // ۀ → ه
  '\u0623': '\u0627', // أ → ا
  '\u0625': '\u0627', // إ → ا
  '\u0671': '\u0627', // ٱ → ا
  '\u0624': '\u0648', // ؤ → و
};

/**
 * The search key: the same steps as the SQL function `fa_norm` (see the migration), so a
 * query typed with either spelling matches the stored key.
 */
export function faSearchKey(input: string): string {
  let s = input.normalize('NFKC').toLowerCase();
  s = s.replace(/[\u064A\u0649\u0626\u0643\u0629\u06C0\u0623\u0625\u0671\u0624]/g, (c) => FOLD[c]!);
  s = toAsciiDigits(s);
  s = s.replace(/[\u064B-\u065F\u0670\u0640\u200D\u200E\u200F\u061C\uFEFF]/g, '');
  s = s.replace(/[\u200C\u00A0\s]+/g, ' ').trim();
  return s;
}

/** Comma every three digits (spec §9). */
export function groupDigits(n: number | string): string {
  const s = typeof n === 'number' ? String(Math.trunc(n)) : n;
  const neg = s.startsWith('-');
  const digits = neg ? s.slice(1) : s;
  return (neg ? '-' : '') + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The price input's rule (spec §5): convert Persian/Arabic digits, strip every non-digit,
 * drop leading zeros, comma every three digits; an empty value gives "".
 */
export function formatPriceInput(raw: string | number | null | undefined): string {
  if (raw === null || raw === undefined) return '';
  const digits = toAsciiDigits(String(raw)).replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits === '' ? '' : groupDigits(digits);
}

/** A money amount for display: Persian digits, comma grouping and the unit label. */
export function formatMoney(n: number, unit = ''): string {
  return toPersianDigits(groupDigits(n)) + (unit ? ` ${unit}` : '');
}

/* ------------------------------------------------------------ characters that cannot be kept */

/** NUL, or half of a UTF-16 surrogate pair without its other half: PostgreSQL stores neither. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `s` holds a character the database refuses (NUL or a lone surrogate). */
export function hasUnstorableChar(s: string): boolean {
  return UNSTORABLE.test(s);
}

/**
 * Bidi embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): invisible, and they
 * make a name display reversed on lists and invoices. The marks LRM/RLM/ALM (U+200E, U+200F, U+061C)
 * and ZWNJ (U+200C, the Persian half-space) are kept: they only nudge punctuation and joining.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * Stored text without invisible controls: the bidi controls above and the C0/C1 control characters
 * other than tab and line breaks (they cannot be typed, and an Excel sheet refuses them). NUL is
 * left for the validation to refuse with a message.
 */
export function stripInvisibleControls(s: string): string {
  return s.replace(BIDI_CONTROLS, '').replace(/[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, '');
}

/**
 * Text typed into a search box or carried in a file name: every control character (C0, DEL, C1),
 * the bidi controls and lone surrogates are removed; tabs and line breaks become spaces.
 */
export function stripControls(s: string): string {
  return s
    .replace(/[\t\n\r]/g, ' ')
    .replace(/[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
}

/** An uploaded file's own name as kept for display: NFC, no control characters, at most `max` characters. */
export function cleanFileName(raw: string | undefined, max: number): string | null {
  const s = stripControls([...stripControls((raw ?? '').normalize('NFC'))].slice(0, max).join('')).trim();
  return s === '' ? null : s;
}
