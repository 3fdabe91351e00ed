import { sql, type SQL } from 'drizzle-orm';
import { channelsOf, type ReportMode } from '@pishkhan/common/report';
import { VARIETY_REPORT_TOTALS, type VarietyReportSort, type VarietyReportTotal, type VarietyReportRow } from '@pishkhan/common/reports/varieties.columns';
import type { Db } from '../../../db/client';
import { searchCondition } from '../../../lib/list';
import type { DayRange, ReportFilters } from '../../../lib/report';
import { itemSort } from '../entity-report';
import { factPeriods, factRows, type FactPeriods } from '../facts/fact-periods';
import { lines } from '../products/product-report';

/**
 * The varieties report — per variant (of one product, or every variant sold or moved in the range):
 * the products report's figures per variant (quantity and amount sold, refunds negative, net), and
 * the stock movements of the range (entrances: every increase; outputs: every decrease, negative) with
 * the stock now. Both read from the facts kept with the rows (product_sale_days, stock_move_days and
 * their month and year rows). Definitions in docs/reports.md.
 */
export const VARIETY_PERMISSION = 'read_report_varieties';
const MEASURES = VARIETY_REPORT_TOTALS.map((m) => m.key);

export interface VarietyFilters {
  product_id?: number;
  q?: string;
}

export type VarietyTotals = Record<VarietyReportTotal, number>;

const SORT_SQL: Record<VarietyReportSort, SQL> = {
  title: sql`product_title collate "fa-IR-x-icu", title collate "fa-IR-x-icu"`,
  quantity: sql`quantity`,
  amount: sql`amount`,
  refunds: sql`refunds`,
  net: sql`net`,
  stock_in: sql`stock_in`,
  stock_out: sql`stock_out`,
  stock: sql`stock`,
};

/**
 * The stock movements of the range as (variant_id, stock_in, stock_out) rows, from the facts kept with
 * the movements: whole Jalali years and months from stock_move_periods, the days at the ends from
 * stock_move_days (of one product's variants when `productId` is given); `single`: one row per variant.
 */
async function stockRows(db: Db, range: DayRange, productId: number | undefined): Promise<{ rows: SQL; single: boolean }> {
  const p = await factPeriods(db, range, 'stock_move_days');
  const rows = factRows(p, { periods: 'stock_move_periods', days: 'stock_move_days' }, sql`f.variant_id, f.stock_in, f.stock_out, f.product_id`, null);
  return {
    single: !p.days.length && p.years.length + p.months.length === 1,
    rows: productId !== undefined ? sql`select * from (${rows}) x where x.product_id = ${productId}` : rows,
  };
}

/**
 * The one whole Jalali month or year a range reads, when it is one for both the sale and the stock
 * facts (this month, this year, a past month…): its rows of variety_period_facts then hold the figures.
 */
async function wholePeriod(db: Db, range: DayRange): Promise<{ grain: 'month' | 'year'; start: string } | null> {
  const one = (p: FactPeriods) => (!p.days.length && p.years.length + p.months.length === 1 ? (p.years.length ? `year:${p.years[0]}` : `month:${p.months[0]}`) : null);
  const [sold, moved] = await Promise.all([factPeriods(db, range, 'product_sale_days'), factPeriods(db, range, 'stock_move_days')]);
  const a = one(sold);
  if (!a || a !== one(moved)) return null;
  const [grain, start] = a.split(':') as ['month' | 'year', string];
  return { grain, start };
}

/** A variant's own columns (v: variants) for a report row, and the joins they read. */
const described = sql`v.product_id, p.title as product_title, v.title, v.sku, coalesce(sl.quantity, 0) as stock`;
const describe = sql`join products p on p.id = v.product_id left join stock_levels sl on sl.variant_id = v.id`;
const PERIOD_COLUMNS = sql`f.variant_id as id, f.quantity, f.amount, -f.refunds as refunds, f.amount - f.refunds as net, f.stock_in, f.stock_out`;
const periodTotals = (where: SQL) =>
  sql`select json_build_object('n', count(*), 'quantity', coalesce(sum(f.quantity), 0), 'amount', coalesce(sum(f.amount), 0), 'refunds', -coalesce(sum(f.refunds), 0),
    'net', coalesce(sum(f.amount - f.refunds), 0), 'stock_in', coalesce(sum(f.stock_in), 0), 'stock_out', coalesce(sum(f.stock_out), 0)) from variety_period_facts f where ${where}`;
const periodWhere = (p: { grain: string; start: string }, mode: ReportMode) => sql`f.grain = ${p.grain} and f.start = ${p.start}::date and f.channel = ${mode}`;

