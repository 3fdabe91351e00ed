import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { sizeChartsText as t } from '@pishkhan/common/i18n/fa/catalog-screens';
import { toPersianDigits } from '@pishkhan/common/text';
import { Button, Input, Tooltip } from 'antd';
import { SIZE_CHART_MAX_COLS, SIZE_CHART_MAX_ROWS } from './size-chart.api';

/** `rows` × `cols` of empty cells, keeping what `chart` already holds. */
export function resizeChart(chart: string[][], rows: number, cols: number): string[][] {
  return Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => chart[r]?.[c] ?? ''));
}

/** The chart with `header` as its first row (as many columns as the header has). */
export function withHeader(chart: string[][], header: string[]): string[][] {
  const rows = Math.max(chart.length, 2);
  const next = resizeChart(chart, rows, Math.max(header.length, 1));
  next[0] = [...header];
  return next;
}

/**
 * A table editor for a Form.Item: the first row is the header; rows and columns are added at the
 * end and removed by their × buttons (at least one of each, at most 50 rows × 20 columns).
 */
export function ChartEditor({ value, onChange, id }: { value?: string[][]; onChange?: (v: string[][]) => void; id?: string }) {
  const chart = value?.length ? value : [['']];
  const rows = chart.length;
  const cols = chart[0]?.length ?? 1;
  const set = (next: string[][]) => onChange?.(next);
  const setCell = (r: number, c: number, v: string) => set(chart.map((row, i) => (i === r ? row.map((cell, j) => (j === c ? v : cell)) : row)));
  return (
    <div id={id}>
      <div className="pk-chart-wrap">
        <table className="pk-chart">
          <thead>
            <tr>
              <th aria-hidden />
              {Array.from({ length: cols }, (_, c) => (
                <th key={c}>
                  <Tooltip title={t.removeColumn(toPersianDigits(c + 1))}>
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<CloseOutlined />}
                      aria-label={t.removeColumn(toPersianDigits(c + 1))}
                      disabled={cols <= 1}
                      onClick={() => set(chart.map((row) => row.filter((_, j) => j !== c)))}
                    />
                  </Tooltip>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.map((row, r) => (
              <tr key={r} className={r === 0 ? 'pk-chart-header' : undefined}>
                <th>
                  <Tooltip title={t.removeRow(toPersianDigits(r + 1))}>
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<CloseOutlined />}
                      aria-label={t.removeRow(toPersianDigits(r + 1))}
                      disabled={rows <= 1}
                      onClick={() => set(chart.filter((_, i) => i !== r))}
                    />
                  </Tooltip>
                </th>
                {row.map((cell, c) => (
                  <td key={c}>
                    <Input
                      size="small"
                      value={cell}
                      maxLength={100}
                      placeholder={r === 0 ? t.header : undefined}
                      status={cell.trim() === '' ? 'warning' : undefined}
                      aria-label={t.cell(toPersianDigits(r + 1), toPersianDigits(c + 1))}
                      onChange={(e) => setCell(r, c, e.target.value)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="pk-chart-actions">
        <Button icon={<PlusOutlined />} disabled={rows >= SIZE_CHART_MAX_ROWS} onClick={() => set([...chart, Array.from({ length: cols }, () => '')])}>
          {t.addRow}
        </Button>
        <Button icon={<PlusOutlined />} disabled={cols >= SIZE_CHART_MAX_COLS} onClick={() => set(chart.map((row) => [...row, '']))}>
          {t.addColumn}
        </Button>
      </div>
    </div>
  );
}
