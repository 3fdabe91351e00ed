/**
 * Character and word counts and reading time of a text, Persian-aware:
 * - the zero-width non-joiner (U+200C) joins the parts of one word («می‌خواهم», «کتاب‌ها»), so it never
 *   splits a word; other invisible format marks (ZWJ, bidi marks) are not counted as characters;
 * - words are runs of letters, digits (any script) and marks, with inner apostrophes, hyphens,
 *   dots, slashes and digit group separators kept inside a run («۱۴۰۳/۰۲/۱۵», «e-mail», «3.5», «۴۵٬۰۰۰»);
 * - reading time at a Persian reader's pace (about 200 words a minute), at least one minute for
 *   any text.
 */

/** Persian readers average somewhat fewer words a minute than English ones. */
export const WORDS_PER_MINUTE = 200;

const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
// A word: letters/marks/digits, joined by ZWNJ or by a single inner connector.
const WORD = /[\p{L}\p{M}\p{N}]+(?:(?:\u200C|['’\-./_\u066B\u066C])[\p{L}\p{M}\p{N}]+|,\p{N}+)*\u200C?/gu;

export interface TextStats {
  /** Visible characters, spaces included (invisible marks and ZWNJ excluded). */
  characters: number;
  words: number;
  /** Whole minutes, rounded up; 0 only for an empty text. */
  minutes: number;
}

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

export function textStats(text: string): TextStats {
  const visible = text.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  const characters = [...visible].length;
  const words = countWords(text);
  return { characters, words, minutes: words ? Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)) : 0 };
}
