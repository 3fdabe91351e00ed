import { PlusOutlined } from '@ant-design/icons';
import { categoriesText as t } from '@pishkhan/common/i18n/fa/catalog-screens';
import { Button, Segmented } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCan } from '../../../app/session';
import { lazyPart } from '../../../components/crud/lazyPart';
import { PageHeader } from '../../../components/crud/PageHeader';
import { CategoryTree } from './CategoryTree';
import '../shared/catalog.css';

/** The tree opens first; the flat table (and its table and filter code) loads when it is chosen. */
const CategoryFlatList = lazyPart(() => import('./CategoryFlatList').then((m) => m.CategoryFlatList));

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
  if (view === 'list') return <CategoryFlatList switcher={switcher} />;
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
