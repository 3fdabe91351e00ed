import { chartAxisUnits } from '@pishkhan/common/i18n/fa/chart';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A small hand-written SVG chart (line or grouped bars) for the report pages, loaded lazily
 * (LazyReportChart). Right to left: the first period is drawn at the right and the value axis stands
 * at the right (the start side), as wide as its longest label; labels and values in Persian digits,
 * axis values compact («۱٫۲ میلیارد»). Each point carries a `<title>`
 * (the browser's tooltip and the accessible text) with the period and the formatted value.
 */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}
export interface ChartPoint {
  /** The period as shown under the axis. */
  label: string;
  values: Record<string, number>;
}
export interface ReportChartProps {
  points: ChartPoint[];
  series: ChartSeries[];
  kind: 'line' | 'bar';
  /** A value as shown in tooltips (with the unit). */
  formatValue: (n: number) => string;
  height?: number;
  /** The chart's accessible name. */
  label: string;
}

const PAD = { top: 12, bottom: 28, end: 12 };

const compactFmt = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 2 });
const UNITS: [number, string][] = [
  [1e12, chartAxisUnits.trillion],
  [1e9, chartAxisUnits.billion],
  [1e6, chartAxisUnits.million],
  [1e3, chartAxisUnits.thousand],
];

/**
 * An axis value in a few Persian characters: «۱٫۲ میلیارد», «۳۵۰ میلیون», «۲۵ هزار», «۹۰۰» (Persian
 * digits and decimal separator, at most two decimals, the largest unit the value reaches).
 */
export function compactAxisNumber(n: number): string {
  const abs = Math.abs(n);
  for (const [size, word] of UNITS) if (abs >= size) return `${compactFmt.format(n / size)} ${word}`;
  return compactFmt.format(n);
}

/** The width the value axis needs for its longest label (11 px Vazirmatn, about 6.6 px a character), plus its gap. */
export function axisWidth(labels: string[]): number {
  const longest = Math.max(1, ...labels.map((l) => l.length));
  return Math.ceil(longest * 6.6) + 14;
}

/** 0 and 4–6 round steps covering [min, max]. */
export function niceTicks(min: number, max: number): number[] {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max);
  if (hi === lo) return [0, 1];
  const raw = (hi - lo) / 5;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag) as number;
  const ticks: number[] = [];
  for (let v = Math.floor(lo / step) * step; v <= hi + step / 2; v += step) ticks.push(Math.round(v));
  if (ticks[ticks.length - 1]! < hi) ticks.push(ticks[ticks.length - 1]! + step);
  return ticks;
}

export default function ReportChart({ points, series, kind, formatValue, height = 260, label }: ReportChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const read = () => el.clientWidth > 0 && setWidth(el.clientWidth);
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(read);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const all = points.flatMap((p) => series.map((s) => p.values[s.key] ?? 0));
  const ticks = niceTicks(Math.min(0, ...all), Math.max(0, ...all));
  const lo = ticks[0]!;
  const hi = ticks[ticks.length - 1]!;
  const tickLabels = ticks.map(compactAxisNumber);
  const start = axisWidth(tickLabels);
  const plotW = Math.max(40, width - start - PAD.end);
  const plotH = height - PAD.top - PAD.bottom;
  const n = Math.max(1, points.length);
  const slot = plotW / n;
  // Right to left: the value axis at the right edge, period i's slot counted from the right.
  const axisX = width - start;
  const xOf = (i: number) => axisX - slot * (i + 0.5);
  const yOf = (v: number) => PAD.top + plotH - ((v - lo) / (hi - lo)) * plotH;
  const labelEvery = Math.max(1, Math.ceil(n / Math.max(1, Math.floor(plotW / 72))));
  const barW = Math.max(2, Math.min(28, (slot * 0.7) / series.length));

  return (
    <div ref={box} className="pk-report-chart">
      <svg width={width} height={height} role="img" aria-label={label} style={{ direction: 'ltr' }}>
        {/* Coordinates are laid out right to left by hand, in a left-to-right SVG so that text anchors keep their SVG sense; the axis labels are set left to right (a Persian label still reads right to left) so they start at the axis and end within the reserved width. */}
        {ticks.map((t, i) => (
          <g key={t}>
            <line x1={PAD.end} x2={axisX} y1={yOf(t)} y2={yOf(t)} className={t === 0 ? 'pk-chart-zero' : 'pk-chart-grid'} />
            <text x={axisX + 6} y={yOf(t)} dominantBaseline="middle" textAnchor="start" direction="ltr" className="pk-chart-tick" data-testid="chart-axis-tick">
              {tickLabels[i]}
            </text>
          </g>
        ))}
        {points.map((p, i) =>
          i % labelEvery === 0 ? (
            <text key={p.label + i} x={xOf(i)} y={height - 8} textAnchor="middle" className="pk-chart-tick">
              {p.label}
            </text>
          ) : null,
        )}
        {kind === 'bar'
          ? points.map((p, i) =>
              series.map((s, j) => {
                const v = p.values[s.key] ?? 0;
                const x = xOf(i) + (series.length / 2 - j - 1) * barW;
                const y = Math.min(yOf(v), yOf(0));
                return (
                  <rect key={`${i}-${s.key}`} x={x} y={y} width={barW - 1} height={Math.max(1, Math.abs(yOf(v) - yOf(0)))} fill={s.color} data-testid="chart-bar">
                    <title>{`${p.label} — ${s.label}: ${formatValue(v)}`}</title>
                  </rect>
                );
              }),
            )
          : series.map((s) => (
              <g key={s.key}>
                <polyline fill="none" stroke={s.color} strokeWidth={2} points={points.map((p, i) => `${xOf(i)},${yOf(p.values[s.key] ?? 0)}`).join(' ')} />
                {points.map((p, i) => (
                  <circle key={i} cx={xOf(i)} cy={yOf(p.values[s.key] ?? 0)} r={n > 60 ? 1.5 : 3} fill={s.color} data-testid="chart-point">
                    <title>{`${p.label} — ${s.label}: ${formatValue(p.values[s.key] ?? 0)}`}</title>
                  </circle>
                ))}
              </g>
            ))}
      </svg>
      <ul className="pk-chart-legend">
        {series.map((s) => (
          <li key={s.key}>
            <span className="pk-chart-swatch" style={{ background: s.color }} />
            {s.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
