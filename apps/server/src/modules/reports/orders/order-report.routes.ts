import { dayOfIso, tehranToday } from '@pishkhan/common/jalali-days';
import { changeOf, REPORT_CHANNELS } from '@pishkhan/common/report';
import type { App, Ctx } from '../../../lib/app-types';
import { registerWidget } from '../../../lib/dashboard';
import { presetRange, rangeOut, registerPeriodReport, type DayRange } from '../../../lib/report';
import { deriveSales, orderReport, saleDayFigures, type OrderReportMeasure } from './order-report';

const PERIODS = { today: 'today', week: 'this_week', month: 'this_month' } as const;

/** The sales report (GET /api/admin/reports/orders, /export) and the dashboard's sales widget. */
export async function orderReportRoutes(app: App, { db }: Ctx) {
  registerPeriodReport(app, db, orderReport);

  // Net sales (online and in store) today, this Jalali week and this Jalali month, each against the
  // same stretch of the period before: one read of the day totals from the earliest day needed.
  registerWidget(app, {
    key: 'sales',
    permission: orderReport.permission,
    order: 20,
    load: async () => {
      const today = tehranToday();
      const periods = Object.entries(PERIODS).map(([key, preset]) => ({ key, ...presetRange(preset, today) }));
      const span: DayRange = { first: Math.min(...periods.map((p) => p.previous.first)), last: today };
      const figures = await saleDayFigures(db, span, [...REPORT_CHANNELS]);
      const sum = (r: DayRange) => {
        const v: Record<OrderReportMeasure, number> = { count: 0, gross: 0, discount: 0, returns: 0, net: 0, shipping: 0, total: 0 };
        for (const f of figures) {
          const d = dayOfIso(f.day);
          if (d >= r.first && d <= r.last) for (const k of ['count', 'gross', 'discount', 'returns', 'shipping'] as const) v[k] += f.values[k];
        }
        deriveSales(v);
        return v;
      };
      return Object.fromEntries(
        periods.map((p) => {
          const cur = sum(p.range);
          const prev = sum(p.previous);
          return [
            p.key,
            { range: rangeOut(p.range), previous_range: rangeOut(p.previous), net: cur.net, count: cur.count, previous_net: prev.net, previous_count: prev.count, change: changeOf(cur.net, prev.net) },
          ];
        }),
      );
    },
  });
}
