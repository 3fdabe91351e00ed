import { PrinterOutlined } from '@ant-design/icons';
import { saleLineTypeLabels, shopPaymentLabels } from '@pishkhan/common/i18n/fa/shop-labels';
import { saleShowText as t, receiptText } from '@pishkhan/common/i18n/fa/shop-screens';
import { Alert, Button, Card, Descriptions, Space, Table, Tag } from 'antd';
import { Link, useLocation, useParams } from 'react-router';
import { faDigits, formatDateTime } from '../../app/format';
import { useSession } from '../../app/session';
import { ItemFallback } from '../../components/crud/ItemFallback';
import { PageHeader } from '../../components/crud/PageHeader';
import { Ltr } from '../../components/crud/columns';
import { useResourceItem } from '../../components/crud/useResource';
import { PrintSection } from './PrintSection';
import { lineSums, money, Receipt } from './Receipt';
import { receiptShopOf } from './receiptShop';
import { SaleStatusTag } from './SaleStatusTag';
import { SALES_API, type Sale, type SaleLine } from './shop.api';
import { VoidSaleButton } from './VoidSaleButton';
import './shop.css';
import { variantPart } from '../sales/orders/order.api';

/** The lines table's floor width: a long product name wraps instead of pushing the amounts out of sight. */
const LINES_MIN_WIDTH = 560;

/** /admin/shop/orders/:id — one in-store sale: lines, payments, who sold, reprint, void (void_mini_order). */
export default function SaleShowPage() {
  const id = useParams().id;
  const location = useLocation();
  const { home, can } = useSession();
  const unit = home.unit_label ?? '';
  const record = useResourceItem<Sale>(SALES_API, id);
  const s = record.data;
  const from = (location.state as { from?: string } | null)?.from ?? '';
  const back = `/shop/orders${from}`;
  const withUnit = (n: number) => `${money(n)}${unit ? ` ${unit}` : ''}`;

  const header = (
    <PageHeader
      title={t.title(faDigits(s?.id ?? id ?? ''))}
      back={back}
      subtitle={s ? <span className="pk-nowrap">{formatDateTime(s.created_at)}</span> : undefined}
      extra={
        s ? (
          <Space wrap>
            <SaleStatusTag status={s.status} />
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              {t.reprint}
            </Button>
            {s.status === 'completed' && can('void_mini_order') ? <VoidSaleButton sale={s} /> : null}
          </Space>
        ) : undefined
      }
    />
  );
  if (record.isError || !s) return <ItemFallback record={record} header={header} back={back} />;

  const { sales, returns } = lineSums(s);
  const columns = [
    { key: 'row', title: t.row, width: 56, render: (_: unknown, _l: SaleLine, i: number) => faDigits(i + 1) },
    {
      key: 'title',
      title: t.item,
      render: (_: unknown, l: SaleLine) => (
        <div>
          <div>
            {l.title}
            {variantPart(l.title, l.variant_title) ? ` — ${variantPart(l.title, l.variant_title)}` : ''}
          </div>
          {l.sku ? <Ltr>{l.sku}</Ltr> : null}
        </div>
      ),
    },
    { key: 'type', title: t.type, render: (_: unknown, l: SaleLine) => <Tag color={l.type === 'return' ? 'red' : 'green'}>{saleLineTypeLabels[l.type]}</Tag> },
    { key: 'quantity', title: t.quantity, render: (_: unknown, l: SaleLine) => faDigits(l.quantity) },
    {
      key: 'unit_price',
      title: t.unitPrice,
      render: (_: unknown, l: SaleLine) => (
        <span className="pk-nowrap">
          {money(l.unit_price)}
          {l.list_price !== l.unit_price ? <span className="pk-shop-list-price">{money(l.list_price)}</span> : null}
        </span>
      ),
    },
    {
      key: 'line_total',
      title: t.lineTotal,
      align: 'end' as const,
      render: (_: unknown, l: SaleLine) => (
        <span className={l.type === 'return' ? 'pk-nowrap pk-pos-neg' : 'pk-nowrap'}>{money(l.type === 'return' ? -Math.abs(l.line_total) : Math.abs(l.line_total))}</span>
      ),
    },
  ];

  return (
    <div>
      {header}
      {s.status === 'voided' ? (
        <Alert
          type="error"
          showIcon
          className="pk-mb"
          title={t.voidedAt(formatDateTime(s.voided_at), s.voided_by?.name ?? '')}
          description={s.void_reason ? `${t.voidReasonLabel}: ${s.void_reason}` : undefined}
          data-testid="voided"
        />
      ) : null}
      <div className="pk-shop-show-grid">
        <div>
          <Card size="small" title={t.lines}>
            <Table<SaleLine> rowKey="id" size="small" pagination={false} columns={columns} dataSource={s.lines} scroll={{ x: LINES_MIN_WIDTH }} />
          </Card>
        </div>
        <div>
          <Card size="small" title={t.info}>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t.cashier}>{s.admin?.name ?? ''}</Descriptions.Item>
              <Descriptions.Item label={receiptText.date}>{formatDateTime(s.created_at)}</Descriptions.Item>
              <Descriptions.Item label={t.customer}>
                {s.customer ? (
                  <span>
                    {can('read_customer') ? <Link to={`/customers/show/${s.customer.id}`}>{s.customer.name?.trim() || s.customer.mobile}</Link> : s.customer.name?.trim()}{' '}
                    <Ltr>{s.customer.mobile}</Ltr>
                  </span>
                ) : (
                  t.noCustomer
                )}
              </Descriptions.Item>
              {s.description ? <Descriptions.Item label={t.description}>{s.description}</Descriptions.Item> : null}
            </Descriptions>
          </Card>
          <Card size="small" title={t.payments}>
            <div className="pk-pos-sum">
              <span>{receiptText.salesSum}</span>
              <span>{withUnit(sales)}</span>
            </div>
            {returns ? (
              <div className="pk-pos-sum">
                <span>{receiptText.returnsSum}</span>
                <span className="pk-pos-neg">{withUnit(-returns)}</span>
              </div>
            ) : null}
            {s.discount_amount ? (
              <div className="pk-pos-sum">
                <span>{receiptText.discount}</span>
                <span>{withUnit(-s.discount_amount)}</span>
              </div>
            ) : null}
            <div className="pk-pos-sum pk-pos-sum--strong">
              <span>{s.total < 0 ? receiptText.refundTotal : receiptText.total}</span>
              <span data-testid="sale-total">{withUnit(Math.abs(s.total))}</span>
            </div>
            {(['cash', 'card', 'wallet'] as const).map((k) => {
              const v = k === 'cash' ? s.paid_cash : k === 'card' ? s.paid_card : s.paid_wallet;
              if (!v) return null;
              return (
                <div className="pk-pos-sum" key={k}>
                  <span>
                    {shopPaymentLabels[k]}
                    {k === 'card' && s.card_tracking_code ? (
                      <>
                        {' '}({t.trackingCode}: <Ltr>{s.card_tracking_code}</Ltr>)
                      </>
                    ) : null}
                  </span>
                  <span>{withUnit(Math.abs(v))}</span>
                </div>
              );
            })}
          </Card>
        </div>
      </div>
      <PrintSection paper="roll80">
        <Receipt sale={s} shop={receiptShopOf(s, home)} unit={unit} />
      </PrintSection>
    </div>
  );
}
