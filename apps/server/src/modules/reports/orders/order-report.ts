import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { orderReportText as t } from '@pishkhan/common/i18n/fa/reports';
import { ORDER_REPORT_COLUMNS, type OrderReportMeasure } from '@pishkhan/common/reports/orders.columns';
import { isoOfDay } from '@pishkhan/common/jalali-days';
import { ACTIVE_ORDER_STATUSES } from '@pishkhan/common/order';
import type { ReportChannel } from '@pishkhan/common/report';
import type { Db } from '../../../db/client';
import type { DayRange, PeriodReport } from '../../../lib/report';
import { saleDays } from './sale-day.table';

/**
 * The sales (orders) report — domain reference §6.8; definitions in docs/reports.md. Online: orders
 * in an active status (new, in progress, delivered, received, reserved); in store: receipts not
 * voided; each on the Tehran day it was placed. Read from sale_days (whole days only).
 */

/** The statuses that count as a sale, per channel. */
export const COUNTED_STATUSES: Record<ReportChannel, readonly string[]> = {
  online: ACTIVE_ORDER_STATUSES,
  in_store: ['completed'],
};

/** The counted sales of the channels per day, from the day totals. */
export async function saleDayFigures(db: Db, range: DayRange, channels: ReportChannel[]) {
  const rows = await db
    .select({
      day: saleDays.day,
      channel: saleDays.channel,
      count: sql<number>`sum(${saleDays.count})`.mapWith(Number),
      gross: sql<number>`sum(${saleDays.gross})`.mapWith(Number),
      discount: sql<number>`sum(${saleDays.discount})`.mapWith(Number),
      returns: sql<number>`sum(${saleDays.returns})`.mapWith(Number),
      shipping: sql<number>`sum(${saleDays.shipping})`.mapWith(Number),
    })
    .from(saleDays)
    .where(
      and(
        gte(saleDays.day, isoOfDay(range.first)),
        lte(saleDays.day, isoOfDay(range.last)),
        or(...channels.map((c) => and(eq(saleDays.channel, c), inArray(saleDays.status, [...COUNTED_STATUSES[c]])))),
      ),
    )
    .groupBy(saleDays.day, saleDays.channel);
  return rows.map((r) => ({
    day: r.day,
    channel: r.channel as ReportChannel,
    values: { count: r.count, gross: r.gross, discount: r.discount, returns: r.returns, shipping: r.shipping, net: 0, total: 0 },
  }));
}

/** Net sales = gross − discounts − returns; total sales = net + shipping. */
export function deriveSales(v: Record<OrderReportMeasure, number>) {
  v.net = v.gross - v.discount - v.returns;
  v.total = v.net + v.shipping;
}

export const orderReport: PeriodReport<OrderReportMeasure> = {
  key: 'orders',
  permission: 'read_report',
  measures: ORDER_REPORT_COLUMNS,
  chart: 'net',
  days: saleDayFigures,
  derive: deriveSales,
  sheet: { file: t.file, name: t.sheet },
};
