import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { dayOfIso, isoOfDay, tehranToday } from '@pishkhan/common/jalali-days';
import { changeOf, REPORT_CHANNELS, type ReportChannel } from '@pishkhan/common/report';
import type { App, Ctx } from '../../../lib/app-types';
import { registerWidget } from '../../../lib/dashboard';
import { periodFigures, presetRange, rangeOut, registerPeriodReport, type DayRange } from '../../../lib/report';
import { orderItems, orders } from '../../sales/orders/order.table';
import { COUNTED_STATUSES, deriveSales, orderReport, saleDayFigures, type OrderReportMeasure } from './order-report';

/**
 * The month's top products, per Jalali month: answered from memory and refreshed in the background
 * when older than a minute (reading a month of order lines costs up to a second at a million orders a
 * year), so only the first request of a process or a month waits for it.
 */
const topProducts = new Map<string, { at: number; value: Promise<unknown>; refreshing: boolean }>();
export const clearTopProducts = () => topProducts.clear();
function freshTop(key: string, compute: () => Promise<unknown>): Promise<unknown> {
  const hit = topProducts.get(key);
  if (!hit) {
    if (topProducts.size > 4) topProducts.clear();
    const entry = { at: Date.now(), value: compute(), refreshing: false };
    entry.value.catch(() => topProducts.delete(key));
    topProducts.set(key, entry);
    return entry.value;
  }
  if (Date.now() - hit.at > 60_000 && !hit.refreshing) {
    hit.refreshing = true;
    compute().then(
      (v) => topProducts.set(key, { at: Date.now(), value: Promise.resolve(v), refreshing: false }),
      () => (hit.refreshing = false),
    );
  }
  return hit.value;
}

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

  // The products that sold the most this Jalali month (online orders in a counted status, lines not
  // removed, at the price charged), by amount. Read from the month's orders through their created_at
  // index; from memory, refreshed in the background each minute (freshTop).
  registerWidget(app, {
    key: 'top_products',
    permission: orderReport.permission,
    order: 45,
    load: () => {
      const today = tehranToday();
      const { range } = presetRange('this_month', today);
      return freshTop(isoOfDay(range.first), async () => {
        const from = sql`(${isoOfDay(range.first)}::date::timestamp at time zone 'Asia/Tehran')`;
        const amount = sql<number>`sum(${orderItems.quantity}::bigint * (${orderItems.unitPrice} - ${orderItems.unitDiscount}))`.mapWith(Number);
        const rows = await db
          .select({ id: orderItems.productId, title: sql<string>`max(${orderItems.title})`, quantity: sql<number>`sum(${orderItems.quantity})`.mapWith(Number), amount })
          .from(orders)
          .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
          .where(and(gte(orders.createdAt, from), inArray(orders.status, [...COUNTED_STATUSES.online]), eq(orderItems.status, true)))
          .groupBy(orderItems.productId)
          .orderBy(desc(amount))
          .limit(5);
        return { range: rangeOut(range), rows };
      });
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
