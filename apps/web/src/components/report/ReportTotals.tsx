import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import { reportText as t } from '@pishkhan/common/i18n/fa/reports';
import type { ReportCompare } from '@pishkhan/common/report';
import type { ReportMeasure } from '@pishkhan/common/reports/columns';
import { Tooltip, Typography } from 'antd';
import { formatNumber } from '../../app/format';

/** A change against the previous period: ▲ ۱۲٪ / ▼ ۵٪, or a dash when there was nothing to compare with. */
export function ChangeText({ change }: { change: number | null | undefined }) {
  if (change === undefined) return null;
  if (change === null) return <span className="pk-change pk-change-none">{t.noChange}</span>;
  const pct = Math.round(change * 1000) / 10;
  const cls = pct > 0 ? 'pk-change-up' : pct < 0 ? 'pk-change-down' : 'pk-change-none';
  return (
    <span className={`pk-change ${cls}`} title={t.compare}>
      {pct > 0 ? '▲ ' : pct < 0 ? '▼ ' : ''}
      {t.percent(formatNumber(Math.abs(pct)))}
    </span>
  );
}

/** The report's totals as cards: each figure with its definition as a tooltip and, when compared, its change against the previous period and the previous figure. */
export function ReportTotals<M extends string>({
  measures,
  totals,
  compare,
  format,
}: {
  measures: readonly ReportMeasure<M>[];
  totals: Record<M, number>;
  compare: ReportCompare<M> | undefined;
  format: (m: ReportMeasure<M>, v: number) => string;
}) {
  return (
    <div className="pk-report-totals">
      {measures.map((m) => (
        <div key={m.key} className="pk-report-total" data-testid={`total-${m.key}`}>
          <div className="pk-report-total-label">
            {m.label}
            {m.hint ? (
              <Tooltip title={m.hint}>
                <InfoCircleOutlined className="pk-report-hint" aria-label={m.hint} />
              </Tooltip>
            ) : null}
          </div>
          <div className="pk-report-total-value">{format(m, totals[m.key])}</div>
          {compare ? (
            <>
              <ChangeText change={compare.change[m.key]} />
              <div className="pk-report-total-previous" data-testid={`previous-${m.key}`}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t.previousValue(format(m, compare.totals[m.key]))}
                </Typography.Text>
              </div>
            </>
          ) : null}
        </div>
      ))}
    </div>
  );
}
