import { salesWidgetText as t } from '@pishkhan/common/i18n/fa/reports';
import { formatMoney } from '@pishkhan/common/text';
import { Card, Empty, Tooltip } from 'antd';
import { Link } from 'react-router';
import { formatNumber } from '../../../app/format';
import { useSession } from '../../../app/session';
import type { WidgetProps } from '../../system/dashboard/widgets';

interface TopProducts {
  rows: { id: number; title: string; quantity: number; amount: number }[];
}

/** The five products that sold the most this Jalali month, by amount. */
export default function TopProductsWidget({ data }: WidgetProps<TopProducts>) {
  const { home, can } = useSession();
  const unit = home.unit_label ?? '';
  if (!data) return null;
  return (
    <Card
      title={
        <Tooltip title={t.topHint}>
          <span>{t.topProducts}</span>
        </Tooltip>
      }
    >
      {data.rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.topEmpty} />
      ) : (
        <ol className="pk-dash-list">
          {data.rows.map((r) => (
            <li key={r.id} data-testid="top-product">
              {can('read_product') ? <Link to={`/products/edit/${r.id}`}>{r.title}</Link> : <span>{r.title}</span>}
              <span className="pk-dash-meta">
                {t.sold(formatNumber(r.quantity))} · {formatMoney(r.amount, unit)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
