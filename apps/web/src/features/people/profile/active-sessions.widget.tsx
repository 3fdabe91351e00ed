import { dashboardText as t } from '@pishkhan/common/i18n/fa/screens';
import { Card, Statistic } from 'antd';
import { formatNumber } from '../../../app/format';
import type { WidgetProps } from '../../system/dashboard/widgets';

/** The admin's open sessions. */
export default function ActiveSessionsWidget({ data }: WidgetProps<number>) {
  return (
    <Card>
      <Statistic title={t.countLabels.active_sessions} value={data ?? 0} formatter={(v) => formatNumber(Number(v))} />
    </Card>
  );
}
