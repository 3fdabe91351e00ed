import { adminsText as t } from '@pishkhan/common/i18n/fa/screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { Tag } from 'antd';
import { useCallback } from 'react';
import { formatDateTime } from '../../../app/format';
import { useSession } from '../../../app/session';
import { type ListColumn, type ListFilter, ListPage, ltrColumn, ResourceSelect, standardBulk, statusColumn, statusOptions } from '../../../components/crud';
import { ADMINS_API, type Admin } from './admin.api';
import { AdminStatusButton } from './AdminStatusButton';

const columns: ListColumn<Admin>[] = [
  ltrColumn<Admin>('username', t.username, { sortKey: 'username' }),
  { key: 'name', title: t.name, dataIndex: 'name', sortKey: 'name' },
  { key: 'role', title: t.role, render: (_: unknown, r: Admin) => (r.role ? <Tag color={r.role.is_super ? 'gold' : 'blue'}>{r.role.label}</Tag> : null) },
  ltrColumn<Admin>('mobile', t.mobile),
  ltrColumn<Admin>('email', t.email),
  statusColumn<Admin>(),
  {
    key: 'last_login_at',
    title: t.lastLogin,
    dataIndex: 'last_login_at',
    sortKey: 'last_login_at',
    render: (v: string | null) => <span className="pk-nowrap">{v ? formatDateTime(v) : t.never}</span>,
  },
];
const bulk = standardBulk<Admin>(ADMINS_API, 'admin');

/** /admin/admins — list, search, create, edit, disable, delete; one role each. */
export default function AdminListPage() {
  const { home, can } = useSession();
  const me = home.admin.id;
  const filters: ListFilter[] = [
    { name: 'status', label: crudText.status, options: statusOptions },
    ...(can('read_role')
      ? [
          {
            name: 'role_id',
            render: (ctx) => (
              <ResourceSelect
                apiPath="/api/admin/roles"
                optionLabel={(r: { id: number; label: string }) => r.label}
                placeholder={t.allRoles}
                aria-label={t.role}
                style={{ minWidth: 160 }}
                value={ctx.value('role_id') ? Number(ctx.value('role_id')) : undefined}
                onChange={(v) => ctx.set({ role_id: v as number | undefined })}
              />
            ),
          } satisfies ListFilter,
        ]
      : []),
  ];
  const rowActions = useCallback((r: Admin) => (can('update_admin') && r.id !== me ? <AdminStatusButton admin={r} /> : null), [can, me]);
  return (
    <ListPage<Admin>
      title={t.title}
      apiPath={ADMINS_API}
      permission="admin"
      basePath="/admins"
      columns={columns}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      filters={filters}
      bulkActions={bulk}
      rowActions={rowActions}
      rowName={(r) => r.name || r.username}
      canDeleteRow={(r) => r.id !== me}
    />
  );
}
