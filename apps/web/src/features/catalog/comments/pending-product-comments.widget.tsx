import { dashboardText as t } from '@pishkhan/common/i18n/fa/screens';
import { CountCard } from '../../system/dashboard/CountCard';
import type { WidgetProps } from '../../system/dashboard/widgets';

/** Product comments waiting for a decision, opening their queue. */
export default function PendingProductCommentsWidget({ data }: WidgetProps<{ pending: number }>) {
  return <CountCard title={t.pendingProductComments} count={data?.pending} to="/comments?status=pending" testId="pending-product-comments" />;
}
