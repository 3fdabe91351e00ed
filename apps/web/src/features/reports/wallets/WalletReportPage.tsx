import { walletReportText as t } from '@pishkhan/common/i18n/fa/reports';
import { formatMoney } from '@pishkhan/common/text';
import { WALLET_REPORT_COLUMNS, WALLET_REPORT_TOTALS } from '@pishkhan/common/reports/wallets.columns';
import type { WalletReportPoint, WalletReportRow, WalletReportTotals } from '@pishkhan/common/wallet-report';
import { Space } from 'antd';
import { Link } from 'react-router';
import { formatNumber } from '../../../app/format';
import { useSession } from '../../../app/session';
import { NumberInput } from '../../../components/inputs/NumberInput';
import { ItemReportPage } from '../../../components/report/ItemReportPage';
import { LazyReportChart } from '../../../components/report/LazyReportChart';
import { dayText } from '../../../components/report/period';
import { Ltr } from '../../../components/crud/columns';

// Inline: this screen's only style, kept out of the shell's stylesheet.
const COUNT = { marginInlineStart: 6, fontSize: 12, color: 'var(--ant-color-text-secondary, #8c8c8c)' } as const;
const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** The daily deposits and withdrawals of the range. */
function DailyChart({ series, unit }: { series: WalletReportPoint[]; unit: string }) {
  return (
    <section className="pk-report-box">
      <h2 className="pk-report-box-title">{t.chartTitle}</h2>
      <LazyReportChart
        kind={series.length > 31 ? 'line' : 'bar'}
        label={t.chartTitle}
        points={series.map((p) => ({ label: dayText(p.day).slice(5), values: { deposits: p.deposits, withdrawals: p.withdrawals } }))}
        series={[
          { key: 'deposits', label: t.depositsSeries, color: '#389e0d' },
          { key: 'withdrawals', label: t.withdrawalsSeries, color: '#cf1322' },
        ]}
        formatValue={(v) => formatMoney(v, unit)}
      />
    </section>
  );
}

/** /admin/reports/wallets — balances at the end of the range and money in and out per customer (docs/reports.md). */
export default function WalletReportPage() {
  const { can } = useSession();
  const withCount = (amount: number, count: number) => (
    <>
      {formatMoney(amount)}
      {count ? <span style={COUNT}>{t.counted(formatNumber(count))}</span> : null}
    </>
  );
  return (
    <ItemReportPage<WalletReportRow, keyof WalletReportTotals>
      title={t.title}
      path="/api/admin/reports/wallets"
      exportFile={t.file}
      totals={WALLET_REPORT_TOTALS}
      columns={WALLET_REPORT_COLUMNS}
      render={{
        name: (r) => (can('read_customer') ? <Link to={`/customers/show/${r.id}`}>{r.name || r.mobile}</Link> : r.name || r.mobile),
        mobile: (r) => <Ltr>{r.mobile}</Ltr>,
        deposits: (r) => withCount(r.deposits, r.deposit_count),
        withdrawals: (r) => withCount(r.withdrawals, r.withdrawal_count),
      }}
      modes={false}
      renderChart={(data, unit) => (Array.isArray(data.series) ? <DailyChart series={data.series as WalletReportPoint[]} unit={unit} /> : null)}
      rowLabel={(r) => r.name || r.mobile}
      search={t.search}
      defaultSort="-balance"
      filters={(params) => {
        const range = (a: 'min_balance' | 'min_gift', b: 'max_balance' | 'max_gift', la: string, lb: string) => (
          <Space.Compact>
            {(
              [
                [a, la],
                [b, lb],
              ] as const
            ).map(([k, label]) => (
              <NumberInput
                key={k}
                className="pk-report-filter-num"
                aria-label={label}
                placeholder={label}
                value={num(params.filters[k]) ?? null}
                onChange={(v) => params.set({ [k]: v === null || v < 0 ? null : v })}
              />
            ))}
          </Space.Compact>
        );
        return (
          <>
            {range('min_balance', 'max_balance', t.minBalance, t.maxBalance)}
            {range('min_gift', 'max_gift', t.minGift, t.maxGift)}
          </>
        );
      }}
    />
  );
}
