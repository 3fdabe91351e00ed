import { describe, expect, it } from 'vitest';
import { MAX_PERSIAN_WORDS, moneyInWords, numberToPersianWords as words } from '@pishkhan/common/words';

/**
 * An independent reader of Persian number words (its own table, not the one under test), so a
 * round trip over many numbers checks the structure: every part joined by 'and', scales in order.
 */
const VALUE: Record<string, number> = {
  یک: 1, دو: 2, سه: 3, چهار: 4, پنج: 5, شش: 6, هفت: 7, هشت: 8, نه: 9,
  ده: 10, یازده: 11, دوازده: 12, سیزده: 13, چهارده: 14, پانزده: 15, شانزده: 16, هفده: 17, هجده: 18, نوزده: 19,
  بیست: 20, سی: 30, چهل: 40, پنجاه: 50, شصت: 60, هفتاد: 70, هشتاد: 80, نود: 90,
  صد: 100, دویست: 200, سیصد: 300, چهارصد: 400, پانصد: 500, ششصد: 600, هفتصد: 700, هشتصد: 800, نهصد: 900,
};
const SCALE: Record<string, number> = { هزار: 1e3, میلیون: 1e6, میلیارد: 1e9, تریلیون: 1e12 };
function read(text: string): number {
  if (text === 'صفر') return 0;
  if (text.startsWith('منفی ')) return -read(text.slice(5));
  let total = 0;
  let lastScale = Infinity;
  for (const group of text.split(' و ').reduce<string[][]>((acc, part) => {
    // A part of several words (ending in a scale word) closes a group: 34,000 = [thirty, four thousand].
    acc.at(-1)!.push(part);
    if (SCALE[part.split(' ').at(-1)!] || part.split(' ').length > 1) acc.push([]);
    return acc;
  }, [[]]).filter((g) => g.length)) {
    const tokens = group.join(' ').split(' ');
    const scaleWord = tokens.at(-1)!;
    const scale = SCALE[scaleWord] ?? 1;
    const digits = SCALE[scaleWord] ? tokens.slice(0, -1) : tokens;
    const small = digits.length ? digits.reduce((s, t) => {
      if (!(t in VALUE)) throw new Error(`unknown word ${t} in «${text}»`);
      return s + VALUE[t]!;
    }, 0) : 1; // the bare thousand
    if (small < 1 || small > 999) throw new Error(`bad group in «${text}»`);
    if (scale >= lastScale) throw new Error(`scales out of order in «${text}»`);
    lastScale = scale;
    total += small * scale;
  }
  return total;
}

