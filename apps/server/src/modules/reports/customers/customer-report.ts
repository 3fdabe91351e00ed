import { sql, type SQL } from 'drizzle-orm';
import { channelsOf, type ReportMode } from '@pishkhan/common/report';
import type { CustomerReportSort, CustomerReportTotal, CustomerReportRow } from '@pishkhan/common/reports/customers.columns';
import type { Db } from '../../../db/client';
import { searchCondition } from '../../../lib/list';
import type { DayRange, ReportFilters } from '../../../lib/report';
import { itemSort } from '../entity-report';
import { factPeriods, factRows, type FactPeriods } from '../facts/fact-periods';

/**
 * The customers report — per customer in a range (definitions in docs/reports.md): orders (online
 * orders in an active status and in-store receipts not voided), amount spent (an order's total less
 * the goods returned, shipping included; a receipt's total), items bought (goods in those orders and
 * receipts), the last order's time, and the province and city of the customer's latest address.
 * Read from the day facts (customer_sale_days), so a year costs its customer days, not its orders.
 */
export const CUSTOMER_PERMISSION = 'read_report_customers';

export interface CustomerFilters {
  province_id?: number;
  city_id?: number;
  min_spent?: number;
  max_spent?: number;
  min_orders?: number;
  max_orders?: number;
  q?: string;
}

/**
 * Each customer's counted purchases of the range (id, orders, spent, items, last_order_at), from the
 * facts kept with the orders and receipts: the whole Jalali years and months from customer_sale_periods
 * (in mode `both`, their rows for both channels together), the days at its ends from customer_sale_days
 * (one row per customer, channel and period or day), added up per customer; a range of one whole period
 * (this month, this year) is that period's rows as they are. `having` filters on the sums.
 */
function purchases(p: FactPeriods, mode: ReportMode, having: (c: { orders: SQL; spent: SQL }) => SQL): SQL {
  const one = onePeriod(p, mode);
  if (one) {
    return sql`select f.customer_id as id, f.orders::bigint as orders, f.spent, f.items, f.last_order_at from customer_sale_periods f
      where ${one} and ${having({ orders: sql`f.orders`, spent: sql`f.spent` })}`;
  }
  const rows = factRows(p, PERIOD_TABLES, sql`f.customer_id, f.orders, f.spent, f.items, f.last_order_at`, channelsOf(mode), periodChannelsOf(mode));
  return sql`select s.customer_id as id, sum(s.orders)::bigint as orders, sum(s.spent)::bigint as spent, sum(s.items)::bigint as items, max(s.last_order_at) as last_order_at
    from (${rows}) s group by s.customer_id having ${having({ orders: sql`sum(s.orders)`, spent: sql`sum(s.spent)` })}`;
}

const PERIOD_TABLES = { periods: 'customer_sale_periods', days: 'customer_sale_days' };
/** The channels of the period rows a mode reads (`both`: the rows of both channels together). */
const periodChannelsOf = (mode: ReportMode) => (mode === 'both' ? ['both'] : channelsOf(mode));

/** The condition on `f` (customer_sale_periods, customer_sale_totals) of a split that is one whole period, in the mode's channel row; null for any other split. */
function onePeriod(p: FactPeriods, mode: ReportMode): SQL | null {
  if (p.days.length || p.years.length + p.months.length !== 1) return null;
  const [grain, start] = p.years.length ? ['year', p.years[0]!] : ['month', p.months[0]!];
  return sql`f.grain = ${grain} and f.start = ${start}::date and f.channel = ${periodChannelsOf(mode)[0]!}`;
}

export type CustomerTotals = Record<CustomerReportTotal, number>;

const SORT_SQL: Record<CustomerReportSort, SQL> = {
  name: sql`name collate "fa-IR-x-icu"`,
  orders: sql`orders`,
  spent: sql`spent`,
  items: sql`items`,
  last_order_at: sql`last_order_at`,
};

