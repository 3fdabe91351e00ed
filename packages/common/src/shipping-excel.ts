import { TZDate } from '@date-fns/tz';
import { isValidJalaaliDate, toGregorian, toJalaali } from 'jalaali-js';
import { currencyWords, ignoredHeaderWords, orderWord, postSheetHeaders } from './i18n/fa/shipping-excel-labels';
import { faSearchKey, fixPersianLetters, toAsciiDigits } from './text';

/** Rules of Iran Post's tracking sheet (domain reference §3.22), shared by the import and its tests. */

export type PostSheetField = keyof typeof postSheetHeaders;
/** Field → 1-based column number. */
export type PostSheetColumns = Partial<Record<PostSheetField, number>>;

/** The longest tracking code accepted (Iran Post's are 20–24 digits). */
export const BARCODE_MAX_DIGITS = 40;

/** Fixed column letters of the two sheet layouts seen in the wild, used when no header row is found. */
export const POST_SHEET_LAYOUTS: Record<'r1' | 'r2', PostSheetColumns> = {
  // B title, C barcode, D date, E services, F destination, G sender, I receiver, N price.
  r1: { barcode: 3, register_date: 4, services: 5, destination: 6, sender: 7, receiver: 9, price: 14 },
  // B, C barcode, D repository, F date, G services, H destination, I reference, J sender, L receiver, S price.
  r2: { barcode: 3, register_date: 6, services: 7, destination: 8, reference: 9, sender: 10, receiver: 12, price: 19 },
};

const headerKey = (s: string) => faSearchKey(s).replace(/[\s\-_:.()/\\*]+/g, '');
const SYNONYMS = (Object.keys(postSheetHeaders) as PostSheetField[]).map((f) => ({ field: f, keys: postSheetHeaders[f].map(headerKey) }));
const IGNORED = ignoredHeaderWords.map(headerKey);
const SENDER = headerKey(postSheetHeaders.sender[0]);

/**
 * Columns named by a header row: exact names first, then names contained in a header (longest
 * synonym first, so the receiver's postal code is not read as the receiver). Each field and each
 * column is taken once; headers about an address or a phone are never read as a name, and the
 * sender's columns only as the sender.
 */
export function mapHeaderRow(cells: (string | null | undefined)[]): PostSheetColumns {
  const keys = cells.map((c) => (c ? headerKey(c) : ''));
  const out: PostSheetColumns = {};
  const taken = new Set<number>();
  for (const { field, keys: syn } of SYNONYMS) {
    const i = keys.findIndex((k, j) => k && !taken.has(j) && syn.includes(k));
    if (i >= 0) {
      out[field] = i + 1;
      taken.add(i);
    }
  }
  const bySpecificity = SYNONYMS.flatMap(({ field, keys: syn }) => syn.map((k) => ({ field, k }))).sort((a, b) => b.k.length - a.k.length);
  for (const { field, k } of bySpecificity) {
    if (out[field]) continue;
    const i = keys.findIndex(
      (h, j) => h && !taken.has(j) && h.includes(k) && !IGNORED.some((w) => h.includes(w) && !k.includes(w)) && (field === 'sender' || !h.includes(SENDER)),
    );
    if (i >= 0) {
      out[field] = i + 1;
      taken.add(i);
    }
  }
  return out;
}

/** A header row names the barcode column and at least two more. */
export const isHeaderRow = (cols: PostSheetColumns) => !!cols.barcode && Object.keys(cols).length >= 3;

/** The currency a price header names, if any. */
export function headerCurrency(header: string | null | undefined): 'rial' | 'toman' | null {
  if (!header) return null;
  const h = headerKey(header);
  if (h.includes(headerKey(currencyWords.rial))) return 'rial';
  if (h.includes(headerKey(currencyWords.toman))) return 'toman';
  return null;
}

/** Stored text: Arabic yeh/kaf to Persian, spaces collapsed, trimmed; empty → null; cut to `max`. */
export function cleanText(v: string | null | undefined, max: number): string | null {
  if (v === null || v === undefined) return null;
  const s = fixPersianLetters(String(v)).replace(/[\u00A0\s]+/g, ' ').trim();
  return s ? s.slice(0, max) : null;
}

export type BarcodeCheck = { ok: true; barcode: string } | { ok: false; reason: 'barcode_empty' | 'barcode_not_number' | 'barcode_too_long' | 'barcode_lost_digits' };

/**
 * A tracking code: digits only (Persian/Arabic digits accepted, spaces and dashes dropped), not
 * all zeros. A number cell past 2^53 has lost its last digits in Excel and is refused.
 */
