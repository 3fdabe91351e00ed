import { dashboardText as t } from '@pishkhan/common/i18n/fa/screens';
import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { Suspense } from 'react';
import { api, errorMessage, type DataResponse } from '../../../app/api';
// Direct imports: the crud barrel would pull the list page's table into this chunk.
import { PageHeader } from '../../../components/crud/PageHeader';
import { WIDGETS } from './widgets';

type Dashboard = Record<string, unknown> & { widgets?: string[] };

/**
 * /admin — the widgets the server answered for this admin (GET /api/admin/dashboard: `widgets` and
 * each one's figures), drawn by the components registered under the same keys (./widgets). The
 * welcome shows at once, from the session, while the figures load.
 */
export default function DashboardPage() {
  const q = useQuery({
    queryKey: ['/api/admin/dashboard'],
    queryFn: () => api.get<DataResponse<Dashboard>>('/api/admin/dashboard').then((r) => r.data),
  });
  const data = q.data && !Array.isArray(q.data) ? q.data : undefined;
  const keys = data?.widgets ?? ['welcome', ...[...WIDGETS.keys()].filter((k) => k !== 'welcome' && data && k in data)];
  return (
    <div>
      <PageHeader title={t.title} />
      <div className="pk-dashboard">
        {keys.map((key) => {
          const Widget = WIDGETS.get(key);
          return Widget ? (
            <section key={key} className={`pk-widget pk-widget-${key}`} data-widget={key}>
              <Suspense fallback={<Skeleton active />}>
                <Widget data={data?.[key]} />
              </Suspense>
            </section>
          ) : null;
        })}
        {q.isPending ? <Skeleton active /> : q.isError ? <Alert type="error" showIcon title={errorMessage(q.error)} /> : null}
      </div>
    </div>
  );
}
