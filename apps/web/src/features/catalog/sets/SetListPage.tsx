import { setsText as t } from '@pishkhan/common/i18n/fa/merch-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { Avatar, Tooltip } from 'antd';
import { faDigits } from '../../../app/format';
import { dateColumn, ListPage, standardBulk, statusColumn, statusOptions, type ListColumn } from '../../../components/crud';
import { SETS_API, type ProductSet } from './set.api';

const columns: ListColumn<ProductSet>[] = [
  { key: 'name', title: t.name, dataIndex: 'name', sortKey: 'name' },
  {
    key: 'products',
    title: t.products,
    render: (_: unknown, r) => (
      <Avatar.Group max={{ count: 5 }}>
        {r.products.map((p) => (
          <Tooltip key={p.id} title={p.title}>
            <Avatar shape="square" src={p.image ?? undefined}>
              {p.title.slice(0, 1)}
            </Avatar>
          </Tooltip>
        ))}
      </Avatar.Group>
    ),
  },
  { key: 'count', title: t.productsCount, render: (_: unknown, r) => faDigits(r.product_ids.length) },
  statusColumn<ProductSet>(),
  dateColumn<ProductSet>(),
];

export default function SetListPage() {
  return (
    <ListPage<ProductSet>
      title={t.title}
      apiPath={SETS_API}
      permission="product_set"
      basePath="/sets"
      columns={columns}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      filters={[{ name: 'status', label: crudText.status, options: statusOptions }]}
      bulkActions={standardBulk<ProductSet>(SETS_API, 'product_set')}
      rowName={(r) => r.name}
    />
  );
}
