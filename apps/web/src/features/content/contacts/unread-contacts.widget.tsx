import { dashboardText as t } from '@pishkhan/common/i18n/fa/screens';
import { CountCard } from '../../system/dashboard/CountCard';
import type { WidgetProps } from '../../system/dashboard/widgets';

/** Contact messages nobody has read, opening the unread ones. */
export default function UnreadContactsWidget({ data }: WidgetProps<{ unread: number }>) {
  return <CountCard title={t.unreadContacts} count={data?.unread} to="/contact?status=unread" testId="unread-contacts" />;
}
