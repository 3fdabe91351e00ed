import { sql } from 'drizzle-orm';
import { dayOfIso, isoOfDay, tehranToday } from '@pishkhan/common/jalali-days';
import { changeOf, REPORT_CHANNELS, type ReportChannel } from '@pishkhan/common/report';
import type { OrderReportMeasure } from '@pishkhan/common/reports/orders.columns';
import type { App, Ctx } from '../../../lib/app-types';
import { registerWidget } from '../../../lib/dashboard';
import { periodFigures, presetRange, rangeOut, registerPeriodReport, type DayRange } from '../../../lib/report';
import { products } from '../../catalog/products/product.table';
import { factPeriods, factRows } from '../facts/fact-periods';
import { deriveSales, orderReport, saleDayFigures } from './order-report';

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
      const sum = (r: DayRange, channel?: ReportChannel) => {
        const v: Record<OrderReportMeasure, number> = { count: 0, gross: 0, discount: 0, returns: 0, net: 0, shipping: 0, total: 0 };
        for (const f of figures) {
          const d = dayOfIso(f.day);
          if (d >= r.first && d <= r.last && (!channel || f.channel === channel)) for (const k of ['count', 'gross', 'discount', 'returns', 'shipping'] as const) v[k] += f.values[k];
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
            {
              range: rangeOut(p.range),
              previous_range: rangeOut(p.previous),
              net: cur.net,
              count: cur.count,
              previous_net: prev.net,
              previous_count: prev.count,
              change: changeOf(cur.net, prev.net),
              // Each channel's net sales and their change against the same stretch before.
              channels: Object.fromEntries(
                REPORT_CHANNELS.map((c) => {
                  const a = sum(p.range, c);
                  const b = sum(p.previous, c);
                  return [c, { net: a.net, count: a.count, previous_net: b.net, change: changeOf(a.net, b.net) }];
                }),
              ),
            },
          ];
        }),
      );
    },
  });

  // The products that sold the most this Jalali month, online and in store, at the price charged
  // (online: lines not removed of orders in a counted status, unit price less the line's discount; in
  // store: sale lines of receipts not voided), by amount: the month's day facts (product_sale_days).
  registerWidget(app, {
    key: 'top_products',
    permission: orderReport.permission,
    order: 45,
    load: async () => {
      const { range } = presetRange('this_month', tehranToday());
      const facts = factRows(await factPeriods(db, range, 'product_sale_days'), { periods: 'product_sale_periods', days: 'product_sale_days' }, sql`f.product_id, f.quantity, f.charged`, REPORT_CHANNELS);
      const res = await db.execute(sql`
        select t.product_id::int as id, p.title, t.quantity::bigint as quantity, t.amount::bigint as amount
        from (select product_id, sum(quantity) as quantity, sum(charged) as amount from (${facts}) f group by product_id having sum(quantity) > 0 order by 3 desc, 1 limit 5) t
        join ${products} p on p.id = t.product_id
        order by t.amount desc, t.product_id`);
      const rows = (res.rows as { id: number; title: string; quantity: string | number; amount: string | number }[]).map((r) => ({ id: r.id, title: r.title, quantity: Number(r.quantity), amount: Number(r.amount) }));
      return { range: rangeOut(range), rows };
    },
  });

  // The last 30 days' net sales per day, online and in store: the sales report's chart of that preset.
  registerWidget(app, {
    key: 'sales_chart',
    permission: orderReport.permission,
    order: 40,
    load: async () => {
      const { range } = presetRange('last_30_days', tehranToday());
      const { series, totals } = await periodFigures(orderReport, db, range, 'both', 'day');
      return { range: rangeOut(range), series, net: totals.net };
    },
  });
}
