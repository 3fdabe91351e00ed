import { PrinterOutlined } from '@ant-design/icons';
import { printText as t } from '@pishkhan/common/i18n/fa/print-screens';
import { useQuery } from '@tanstack/react-query';
import { Button, Segmented, Spin } from 'antd';
import { Result } from '../../../components/status/Result';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { api, errorMessage, type DataResponse } from '../../../app/api';
import { faDigits } from '../../../app/format';
import { useSession } from '../../../app/session';
import { usePageTitle } from '../../../app/usePageTitle';
import { OrderInvoice } from './OrderInvoice';
import { ORDERS_PRINT_API, PAPERS, parsePrintIds, type Paper, type PrintData } from './order-print.api';
import './order-print.css';

/** The printed page box of each paper; the screen draws the same sheet so what is seen is what prints. */
const PAGE_RULE: Record<Paper, string> = {
  a4: '@page { size: A4 portrait; margin: 10mm; }',
  a5: '@page { size: A5 portrait; margin: 7mm; }',
};

/**
 * /admin/print-orders?ids=1,2,3[&paper=a5] — invoices with address labels, one order per page, outside
 * the admin layout. Opened in a new tab from the orders list (bulk action) and from an order's page.
 */
export default function OrderPrintPage() {
  usePageTitle(t.title);
  const { home } = useSession();
  const unit = home.unit_label ?? '';
  const [params, setParams] = useSearchParams();
  const ids = useMemo(() => parsePrintIds(params.get('ids')), [params]);
  const q = useQuery({
    queryKey: ['orders', 'print', ids.join(',')],
    queryFn: () => api.get<DataResponse<PrintData>>(ORDERS_PRINT_API, { ids: ids.join(',') }).then((r) => r.data),
    enabled: ids.length > 0,
    refetchOnWindowFocus: false,
  });
  // The URL's choice, else the shop's setting (order group: invoice paper).
  const chosen = params.get('paper') ?? q.data?.shop.paper?.toLowerCase();
  const paper: Paper = chosen === 'a5' ? 'a5' : 'a4';
  // Print in the order the ids were chosen.
  const orders = useMemo(() => [...(q.data?.orders ?? [])].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)), [q.data, ids]);

  const setPaper = (p: Paper) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('paper', p);
        return next;
      },
      { replace: true },
    );

  let body;
  if (!ids.length) body = <Result status="info" title={t.noIds} subTitle={t.noIdsHint} />;
  else if (q.isError) body = <Result status="error" title={t.loadError} subTitle={errorMessage(q.error)} />;
  else if (!q.data) body = <div className="pk-print-state"><Spin size="large" /></div>;
  else if (!orders.length) body = <Result status="warning" title={t.empty} />;
  else body = orders.map((o) => <OrderInvoice key={o.id} order={o} shop={q.data.shop} unit={unit} />);

  return (
    <div className={`pk-print pk-print--${paper}`} data-paper={paper}>
      <style data-testid="print-page-rule">{PAGE_RULE[paper]}</style>
      <div className="pk-print-toolbar" role="toolbar" aria-label={t.title}>
        <strong>{t.title}</strong>
        <span className="pk-print-toolbar-count" data-testid="print-count">
          {orders.length ? t.count.replace('{count}', faDigits(orders.length)) : null}
        </span>
        <span className="pk-print-toolbar-gap" />
        <span id="pk-print-paper">{t.paper}</span>
        <Segmented<Paper> aria-labelledby="pk-print-paper" value={paper} onChange={setPaper} options={PAPERS.map((p) => ({ value: p, label: <span dir="ltr" className="pk-print-ltr">{p.toUpperCase()}</span> }))} />
        <Button type="primary" icon={<PrinterOutlined />} disabled={!orders.length} onClick={() => window.print()}>
          {t.print}
        </Button>
      </div>
      <main className="pk-print-sheets">{body}</main>
    </div>
  );
}
