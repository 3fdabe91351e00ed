import { toAsciiDigits } from '@pishkhan/common/text';

/**
 * Code 128 (code set B) as an inline SVG, drawn in physical units so a printed label scans.
 * Each symbol is six alternating bar/space widths (in modules, bar first) adding up to 11; the stop
 * symbol has a seventh, the 2-module termination bar (13 in all). Values 0–102 are data, 104 is
 * Start B, 106 is Stop. Table of ISO/IEC 15417.
 */
export const CODE128_PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const;
export const START_B = 104;
export const STOP = 106;
/** Quiet zone on each side, in modules (the standard asks for at least 10). */
export const QUIET_ZONE = 10;

/** The symbol values of `text` in code set B: start, data, checksum, stop. Throws on characters outside ASCII 32–126. */
export function code128BValues(text: string): number[] {
  const data = [...toAsciiDigits(text)].map((ch) => {
    const code = ch.charCodeAt(0);
    if (code < 32 || code > 126) throw new RangeError(`Code 128 B cannot encode ${JSON.stringify(ch)}`);
    return code - 32;
  });
  const checksum = data.reduce((sum, v, i) => sum + v * (i + 1), START_B) % 103;
  return [START_B, ...data, checksum, STOP];
}

/** The bars of `text` as [x, width] in modules, quiet zones included, and the total width in modules. */
export function code128BBars(text: string): { bars: [number, number][]; modules: number } {
  const bars: [number, number][] = [];
  let x = QUIET_ZONE;
  for (const v of code128BValues(text)) {
    [...CODE128_PATTERNS[v]!].forEach((w, i) => {
      if (i % 2 === 0) bars.push([x, Number(w)]);
      x += Number(w);
    });
  }
  return { bars, modules: x + QUIET_ZONE };
}

/** One module = 1/75 inch (0.339 mm, 13.3 mil): a whole number of dots at 300, 600 and 1200 dpi. */
const MODULE_IN = 1 / 75;

export interface BarcodeProps {
  value: string;
  /** Bar height in millimetres (15% of the width or 6.35 mm at least, for hand scanners). */
  heightMm?: number;
  /** Module (narrowest bar) width in inches. */
  moduleIn?: number;
  className?: string;
}

/** A Code 128 B barcode of `value`; white quiet zones are part of the drawing. */
export function Barcode({ value, heightMm = 12, moduleIn = MODULE_IN, className }: BarcodeProps) {
  const { bars, modules } = code128BBars(value);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className={className}
      role="img"
      aria-label={value}
      data-value={value}
      viewBox={`0 0 ${modules} 100`}
      preserveAspectRatio="none"
      width={`${(modules * moduleIn).toFixed(4)}in`}
      height={`${heightMm}mm`}
      shapeRendering="crispEdges"
      style={{ display: 'block', direction: 'ltr' }}
    >
      <rect x={0} y={0} width={modules} height={100} fill="#fff" />
      {bars.map(([x, w]) => (
        <rect key={x} x={x} y={0} width={w} height={100} fill="#000" />
      ))}
    </svg>
  );
}
