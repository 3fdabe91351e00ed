import { DeleteOutlined, EditOutlined, ExportOutlined, PlusOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { menuText as t } from '@pishkhan/common/i18n/fa/menus';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { linkSummary } from '@pishkhan/common/links';
import { findNode, idTree } from '@pishkhan/common/tree';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Grid, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../app/pages/StatusPages';
import { api, errorMessage, type DataResponse } from '../../../app/api';
import { faDigits } from '../../../app/format';
import { useCan } from '../../../app/session';
import { lazyPart } from '../../../components/crud/lazyPart';
import { PageHeader } from '../../../components/crud/PageHeader';
import { useDeleteAction } from '../../../components/crud/DeleteButton';
import { useUnsavedGuard } from '../../../components/crud/useUnsavedGuard';
import { NestedSortable } from '../../../components/inputs/NestedSortable';
import { Result } from '../../../components/status/Result';
import { descendantCount, MENU_GROUPS_API, MENU_ITEMS_API, menuTreeApi, type MenuNode, type MenuTree } from './menu.api';
import './menus.css';

const MenuItemDrawer = lazyPart(() => import('./MenuItemDrawer').then((m) => m.MenuItemDrawer));

/** The parent of `id` in `tree` (null at the top level). */
const parentOf = (tree: MenuNode[], id: number, parent: number | null = null): number | null | undefined => {
  for (const n of tree) {
    if (n.id === id) return parent;
    const found = parentOf(n.children, id, n.id);
    if (found !== undefined) return found;
  }
  return undefined;
};

/**
 * /admin/menu/{id}: a menu's items as a tree. Drag to reorder and nest (threshold 30 px, at most 10
 * levels), then save the whole order in one request; add, edit and delete items in a drawer (a
 * delete takes the item's children along, after saying how many).
 */
export default function MenuItemsPage() {
  const { group = '' } = useParams();
  const can = useCan();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const key = [MENU_GROUPS_API, 'tree', group];
  const menu = useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<DataResponse<MenuTree>>(menuTreeApi(group), undefined, { signal }).then((r) => r.data) });
  const [draft, setDraft] = useState<MenuNode[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [drawer, setDrawer] = useState<{ editing: MenuNode | null } | null>(null);
  const dirty = draft !== null;
  const guard = useUnsavedGuard(dirty);
  const canSort = can('update_menu');
  useEffect(() => setError(null), [draft]);
  const tree = draft ?? menu.data?.tree ?? [];

  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: [MENU_GROUPS_API] });
  };
  const save = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      const res = await api.put<DataResponse<{ changed: number; tree: MenuNode[] }>>(menuTreeApi(group), idTree(draft));
      qc.setQueryData<MenuTree>(key, (old) => (old ? { ...old, tree: res.data.tree } : old));
      setDraft(null);
      guard.release();
      message.success(t.orderSaved);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };
  const del = useDeleteAction({
    apiPath: MENU_ITEMS_API,
    also: [MENU_GROUPS_API],
    question: (id, title = '') => {
      const n = findNode(tree, Number(id));
      return t.deleteItem(title, faDigits(n ? descendantCount(n) : 0));
    },
  });
  const remove = (n: MenuNode) => del.ask(n.id, n.title);

  if (menu.isPending) return <Skeleton active />;
  if (menu.isError) return <Result status="error" title={crudText.loadError} subTitle={errorMessage(menu.error)} extra={<Button onClick={() => void menu.refetch()}>{t.reload}</Button>} />;
  // An answer without its menu (never from this server) reads as a missing page, not a crash.
  if (!menu.data?.group) return <NotFoundPage variant="notFound" />;
  const editing = drawer?.editing ?? null;

  return (
    <>
      <PageHeader
        title={t.itemsTitle(menu.data.group.title)}
        subtitle={<span dir="ltr" className="pk-menu-key">{menu.data.group.key}</span>}
        back="/menu"
        extra={
          can('create_menu') ? (
            <Button type="primary" icon={<PlusOutlined />} disabled={dirty} onClick={() => setDrawer({ editing: null })}>
              {t.addItem}
            </Button>
          ) : null
        }
      />
      <Card>
        {canSort ? (
          <div className="pk-menu-toolbar">
            <Typography.Text type="secondary">{t.dragHelp}</Typography.Text>
            <Space wrap>
              <Button type="primary" icon={<SaveOutlined />} disabled={!dirty} loading={saving} onClick={() => void save()}>
                {t.saveOrder}
              </Button>
              <Button icon={<ReloadOutlined />} disabled={!dirty || saving} onClick={() => setDraft(null)} >
                {t.resetOrder}
              </Button>
            </Space>
          </div>
        ) : null}
        {dirty ? <Alert type="warning" showIcon title={t.orderDirty} className="pk-mb" /> : null}
        {error ? <Alert type="error" showIcon title={error} className="pk-mb" data-testid="tree-error" /> : null}
        {tree.length === 0 ? (
          <Empty description={t.empty} />
        ) : (
          <NestedSortable<MenuNode>
            value={tree}
            disabled={!canSort || saving}
            indent={screens.md ? 28 : 14}
            onChange={(next) => setDraft(next)}
            aria-label={t.itemsTitle(menu.data.group.title)}
            renderItem={(n) => (
              <div className="pk-menu-row" data-testid="menu-row">
                <div className="pk-menu-row-main">
                  <span className="pk-menu-row-title">{n.title}</span>
                  <span className={n.link?.url ? 'pk-menu-row-link pk-ltr' : 'pk-menu-row-link'}>
                    {n.link?.broken ? <Typography.Text type="danger">{linkSummary(n.link)}</Typography.Text> : linkSummary(n.link)}
                  </span>
                </div>
                {n.new_tab ? (
                  <Tooltip title={t.newTab}>
                    <ExportOutlined aria-label={t.newTab} className="pk-menu-row-icon" />
                  </Tooltip>
                ) : null}
                {!n.status ? <Tag>{t.hidden}</Tag> : null}
                {can('update_menu') ? (
                  <Tooltip title={t.edit}>
                    <Button type="text" size="small" icon={<EditOutlined />} disabled={dirty} aria-label={`${t.edit} ${n.title}`} onClick={() => setDrawer({ editing: n })} />
                  </Tooltip>
                ) : null}
                {can('delete_menu') ? (
                  <Tooltip title={t.delete}>
                    <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={dirty} aria-label={`${t.delete} ${n.title}`} onClick={() => remove(n)} />
                  </Tooltip>
                ) : null}
              </div>
            )}
          />
        )}
      </Card>
      {drawer ? (
        <MenuItemDrawer
          open
          groupId={menu.data.group.id}
          tree={menu.data.tree}
          editing={editing}
          editingParent={editing ? (parentOf(menu.data.tree, editing.id) ?? null) : null}
          onClose={() => setDrawer(null)}
          onSaved={() => {
            setDrawer(null);
            message.success(t.saved);
            void refresh();
          }}
        />
      ) : null}
      {del.modal}
      {guard.element}
    </>
  );
}

