import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { visitReportText as t } from '@pishkhan/common/i18n/fa/visits';
import { isoOfDay, jalaliTextOfDay, tehranToday, type DayNumber } from '@pishkhan/common/jalali-days';
import { VISIT_MEASURES, VISIT_REPORT_COLUMNS, type VisitMeasure } from '@pishkhan/common/reports/visits.columns';
import type { Db } from '../../../db/client';
import type { DayRange, PeriodReport } from '../../../lib/report';
import { products } from '../../catalog/products/product.table';
import { posts } from '../../content/posts/post.table';
import { visitHours, visitItemDays } from './visit.table';

/**
 * The visit report (domain reference §3.43; definitions in docs/reports.md): per Tehran day, the
 * visits (a visitor counted once per hour, the hours summed), page views, product views and post
 * views, read from visit_hours (24 rows a day).
 */
export const VISIT_PERMISSION = 'read_report_visits';
export const TOP_ITEMS = 10;

const sums = {
  visits: sql<number>`sum(${visitHours.visits})`.mapWith(Number),
  page_views: sql<number>`sum(${visitHours.pageViews})`.mapWith(Number),
  product_views: sql<number>`sum(${visitHours.productViews})`.mapWith(Number),
  post_views: sql<number>`sum(${visitHours.postViews})`.mapWith(Number),
};

/** The figures of each day of a range that has any. */
export async function visitDayFigures(db: Db, range: DayRange) {
  const rows = await db
    .select({ day: visitHours.day, ...sums })
    .from(visitHours)
    .where(and(gte(visitHours.day, isoOfDay(range.first)), lte(visitHours.day, isoOfDay(range.last))))
    .groupBy(visitHours.day);
  return rows.map(({ day, ...values }) => ({ day, channel: 'visits', values }));
}

export const visitReport: PeriodReport<VisitMeasure> = {
  key: 'visit',
  permission: VISIT_PERMISSION,
  measures: VISIT_REPORT_COLUMNS,
  chart: 'visits',
  series: ['visits'],
  days: (db, range) => visitDayFigures(db, range),
  sheet: { file: t.file, name: t.sheet },
};

/** One day: its 24 Tehran hours (zeros included), the totals, its most viewed products and posts, and the days before and after it (none after today). */
export async function visitDay(db: Db, day: DayNumber) {
  const iso = isoOfDay(day);
  const rows = await db.select({ hour: visitHours.hour, ...sums }).from(visitHours).where(eq(visitHours.day, iso)).groupBy(visitHours.hour);
  const byHour = new Map(rows.map((r) => [r.hour, r]));
  const hours = Array.from({ length: 24 }, (_, hour) => {
    const r = byHour.get(hour);
    return { hour, visits: r?.visits ?? 0, page_views: r?.page_views ?? 0, product_views: r?.product_views ?? 0, post_views: r?.post_views ?? 0 };
  });
  const totals = Object.fromEntries(VISIT_MEASURES.map((m) => [m, hours.reduce((s, h) => s + h[m], 0)])) as Record<VisitMeasure, number>;
  const top = (kind: 'product' | 'post') =>
    db
      .select({ id: visitItemDays.itemId, views: visitItemDays.views, title: kind === 'product' ? products.title : posts.title })
      .from(visitItemDays)
      .leftJoin(kind === 'product' ? products : posts, eq(kind === 'product' ? products.id : posts.id, visitItemDays.itemId))
      .where(and(eq(visitItemDays.day, iso), eq(visitItemDays.kind, kind)))
      .orderBy(desc(visitItemDays.views), visitItemDays.itemId)
      .limit(TOP_ITEMS);
  const [topProducts, topPosts] = await Promise.all([top('product'), top('post')]);
  return { date: jalaliTextOfDay(day), day: iso, previous: jalaliTextOfDay(day - 1), next: day < tehranToday() ? jalaliTextOfDay(day + 1) : null, hours, totals, top_products: topProducts, top_posts: topPosts };
}