export async function varietyFigures(db: Db, range: DayRange, mode: ReportMode, vf: VarietyFilters, f: Pick<ReportFilters, 'sort' | 'page' | 'perPage'>) {
  const { key, desc } = itemSort<keyof typeof SORT_SQL>(f.sort, 'amount');
  const dir = desc ? sql`desc` : sql`asc`;
  const order = key === 'title' ? sql`product_title collate "fa-IR-x-icu" ${dir}, title collate "fa-IR-x-icu" ${dir}, id asc` : sql`${SORT_SQL[key]} ${dir}, id asc`;
  const s = searchCondition(sql`p.search`, vf.q);
  const page = sql`order by ${order} limit ${f.perPage} offset ${(f.page - 1) * f.perPage}`;
  const figureSort = key !== 'title' && key !== 'stock';
  const period = vf.product_id === undefined && !s && figureSort ? await wholePeriod(db, range) : null;
  if (period) {
    // Every variant sold or moved in one whole month or year, sorted by a figure: the page straight from
    // the period's rows in that order (the amount's from its index), then its variants described.
    const w = periodWhere(period, mode);
    // refunds are shown negative: their order is the stored column's, reversed.
    const by = key === 'refunds' ? sql`f.refunds ${desc ? sql`asc` : sql`desc`}` : key === 'net' ? sql`f.amount - f.refunds ${dir}` : sql`f.${sql.identifier(key)} ${dir}`;
    const res = await db.execute(sql`
      with pick as (select ${PERIOD_COLUMNS} from variety_period_facts f where ${w} order by ${by}, f.variant_id asc limit ${f.perPage} offset ${(f.page - 1) * f.perPage})
      select (${periodTotals(w)}) as totals,
             (select coalesce(json_agg(x), '[]') from (select pick.id, ${described}, pick.quantity, pick.amount, pick.refunds, pick.net, pick.stock_in, pick.stock_out
                from pick join variants v on v.id = pick.id ${describe} order by ${order}) x) as rows`);
    return answer(res.rows[0] as Answer);
  }
  const l = await lines(db, range, mode, 'variant');
  const onProduct = vf.product_id !== undefined ? sql`where l.product_id = ${vf.product_id}` : sql``;
  const sold = l.single
    ? sql`select variant_id, quantity, amount, refunds from (${l.rows}) l ${onProduct}`
    : sql`select variant_id, sum(quantity)::bigint as quantity, sum(amount)::bigint as amount, sum(refunds)::bigint as refunds from (${l.rows}) l ${onProduct} group by variant_id`;
  const st = await stockRows(db, range, vf.product_id);
  const moved = st.single
    ? sql`select variant_id, stock_in, stock_out from (${st.rows}) m`
    : sql`select variant_id, sum(stock_in)::bigint as stock_in, sum(stock_out)::bigint as stock_out from (${st.rows}) m group by variant_id`;
  const figures = sql`coalesce(sold.quantity, 0) as quantity, coalesce(sold.amount, 0) as amount, -coalesce(sold.refunds, 0) as refunds,
    coalesce(sold.amount, 0) - coalesce(sold.refunds, 0) as net, coalesce(moved.stock_in, 0) as stock_in, coalesce(moved.stock_out, 0) as stock_out`;
  let res;
  if (vf.product_id !== undefined || s || key === 'title' || key === 'stock') {
    // One product's variants (every one of them, moved or not), a search or a sort on the variant's own columns: each row described first.
    res = await db.execute(sql`
      with sold as (${sold}), moved as (${moved}),
      g as (
        select v.id, ${described}, ${figures}
        from variants v ${describe} left join sold on sold.variant_id = v.id left join moved on moved.variant_id = v.id
        where ${vf.product_id !== undefined ? sql`v.product_id = ${vf.product_id}` : sql`(sold.variant_id is not null or moved.variant_id is not null)`}
          ${s ? sql`and ${s}` : sql``}
      )
      select (select json_build_object('n', count(*), 'quantity', coalesce(sum(quantity), 0), 'amount', coalesce(sum(amount), 0), 'refunds', coalesce(sum(refunds), 0),
                'net', coalesce(sum(net), 0), 'stock_in', coalesce(sum(stock_in), 0), 'stock_out', coalesce(sum(stock_out), 0)) from g) as totals,
             (select coalesce(json_agg(x), '[]') from (select * from g ${page}) x) as rows`);
  } else {
    // Every variant sold or moved, sorted by a figure: the figures of all of them, then the page's rows described.
    res = await db.execute(sql`
      with sold as (${sold}), moved as (${moved}),
      g as materialized (
        select coalesce(sold.variant_id, moved.variant_id) as id, ${figures}
        from sold full join moved on moved.variant_id = sold.variant_id
        where exists (select 1 from variants v where v.id = coalesce(sold.variant_id, moved.variant_id))
      ),
      pick as (select * from g ${page})
      select (select json_build_object('n', count(*), 'quantity', coalesce(sum(quantity), 0), 'amount', coalesce(sum(amount), 0), 'refunds', coalesce(sum(refunds), 0),
                'net', coalesce(sum(net), 0), 'stock_in', coalesce(sum(stock_in), 0), 'stock_out', coalesce(sum(stock_out), 0)) from g) as totals,
             (select coalesce(json_agg(x), '[]') from (select pick.id, ${described}, pick.quantity, pick.amount, pick.refunds, pick.net, pick.stock_in, pick.stock_out
                from pick join variants v on v.id = pick.id ${describe} order by ${order}) x) as rows`);
  }
  return answer(res.rows[0] as Answer);
}

