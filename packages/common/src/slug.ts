/**
 * The one slugify of the app (brands, categories, products, every resource's slug field): Persian
 * and Latin letters and digits kept, Arabic ي/ى/ك folded to Persian ی/ک, diacritics and tatweel
 * dropped, Latin lower-cased, every other run (spaces, punctuation) one dash, at most `max`
 * characters. Empty when the text has no letter or digit (the caller asks for a slug then).
 *
 * Invisible format characters (Unicode Cf: zero-width non-joiner U+200C, zero-width joiner and
 * space, direction marks and embeddings, soft hyphen, BOM) are dropped, not turned into dashes:
 * «می‌خواهم» is one word and its slug is «میخواهم», as WordPress makes Persian slugs (its
 * sanitize_title_with_dashes strips the same characters). A dash stands only where a space or a
 * punctuation mark separated two words.
 */
export function slugify(text: string, max = 180): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\p{Cf}/gu, '')
    .replace(/[\u064A\u0649]/g, '\u06CC')
    .replace(/\u0643/g, '\u06A9')
    .replace(/[\p{M}\u0640]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