export async function customerFigures(db: Db, range: DayRange, mode: ReportMode, cf: CustomerFilters, f: Pick<ReportFilters, 'sort' | 'page'> & { perPage: number }) {
  const { key, desc } = itemSort<keyof typeof SORT_SQL>(f.sort, 'spent');
  const having = (c: { orders: SQL; spent: SQL }) => {
    const h: SQL[] = [sql`true`];
    if (cf.min_spent !== undefined) h.push(sql`${c.spent} >= ${cf.min_spent}`);
    if (cf.max_spent !== undefined) h.push(sql`${c.spent} <= ${cf.max_spent}`);
    if (cf.min_orders !== undefined) h.push(sql`${c.orders} >= ${cf.min_orders}`);
    if (cf.max_orders !== undefined) h.push(sql`${c.orders} <= ${cf.max_orders}`);
    return sql.join(h, sql` and `);
  };
  const conds: SQL[] = [sql`true`];
  // The place of the customer's latest address, kept on the customer by the triggers on addresses (the same rule as `person`).
  if (cf.province_id !== undefined) conds.push(sql`c.address_province_id = ${cf.province_id}`);
  if (cf.city_id !== undefined) conds.push(sql`c.address_city_id = ${cf.city_id}`);
  const s = searchCondition(sql`c.search`, cf.q);
  if (s) conds.push(s);
  // The customer's name, mobile and latest address are read for the page's rows only, unless a filter or the sort needs the customer for every row.
  const person = sql`left join lateral (select ad.province_id, ad.city_id from addresses ad where ad.customer_id = c.id order by ad.id desc limit 1) a on true
      left join provinces pr on pr.id = a.province_id left join cities ci on ci.id = a.city_id`;
  const wide = conds.length > 1 || key === 'name';
  const order = sql`order by ${SORT_SQL[key]} ${desc ? sql`desc` : sql`asc`}, id asc`;
  const page = sql`${order} limit ${f.perPage} offset ${(f.page - 1) * f.perPage}`;
  const p = await factPeriods(db, range, 'customer_sale_days');
  const one = onePeriod(p, mode);
  if (one && !wide && sumFilters(cf) === 0) {
    // One whole period, every customer of it: the totals from its totals row, the page from its rows in the asked order (spent: the index's).
    const res = await db.execute(sql`
      select (select json_build_object('customers', f.customers, 'orders', f.orders, 'spent', f.spent, 'items', f.items) from customer_sale_totals f where ${one}) as totals,
        (select coalesce(json_agg(x), '[]') from (
          select c.id, trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as name, c.mobile, pr.name as province, ci.name as city,
            p.orders, p.spent, p.items, p.last_order_at
          from (select f.customer_id as id, f.orders, f.spent, f.items, f.last_order_at from customer_sale_periods f where ${one}
                order by ${SORT_SQL[key]} ${desc ? sql`desc` : sql`asc`}, f.customer_id asc limit ${f.perPage} offset ${(f.page - 1) * f.perPage}) p
          join customers c on c.id = p.id ${person}
          ${order}) x) as rows`);
    return answer(res.rows[0] as Answer);
  }
  if (one && key === 'name' && conds.length === 1 && sumFilters(cf) === 0) {
    // One whole period by name, every customer of it: the totals from its totals row, the page by walking the customers in name order
    // (customers_full_name_idx) and taking those with a row in the period, up to the page.
    const name = sql`trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, ''))`;
    const res = await db.execute(sql`
      select (select json_build_object('customers', f.customers, 'orders', f.orders, 'spent', f.spent, 'items', f.items) from customer_sale_totals f where ${one}) as totals,
        (select coalesce(json_agg(x), '[]') from (
          select c.id, ${name} as name, c.mobile, pr.name as province, ci.name as city, p.orders, p.spent, p.items, p.last_order_at
          from (select c.id, f.orders, f.spent, f.items, f.last_order_at from customers c join customer_sale_periods f on f.customer_id = c.id and ${one}
                order by (${name}) collate "fa-IR-x-icu" ${desc ? sql`desc` : sql`asc`}, c.id asc limit ${f.perPage} offset ${(f.page - 1) * f.perPage}) p
          join customers c on c.id = p.id ${person}
          order by ${name} collate "fa-IR-x-icu" ${desc ? sql`desc` : sql`asc`}, c.id asc) x) as rows`);
    return answer(res.rows[0] as Answer);
  }
  if (!f.perPage && conds.length === 1 && sumFilters(cf) === 0) {
    // Only the totals (the previous period of a comparison, an export's count) of every customer, in any order: the rows added up at once, the customers counted distinct.
    const res = await db.execute(sql`
      select json_build_object('customers', count(distinct s.customer_id), 'orders', coalesce(sum(s.orders), 0), 'spent', coalesce(sum(s.spent), 0), 'items', coalesce(sum(s.items), 0)) as totals,
        '[]'::json as rows
      from (${factRows(p, PERIOD_TABLES, sql`f.customer_id, f.orders, f.spent, f.items`, channelsOf(mode), periodChannelsOf(mode))}) s`);
    return answer(res.rows[0] as Answer);
  }
  const res = await db.execute(sql`
    with b as (${purchases(p, mode, having)}),
    g as (
      ${
        wide
          ? // The name only for its sort: the place filters alone then read the customers' place index, not their rows.
            sql`select b.*${key === 'name' ? sql`, trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as name` : sql``}
              from b join customers c on c.id = b.id where ${sql.join(conds, sql` and `)}`
          : sql`select b.* from b`
      }
    ),
    p as (select g.* from g ${page})
    select (select json_build_object('customers', count(*), 'orders', coalesce(sum(orders), 0), 'spent', coalesce(sum(spent), 0), 'items', coalesce(sum(items), 0)) from g) as totals,
           (select coalesce(json_agg(x), '[]') from (
              select * from (
                select c.id, trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as name, c.mobile, pr.name as province, ci.name as city,
                  p.orders, p.spent, p.items, p.last_order_at
                from p join customers c on c.id = p.id ${person}) y
              order by ${SORT_SQL[key]} ${desc ? sql`desc` : sql`asc`}, id asc) x) as rows`);
  return answer(res.rows[0] as Answer);
}

/** How many of the filters on the sums are set. */
const sumFilters = (cf: CustomerFilters) => [cf.min_spent, cf.max_spent, cf.min_orders, cf.max_orders].filter((x) => x !== undefined).length;

type Answer = { totals: Record<string, number | string> | null; rows: Record<string, unknown>[] };

function answer(r: Answer) {
  const num = (v: unknown) => Number(v ?? 0);
  const totals = r.totals ?? {};
  return {
    total: num(totals.customers),
    totals: { customers: num(totals.customers), orders: num(totals.orders), spent: num(totals.spent), items: num(totals.items) } satisfies CustomerTotals,
    rows: r.rows.map(
      (x): CustomerReportRow => ({
        id: num(x.id),
        name: String(x.name ?? ''),
        mobile: String(x.mobile),
        province: (x.province as string | null) ?? null,
        city: (x.city as string | null) ?? null,
        orders: num(x.orders),
        spent: num(x.spent),
        items: num(x.items),
        last_order_at: new Date(x.last_order_at as string).toISOString(),
      }),
    ),
  };
}
