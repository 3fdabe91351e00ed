import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { persianOutsideCatalogue } from '../../../scripts/check-i18n.mjs';
import { faSearchKey, formatPriceInput, toAsciiDigits } from '@pishkhan/common/text';

describe('Persian text lives in the catalogue', () => {
  it('has no Persian literal in code outside packages/common/src/i18n/fa/', () => {
    expect(persianOutsideCatalogue()).toEqual([]);
  });
});

describe('normalisers', () => {
  it('folds Arabic letters and digits like fa_norm', () => {
    expect(faSearchKey('كرمان ۱۲٣')).toBe('کرمان 123');
    expect(faSearchKey('گوشی‌های  علي')).toBe('گوشی های علی');
    expect(toAsciiDigits('۰۹۱۲')).toBe('0912');
    expect(formatPriceInput('۱۲۵۰۰۰۰')).toBe('1,250,000');
    expect(formatPriceInput('abc')).toBe('');
  });
});
