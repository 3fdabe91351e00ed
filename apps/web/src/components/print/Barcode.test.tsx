import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Barcode, CODE128_PATTERNS, code128BBars, code128BValues, QUIET_ZONE } from './Barcode';

/** Widths string → modules as 1 (bar) / 0 (space), bar first. */
const toModules = (widths: string) => [...widths].map((w, i) => (i % 2 ? '0' : '1').repeat(Number(w))).join('');

describe('Code 128 B', () => {
  it('has the 107 symbols of the standard: 11 modules each, the stop 13, all different', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    CODE128_PATTERNS.forEach((p, v) => {
      const sum = [...p].reduce((s, w) => s + Number(w), 0);
      expect(sum, `symbol ${v}`).toBe(v === 106 ? 13 : 11);
      // Bars (odd positions) add up to an even number of modules: the parity check of the symbology.
      expect([...p.slice(0, 6)].filter((_, i) => i % 2 === 0).reduce((s, w) => s + Number(w), 0) % 2, `symbol ${v}`).toBe(0);
    });
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
  });

  it('encodes "12345": Start B, data 17–21, checksum 90, stop', () => {
    // (104 + 17·1 + 18·2 + 19·3 + 20·4 + 21·5) mod 103 = 399 mod 103 = 90
    expect(code128BValues('12345')).toEqual([104, 17, 18, 19, 20, 21, 90, 106]);
    const { bars, modules } = code128BBars('12345');
    expect(modules).toBe(QUIET_ZONE + 7 * 11 + 13 + QUIET_ZONE);
    const line = Array.from({ length: modules }, () => '0');
    for (const [x, w] of bars) for (let i = x; i < x + w; i++) line[i] = '1';
    const expected =
      '0'.repeat(10) +
      '11010010000' + // Start B  211214
      '10011100110' + // "1"      123221
      '11001110010' + // "2"      223211
      '11001011100' + // "3"      221132
      '11001001110' + // "4"      221231
      '11011100100' + // "5"      213212
      '11011110110' + // check 90 214121
      '1100011101011' + // Stop   2331112
      '0'.repeat(10);
    expect(line.join('')).toBe(expected);
    expect(toModules('214121')).toBe('11011110110');
  });

  it('reads Persian digits as ASCII and refuses what set B cannot hold', () => {
    expect(code128BValues('۱۲۳۴۵')).toEqual(code128BValues('12345'));
    expect(code128BValues('Ab 9')).toEqual([104, 33, 66, 0, 25, (104 + 33 + 66 * 2 + 0 + 25 * 4) % 103, 106]);
    expect(() => code128BValues('سفارش')).toThrow(RangeError);
  });

  it('draws the bars as black rectangles over a white quiet zone, sized in inches', () => {
    const { container } = render(<Barcode value="12345" heightMm={10} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('data-value', '12345');
    expect(svg).toHaveAttribute('viewBox', '0 0 110 100');
    expect(svg).toHaveAttribute('width', `${(110 / 75).toFixed(4)}in`);
    expect(svg).toHaveAttribute('height', '10mm');
    const rects = [...svg.querySelectorAll('rect')];
    expect(rects[0]).toHaveAttribute('fill', '#fff');
    const black = rects.slice(1).map((r) => [Number(r.getAttribute('x')), Number(r.getAttribute('width'))]);
    expect(black).toEqual(code128BBars('12345').bars);
    expect(black[0]).toEqual([10, 2]); // start B begins with a 2-module bar after the quiet zone
    expect(black.at(-1)).toEqual([98, 2]); // the stop's termination bar, then 10 quiet modules
  });
});
