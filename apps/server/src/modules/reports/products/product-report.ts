import { sql, type SQL } from 'drizzle-orm';
import { channelsOf, type ReportMode } from '@pishkhan/common/report';
import { isoOfDay } from '@pishkhan/common/jalali-days';
import type { ProductReportSort, ProductReportTotal, ProductReportRow } from '@pishkhan/common/reports/products.columns';
import type { Db } from '../../../db/client';
import { searchCondition } from '../../../lib/list';
import type { DayRange, ReportFilters } from '../../../lib/report';
import { itemSort } from '../entity-report';
import { factPeriods, factRows } from '../facts/fact-periods';

/**
 * The products report — per product in a range (domain reference §6.8; definitions in docs/reports.md):
 * quantity and amount sold, refunds (negative) and net. Online: the live lines of orders in an active
 * status at list price (so the amounts of every product sum to the sales report's gross sales online),
 * refunds the lines of completed returns of those orders; in store: the sale lines of receipts not
 * voided at the price charged, refunds their return lines. Each on the Tehran day the order or
 * receipt was placed. Read from the day facts (product_sale_days), so a year costs its day rows, not its order lines.
 */
export const PRODUCT_PERMISSION = 'read_report_products';

export interface ProductFilters {
  category_id?: number;
  brand_id?: number;
  q?: string;
}

/**
 * The counted sales of the range as (product_id, [variant_id,] quantity, amount, refunds) rows, read from
 * the facts kept with the orders and receipts: the whole Jalali years and months of the range from
 * product_sale_periods (per product) or variant_sale_periods (per variant; in mode `both` their rows for
 * both channels together), the days at its ends from product_sale_days; they sum to what the lines of
 * the range say. `single`: the range is one whole period in one channel row, so each item has one row.
 */
export async function lines(db: Db, range: DayRange, mode: ReportMode, per: 'product' | 'variant'): Promise<{ rows: SQL; single: boolean }> {
  const p = await factPeriods(db, range, 'product_sale_days');
  const channels = channelsOf(mode);
  const periodChannels = mode === 'both' ? ['both'] : channels;
  const single = !p.days.length && p.years.length + p.months.length === 1;
  return {
    single,
    rows:
      per === 'product'
        ? factRows(p, { periods: 'product_sale_periods', days: 'product_sale_days' }, sql`f.product_id, f.quantity, f.amount, f.refunds`, channels, periodChannels)
        : factRows(p, { periods: 'variant_sale_periods', days: 'product_sale_days' }, sql`f.product_id, f.variant_id, f.quantity, f.amount, f.refunds`, channels, periodChannels),
  };
}

function where(f: ProductFilters): SQL {
  const conds: SQL[] = [sql`true`];
  if (f.category_id !== undefined) conds.push(sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = ${f.category_id})`);
  if (f.brand_id !== undefined) conds.push(sql`p.brand_id = ${f.brand_id}`);
  const s = searchCondition(sql`p.search`, f.q);
  if (s) conds.push(s);
  return sql.join(conds, sql` and `);
}

export type ProductTotals = Record<ProductReportTotal, number>;

const SORT_SQL: Record<ProductReportSort, SQL> = {
  title: sql`title collate "fa-IR-x-icu"`,
  quantity: sql`quantity`,
  amount: sql`amount`,
  refunds: sql`refunds`,
  net: sql`net`,
};

/** One page of products, the totals of all of them and their number. */
export async function productFigures(db: Db, range: DayRange, mode: ReportMode, pf: ProductFilters, f: Pick<ReportFilters, 'sort' | 'page' | 'perPage'>) {
  const { key, desc } = itemSort<keyof typeof SORT_SQL>(f.sort, 'amount');
  const order = sql`${SORT_SQL[key]} ${desc ? sql`desc` : sql`asc`}, id asc`;
  const limit = sql`limit ${f.perPage} offset ${(f.page - 1) * f.perPage}`;
  const res = await db.execute(sql`
    with l as (${(await lines(db, range, mode, 'product')).rows}),
    g as (
      select p.id, p.title, sum(l.quantity)::bigint as quantity, sum(l.amount)::bigint as amount,
        (-sum(l.refunds))::bigint as refunds, (sum(l.amount) - sum(l.refunds))::bigint as net
      from l join products p on p.id = l.product_id where ${where(pf)} group by p.id, p.title
    )
    select (select json_build_object('n', count(*), 'quantity', coalesce(sum(quantity), 0), 'amount', coalesce(sum(amount), 0),
              'refunds', coalesce(sum(refunds), 0), 'net', coalesce(sum(net), 0)) from g) as totals,
           (select coalesce(json_agg(x), '[]') from (select * from g order by ${order} ${limit}) x) as rows`);
  const r = res.rows[0] as { totals: Record<string, number | string>; rows: Record<string, number | string>[] };
  const num = (v: unknown) => Number(v ?? 0);
  return {
    total: num(r.totals.n),
    totals: { quantity: num(r.totals.quantity), amount: num(r.totals.amount), refunds: num(r.totals.refunds), net: num(r.totals.net) } satisfies ProductTotals,
    rows: r.rows.map((x): ProductReportRow => ({ id: num(x.id), title: String(x.title), quantity: num(x.quantity), amount: num(x.amount), refunds: num(x.refunds), net: num(x.net) })),
  };
}

/**
 * The totals alone (the previous period of a comparison): the fact rows of the range added up over the
 * products the filters keep, as productFigures' totals. Without a filter they are the whole shop's day
 * totals of the range (product_sale_day_totals: a few rows a day, where the days of a month so far are
 * tens of thousands of per-variant rows at scale).
 */
export async function productTotals(db: Db, range: DayRange, mode: ReportMode, pf: ProductFilters): Promise<ProductTotals> {
  const filtered = pf.category_id !== undefined || pf.brand_id !== undefined || searchCondition(sql`p.search`, pf.q) !== undefined;
  const sums = sql`coalesce(sum(l.quantity), 0)::bigint as quantity, coalesce(sum(l.amount), 0)::bigint as amount, coalesce(sum(l.refunds), 0)::bigint as refunds`;
  const res = filtered
    ? await db.execute(sql`select ${sums} from (${(await lines(db, range, mode, 'product')).rows}) l
        where exists (select 1 from products p where p.id = l.product_id and ${where(pf)})`)
    : await db.execute(sql`select ${sums} from product_sale_day_totals l
        where l.channel in (${sql.join(
          channelsOf(mode).map((c) => sql`${c}`),
          sql`, `,
        )}) and l.day between ${isoOfDay(range.first)}::date and ${isoOfDay(range.last)}::date`);
  const r = res.rows[0] as Record<string, string | number>;
  const amount = Number(r.amount);
  const refunds = Number(r.refunds);
  return { quantity: Number(r.quantity), amount, refunds: 0 - refunds, net: amount - refunds };
}
