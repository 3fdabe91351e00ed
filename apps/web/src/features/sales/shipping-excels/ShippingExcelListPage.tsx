import { DeleteOutlined, FileExcelOutlined } from '@ant-design/icons';
import { shippingExcelLabels as L } from '@pishkhan/common/i18n/fa/shipping-excel-labels';
import { shippingExcelText as t } from '@pishkhan/common/i18n/fa/shipping-excel-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { formatMoney } from '@pishkhan/common/text';
import { Button, Tag, Tooltip } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../../app/api';
import { faDigits, formatDateTime } from '../../../app/format';
import { useSession } from '../../../app/session';
import { DateRangeFilter, ListPage, Ltr, useDeleteAction, type BulkAction, type ListColumn, type ListFilter } from '../../../components/crud';
import { ImportButton } from './ImportButton';
import { PostExportPanel } from './PostExportPanel';
import { parseIds, SHIPPING_EXCELS_API, SHIPPING_EXCELS_BULK_DELETE_API, type ShippingExcel } from './shipping-excel.api';
import './shipping-excels.css';

const none = crudText.none;

/**
 * /admin/shipping_excels — the rows of the post office's tracking sheets: search, Jalali range,
 * matched filter, sort; upload a sheet (update_order) and read its report; delete one or many
 * (update_order). `?ids=1,2,3` (the orders list's bulk action) opens the export for the post office.
 */
export default function ShippingExcelListPage() {
  const { home, can } = useSession();
  const [sp, setSp] = useSearchParams();
  const [exportIds, setExportIds] = useState(() => parseIds(sp.get('ids')));
  const [panel, setPanel] = useState(() => sp.has('ids'));
  const canWrite = can('update_order');
  const del = useDeleteAction({ apiPath: SHIPPING_EXCELS_API });

  // The chosen orders move from the URL into the panel: `ids` is not a filter of this list.
  useEffect(() => {
    if (sp.has('ids'))
      setSp(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('ids');
          return next;
        },
        { replace: true },
      );
  }, [sp, setSp]);

  const columns: ListColumn<ShippingExcel>[] = useMemo(
    () => [
      { key: 'barcode', title: L.barcode, dataIndex: 'barcode', sortKey: 'barcode', render: (v: string) => <Ltr>{v}</Ltr> },
      { key: 'receiver_name', title: L.receiver_name, dataIndex: 'receiver_name', sortKey: 'receiver_name', render: (v: string | null) => v ?? none },
      { key: 'postal_code', title: L.postal_code, dataIndex: 'postal_code', render: (v: string | null) => (v ? <Ltr>{v}</Ltr> : none) },
      { key: 'destination', title: L.destination, dataIndex: 'destination', sortKey: 'destination', render: (v: string | null) => v ?? none },
      { key: 'sender_name', title: L.sender_name, dataIndex: 'sender_name', render: (v: string | null) => v ?? none },
      {
        key: 'price',
        title: L.price,
        dataIndex: 'price',
        sortKey: 'price',
        render: (v: number | null) => (v === null ? none : <span className="pk-nowrap">{formatMoney(v, home.unit_label ?? '')}</span>),
      },
      {
        key: 'registered_at',
        title: L.register_date,
        dataIndex: 'registered_at',
        sortKey: 'registered_at',
        render: (v: string | null, r: ShippingExcel) => <span className="pk-nowrap">{v ? formatDateTime(v) : (r.register_date ?? none)}</span>,
      },
      {
        key: 'order',
        title: t.order,
        dataIndex: 'order',
        render: (o: ShippingExcel['order']) =>
          o ? (
            <Link to={`/order/${o.id}`} className="pk-nowrap">
              {t.showOrder(faDigits(o.id))} <Tag>{o.status_label}</Tag>
            </Link>
          ) : (
            <Tag>{t.noOrder}</Tag>
          ),
      },
    ],
    [home.unit_label],
  );

  const filters: ListFilter[] = [
    {
      name: 'matched',
      label: t.matched,
      width: 190,
      options: [
        { value: 'true', label: t.matchedYes },
        { value: 'false', label: t.matchedNo },
      ],
    },
    { name: 'from', render: (ctx) => <DateRangeFilter ctx={ctx} label={t.dateRange} /> },
  ];

  const bulk: BulkAction<ShippingExcel>[] = useMemo(
    () => [
      {
        key: 'delete',
        label: crudText.bulkDelete,
        danger: true,
        icon: <DeleteOutlined />,
        permission: 'update_order',
        confirm: (n) => crudText.bulkDeleteConfirm(faDigits(n)),
        run: async (ids) => {
          await api.post(SHIPPING_EXCELS_BULK_DELETE_API, { ids: ids.map(Number) });
        },
      },
    ],
    [],
  );

  const rowActions = useCallback(
    (r: ShippingExcel) =>
      canWrite ? (
        <Tooltip title={crudText.delete}>
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={crudText.delete} onClick={() => del.ask(r.id, r.barcode)} />
        </Tooltip>
      ) : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [canWrite],
  );

  if (sp.has('ids')) return null;
  return (
    <>
      <ListPage<ShippingExcel>
        title={t.title}
        apiPath={SHIPPING_EXCELS_API}
        basePath="/shipping_excels"
        columns={columns}
        searchPlaceholder={t.searchPlaceholder}
        filters={filters}
        bulkActions={bulk}
        rowActions={rowActions}
        editPath={false}
        createLabel={false}
        headerExtra={
          <>
            <Button icon={<FileExcelOutlined />} onClick={() => setPanel((p) => !p)} aria-expanded={panel}>
              {t.exportPanel}
            </Button>
            {canWrite ? <ImportButton /> : null}
          </>
        }
        beforeToolbar={
          panel ? (
            <PostExportPanel
              ids={exportIds}
              onClose={() => {
                setPanel(false);
                setExportIds([]);
              }}
            />
          ) : null
        }
      />
      {del.modal}
    </>
  );
}
