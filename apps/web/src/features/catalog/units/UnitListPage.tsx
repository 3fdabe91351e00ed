import { unitsText as t } from '@pishkhan/common/i18n/fa/screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { dateColumn, type ListColumn, ListPage, standardBulk, statusColumn, statusOptions } from '../../../components/crud';
import { UNITS_API, type Unit } from './unit.api';

const columns: ListColumn<Unit>[] = [
  { key: 'name', title: t.name, dataIndex: 'name', sortKey: 'name' },
  { key: 'symbol', title: t.symbol, dataIndex: 'symbol', sortKey: 'symbol' },
  { key: 'precision', title: t.precision, dataIndex: 'precision', render: (p: string) => t.precisions[p] ?? p },
  statusColumn<Unit>(),
  dateColumn<Unit>(),
];
const bulk = standardBulk<Unit>(UNITS_API, 'unit');

export default function UnitListPage() {
  return (
    <ListPage<Unit>
      title={t.title}
      apiPath={UNITS_API}
      permission="unit"
      basePath="/unit"
      columns={columns}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      filters={[{ name: 'status', label: crudText.status, options: statusOptions }]}
      bulkActions={bulk}
      rowName={(r) => r.name}
    />
  );
}
