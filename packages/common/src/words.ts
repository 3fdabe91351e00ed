import { numberWords as w } from './i18n/fa/words';

/** The largest magnitude numberToPersianWords spells: 999 trillion and change. */
export const MAX_PERSIAN_WORDS = 999_999_999_999_999;

/** 1–999 in words (234 → 'two hundred and thirty and four' in Persian). */
function belowThousand(n: number): string {
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const r = n % 100;
  if (h) parts.push(w.hundreds[h]!);
  if (r >= 20) {
    parts.push(w.tens[Math.floor(r / 10)]!);
    if (r % 10) parts.push(w.ones[r % 10]!);
  } else if (r >= 10) {
    parts.push(w.teens[r - 10]!);
  } else if (r > 0) {
    parts.push(w.ones[r]!);
  }
  return parts.join(w.and);
}

/**
 * An integer in Persian words, as written on Iranian invoices and cheques: every part joined by
 * the word for 'and'; 1000 is the bare word for thousand (never 'one thousand'), while 10^6 and up
 * keep 'one' ('one million'); 0 is the word for zero; negatives start with the word for minus.
 * Examples are in apps/server/test/persian-words.test.ts.
 * Throws a RangeError for non-integers and magnitudes above 999,999,999,999,999.
 */
export function numberToPersianWords(n: number): string {
  if (!Number.isInteger(n) || Math.abs(n) > MAX_PERSIAN_WORDS) {
    throw new RangeError(`numberToPersianWords: ${n} is not an integer within ±${MAX_PERSIAN_WORDS}`);
  }
  if (n === 0) return w.zero;
  if (n < 0) return `${w.negative} ${numberToPersianWords(-n)}`;
  const groups: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale++) {
    const g = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (!g) continue;
    // Bare 'thousand' for 1000, but 'one million', 'one billion'.
    const words = scale === 1 && g === 1 ? w.scales[1] : scale ? `${belowThousand(g)} ${w.scales[scale]}` : belowThousand(g);
    groups.unshift(words);
  }
  return groups.join(w.and);
}

/** A money amount in words followed by its unit label (e.g. the Toman label from settings). */
export function moneyInWords(amount: number, unit = ''): string {
  const words = numberToPersianWords(amount);
  return unit.trim() ? `${words} ${unit.trim()}` : words;
}
