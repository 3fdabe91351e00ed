import { slugify } from '@pishkhan/common/slug';
import { describe, expect, it } from 'vitest';

describe('slugify (the shared slug rule)', () => {
  it('keeps words joined by a zero-width non-joiner as one word, dropping the ZWNJ', () => {
    expect(slugify('می\u200Cخواهم')).toBe('میخواهم');
    expect(slugify('چرا می\u200Cخواهم کفش\u200Cهای تازه بخرم؟')).toBe('چرا-میخواهم-کفشهای-تازه-بخرم');
    expect(slugify('نیک\u200Cنام')).not.toContain('-');
  });

  it('drops the other invisible format characters (ZWJ, zero-width space, direction marks, soft hyphen, BOM)', () => {
    expect(slugify('\uFEFFراه\u200Dنما\u200B\u200F \u202Bکفش\u202C\u00AD')).toBe('راهنما-کفش');
  });

  it('still turns spaces and punctuation into single dashes, folds Arabic letters and lower-cases Latin', () => {
    expect(slugify('  راهنمای انتخاب   کفش!! ')).toBe('راهنمای-انتخاب-کفش');
    expect(slugify('اندرويد كوچك')).toBe('اندروید-کوچک');
    expect(slugify('Android Phones ۲۰۲۵')).toBe('android-phones-۲۰۲۵');
    expect(slugify('\u200C؟!')).toBe('');
  });
});