describe('numberToPersianWords', () => {
  it('spells the small numbers', () => {
    const expected: Record<number, string> = {
      0: 'صفر', 1: 'یک', 2: 'دو', 3: 'سه', 4: 'چهار', 5: 'پنج', 6: 'شش', 7: 'هفت', 8: 'هشت', 9: 'نه',
      10: 'ده', 11: 'یازده', 12: 'دوازده', 13: 'سیزده', 14: 'چهارده', 15: 'پانزده', 16: 'شانزده', 17: 'هفده', 18: 'هجده', 19: 'نوزده',
      20: 'بیست', 21: 'بیست و یک', 30: 'سی', 40: 'چهل', 50: 'پنجاه', 60: 'شصت', 70: 'هفتاد', 80: 'هشتاد', 90: 'نود', 99: 'نود و نه',
    };
    for (const [n, text] of Object.entries(expected)) expect(words(Number(n))).toBe(text);
  });

  it('spells the hundreds with their own words (دویست، سیصد، پانصد)', () => {
    expect([100, 200, 300, 400, 500, 600, 700, 800, 900].map(words)).toEqual([
      'صد', 'دویست', 'سیصد', 'چهارصد', 'پانصد', 'ششصد', 'هفتصد', 'هشتصد', 'نهصد',
    ]);
    expect(words(101)).toBe('صد و یک');
    expect(words(110)).toBe('صد و ده');
    expect(words(115)).toBe('صد و پانزده');
    expect(words(999)).toBe('نهصد و نود و نه');
    expect(words(205)).toBe('دویست و پنج');
  });

  it('says «هزار», not «یک هزار», but «یک میلیون» and «یک میلیارد»', () => {
    expect(words(1000)).toBe('هزار');
    expect(words(1001)).toBe('هزار و یک');
    expect(words(1100)).toBe('هزار و صد');
    expect(words(2000)).toBe('دو هزار');
    expect(words(11_000)).toBe('یازده هزار');
    expect(words(101_000)).toBe('صد و یک هزار');
    expect(words(1_000_000)).toBe('یک میلیون');
    expect(words(1_001_000)).toBe('یک میلیون و هزار');
    expect(words(1_000_001)).toBe('یک میلیون و یک');
    expect(words(1_000_000_000)).toBe('یک میلیارد');
    expect(words(1_000_000_000_000)).toBe('یک تریلیون');
  });

  it('joins every part with «و» and skips empty groups', () => {
    expect(words(1_234_567)).toBe('یک میلیون و دویست و سی و چهار هزار و پانصد و شصت و هفت');
    expect(words(12_500_000)).toBe('دوازده میلیون و پانصد هزار');
    expect(words(2_000_000_050)).toBe('دو میلیارد و پنجاه');
    expect(words(350_000)).toBe('سیصد و پنجاه هزار');
    expect(words(18_900)).toBe('هجده هزار و نهصد');
  });

  it('reaches 999,999,999,999,999 and refuses beyond', () => {
    expect(words(MAX_PERSIAN_WORDS)).toBe(
      'نهصد و نود و نه تریلیون و نهصد و نود و نه میلیارد و نهصد و نود و نه میلیون و نهصد و نود و نه هزار و نهصد و نود و نه',
    );
    expect(() => words(MAX_PERSIAN_WORDS + 1)).toThrow(RangeError);
    expect(() => words(-MAX_PERSIAN_WORDS - 1)).toThrow(RangeError);
  });

  it('starts negatives with «منفی»', () => {
    expect(words(-5)).toBe('منفی پنج');
    expect(words(-1000)).toBe('منفی هزار');
    expect(words(-1_234)).toBe('منفی هزار و دویست و سی و چهار');
    expect(words(-0)).toBe('صفر');
  });

  it('refuses fractions, NaN and infinities', () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, -0.1]) expect(() => words(bad)).toThrow(RangeError);
  });

  it('reads back to the same number everywhere (every number below 20,000, and samples up to the maximum)', () => {
    for (let n = 0; n < 20_000; n++) expect(read(words(n))).toBe(n);
    let seed = 12345;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5_000; i++) {
      const digits = 1 + Math.floor(rand() * 15);
      const n = Math.floor(rand() * 10 ** digits);
      expect(read(words(n))).toBe(n);
      if (n) expect(read(words(-n))).toBe(-n);
    }
    // Round scales with gaps in the middle.
    for (const n of [1e3, 1e6, 1e9, 1e12, 1e12 + 1, 1e12 + 1e3, 5e14 + 1e6, 999e12 + 1]) expect(read(words(n))).toBe(n);
    // Never 'one thousand' at the head of the thousands, and no doubled or dangling 'and'.
    const ones = [1_000, 1_001_000, 1_001_234, 7_000_001_999, 1_000_001_000_000].map(words);
    expect(ones).toEqual(['هزار', 'یک میلیون و هزار', 'یک میلیون و هزار و دویست و سی و چهار', 'هفت میلیارد و هزار و نهصد و نود و نه', 'یک تریلیون و یک میلیون']);
    for (let n = 0; n < 3_000_000; n += 997) {
      const t = words(n);
      expect(t).not.toMatch(/(^|(میلیون|میلیارد|تریلیون) و )یک هزار/);
      expect(t).not.toMatch(/ و و |^و | و$|  /);
    }
  });
});

describe('moneyInWords', () => {
  it('adds the unit', () => {
    expect(moneyInWords(1_250_000, 'تومان')).toBe('یک میلیون و دویست و پنجاه هزار تومان');
    expect(moneyInWords(0, 'ریال')).toBe('صفر ریال');
    expect(moneyInWords(1000, ' تومان ')).toBe('هزار تومان');
    expect(moneyInWords(25_000)).toBe('بیست و پنج هزار');
  });
  it('refuses what is not an integer amount', () => {
    expect(() => moneyInWords(10.5, 'تومان')).toThrow(RangeError);
  });
});
