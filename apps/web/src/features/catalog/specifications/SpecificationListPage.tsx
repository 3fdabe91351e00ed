import { specificationsText as t } from '@pishkhan/common/i18n/fa/catalog-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { Tag } from 'antd';
import { type ListColumn, ListPage, ltrColumn, standardBulk, statusColumn, statusOptions, YesNoTag } from '../../../components/crud';
import { SPECIFICATION_TYPES, SPECIFICATIONS_API, type Specification } from './specification.api';
import { SpecificationSort } from './SpecificationSort';

const columns: ListColumn<Specification>[] = [
  { key: 'label', title: t.label, dataIndex: 'label', sortKey: 'label' },
  ltrColumn<Specification>('name', t.name, { sortKey: 'name' }),
  { key: 'group', title: t.group, dataIndex: 'group', sortKey: 'group', render: (g: string) => g || crudText.none },
  { key: 'type', title: t.type, dataIndex: 'type', render: (v: string) => <Tag>{t.types[v] ?? v}</Tag> },
  { key: 'required', title: t.required, dataIndex: 'required', render: (v: boolean) => <YesNoTag value={v} /> },
  { key: 'show_filter', title: t.showFilter, dataIndex: 'show_filter', render: (v: boolean) => <YesNoTag value={v} /> },
  statusColumn<Specification>(),
];

const bulk = standardBulk<Specification>(SPECIFICATIONS_API, 'specification');

/** /admin/specifications — sorted by their order; «sort» drags them into a new order. */
export default function SpecificationListPage() {
  return (
    <ListPage<Specification>
      title={t.title}
      apiPath={SPECIFICATIONS_API}
      permission="specification"
      basePath="/specifications"
      columns={columns}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      defaultSort="position"
      headerExtra={<SpecificationSort />}
      filters={[
        { name: 'type', label: t.type, options: SPECIFICATION_TYPES.map((v) => ({ value: v, label: t.types[v]! })) },
        { name: 'status', label: crudText.status, options: statusOptions },
      ]}
      bulkActions={bulk}
      rowName={(r) => r.label}
    />
  );
}
