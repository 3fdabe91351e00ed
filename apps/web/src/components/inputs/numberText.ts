import { groupDigits, toAsciiDigits } from '@pishkhan/common/text';

/** How a number box reads what is typed or pasted. */
export interface NumberFormat {
  /** Digits kept after the decimal point (0: an integer). */
  decimals: number;
  /** A leading minus is kept (the box's `min` is below zero). */
  negative: boolean;
  /** A comma every three digits of the integer part. */
  grouping: boolean;
}

/** Decimal points a Persian or Latin keyboard types: "." and the Arabic decimal separator "٫". */
const DECIMAL_POINT = /[.\u066B]/;
/** Minus signs: ASCII hyphen-minus and the Unicode minus. */
const MINUS = /^[\s\u200E\u200F]*[-\u2212]/;

/**
 * What the box shows for typed or pasted text: Persian (۰–۹) and Arabic (٠–٩) digits become
 * ASCII (the font draws them Persian), thousands separators (، ٬ ,), spaces and letters are
 * dropped, leading zeros go, and the integer part is grouped by three. A trailing decimal point
 * and a lone minus are kept while typing ("12." → "12.", "-" → "-").
 */
export function formatNumberText(raw: string | number | null | undefined, f: NumberFormat): string {
  if (raw === null || raw === undefined) return '';
  const s = toAsciiDigits(String(raw));
  const neg = f.negative && MINUS.test(s);
  const point = f.decimals > 0 ? s.search(DECIMAL_POINT) : -1;
  const intRaw = point >= 0 ? s.slice(0, point) : s;
  const fracRaw = point >= 0 ? s.slice(point + 1) : '';
  let int = intRaw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const frac = fracRaw.replace(/\D/g, '').slice(0, f.decimals);
  if (point >= 0 && int === '') int = '0';
  if (f.grouping && int !== '') int = groupDigits(int);
  return (neg ? '-' : '') + int + (point >= 0 ? '.' + frac : '');
}

/** The number in the box's text, or null when it holds no digit ("", "-", "."). */
export function parseNumberText(text: string, f: NumberFormat): number | null {
  const s = formatNumberText(text, f).replace(/,/g, '');
  if (!/\d/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** The box's text for a value from outside (a loaded record, a form reset). */
export function numberToText(value: number | string | null | undefined, f: NumberFormat): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const fixed = f.decimals > 0 ? String(Number(value.toFixed(f.decimals))) : String(Math.trunc(value));
    return formatNumberText(fixed, f);
  }
  return formatNumberText(value, f);
}

/** Count of characters other than group commas in `s` (digits, point, minus). */
export const significant = (s: string) => s.replace(/,/g, '').length;

/** Caret position in `formatted` just after its `n`-th significant character. */
export function caretAfter(formatted: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (formatted[i] !== ',') seen++;
    if (seen === n) return i + 1;
  }
  return formatted.length;
}
