/**
 * The one slugify of the app (brands, categories, products, every resource's slug field): Persian
 * and Latin letters and digits kept, Arabic ي/ى/ك folded to Persian ی/ک, diacritics and tatweel
 * dropped, Latin lower-cased, every other run (spaces, ZWNJ, punctuation) one dash, at most `max`
 * characters. Empty when the text has no letter or digit (the caller asks for a slug then).
 */
export function slugify(text: string, max = 180): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064A\u0649]/g, '\u06CC')
    .replace(/\u0643/g, '\u06A9')
    .replace(/[\p{M}\u0640]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
