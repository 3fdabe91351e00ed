import { OrderedListOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Skeleton, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { api, errorMessage, type ListResponse } from '../../app/api';
import { useCan } from '../../app/session';
import type { NestedSortableProps, TreeNode } from '../inputs/NestedSortable';
import { lazyPart } from './lazyPart';

/** The drag list loads with the dialog (its drag-and-drop library is a screen's worth of code). */
const NestedSortable = lazyPart(
  () => import('../inputs/NestedSortable').then((m) => m.NestedSortable as (props: NestedSortableProps<TreeNode>) => ReactNode),
  <Skeleton active />,
);

export interface SortButtonText {
  sort: string;
  sortTitle: string;
  sortHelp: string;
  saveOrder: string;
  sortSaved: string;
}

export interface SortButtonProps<T extends { id: number }> {
  /** The list endpoint (read with `sort=position`, at most 100 rows). */
  apiPath: string;
  /** Fixed query of the rows to order (a group's: `{ group: 'desktop' }`). */
  query?: Record<string, string>;
  /** `PUT { ids }` saves the order (`POST` with `method: 'post'`). */
  orderPath: string;
  method?: 'put' | 'post';
  /** Shown only to admins holding it. */
  permission: string;
  text: SortButtonText;
  /** The row's title (for the drag handle's accessible name). */
  title: (row: T) => string;
  renderItem: (row: T) => ReactNode;
  /** Every row to order, for a list longer than the 100 rows read by default (a partial order is refused). */
  load?: () => Promise<T[]>;
}

type Item<T> = TreeNode & { id: number; row: T };

/** A list's «sort» button: drag the rows (one level) and save their order in one request. */
export function SortButton<T extends { id: number }>({ apiPath, query, orderPath, method = 'put', permission, text: t, title, renderItem, load }: SortButtonProps<T>) {
  const can = useCan();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<Item<T>[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [apiPath, 'sort', query],
    queryFn: () => (load ? load().then((data) => ({ data })) : api.get<ListResponse<T>>(apiPath, { ...query, sort: 'position', per_page: 100 })),
    enabled: open,
  });
  useEffect(() => {
    if (open && list.data && items === null) setItems(list.data.data.map((r) => ({ id: r.id, title: title(r), row: r, children: [] })));
  }, [open, list.data, items, title]);
  if (!can(permission)) return null;

  const close = () => {
    setOpen(false);
    setItems(null);
    setError(null);
  };
  const save = async () => {
    if (!items) return;
    setSaving(true);
    setError(null);
    try {
      await api[method](orderPath, { ids: items.map((i) => i.id) });
      message.success(t.sortSaved);
      await qc.invalidateQueries({ queryKey: [apiPath] });
      close();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button icon={<OrderedListOutlined />} onClick={() => setOpen(true)}>
        {t.sort}
      </Button>
      <Modal open={open} title={t.sortTitle} onCancel={close} onOk={() => void save()} okText={t.saveOrder} confirmLoading={saving} destroyOnHidden>
        <Typography.Paragraph type="secondary">{t.sortHelp}</Typography.Paragraph>
        {error ? <Alert type="error" showIcon title={error} className="pk-mb" /> : null}
        {items === null ? (
          <Skeleton active />
        ) : (
          <NestedSortable value={items} maxDepth={1} onChange={(next) => setItems(next as Item<T>[])} aria-label={t.sortTitle} renderItem={(n) => renderItem((n as Item<T>).row)} />
        )}
      </Modal>
    </>
  );
}