type Answer = { totals: Record<string, number | string>; rows: Record<string, unknown>[] };

function answer(r: Answer) {
  const num = (v: unknown) => Number(v ?? 0);
  return {
    total: num(r.totals.n),
    totals: Object.fromEntries(MEASURES.map((m) => [m, num(r.totals[m])])) as VarietyTotals,
    rows: r.rows.map(
      (x): VarietyReportRow => ({
        id: num(x.id),
        product_id: num(x.product_id),
        product_title: String(x.product_title),
        title: String(x.title ?? ''),
        sku: (x.sku as string | null) ?? null,
        quantity: num(x.quantity),
        amount: num(x.amount),
        refunds: num(x.refunds),
        net: num(x.net),
        stock_in: num(x.stock_in),
        stock_out: num(x.stock_out),
        stock: num(x.stock),
      }),
    ),
  };
}

/**
 * The totals alone (the previous period of a comparison): the fact rows of the range added up, without
 * a row per variant, over the variants the report would list (those that exist, of the product, matching
 * the search), so they equal the totals of varietyFigures.
 */
export async function varietyTotals(db: Db, range: DayRange, mode: ReportMode, vf: VarietyFilters): Promise<VarietyTotals> {
  const s = searchCondition(sql`p.search`, vf.q);
  if (vf.product_id === undefined && !s) {
    // Every variant: the whole months and years of the range from their rows of variety_period_facts
    // (totals add up across periods), the days at its ends from the day facts, when the sale and the
    // stock facts split the range alike.
    const [sold, moved] = await Promise.all([factPeriods(db, range, 'product_sale_days'), factPeriods(db, range, 'stock_move_days')]);
    if (JSON.stringify(sold) === JSON.stringify(moved)) {
      const whole = [...sold.years.map((start) => ({ grain: 'year', start })), ...sold.months.map((start) => ({ grain: 'month', start }))];
      const parts = whole.map((p) => sql`(${periodTotals(periodWhere(p, mode))})`);
      // The days at the ends from the whole shop's day totals (a few rows a day): a variant with sales
      // cannot be deleted, and a deleted variant's movements go with it, so they count the variants that
      // exist, as variety_period_facts does.
      const channels = channelsOf(mode);
      const within = sql.join(
        sold.days.map((d) => sql`(t.day >= ${d.first}::date and t.day <= ${d.last}::date)`),
        sql` or `,
      );
      if (sold.days.length) {
        parts.push(sql`(select json_build_object('quantity', coalesce(sum(t.quantity), 0), 'amount', coalesce(sum(t.amount), 0), 'refunds', -coalesce(sum(t.refunds), 0),
          'net', coalesce(sum(t.amount), 0) - coalesce(sum(t.refunds), 0)) from product_sale_day_totals t
          where t.channel in (${sql.join(
            channels.map((c) => sql`${c}`),
            sql`, `,
          )}) and (${within}))`);
        parts.push(sql`(select json_build_object('stock_in', coalesce(sum(t.stock_in), 0), 'stock_out', coalesce(sum(t.stock_out), 0)) from stock_move_day_totals t where ${within})`);
      }
      const out = Object.fromEntries(MEASURES.map((k) => [k, 0])) as VarietyTotals;
      if (!parts.length) return out;
      const res = await db.execute(sql`select json_build_array(${sql.join(parts, sql`, `)}) as parts`);
      for (const t of (res.rows[0] as { parts: Record<string, number | string>[] }).parts) for (const k of MEASURES) out[k] += Number(t[k] ?? 0);
      return out;
    }
  }
  const listed = (col: SQL) =>
    sql`exists (select 1 from variants v join products p on p.id = v.product_id where v.id = ${col}
      ${vf.product_id !== undefined ? sql`and v.product_id = ${vf.product_id}` : sql``} ${s ? sql`and ${s}` : sql``})`;
  const l = await lines(db, range, mode, 'variant');
  const st = await stockRows(db, range, vf.product_id);
  const res = await db.execute(sql`
    select * from
      (select coalesce(sum(quantity), 0)::bigint as quantity, coalesce(sum(amount), 0)::bigint as amount, coalesce(sum(refunds), 0)::bigint as refunds
       from (${l.rows}) l where ${listed(sql`l.variant_id`)}) sold,
      (select coalesce(sum(stock_in), 0)::bigint as stock_in, coalesce(sum(stock_out), 0)::bigint as stock_out
       from (${st.rows}) m where ${listed(sql`m.variant_id`)}) moved`);
  const r = res.rows[0] as Record<string, string | number>;
  const amount = Number(r.amount);
  const refunds = Number(r.refunds);
  return { quantity: Number(r.quantity), amount, refunds: 0 - refunds, net: amount - refunds, stock_in: Number(r.stock_in), stock_out: Number(r.stock_out) };
}
