import { dashboardText as t } from '@pishkhan/common/i18n/fa/screens';
import { CountCard } from '../../system/dashboard/CountCard';
import type { WidgetProps } from '../../system/dashboard/widgets';

/** Post comments waiting for a decision, opening their queue. */
export default function PendingPostCommentsWidget({ data }: WidgetProps<{ pending: number }>) {
  return <CountCard title={t.pendingPostComments} count={data?.pending} to="/post-comment?status=pending" testId="pending-post-comments" />;
}
