import { sizeChartsText as t } from '@pishkhan/common/i18n/fa/catalog-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { faDigits } from '../../../app/format';
import { bulkDelete, dateColumn, type ListColumn, ListPage } from '../../../components/crud';
import { SIZE_CHARTS_API, type SizeChart } from './size-chart.api';

const columns: ListColumn<SizeChart>[] = [
  { key: 'title', title: t.titleField, dataIndex: 'title', sortKey: 'title' },
  { key: 'type', title: t.type, dataIndex: 'type', render: (type: SizeChart['type']) => type?.name ?? crudText.none },
  { key: 'size', title: t.size, render: (_: unknown, r: SizeChart) => t.sizeOf(faDigits(r.rows_count), faDigits(r.columns_count)) },
  { key: 'products', title: t.products, dataIndex: 'products_count', render: (n: number) => faDigits(n) },
  dateColumn<SizeChart>(),
];

const bulk = [bulkDelete<SizeChart>(SIZE_CHARTS_API, 'delete_size_chart')];

/** /admin/size-chart — the size charts. */
export default function SizeChartListPage() {
  return (
    <ListPage<SizeChart>
      title={t.title}
      apiPath={SIZE_CHARTS_API}
      permission="size_chart"
      basePath="/size-chart"
      columns={columns}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      bulkActions={bulk}
      rowName={(r) => r.title}
    />
  );
}
