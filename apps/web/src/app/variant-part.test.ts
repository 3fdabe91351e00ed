import { describe, expect, it } from 'vitest';
import { variantPart } from './format';

describe('a variant shown by its own part of the title', () => {
  it('drops the product title it repeats and shows its values in Persian digits', () => {
    expect(variantPart('کفش ورزشی', 'کفش ورزشی | رنگ: مشکی | سایز: 44')).toBe('رنگ: مشکی | سایز: ۴۴');
    expect(variantPart('کفش ورزشی', 'کفش ورزشی — سایز: 42')).toBe('سایز: ۴۲');
    expect(variantPart('پیراهن', 'سایز: 38')).toBe('سایز: ۳۸');
  });
  it('is empty for the default variant or a title that only repeats the product', () => {
    expect(variantPart('کفش ورزشی', 'کفش ورزشی')).toBe('');
    expect(variantPart('کفش ورزشی', null)).toBe('');
  });
});
