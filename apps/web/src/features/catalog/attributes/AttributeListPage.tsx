import { attributesText as t } from '@pishkhan/common/i18n/fa/catalog-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { Tag, Typography } from 'antd';
import { dateColumn, type ListColumn, ListPage, ltrColumn, standardBulk, statusColumn, statusOptions, YesNoTag } from '../../../components/crud';
import { ATTRIBUTE_TYPES, ATTRIBUTES_API, type Attribute } from './attribute.api';

const columns: ListColumn<Attribute>[] = [
  { key: 'label', title: t.label, dataIndex: 'label', sortKey: 'label' },
  ltrColumn<Attribute>('name', t.name, { sortKey: 'name' }),
  { key: 'type', title: t.type, dataIndex: 'type', sortKey: 'type', render: (v: string) => <Tag>{t.types[v] ?? v}</Tag> },
  {
    key: 'values',
    title: t.values,
    dataIndex: 'values',
    render: (values: Attribute['values']) => (
      <Typography.Text ellipsis style={{ maxInlineSize: 280 }}>
        {values.length ? values.map((v) => v.value).join(crudText.listSeparator) : crudText.none}
      </Typography.Text>
    ),
  },
  { key: 'show_filter', title: t.showFilter, dataIndex: 'show_filter', render: (v: boolean) => <YesNoTag value={v} /> },
  statusColumn<Attribute>(),
  dateColumn<Attribute>(),
];

const bulk = standardBulk<Attribute>(ATTRIBUTES_API, 'attribute');

/** /admin/attributes — the attributes that make variants (size, material). */
export default function AttributeListPage() {
  return (
    <ListPage<Attribute>
      title={t.title}
      apiPath={ATTRIBUTES_API}
      permission="attribute"
      basePath="/attributes"
      columns={columns}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      filters={[
        { name: 'type', label: t.type, options: ATTRIBUTE_TYPES.map((v) => ({ value: v, label: t.types[v]! })) },
        { name: 'status', label: crudText.status, options: statusOptions },
      ]}
      bulkActions={bulk}
      rowName={(r) => r.label}
    />
  );
}
