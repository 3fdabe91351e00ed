import { dashboardText as t } from '@pishkhan/common/i18n/fa/screens';
import { Card, Typography } from 'antd';
import { formatDateTime } from '../../../app/format';
import { useSession } from '../../../app/session';
import type { Admin } from '../../../app/types';
import type { WidgetProps } from './widgets';

/** The welcome: the admin's name and last sign-in (from the session until the dashboard answers). */
export default function WelcomeWidget({ data }: WidgetProps<Admin>) {
  const { home } = useSession();
  const admin = data ?? home.admin;
  return (
    <Card className="pk-welcome" variant="borderless">
      <Typography.Title level={3}>{t.welcome(admin.name || admin.username)}</Typography.Title>
      <Typography.Paragraph>{t.welcomeBody}</Typography.Paragraph>
      {admin.last_login_at ? <Typography.Text type="secondary">{t.lastLogin(formatDateTime(admin.last_login_at))}</Typography.Text> : null}
    </Card>
  );
}
