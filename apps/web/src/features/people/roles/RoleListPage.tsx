import { rolesText as t } from '@pishkhan/common/i18n/fa/screens';
import { Tag } from 'antd';
import { faDigits } from '../../../app/format';
import { dateColumn, ListPage, type ListColumn } from '../../../components/crud';
import { ROLES_API, type Role } from './role.api';

const columns: ListColumn<Role>[] = [
  { key: 'label', title: t.label, dataIndex: 'label', sortKey: 'label', render: (l: string, r: Role) => (r.is_super ? <Tag color="gold">{l}</Tag> : l) },
  { key: 'permissions', title: t.permissionsCount, render: (_: unknown, r: Role) => (r.is_super ? t.all : faDigits(r.permissions.length)) },
  { key: 'admins_count', title: t.adminsCount, dataIndex: 'admins_count', render: (n: number) => faDigits(n) },
  dateColumn<Role>(),
];

/** /admin/roles — the super role is neither edited nor deleted (it holds every permission). */
export default function RoleListPage() {
  return (
    <ListPage<Role>
      title={t.title}
      apiPath={ROLES_API}
      permission="role"
      basePath="/roles"
      columns={columns}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      rowName={(r) => r.label}
      canEditRow={(r) => !r.is_super}
      canDeleteRow={(r) => !r.is_super}
    />
  );
}