export function checkBarcode(raw: string | number | null | undefined): BarcodeCheck {
  if (raw === null || raw === undefined) return { ok: false, reason: 'barcode_empty' };
  if (typeof raw === 'number') {
    if (!Number.isSafeInteger(raw)) return { ok: false, reason: Number.isFinite(raw) && raw > 0 && Number.isInteger(raw) ? 'barcode_lost_digits' : 'barcode_not_number' };
    if (raw <= 0) return { ok: false, reason: 'barcode_not_number' };
    raw = String(raw);
  }
  // Spaces and dashes between digit groups are dropped; a leading minus is not.
  const s = toAsciiDigits(raw).trim().replace(/(?<=\d)[\s\u200C-]+(?=\d)/g, '');
  if (!s) return { ok: false, reason: 'barcode_empty' };
  if (!/^\d+$/.test(s) || /^0+$/.test(s)) return { ok: false, reason: 'barcode_not_number' };
  if (s.length > BARCODE_MAX_DIGITS) return { ok: false, reason: 'barcode_too_long' };
  return { ok: true, barcode: s };
}

/**
 * A money amount of the sheet: a number, or text with any digits and grouping marks
 * and a currency word ("120,000 rials" in Persian digits). undefined when empty, null when it is not a number.
 */
export function parseSheetAmount(raw: string | number | null | undefined): number | null | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? Math.round(raw) : null;
  const s = toAsciiDigits(raw).replace(/[\s,\u066C\u060C\u066B]/g, '').trim();
  if (!s) return undefined;
  const digits = s.replace(/[^\d.]/g, '');
  if (!digits || !/^\d+(\.\d+)?$/.test(digits) || digits.length > 15) return null;
  return Math.round(Number(digits));
}

/** Ten digits of a postal code, or null. */
export function cleanPostalCode(raw: string | number | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const s = toAsciiDigits(String(raw)).replace(/[\s\-]+/g, '');
  return /^\d{10}$/.test(s) ? s : null;
}

/** An order number from a reference cell («123», «#123», «ORD-123») or from a note (the word for order, then the number). */
export function orderNumberIn(reference: string | null | undefined, note?: string | null): number | null {
  const ref = reference ? toAsciiDigits(reference).trim() : '';
  const m = /^(?:[a-z]{0,5}[-#\s]*)?(\d{1,12})$/i.exec(ref);
  if (m) return Number(m[1]) > 0 ? Number(m[1]) : null;
  if (note) {
    const n = toAsciiDigits(fixPersianLetters(note));
    const word = fixPersianLetters(orderWord);
    const hit = new RegExp(`(?:${word}|#)\\s*(?:\\S{0,6}\\s*)?[:#]?\\s*(\\d{1,12})`).exec(n);
    if (hit && Number(hit[1]) > 0) return Number(hit[1]);
  }
  return null;
}

/** A name compared without spaces, ZWNJ, Arabic letters or diacritics. */
export const nameKey = (s: string | null | undefined) => (s ? faSearchKey(s).replace(/\s+/g, '') : '');

const TEHRAN = 'Asia/Tehran';

/**
 * A Jalali date (and time, if given) of the sheet (1405/08/30 in Persian or ASCII digits, 1405-8-30 14:05) as the
 * instant in Asia/Tehran. null when the text holds no valid Jalali date (years 1300–1499).
 */
export function parseJalaliDateTime(text: string | null | undefined): Date | null {
  if (!text) return null;
  const s = toAsciiDigits(text).trim();
  // 14050830 (a number cell) or 1405/08/30 with any separator.
  const d = /^(1[34]\d{2})(\d{2})(\d{2})$/.exec(s) ?? /(\d{4})\s*[/\-.]\s*(\d{1,2})\s*[/\-.]\s*(\d{1,2})/.exec(s);
  if (!d) return null;
  const [jy, jm, jd] = [Number(d[1]), Number(d[2]), Number(d[3])];
  if (jy < 1300 || jy > 1499 || !isValidJalaaliDate(jy, jm, jd)) return null;
  const rest = s.slice(0, d.index) + ' ' + s.slice(d.index + d[0].length);
  const t = /(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(rest);
  const [h, mi, se] = t ? [Number(t[1]), Number(t[2]), Number(t[3] ?? 0)] : [0, 0, 0];
  if (h > 23 || mi > 59 || se > 59) return null;
  const g = toGregorian(jy, jm, jd);
  return new Date(new TZDate(g.gy, g.gm - 1, g.gd, h, mi, se, TEHRAN).getTime());
}

/**
 * A date cell of Excel (a wall-clock time without a zone, read by exceljs as UTC) as the Tehran
 * instant and its Jalali text «1405/08/30» (with « HH:mm» when it has a time).
 */
export function excelDateToJalali(d: Date): { text: string; at: Date } | null {
  if (Number.isNaN(d.getTime())) return null;
  const [y, m, day, h, mi] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
  const at = new Date(new TZDate(y, m, day, h, mi, d.getUTCSeconds(), TEHRAN).getTime());
  const j = toJalaali(y, m + 1, day);
  const pad = (n: number) => String(n).padStart(2, '0');
  const text = `${j.jy}/${pad(j.jm)}/${pad(j.jd)}` + (h || mi ? ` ${pad(h)}:${pad(mi)}` : '');
  return { text, at };
}
