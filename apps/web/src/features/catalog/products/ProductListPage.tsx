import { CheckOutlined, PictureOutlined, StopOutlined, SwapOutlined } from '@ant-design/icons';
import { PRODUCT_STATUS_LABELS, productListText as t } from '@pishkhan/common/i18n/fa/product-screens';
import { formatMoney } from '@pishkhan/common/text';
import { Space, Tag } from 'antd';
import { LazySelect as Select } from '../../../components/inputs/LazySelect';
import { StatusFilterTabs } from '../../../components/crud/FilterTabs';
import { LazyTreeSelect } from '../../../components/inputs/LazyTreeSelect';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { api, type ListMeta } from '../../../app/api';
import { faDigits, formatNumber } from '../../../app/format';
import { useSession } from '../../../app/session';
import { bulkDelete, dateColumn, ExportButton, ListPage, useListParams, useResourceList, type BulkAction, type FilterContext, type ListColumn } from '../../../components/crud';
import { PriceInput } from '../../../components/inputs/PriceInput';
import { PRODUCT_STATUSES, PRODUCTS_API, PRODUCTS_BULK_API, PRODUCTS_EXPORT_API, type ProductRow, type ProductStatus, type StatusCounts } from './product.api';
import { categoryTree, useProductOptions } from './useProductOptions';
import './products.css';

const STATUS_COLORS: Record<ProductStatus, string> = {
  draft: 'default',
  soon: 'blue',
  available: 'green',
  out_of_stock: 'red',
  available_offline: 'purple',
};
export const statusLabel = (s: string) => PRODUCT_STATUS_LABELS[s] ?? s;
const statusOptions = PRODUCT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));
const yesNo = (yes: string, no: string) => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/** The status tabs: counts from `meta.status_counts` of the same list request the table makes. */
function StatusTabs() {
  const params = useListParams();
  const list = useResourceList<ProductRow>(PRODUCTS_API, params.query);
  const counts = (list.data?.meta as (ListMeta & { status_counts?: StatusCounts }) | undefined)?.status_counts;
  return <StatusFilterTabs params={params} allLabel={t.allTab} allCount={counts?.all} statuses={PRODUCT_STATUSES.map((s) => ({ key: s, label: statusLabel(s) }))} counts={counts} />;
}

/** Price range on min_price: two price boxes applied on Enter or when leaving the box. */
function PriceRange({ ctx, unit }: { ctx: FilterContext; unit: string | undefined }) {
  const [min, setMin] = useState<number | null>(ctx.value('price_min') ? Number(ctx.value('price_min')) : null);
  const [max, setMax] = useState<number | null>(ctx.value('price_max') ? Number(ctx.value('price_max')) : null);
  const urlMin = ctx.value('price_min');
  const urlMax = ctx.value('price_max');
  useEffect(() => setMin(urlMin ? Number(urlMin) : null), [urlMin]);
  useEffect(() => setMax(urlMax ? Number(urlMax) : null), [urlMax]);
  const apply = () => {
    if (String(min ?? '') !== (urlMin ?? '') || String(max ?? '') !== (urlMax ?? '')) ctx.set({ price_min: min ?? undefined, price_max: max ?? undefined });
  };
  const unitProps = unit ? { unit } : {};
  return (
    <Space.Compact className="pk-price-range">
      <PriceInput {...unitProps} placeholder={t.priceFrom} aria-label={t.priceFrom} value={min} onChange={setMin} onBlur={apply} onPressEnter={apply} />
      <PriceInput {...unitProps} placeholder={t.priceTo} aria-label={t.priceTo} value={max} onChange={setMax} onBlur={apply} onPressEnter={apply} />
    </Space.Compact>
  );
}


const bulkCall = (action: string, extra: Record<string, unknown> = {}) => async (ids: (number | string)[]) => {
  await api.post(PRODUCTS_BULK_API, { ids, action, ...extra });
};

