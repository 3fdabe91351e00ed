import { dashboardText as t } from '@pishkhan/common/i18n/fa/screens';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { api, errorMessage, type DataResponse } from '../../../app/api';
import { formatDateTime } from '../../../app/format';
import { useSession } from '../../../app/session';
import type { Admin } from '../../../app/types';
// Direct imports: the crud barrel would pull the list page's table into this chunk.
import { PageHeader } from '../../../components/crud/PageHeader';
import { ActionTag, AuditChanges, EntryTitle } from '../audit-logs/AuditChanges';
import type { AuditLog } from '../audit-logs/audit-log.api';

interface Dashboard {
  admin?: Admin;
  recent_activity: AuditLog[];
  active_sessions?: number;
  counts?: Record<string, number>;
}

/** /admin — a welcome and the admin's own recent activity from the audit log. */
export default function DashboardPage() {
  const { home, can } = useSession();
  const q = useQuery({
    queryKey: ['/api/admin/dashboard'],
    queryFn: () => api.get<DataResponse<Dashboard>>('/api/admin/dashboard').then((r) => r.data),
  });
  const admin = q.data?.admin ?? home.admin;
  const counts = Object.entries({
    ...(q.data?.active_sessions !== undefined ? { active_sessions: q.data.active_sessions } : {}),
    ...q.data?.counts,
  }).filter(([k]) => t.countLabels[k]);
  return (
    <div>
      <PageHeader title={t.title} />
      <Card className="pk-welcome" variant="borderless">
        <Typography.Title level={3}>{t.welcome(admin.name || admin.username)}</Typography.Title>
        <Typography.Paragraph>{t.welcomeBody}</Typography.Paragraph>
        {admin.last_login_at ? <Typography.Text type="secondary">{t.lastLogin(formatDateTime(admin.last_login_at))}</Typography.Text> : null}
      </Card>
      {counts.length > 0 ? (
        <Row gutter={[12, 12]} className="pk-mb">
          {counts.map(([k, v]) => (
            <Col key={k} xs={12} md={6}>
              <Card>
                <Statistic title={t.countLabels[k]} value={v} />
              </Card>
            </Col>
          ))}
        </Row>
      ) : null}
      <Card
        title={t.recentActivity}
        extra={can('read_audit_log') ? <Link to="/audit-logs">{t.allActivity}</Link> : null}
      >
        {q.isPending ? (
          <Skeleton active />
        ) : q.isError ? (
          <Alert type="error" showIcon title={errorMessage(q.error)} />
        ) : q.data.recent_activity.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noActivity} />
        ) : (
          <ul className="pk-activity">
            {q.data.recent_activity.map((e) => (
              <li key={e.id} data-testid="activity-item">
                <div className="pk-activity-title">
                  <ActionTag action={e.action} /> <EntryTitle entry={e} />
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
    </div>
  );
}
