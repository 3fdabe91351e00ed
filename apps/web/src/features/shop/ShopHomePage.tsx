import { PrinterOutlined, ShoppingCartOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { shopPaymentLabels } from '@pishkhan/common/i18n/fa/shop-labels';
import { shopHomeText as t } from '@pishkhan/common/i18n/fa/shop-screens';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Skeleton, Space, Table, Typography } from 'antd';
import { LazySelect as Select } from '../../components/inputs/LazySelect';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api, errorMessage, type DataResponse } from '../../app/api';
import { faDigits } from '../../app/format';
import { useSession } from '../../app/session';
import { PageHeader } from '../../components/crud/PageHeader';
import { fromIsoDate, tehranNow, toIsoDate } from '../../components/inputs/jalali/config';
import { JalaliDatePicker } from '../../components/inputs/jalali/pickers';
import { Stat } from '../wallet/transactions/Stat';
import { dayCloseRows, DayCloseSheet } from './DayCloseSheet';
import { PrintSection, type PrintPaper } from './PrintSection';
import { money } from './Receipt';
import { receiptShopOf } from './receiptShop';
import { DAY_CLOSE_API, type DayClose, type DayCloseFigures } from './shop.api';
import './shop.css';

const dayCloseKey = (date: string, adminId: number | null) => [DAY_CLOSE_API, date, adminId ?? 'all'] as const;

function useDayClose(date: string, adminId: number | null) {
  return useQuery({
    queryKey: dayCloseKey(date, adminId),
    queryFn: ({ signal }) => api.get<DataResponse<DayClose>>(DAY_CLOSE_API, { date, admin_id: adminId ?? undefined }, { signal }).then((r) => r.data),
    staleTime: 15_000,
  });
}

function Figures({ data, unit, testId }: { data: DayCloseFigures; unit: string; testId?: string }) {
  return (
    <div className="pk-shop-figures" data-testid={testId}>
      {dayCloseRows(data, unit).map(([label, value], i) => (
        <Stat key={label} title={label} size={i === 0 ? 'lg' : 'md'}>
          {value}
        </Stat>
      ))}
    </div>
  );
}

/** The day close: a Jalali day and a cashier (or all), figures per payment type, printable on an 80 mm roll or A4. */
function DayCloseSection({ unit }: { unit: string }) {
  const { home } = useSession();
  const [sp, setSp] = useSearchParams();
  const today = toIsoDate(tehranNow())!;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(sp.get('date') ?? '') ? sp.get('date')! : today;
  const adminParam = sp.get('admin_id');
  const adminId = adminParam ? Number(adminParam) : null;
  const all = useDayClose(date, null);
  const chosen = useDayClose(date, adminId);
  const q = adminId === null ? all : chosen;
  // The sheet stays in its (hidden) print section after printing, so the browser's own print prints it again.
  const [print, setPrint] = useState<{ paper: PrintPaper; n: number } | null>(null);
  const paper = print?.paper ?? null;
  const askPrint = (p: PrintPaper) => setPrint((cur) => ({ paper: p, n: (cur?.n ?? 0) + 1 }));
  useEffect(() => {
    if (!print) return;
    const h = setTimeout(() => window.print(), 50);
    return () => clearTimeout(h);
  }, [print]);

  const set = (patch: Record<string, string | null>) =>
    setSp((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(patch)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    });

  // Cashiers: me, and everyone who sold that day.
  const options = [
    { value: '', label: t.allCashiers },
    { value: String(home.admin.id), label: `${home.admin.name} (${t.me})` },
    ...(all.data?.by_admin ?? []).filter((a) => a.admin && a.admin.id !== home.admin.id).map((a) => ({ value: String(a.admin!.id), label: a.admin!.name ?? '' })),
  ];
  const d = q.data;
  return (
    <Card title={t.dayClose} size="small" data-testid="day-close">
      <Typography.Paragraph type="secondary">{t.dayCloseHint}</Typography.Paragraph>
      <div className="pk-shop-dc-toolbar">
        <JalaliDatePicker
          aria-label={t.day}
          allowClear={false}
          value={fromIsoDate(date)}
          onChange={(v) => set({ date: v instanceof Date ? toIsoDate(v) : null })}
        />
        <Select aria-label={t.cashier} style={{ minWidth: 200 }} value={adminId === null ? '' : String(adminId)} options={options} onChange={(v: string) => set({ admin_id: v || null })} />
        <Button icon={<PrinterOutlined />} disabled={!d} onClick={() => askPrint('roll80')}>
          {t.print80}
        </Button>
        <Button icon={<PrinterOutlined />} disabled={!d} onClick={() => askPrint('a4')}>
          {t.printA4}
        </Button>
      </div>
      {q.isError ? (
        <Alert type="error" showIcon title={t.loadError} description={errorMessage(q.error)} />
      ) : !d ? (
        <Skeleton active />
      ) : (
        <>
          {d.sales_count + d.returns_count + d.voided_count === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noSales} /> : null}
          <Figures data={d} unit={unit} testId="day-close-figures" />
          {!d.admin && d.by_admin.length > 0 ? (
            <Table
              className="pk-mb"
              style={{ marginBlockStart: 16 }}
              size="small"
              pagination={false}
              rowKey={(r) => String(r.admin?.id ?? 'none')}
              dataSource={d.by_admin}
              scroll={{ x: 'max-content' }}
              columns={[
                { key: 'admin', title: t.cashier, render: (_, r) => r.admin?.name ?? '' },
                { key: 'count', title: t.salesCount, render: (_, r) => faDigits(r.sales_count) },
                { key: 'total', title: t.total, render: (_, r) => money(r.total) },
                { key: 'cash', title: shopPaymentLabels.cash, render: (_, r) => money(r.cash) },
                { key: 'card', title: shopPaymentLabels.card, render: (_, r) => money(r.card) },
                { key: 'wallet', title: shopPaymentLabels.wallet, render: (_, r) => money(r.wallet) },
              ]}
            />
          ) : null}
          {paper ? (
            <PrintSection paper={paper}>
              <DayCloseSheet data={d} shop={receiptShopOf(d, home)} unit={unit} wide={paper === 'a4'} />
            </PrintSection>
          ) : null}
        </>
      )}
    </Card>
  );
}

/** /admin/shop — today at a glance for this cashier, a big «new sale», and the day close. */
export default function ShopHomePage() {
  const { home } = useSession();
  const unit = home.unit_label ?? '';
  const navigate = useNavigate();
  const today = toIsoDate(tehranNow())!;
  const mine = useDayClose(today, home.admin.id);
  return (
    <div className="pk-shop-home">
      <PageHeader
        title={t.title}
        extra={
          <Link to="/shop/orders">
            <Button icon={<UnorderedListOutlined />}>{t.sales}</Button>
          </Link>
        }
      />
      <Card size="small" title={t.todayTitle} data-testid="today">
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap align="center">
            <Button type="primary" size="large" className="pk-shop-new" icon={<ShoppingCartOutlined />} autoFocus onClick={() => navigate('/shop/create')}>
              {t.newSale}
            </Button>
            <Typography.Text type="secondary">{t.newSaleHint}</Typography.Text>
          </Space>
          {mine.isError ? (
            <Alert type="error" showIcon title={t.loadError} description={errorMessage(mine.error)} />
          ) : mine.data ? (
            <Figures data={mine.data} unit={unit} testId="today-figures" />
          ) : (
            <Skeleton active paragraph={{ rows: 2 }} />
          )}
        </Space>
      </Card>
      <DayCloseSection unit={unit} />
    </div>
  );
}