export default function ProductListPage() {
  const { home } = useSession();
  const unit = home.unit_label;
  const options = useProductOptions();
  const tree = useMemo(() => categoryTree(options.data?.categories), [options.data]);

  const columns: ListColumn<ProductRow>[] = useMemo(
    () => [
      {
        key: 'image',
        title: t.image,
        width: 72,
        render: (_: unknown, r: ProductRow) =>
          r.image ? <img src={r.image.url} alt={r.title} className="pk-product-thumb" loading="lazy" /> : <PictureOutlined className="pk-product-thumb pk-product-thumb--empty" aria-hidden />,
      },
      {
        key: 'title',
        title: t.productTitle,
        dataIndex: 'title',
        sortKey: 'title',
        render: (v: string, r: ProductRow) => (
          <div className="pk-product-title">
            <Link to={`/products/edit/${r.id}`}>{v}</Link>
            {r.brand ? <div className="pk-product-sub">{r.brand.name}</div> : null}
          </div>
        ),
      },
      {
        key: 'variants_count',
        title: t.variants,
        dataIndex: 'variants_count',
        width: 90,
        render: (n: number) => (n > 0 ? t.variantsCount(faDigits(n)) : <span className="pk-muted">{t.noVariants}</span>),
      },
      {
        key: 'min_price',
        title: t.minPrice,
        dataIndex: 'min_price',
        sortKey: 'min_price',
        render: (v: number, r: ProductRow) => (
          <span className="pk-nowrap">
            {formatMoney(v, unit)}
            {r.has_discount ? (
              <Tag color="volcano" className="pk-tag-inline">
                {t.discounted}
              </Tag>
            ) : null}
          </span>
        ),
      },
      {
        key: 'stock_total',
        title: t.stock,
        dataIndex: 'stock_total',
        sortKey: 'stock_total',
        render: (v: number, r: ProductRow) => (
          <span className="pk-nowrap">
            {formatNumber(v)}
            {v <= 0 ? (
              <Tag color="red" className="pk-tag-inline">
                {t.outOfStock}
              </Tag>
            ) : r.low_stock ? (
              <Tag color="orange" className="pk-tag-inline">
                {t.lowStock}
              </Tag>
            ) : null}
          </span>
        ),
      },
      {
        key: 'status',
        title: t.status,
        dataIndex: 'status',
        render: (s: ProductStatus) => <Tag color={STATUS_COLORS[s]}>{statusLabel(s)}</Tag>,
      },
      {
        key: 'approved',
        title: t.approval,
        dataIndex: 'approved',
        render: (v: boolean) => (v ? <Tag color="green">{t.approved}</Tag> : <Tag color="gold">{t.notApproved}</Tag>),
      },
      dateColumn<ProductRow>(),
    ],
    [unit],
  );

  const bulk: BulkAction<ProductRow>[] = useMemo(
    () => [
      {
        key: 'status',
        label: t.bulkStatus,
        icon: <SwapOutlined />,
        permission: 'update_product',
        options: statusOptions,
        run: (ids, _rows, status) => bulkCall('status', { status })(ids),
      },
      { key: 'approve', label: t.bulkApprove, icon: <CheckOutlined />, permission: 'approve_product', run: (ids) => bulkCall('approve')(ids) },
      { key: 'disapprove', label: t.bulkDisapprove, icon: <StopOutlined />, permission: 'approve_product', run: (ids) => bulkCall('disapprove')(ids) },
      { ...bulkDelete<ProductRow>(PRODUCTS_API, 'delete_product'), run: (ids) => bulkCall('delete')(ids) },
    ],
    [],
  );

  const filters = [
    ...(options.data
      ? [
          {
            name: 'category_id',
            render: (ctx: FilterContext) => (
              <LazyTreeSelect
                className="pk-filter-wide"
                allowClear
                showSearch={{ treeNodeFilterProp: 'title' }}
                placeholder={t.category}
                aria-label={t.category}
                treeData={tree}
                treeDefaultExpandAll
                value={ctx.value('category_id') ? Number(ctx.value('category_id')) : undefined}
                onChange={(v: number | undefined) => ctx.set({ category_id: v })}
              />
            ),
          },
          {
            name: 'brand_id',
            render: (ctx: FilterContext) => (
              <Select
                className="pk-filter-mid"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t.brand}
                aria-label={t.brand}
                options={options.data!.brands.map((b) => ({ value: String(b.id), label: b.name }))}
                value={ctx.value('brand_id')}
                onChange={(v: string | undefined) => ctx.set({ brand_id: v })}
              />
            ),
          },
        ]
      : []),
    {
      name: 'stock',
      label: t.stockState,
      options: [
        { value: 'in_stock', label: t.stockStates.in! },
        { value: 'low', label: t.stockStates.low! },
        { value: 'out', label: t.stockStates.out! },
      ],
    },
    { name: 'discounted', label: t.discounted, options: yesNo(t.discountedYes, t.discountedNo) },
    { name: 'approved', label: t.approval, options: yesNo(t.approved, t.notApproved) },
    { name: 'price', render: (ctx: FilterContext) => <PriceRange ctx={ctx} unit={unit} /> },
  ];

  return (
    <ListPage<ProductRow>
      title={t.title}
      apiPath={PRODUCTS_API}
      permission="product"
      basePath="/products"
      columns={columns}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      beforeToolbar={<StatusTabs />}
      headerExtra={<ExportButton path={PRODUCTS_EXPORT_API} label={t.export} fileName={t.exportFileName} failed={t.exportFailed} />}
      filters={filters}
      bulkActions={bulk}
      rowName={(r) => r.title}
    />
  );
}
