import { dashboardText as t } from '@pishkhan/common/i18n/fa/screens';
import { Card, Empty } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../../app/format';
import { useSession } from '../../../app/session';
import type { WidgetProps } from '../dashboard/widgets';
import { ActionTag, AuditChanges, EntryTitle } from './AuditChanges';
import type { AuditLog } from './audit-log.api';

/** The admin's own recent changes, from the audit log. */
export default function RecentActivityWidget({ data }: WidgetProps<AuditLog[]>) {
  const { can } = useSession();
  const rows = data ?? [];
  return (
    <Card title={t.recentActivity} extra={can('read_audit_log') ? <Link to="/audit-logs">{t.allActivity}</Link> : null}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noActivity} />
      ) : (
        <ul className="pk-activity">
          {rows.map((e) => (
            <li key={e.id} data-testid="activity-item">
              <div className="pk-activity-title">
                <ActionTag entry={e} /> <EntryTitle entry={e} />
              </div>
              <div className="pk-activity-desc">
                <AuditChanges entry={e} />
                <span className="pk-notif-date">{formatDateTime(e.created_at)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
