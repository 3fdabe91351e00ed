import { DeleteOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { orderReturnText as rt, orderShowText as t } from '@pishkhan/common/i18n/fa/order-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { formatMoney } from '@pishkhan/common/text';
import { Button, Card, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../app/api';
import { faDigits, formatNumber } from '../../../app/format';
import { HiddenTitle, Ltr } from '../../../components/crud/columns';
import { orderItemsApi, variantPart, type Order, type OrderItem } from './order.api';
import { ReturnButton } from './OrderReturns';
import { OrderTable } from './OrderTable';
import { useOrderActions } from './useOrderActions';
import { lazyPart } from '../../../components/crud/lazyPart';
import { NumberInput } from '../../../components/inputs/NumberInput';

// The line adder (a product search) loads when the admin opens it.
const AddItem = lazyPart(() => import('./AddOrderItem').then((m) => m.AddItem));

/** The quantity of a live line, saved on Enter or when leaving the box (only when it changed). */
function QuantityCell({ order, item, editable }: { order: Order; item: OrderItem; editable: boolean }) {
  const { run } = useOrderActions(order.id);
  const [value, setValue] = useState<number | null>(item.quantity);
  const [busy, setBusy] = useState(false);
  useEffect(() => setValue(item.quantity), [item.quantity]);
  if (!editable || !item.status) return <span>{formatNumber(item.quantity)}</span>;
  const save = async () => {
    if (!value || value < 1) {
      setValue(item.quantity);
      return;
    }
    if (value === item.quantity) return;
    setBusy(true);
    const ok = await run(() => api.patch(`${orderItemsApi(order.id)}/${item.id}`, { quantity: value }), t.quantitySaved);
    if (!ok) setValue(item.quantity);
    setBusy(false);
  };
  return (
    <NumberInput
      className="pk-order-qty"
      aria-label={`${t.quantity} ${item.title}`}
      min={1}
      maxDigits={6}
      size="small"
      value={value}
      disabled={busy}
      onChange={(v) => setValue(v)}
      onBlur={() => void save()}
      onPressEnter={() => void save()}
    />
  );
}

/** The lines of the order: removed lines stay, struck through; quantity and removal while the order is open (update_order). */
export function OrderItemsCard({ order, editable, unit }: { order: Order; editable: boolean; unit: string | undefined }) {
  const { run } = useOrderActions(order.id);
  const [adding, setAdding] = useState(false);
  const columns = [
    {
      key: 'image',
      title: t.image,
      width: 64,
      render: (_: unknown, r: OrderItem) =>
        r.image_url ? <img src={r.image_url} alt={r.title} className="pk-order-thumb" loading="lazy" /> : <PictureOutlined className="pk-order-thumb pk-order-thumb--empty" aria-hidden />,
    },
    {
      key: 'title',
      title: t.product,
      render: (_: unknown, r: OrderItem) => (
        <div className="pk-order-item-title">
          <div>
            {r.title}
            {!r.status ? (
              <Tag color="red" className="pk-tag-inline">
                {t.removed}
              </Tag>
            ) : null}
          </div>
          {variantPart(r.title, r.variant_title) ? <div className="pk-muted">{variantPart(r.title, r.variant_title)}</div> : null}
          {r.sku ? (
            <div className="pk-muted" title={t.sku}>
              <Ltr>{r.sku}</Ltr>
            </div>
          ) : null}
          {r.returned_quantity || r.return_requested_quantity ? (
            <div className="pk-order-item-returns">
              {r.returned_quantity ? <Tag color="red">{rt.returnedBadge(faDigits(r.returned_quantity))}</Tag> : null}
              {r.return_requested_quantity ? <Tag color="orange">{rt.requestedBadge(faDigits(r.return_requested_quantity))}</Tag> : null}
            </div>
          ) : null}
        </div>
      ),
    },
    {
      key: 'unit_price',
      title: t.unitPrice,
      render: (_: unknown, r: OrderItem) => (
        <div className="pk-nowrap">
          {formatMoney(r.unit_price - r.unit_discount, unit)}
          {r.unit_discount > 0 ? (
            <div className="pk-muted" title={t.unitDiscount}>
              <s>{formatMoney(r.unit_price, unit)}</s>
            </div>
          ) : null}
        </div>
      ),
    },
    { key: 'quantity', title: t.quantity, width: 110, render: (_: unknown, r: OrderItem) => <QuantityCell order={order} item={r} editable={editable} /> },
    { key: 'line_total', title: t.lineTotal, dataIndex: 'line_total', render: (v: number) => <strong className="pk-nowrap">{formatMoney(v, unit)}</strong> },
    ...(editable
      ? [
          {
            key: 'remove',
            title: <HiddenTitle>{crudText.actions}</HiddenTitle>,
            width: 48,
            render: (_: unknown, r: OrderItem) =>
              r.status ? (
                <Popconfirm
                  title={t.removeConfirm(r.title)}
                  okText={crudText.yes}
                  cancelText={crudText.no}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => run(() => api.delete(`${orderItemsApi(order.id)}/${r.id}`), t.itemRemoved)}
                >
                  <Tooltip title={t.remove}>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t.remove} />
                  </Tooltip>
                </Popconfirm>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <Card
      title={t.items}
      className="pk-order-card"
      data-testid="items-card"
      extra={
        <Space>
          <Typography.Text type="secondary">{t.itemsCount(faDigits(order.items_count), faDigits(order.items_quantity))}</Typography.Text>
          <ReturnButton order={order} unit={unit} />
          {editable ? (
            <Button icon={<PlusOutlined />} onClick={() => setAdding((a) => !a)} aria-expanded={adding}>
              {t.addItem}
            </Button>
          ) : null}
        </Space>
      }
    >
      {editable && adding ? <AddItem order={order} unit={unit} /> : null}
      <OrderTable<OrderItem> columns={columns} dataSource={order.items} rowClassName={(r) => (r.status ? '' : 'pk-order-item-removed')} />
    </Card>
  );
}
