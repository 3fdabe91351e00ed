import { sizeChartTypesText as t } from '@pishkhan/common/i18n/fa/catalog-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { Tag } from 'antd';
import { faDigits } from '../../../app/format';
import { bulkDelete, dateColumn, type ListColumn, ListPage } from '../../../components/crud';
import { SIZE_CHART_TYPES_API, type SizeChartType } from './size-chart-type.api';

const columns: ListColumn<SizeChartType>[] = [
  { key: 'name', title: t.name, dataIndex: 'name', sortKey: 'name' },
  {
    key: 'values',
    title: t.values,
    dataIndex: 'values',
    render: (values: string[]) => (values.length ? values.map((v) => <Tag key={v}>{v}</Tag>) : crudText.none),
  },
  { key: 'charts', title: t.charts, dataIndex: 'size_charts_count', width: 100, render: (n: number) => faDigits(n) },
  dateColumn<SizeChartType>(),
];

const bulk = [bulkDelete<SizeChartType>(SIZE_CHART_TYPES_API, 'delete_size_chart')];

/** /admin/size-chart-type — the kinds of size chart and their columns. */
export default function SizeChartTypeListPage() {
  return (
    <ListPage<SizeChartType>
      title={t.title}
      apiPath={SIZE_CHART_TYPES_API}
      permission="size_chart"
      basePath="/size-chart-type"
      columns={columns}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      bulkActions={bulk}
      rowName={(r) => r.name}
    />
  );
}
