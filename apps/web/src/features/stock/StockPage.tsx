import { EditOutlined, HistoryOutlined } from '@ant-design/icons';
import { stockText as t } from '@pishkhan/common/i18n/fa/stock-screens';
import { crudText, errorText } from '@pishkhan/common/i18n/fa/ui';
import { formatMoney } from '@pishkhan/common/text';
import { Alert, Button, Empty, Input, Space, Table, Tag, Tooltip } from 'antd';
import { LazySelect as Select } from '../../components/inputs/LazySelect';
import { Result } from '../../components/status/Result';
import type { TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../app/api';
import { formatNumber } from '../../app/format';
import { useCan, useSession } from '../../app/session';
import { PageHeader } from '../../components/crud/PageHeader';
import { listPagination } from '../../components/crud/pagination';
import { useListParams } from '../../components/crud/useListParams';
import { useResource, useResourceList } from '../../components/crud/useResource';
import { lazyPart } from '../../components/crud/lazyPart';
import { STOCK_API, variantName, type StockRow } from './stock.api';
import '../catalog/products/products.css';

const AdjustStockModal = lazyPart(() => import('./AdjustStockModal').then((m) => m.AdjustStockModal));
const MovementsDrawer = lazyPart(() => import('./MovementsDrawer').then((m) => m.MovementsDrawer));

const SORTS: Record<string, string> = { product_title: 'product_title', quantity: 'quantity', stock_value: 'stock_value' };

/** /admin/store — per-variant balances, adjustment with a reason, movement history. */
export default function StockPage() {
  const can = useCan();
  const { home } = useSession();
  const params = useListParams();
  const list = useResourceList<StockRow>(STOCK_API, params.query);
  const { invalidate } = useResource(STOCK_API, { also: ['/api/admin/products'] });
  const [search, setSearch] = useState(params.q);
  const [adjusting, setAdjusting] = useState<StockRow | null>(null);
  const [history, setHistory] = useState<StockRow | null>(null);
  useEffect(() => setSearch(params.q), [params.q]);
  const meta = list.data?.meta;
  const filtered = params.q !== '' || Object.keys(params.filters).length > 0;
  const sortOrder = (key: string) => (params.sort === key ? 'ascend' : params.sort === `-${key}` ? 'descend' : null);

  const onChange: TableProps<StockRow>['onChange'] = (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<StockRow> | undefined;
    const key = SORTS[String(s?.columnKey ?? '')];
    params.set({ sort: key && s?.order ? (s.order === 'descend' ? `-${key}` : key) : undefined });
  };

  const columns: TableProps<StockRow>['columns'] = [
    {
      key: 'product_title',
      title: t.product,
      dataIndex: 'product_title',
      sorter: true,
      sortOrder: sortOrder('product_title'),
      render: (v: string, r) => (can('update_product') ? <Link to={`/products/edit/${r.product_id}`}>{v}</Link> : v),
    },
    { key: 'variant', title: t.variant, dataIndex: 'variant_title', render: (_: string, r) => (r.is_default || !variantName(r) ? <span className="pk-muted">{t.defaultVariant}</span> : variantName(r)) },
    { key: 'sku', title: t.sku, dataIndex: 'sku', render: (v: string | null) => (v ? <bdi dir="ltr" className="pk-ltr">{v}</bdi> : crudText.none) },
    { key: 'barcode', title: t.barcode, dataIndex: 'barcode', render: (v: string | null) => (v ? <bdi dir="ltr" className="pk-ltr">{v}</bdi> : crudText.none) },
    {
      key: 'quantity',
      title: t.quantity,
      dataIndex: 'quantity',
      sorter: true,
      sortOrder: sortOrder('quantity'),
      render: (v: number, r) => (
        <span className="pk-nowrap">
          {formatNumber(v)}
          {v <= 0 ? (
            <Tag color="red" className="pk-tag-inline">
              {t.outTag}
            </Tag>
          ) : r.low_stock ? (
            <Tag color="orange" className="pk-tag-inline">
              {t.lowTag}
            </Tag>
          ) : null}
        </span>
      ),
    },
    {
      key: 'stock_value',
      title: t.value,
      dataIndex: 'stock_value',
      sorter: true,
      sortOrder: sortOrder('stock_value'),
      render: (v: number) => <span className="pk-nowrap">{formatMoney(v, home.unit_label)}</span>,
    },
    {
      key: '__actions',
      title: crudText.actions,
      width: 1,
      fixed: 'end',
      className: 'pk-actions-cell',
      render: (_: unknown, r) => (
        <Space size={2}>
          {can('adjust_store') ? (
            <Tooltip title={t.adjust}>
              <Button type="text" icon={<EditOutlined />} aria-label={t.adjust} onClick={() => setAdjusting(r)} />
            </Tooltip>
          ) : null}
          <Tooltip title={t.history}>
            <Button type="text" icon={<HistoryOutlined />} aria-label={t.history} onClick={() => setHistory(r)} />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <div className="pk-list-page">
      <PageHeader title={t.title} subtitle={meta ? crudText.total(formatNumber(meta.total)) : undefined} />
      <div className="pk-toolbar">
        <Input.Search
          className="pk-search"
          placeholder={t.searchPlaceholder}
          aria-label={crudText.search}
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(v) => params.set({ q: v.trim() })}
        />
        <Select
          className="pk-filter"
          style={{ minWidth: 150 }}
          allowClear
          placeholder={t.state}
          aria-label={t.state}
          value={params.filters.state}
          options={['in', 'low', 'out'].map((s) => ({ value: s, label: t.states[s] }))}
          onChange={(v: string | undefined) => params.set({ state: v })}
        />
        {filtered ? (
          <Button type="link" onClick={params.clear}>
            {crudText.clearFilters}
          </Button>
        ) : null}
      </div>
      {list.isError && !list.data ? (
        <Result status="error" title={crudText.loadError} subTitle={errorMessage(list.error)} extra={<Button onClick={() => void list.refetch()}>{errorText.retry}</Button>} />
      ) : (
        <>
          {list.isError ? <Alert type="error" showIcon className="pk-mb" title={errorMessage(list.error)} /> : null}
          <Table<StockRow>
            rowKey="variant_id"
            size="middle"
            columns={columns}
            dataSource={list.data?.data ?? []}
            loading={list.isFetching}
            onChange={onChange}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: list.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? crudText.emptyFiltered : crudText.empty} /> }}
            pagination={listPagination(meta, (page) => params.set({ page }, { resetPage: false }))}
          />
        </>
      )}
      {adjusting ? (
        <AdjustStockModal
          row={adjusting}
          onClose={() => setAdjusting(null)}
          onDone={() => {
            setAdjusting(null);
            void invalidate();
          }}
        />
      ) : null}
      {history ? <MovementsDrawer row={history} onClose={() => setHistory(null)} /> : null}
    </div>
  );
}
