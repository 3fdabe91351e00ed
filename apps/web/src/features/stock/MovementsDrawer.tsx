import { stockMovementTypeLabels } from '@pishkhan/common/i18n/fa/product-labels';
import { stockText as t } from '@pishkhan/common/i18n/fa/stock-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Grid, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { api, errorMessage, type ListResponse } from '../../app/api';
import { faDigits, formatDateTime, formatNumber } from '../../app/format';
import { listPagination } from '../../components/crud/pagination';
import { movementsApi, rowName, type Movement, type StockRow } from './stock.api';
import { TYPE_COLORS } from './movement-colors';


/** The movement history of one variant, newest first, paged on the server. */
export function MovementsDrawer({ row, onClose }: { row: StockRow; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const screens = Grid.useBreakpoint();
  const q = useQuery({
    queryKey: [movementsApi(row.variant_id), 'list', { page }],
    queryFn: ({ signal }) => api.get<ListResponse<Movement>>(movementsApi(row.variant_id), { page, per_page: 20 }, { signal }),
    placeholderData: keepPreviousData,
  });
  const meta = q.data?.meta;
  return (
    <Drawer open onClose={onClose} title={t.historyTitle(rowName(row))} size={screens.md ? 820 : '100%'} destroyOnHidden>
      {q.isError ? <Alert type="error" showIcon className="pk-mb" title={errorMessage(q.error)} /> : null}
      <Table<Movement>
        rowKey="id"
        size="small"
        loading={q.isFetching}
        dataSource={q.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: q.isPending ? ' ' : t.noHistory }}
        pagination={listPagination(meta, setPage, false)}
        columns={[
          { key: 'when', title: t.when, dataIndex: 'created_at', render: (v: string) => <span className="pk-nowrap">{formatDateTime(v)}</span> },
          { key: 'type', title: t.type, dataIndex: 'type', render: (v: string, m) => <Tag color={TYPE_COLORS[v] ?? 'default'}>{m.type_label ?? stockMovementTypeLabels[v as keyof typeof stockMovementTypeLabels] ?? v}</Tag> },
          {
            key: 'change',
            title: t.change,
            dataIndex: 'change',
            render: (v: number) => (
              <bdi dir="ltr" className={v > 0 ? 'pk-change-pos' : 'pk-change-neg'} style={{ fontFeatureSettings: '"ss01"' }}>
                {v > 0 ? `+${v}` : String(v)}
              </bdi>
            ),
          },
          { key: 'after', title: t.balance, dataIndex: 'quantity_after', render: (v: number) => formatNumber(v) },
          { key: 'admin', title: t.admin, dataIndex: 'admin', render: (a: Movement['admin']) => (a ? a.name || a.username : <span className="pk-muted">{t.system}</span>) },
          { key: 'reason', title: t.reason, dataIndex: 'reason', render: (v: string | null) => v || crudText.none },
          {
            key: 'link',
            title: t.link,
            render: (_: unknown, m) =>
              m.order_id ? (
                <Link to={`/order/${m.order_id}`}>{t.order(faDigits(m.order_id))}</Link>
              ) : m.mini_order_id ? (
                <Link to={`/shop/orders/${m.mini_order_id}`}>{t.shopSale(faDigits(m.mini_order_id))}</Link>
              ) : (
                crudText.none
              ),
          },
        ]}
      />
    </Drawer>
  );
}
