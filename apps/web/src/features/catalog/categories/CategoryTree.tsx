import { EditOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { categoriesText as t } from '@pishkhan/common/i18n/fa/catalog-screens';
import { faSearchKey } from '@pishkhan/common/text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Input, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { Result } from '../../../components/status/Result';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { api, errorMessage, type DataResponse } from '../../../app/api';
import { useCan } from '../../../app/session';
import { useUnsavedGuard } from '../../../components/crud/useUnsavedGuard';
import { idTree } from '@pishkhan/common/tree';
import { NestedSortable } from '../../../components/inputs/NestedSortable';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { CATEGORIES_API, CATEGORY_TREE_API, filterTree, type CategoryNode } from './category.api';

/**
 * The category tree: drag to reorder and nest (threshold 30 px, at most 10 levels), then save the
 * whole order in one request (`PUT /categories/tree` with `[{ id, children }]`).
 */
export function CategoryTree() {
  const can = useCan();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const tree = useQuery({
    queryKey: [CATEGORIES_API, 'tree'],
    queryFn: ({ signal }) => api.get<DataResponse<CategoryNode[]>>(CATEGORY_TREE_API, undefined, { signal }).then((r) => r.data),
  });
  const [draft, setDraft] = useState<CategoryNode[] | null>(null);
  const [filter, setFilter] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dirty = draft !== null;
  const guard = useUnsavedGuard(dirty);
  const canSort = can('update_category');
  const canEdit = can('update_category');

  useEffect(() => setError(null), [draft]);
  const current = draft ?? tree.data ?? [];
  const key = faSearchKey(filter);
  const shown = useMemo(() => (key ? filterTree(current, (title) => faSearchKey(title).includes(key)) : current), [current, key]);

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      const res = await api.put<DataResponse<{ changed: number; tree: CategoryNode[] }>>(CATEGORY_TREE_API, idTree(draft));
      qc.setQueryData([CATEGORIES_API, 'tree'], res.data.tree);
      setDraft(null);
      guard.release();
      message.success(t.orderSaved);
      await qc.invalidateQueries({ queryKey: [CATEGORIES_API] });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  if (tree.isPending) return <Skeleton active />;
  if (tree.isError) return <Result status="error" title={crudText.loadError} subTitle={errorMessage(tree.error)} extra={<Button onClick={() => void tree.refetch()}>{crudText.search}</Button>} />;

  return (
    <Card>
      <div className="pk-tree-toolbar">
        <Input.Search allowClear value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t.treeFilter} aria-label={t.treeFilter} style={{ maxInlineSize: 320 }} />
        {canSort ? (
          <Space wrap>
            <Button type="primary" icon={<SaveOutlined />} disabled={!dirty} loading={saving} onClick={() => void save()}>
              {t.saveOrder}
            </Button>
            <Button icon={<ReloadOutlined />} disabled={!dirty || saving} onClick={() => setDraft(null)}>
              {t.resetOrder}
            </Button>
          </Space>
        ) : null}
      </div>
      {canSort ? <Typography.Paragraph type="secondary">{key ? t.treeFilterActive : t.treeHelp}</Typography.Paragraph> : null}
      {dirty ? <Alert type="warning" showIcon title={t.orderUnsaved} className="pk-mb" /> : null}
      {error ? <Alert type="error" showIcon title={error} className="pk-mb" data-testid="tree-error" /> : null}
      {current.length === 0 ? (
        <Empty description={t.treeEmpty} />
      ) : (
        <NestedSortable<CategoryNode>
          value={shown}
          disabled={!canSort || !!key || saving}
          onChange={(next) => setDraft(next)}
          aria-label={t.treeTab}
          renderItem={(n) => (
            <div className="pk-tree-row">
              <span className="pk-tree-row-title">{n.title}</span>
              {!n.status ? <Tag>{t.inactive}</Tag> : null}
              {canEdit ? (
                <Tooltip title={crudText.edit}>
                  <Link to={`/categories/edit/${n.id}`} aria-label={`${crudText.edit} ${n.title}`}>
                    <Button type="text" size="small" icon={<EditOutlined />} tabIndex={-1} aria-label={crudText.edit} />
                  </Link>
                </Tooltip>
              ) : null}
            </div>
          )}
        />
      )}
      {guard.element}
    </Card>
  );
}
