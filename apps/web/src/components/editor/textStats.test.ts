import { describe, expect, it } from 'vitest';
import { countWords, textStats } from './textStats';

describe('textStats', () => {
  it('counts a word joined by a zero-width non-joiner as one word', () => {
    expect(countWords('می\u200Cخواهم کتاب\u200Cها را بخوانم')).toBe(4);
    // A ZWNJ at a word's end or a stray one between spaces is no word.
    expect(countWords('خانه\u200C ها \u200C')).toBe(2);
  });

  it('counts mixed Persian, English and numbers in either digit script, dates and decimals as one word each', () => {
    expect(countWords('قیمت iPhone 15 Pro برابر ۴۵٬۰۰۰٬۰۰۰ تومان در ۱۴۰۳/۰۲/۱۵ است')).toBe(10);
    expect(countWords('45,000 and 1,250.50')).toBe(3);
    expect(countWords("e-mail and don't, 3.5 kg.")).toBe(5);
    expect(countWords('سلام،دنیا! «نقل‌قول» (پرانتز) — خط')).toBe(5);
  });

  it('counts visible characters (spaces once, invisible marks and ZWNJ not) and the reading time in whole minutes', () => {
    expect(textStats('')).toEqual({ characters: 0, words: 0, minutes: 0 });
    expect(textStats('  می\u200Cروم   \u200Fخانه\n')).toEqual({ characters: 10, words: 2, minutes: 1 });
    expect(textStats(Array(401).fill('واژه').join(' '))).toMatchObject({ words: 401, minutes: 3 });
    expect(textStats(Array(400).fill('واژه').join(' ')).minutes).toBe(2);
  });
});
