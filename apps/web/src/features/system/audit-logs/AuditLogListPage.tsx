import { auditText as t } from '@pishkhan/common/i18n/fa/screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { api, type DataResponse } from '../../../app/api';
import { useCan } from '../../../app/session';
import { AdminName, adminFilter, dateColumn, ListPage, Ltr, type ListColumn, type ListFilter } from '../../../components/crud';
import { AuditRangeFilter } from './AuditRangeFilter';
import { ActionTag, AuditChanges, EntryTitle, useFieldLabels } from './AuditChanges';
import { AUDIT_ACTIONS_API, AUDIT_ENTITIES_API, AUDIT_LOGS_API, type AuditLog } from './audit-log.api';

/** The labels of the fields an entry changed, on one line. */
function ChangedFields({ entry }: { entry: AuditLog }) {
  const fieldLabel = useFieldLabels(!entry.items);
  const labels = entry.items?.map((i) => i.label) ?? (fieldLabel ? Object.keys(entry.changes ?? {}).map((k) => fieldLabel(entry.entity, k)) : null);
  if (!labels) return null;
  if (!labels.length) return <Typography.Text type="secondary">{t.noChanges}</Typography.Text>;
  const text = [...new Set(labels)].join(crudText.listSeparator);
  return (
    <span className="pk-ellipsis" title={text}>
      {text}
    </span>
  );
}

const options = (path: string) => ({
  queryKey: [path],
  queryFn: () => api.get<DataResponse<{ name: string; label: string }[]>>(path).then((r) => r.data.map((e) => ({ value: e.name, label: e.label }))),
  staleTime: Infinity,
});

const columns: ListColumn<AuditLog>[] = [
  dateColumn<AuditLog>('created_at', t.date),
  {
    key: 'admin',
    title: t.admin,
    render: (_: unknown, r: AuditLog) => <AdminName admin={r.admin} system={t.system} />,
  },
  { key: 'action', title: t.action, render: (_: unknown, r: AuditLog) => <ActionTag entry={r} /> },
  {
    key: 'entity',
    title: t.entity,
    render: (_: unknown, r: AuditLog) => <EntryTitle entry={r} />,
  },
  {
    key: 'changes',
    title: t.changes,
    render: (_: unknown, r: AuditLog) => <ChangedFields entry={r} />,
  },
  { key: 'ip', title: t.ip, dataIndex: 'ip', render: (ip: string | null) => (ip ? <Ltr>{ip}</Ltr> : null) },
];

/** /admin/audit-logs — filters: admin, entity, action, Jalali date range; changes before → after. */
export default function AuditLogListPage() {
  const can = useCan();
  // The choices come labelled from the server, as the entries do.
  const entities = useQuery(options(AUDIT_ENTITIES_API));
  const actions = useQuery(options(AUDIT_ACTIONS_API));
  const filters: ListFilter[] = [
    ...adminFilter(can('read_admin'), { placeholder: t.allAdmins, label: t.admin }),
    { name: 'entity', label: t.allEntities, options: entities.data ?? [], width: 160 },
    { name: 'action', label: t.allActions, options: actions.data ?? [], width: 140 },
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
