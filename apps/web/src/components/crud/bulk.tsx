import { CheckCircleOutlined, DeleteOutlined, StopOutlined } from '@ant-design/icons';
import { crudText as t } from '@pishkhan/common/i18n/fa/ui';
import { api, errorMessage } from '../../app/api';
import { faDigits } from '../../app/format';
import type { BulkAction } from './ListPage';
import type { Id } from './useResource';

async function each(ids: Id[], call: (id: Id) => Promise<unknown>) {
  const results = await Promise.allSettled(ids.map(call));
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  return { failed: failures.length, messages: [...new Set(failures.map((f) => errorMessage(f.reason)))] };
}

/** Bulk delete: DELETE each selected id; refusals (409 in use …) are counted and their messages shown. */
export function bulkDelete<T>(apiPath: string, permission?: string): BulkAction<T> {
  return {
    key: 'delete',
    label: t.bulkDelete,
    danger: true,
    icon: <DeleteOutlined />,
    ...(permission ? { permission } : {}),
    confirm: (n) => t.bulkDeleteConfirm(faDigits(n)),
    run: (ids) => each(ids, (id) => api.delete(`${apiPath}/${id}`)),
  };
}

/** Bulk enable / disable: PATCH { [field]: value } on each selected id. */
export function bulkStatus<T>(apiPath: string, value: boolean, permission?: string, field = 'status'): BulkAction<T> {
  return {
    key: value ? 'enable' : 'disable',
    label: value ? t.bulkEnable : t.bulkDisable,
    icon: value ? <CheckCircleOutlined /> : <StopOutlined />,
    ...(permission ? { permission } : {}),
    run: (ids) => each(ids, (id) => api.patch(`${apiPath}/${id}`, { [field]: value })),
  };
}

/** The usual bulk actions of a resource with a status: enable, disable, delete (`update_X`, `delete_X`). */
export function standardBulk<T>(apiPath: string, resource: string): BulkAction<T>[] {
  return [bulkStatus<T>(apiPath, true, `update_${resource}`), bulkStatus<T>(apiPath, false, `update_${resource}`), bulkDelete<T>(apiPath, `delete_${resource}`)];
}
