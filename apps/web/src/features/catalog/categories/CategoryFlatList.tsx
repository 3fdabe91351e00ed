import { categoriesText as t } from '@pishkhan/common/i18n/fa/catalog-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import type { ReactNode } from 'react';
import { faDigits } from '../../../app/format';
import { type ListColumn, ListPage, standardBulk, statusColumn, statusOptions, YesNoTag } from '../../../components/crud';
import { CATEGORIES_API, type Category } from './category.api';

const columns: ListColumn<Category>[] = [
  { key: 'title', title: t.title_, dataIndex: 'title', sortKey: 'title' },
  { key: 'parent', title: t.parent, dataIndex: 'parent', render: (p: Category['parent']) => p?.title ?? crudText.none },
  { key: 'depth', title: t.depth, dataIndex: 'depth', sortKey: 'depth', width: 80, render: (d: number) => faDigits(d) },
  { key: 'children', title: t.children, dataIndex: 'children_count', width: 90, render: (n: number) => faDigits(n) },
  { key: 'products', title: t.products, dataIndex: 'products_count', width: 90, render: (n: number) => faDigits(n) },
  { key: 'featured', title: t.featured, dataIndex: 'featured', width: 90, render: (v: boolean) => <YesNoTag value={v} /> },
  statusColumn<Category>(),
];
const bulk = standardBulk<Category>(CATEGORIES_API, 'category');

/** The categories as a flat, searchable, filterable table (the list view of /admin/categories). */
export function CategoryFlatList({ switcher }: { switcher: ReactNode }) {
  return (
    <ListPage<Category>
      title={t.title}
      apiPath={CATEGORIES_API}
      permission="category"
      basePath="/categories"
      columns={columns}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      headerExtra={switcher}
      filters={[
        { name: 'status', label: crudText.status, options: statusOptions },
        { name: 'featured', label: t.featured, options: [{ value: 'true', label: crudText.yes }, { value: 'false', label: crudText.no }] },
      ]}
      bulkActions={bulk}
      rowName={(r) => r.title}
    />
  );
}
