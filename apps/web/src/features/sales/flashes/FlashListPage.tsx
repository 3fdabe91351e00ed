import { ClockCircleOutlined, PictureOutlined } from '@ant-design/icons';
import { flashDiscountTypeLabels, flashStateLabels } from '@pishkhan/common/i18n/fa/flash-labels';
import { flashText as t } from '@pishkhan/common/i18n/fa/flash-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { Avatar, Table, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { formatDateTime } from '../../../app/format';
import { useSession } from '../../../app/session';
import { ListPage, standardBulk, statusColumn, statusOptions, type ListColumn } from '../../../components/crud';
import { SortButton } from '../../../components/crud/SortButton';
import { FLASHES_API, FLASHES_ORDER_API, type Flash, type FlashProduct } from './flash.api';
import { discountText, rangeText } from './flash.format';
import './flash.css';

const STATE_COLORS = { running: 'green', scheduled: 'blue', ended: 'default' } as const;
const stateOptions = Object.entries(flashStateLabels).map(([value, label]) => ({ value, label }));


/** The products of one campaign with their price before and during it (the row's expansion). */
function CampaignProducts({ flash, unit }: { flash: Flash; unit: string }) {
  const columns = [
    {
      key: 'product',
      title: t.product,
      render: (_: unknown, p: FlashProduct) => (
        <span className="pk-flash-product">
          <Avatar shape="square" size={28} src={p.image ?? undefined}>
            {p.title.slice(0, 1)}
          </Avatar>
          <span>{p.title}</span>
          {p.archived ? <Tag>{t.archived}</Tag> : null}
        </span>
      ),
    },
    {
      key: 'discount',
      title: t.productDiscount,
      render: (_: unknown, p: FlashProduct) => (
        <span className="pk-nowrap">
          {discountText(p.effective_discount_type, p.effective_discount, unit)} {p.discount_type === null ? <Tag>{t.useDefault}</Tag> : null}
        </span>
      ),
    },
    { key: 'price', title: t.basePrice, render: (_: unknown, p: FlashProduct) => <span className="pk-nowrap">{rangeText(p.price_min, p.price_max, unit)}</span> },
    {
      key: 'campaign_price',
      title: t.campaignPrice,
      render: (_: unknown, p: FlashProduct) => <strong className="pk-nowrap">{rangeText(p.campaign_price_min, p.campaign_price_max, unit)}</strong>,
    },
    {
      key: 'sold',
      title: t.sold,
      render: (_: unknown, p: FlashProduct) => (
        <span className="pk-nowrap">
          {t.soldOf(p.sales_count, p.salable_max)} {p.sold_out ? <Tag color="red">{t.soldOut}</Tag> : null}
        </span>
      ),
    },
  ];
  return <Table<FlashProduct> size="small" rowKey="product_id" pagination={false} columns={columns} dataSource={flash.products} locale={{ emptyText: t.noProducts }} />;
}

function columns(unit: string): ListColumn<Flash>[] {
  return [
    {
      key: 'image',
      title: t.image,
      width: 88,
      render: (_: unknown, r: Flash) =>
        r.image ? <img src={r.image.url} alt={r.title} className="pk-flash-thumb" loading="lazy" /> : <PictureOutlined aria-label={t.noImage} className="pk-flash-thumb" />,
    },
    {
      key: 'title',
      title: t.name,
      dataIndex: 'title',
      sortKey: 'title',
      render: (v: string, r: Flash) => (
        <span className="pk-flash-title">
          {r.color ? <span className="pk-flash-swatch" style={{ background: r.color }} aria-hidden /> : null}
          {v}
        </span>
      ),
    },
    {
      key: 'window',
      title: t.window,
      sortKey: 'starts_at',
      render: (_: unknown, r: Flash) => (
        <span className="pk-flash-window">
          <span className="pk-nowrap">{formatDateTime(r.starts_at)}</span>
          <span className="pk-nowrap">{formatDateTime(r.ends_at)}</span>
        </span>
      ),
    },
    { key: 'state', title: t.state, dataIndex: 'state', width: 120, render: (v: Flash['state']) => <Tag color={STATE_COLORS[v]}>{flashStateLabels[v]}</Tag> },
    {
      key: 'discount',
      title: t.discountShort,
      render: (_: unknown, r: Flash) => (
        <Tooltip title={flashDiscountTypeLabels[r.discount_type]}>
          <span className="pk-nowrap">{discountText(r.discount_type, r.discount, unit)}</span>
        </Tooltip>
      ),
    },
    { key: 'products_count', title: t.productsCount, width: 110, render: (_: unknown, r: Flash) => <span className="pk-nowrap">{t.productsCountValue(r.products_count)}</span> },
    {
      key: 'timer',
      title: t.timerShort,
      width: 110,
      render: (_: unknown, r: Flash) => (r.timer ? <Tag icon={<ClockCircleOutlined />} color="purple">{crudText.yes}</Tag> : <Tag>{crudText.no}</Tag>),
    },
    statusColumn<Flash>(),
  ];
}

const bulk = standardBulk<Flash>(FLASHES_API, 'flash');

/** /admin/flash — campaigns in their shop order; a row opens its products with the price before and during the campaign. */
export default function FlashListPage() {
  const { home } = useSession();
  const unit = home.unit_label ?? '';
  const cols = useMemo(() => columns(unit), [unit]);
  return (
    <ListPage<Flash>
      title={t.title}
      apiPath={FLASHES_API}
      permission="flash"
      basePath="/flash"
      columns={cols}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      defaultSort="position"
      headerExtra={
        <SortButton<Flash>
          apiPath={FLASHES_API}
          orderPath={FLASHES_ORDER_API}
          permission="update_flash"
          text={t}
          title={(f) => f.title}
          renderItem={(f) => (
            <span>
              {f.title} <Tag color={STATE_COLORS[f.state]}>{flashStateLabels[f.state]}</Tag> {f.status ? null : <Tag>{t.inactive}</Tag>}
            </span>
          )}
        />
      }
      filters={[
        { name: 'state', label: t.state, options: stateOptions },
        { name: 'status', label: crudText.status, options: statusOptions },
      ]}
      bulkActions={bulk}
      rowName={(r) => r.title}
      expandable={{ expandedRowRender: (r) => <CampaignProducts flash={r} unit={unit} />, rowExpandable: (r) => r.products_count > 0 }}
    />
  );
}
