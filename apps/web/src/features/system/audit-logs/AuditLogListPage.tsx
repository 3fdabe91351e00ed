import { auditText as t } from '@pishkhan/common/i18n/fa/screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { actionLabelsFa } from '@pishkhan/common/i18n/fa/labels';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { api, type DataResponse } from '../../../app/api';
import { useCan } from '../../../app/session';
import { adminFilter, dateColumn, ListPage, Ltr, type ListColumn, type ListFilter } from '../../../components/crud';
import { AuditRangeFilter } from './AuditRangeFilter';
import { ActionTag, AuditChanges, EntryTitle, fieldLabel } from './AuditChanges';
import { AUDIT_ENTITIES_API, AUDIT_LOGS_API, type AuditLog } from './audit-log.api';

const columns: ListColumn<AuditLog>[] = [
  dateColumn<AuditLog>('created_at', t.date),
  {
    key: 'admin',
    title: t.admin,
    render: (_: unknown, r: AuditLog) =>
      r.admin ? (
        <span>
          {r.admin.name || <Ltr>{r.admin.username}</Ltr>}
        </span>
      ) : (
        <Typography.Text type="secondary">{t.system}</Typography.Text>
      ),
  },
  { key: 'action', title: t.action, dataIndex: 'action', render: (a: string) => <ActionTag action={a} /> },
  {
    key: 'entity',
    title: t.entity,
    render: (_: unknown, r: AuditLog) => <EntryTitle entry={r} />,
  },
  {
    key: 'changes',
    title: t.changes,
    render: (_: unknown, r: AuditLog) => {
      const labels = r.items?.map((i) => i.label) ?? Object.keys(r.changes ?? {}).map((k) => fieldLabel(r.entity, k));
      if (!labels.length) return <Typography.Text type="secondary">{t.noChanges}</Typography.Text>;
      const text = [...new Set(labels)].join(crudText.listSeparator);
      return (
        <span className="pk-ellipsis" title={text}>
          {text}
        </span>
      );
    },
  },
  { key: 'ip', title: t.ip, dataIndex: 'ip', render: (ip: string | null) => (ip ? <Ltr>{ip}</Ltr> : null) },
];

/** /admin/audit-logs — filters: admin, entity, action, Jalali date range; changes before → after. */
export default function AuditLogListPage() {
  const can = useCan();
  const entities = useQuery({
    queryKey: [AUDIT_ENTITIES_API],
    queryFn: () => api.get<DataResponse<{ name: string; label: string }[]>>(AUDIT_ENTITIES_API).then((r) => r.data),
    staleTime: Infinity,
  });
  const filters: ListFilter[] = [
    ...adminFilter(can('read_admin'), { placeholder: t.allAdmins, label: t.admin }),
    { name: 'entity', label: t.allEntities, options: (entities.data ?? []).map((e) => ({ value: e.name, label: e.label })), width: 160 },
    { name: 'action', label: t.allActions, options: Object.entries(actionLabelsFa).map(([value, label]) => ({ value, label })), width: 140 },
    { name: 'from', render: (ctx) => <AuditRangeFilter ctx={ctx} /> },
  ];
  return (
    <ListPage<AuditLog>
      title={t.title}
      apiPath={AUDIT_LOGS_API}
      basePath="/audit-logs"
      columns={columns}
      searchable={false}
      filters={filters}
      expandable={{
        expandedRowRender: (r: AuditLog) => <AuditChanges entry={r} />,
        rowExpandable: (r: AuditLog) => Object.keys(r.changes ?? {}).length > 0,
      }}
    />
  );
}
