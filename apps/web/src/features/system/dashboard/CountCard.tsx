import { dashboardText as t } from '@pishkhan/common/i18n/fa/screens';
import { Card } from 'antd';
import { Link } from 'react-router';
import { formatNumber } from '../../../app/format';

/** A dashboard figure that is one count opening its list (pending comments, unread messages). */
export function CountCard({ title, count, to, testId }: { title: string; count: number | undefined; to: string; testId: string }) {
  return (
    <Card className="pk-count-card">
      <Link to={to} className="pk-dash-row" data-testid={testId}>
        <span>{title}</span>
        <strong className="pk-dash-count">{formatNumber(count ?? 0)}</strong>
      </Link>
      <Link to={to} className="pk-dash-meta">
        {t.open}
      </Link>
    </Card>
  );
}
