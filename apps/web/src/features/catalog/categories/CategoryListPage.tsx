import { PlusOutlined } from '@ant-design/icons';
import { categoriesText as t } from '@pishkhan/common/i18n/fa/catalog-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { Button, Segmented } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { faDigits } from '../../../app/format';
import { useCan } from '../../../app/session';
import { type ListColumn, ListPage, standardBulk, statusColumn, statusOptions, YesNoTag } from '../../../components/crud';
import { PageHeader } from '../../../components/crud/PageHeader';
import { CATEGORIES_API, type Category } from './category.api';
import { CategoryTree } from './CategoryTree';
import '../shared/catalog.css';

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

const VIEW_KEY = 'pk.categories.view';
const storedView = () => {
  try {
    return sessionStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'tree';
  } catch {
    return 'tree';
  }
};

/**
 * /admin/categories — the tree (drag to arrange, save the order) or the flat searchable list; the
 * choice is kept for the browser tab, and a search in the address (`?q=`) opens the list.
 */
export default function CategoryListPage() {
  const [params, setParams] = useSearchParams();
  const can = useCan();
  const [chosen, setChosen] = useState<'tree' | 'list'>(() => (params.get('q') ? 'list' : storedView()));
  const view = chosen;
  const switcher = (
    <Segmented
      value={view}
      onChange={(v) => {
        const next = v === 'list' ? 'list' : 'tree';
        try {
          sessionStorage.setItem(VIEW_KEY, next);
        } catch {
          /* private mode: the choice lasts for this page only */
        }
        setChosen(next);
        if (next === 'tree') setParams({});
      }}
      options={[
        { value: 'tree', label: t.treeTab },
        { value: 'list', label: t.listTab },
      ]}
    />
  );
  if (view === 'list') {
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
  return (
    <div className="pk-list-page">
      <PageHeader
        title={t.title}
        extra={
          <div className="pk-tree-toolbar" style={{ marginBlockEnd: 0 }}>
            {switcher}
            {can('create_category') ? (
              <Link to="/categories/create">
                <Button type="primary" icon={<PlusOutlined />}>
                  {t.create}
                </Button>
              </Link>
            ) : null}
          </div>
        }
      />
      <CategoryTree />
    </div>
  );
}
