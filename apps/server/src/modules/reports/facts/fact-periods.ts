import { sql, type SQL } from 'drizzle-orm';
import { isoOfDay, monthStart, tehranToday, yearStart, type DayNumber } from '@pishkhan/common/jalali-days';
import type { Db } from '../../../db/client';
import type { DayRange } from '../../../lib/report';

/**
 * A range of Tehran days split for the period tables (product_sale_periods, customer_sale_periods):
 * the Jalali years and months it covers whole, read from their period rows, and the days left at its
 * ends, read from the day rows. A year or month the range covers up to its last sale counts as whole
 * (this year so far is the year's row: nothing was sold after today), so the presets `this_month`
 * and `this_year` read one period row per item.
 */
export interface FactPeriods {
  years: string[];
  months: string[];
  days: { first: string; last: string }[];
}

const nextMonth = (start: DayNumber) => monthStart(start + 32);
const nextYear = (start: DayNumber) => yearStart(start + 370);

/** `horizon`: the last day that may hold facts (today, or a later day found in the day table). */
export function splitPeriods(range: DayRange, horizon: DayNumber): FactPeriods {
  const out: FactPeriods = { years: [], months: [], days: [] };
  const whole = (end: DayNumber) => end <= range.last || range.last >= horizon;
  for (let d = range.first; d <= range.last; ) {
    const y = yearStart(d);
    if (d === y && whole(nextYear(y) - 1)) {
      out.years.push(isoOfDay(y));
      d = nextYear(y);
      continue;
    }
    const m = monthStart(d);
    const mEnd = nextMonth(m) - 1;
    if (d === m && whole(mEnd)) {
      out.months.push(isoOfDay(m));
      d = mEnd + 1;
      continue;
    }
    const end = Math.min(range.last, mEnd);
    const last = out.days.at(-1);
    if (last && last.last === isoOfDay(d - 1)) last.last = isoOfDay(end);
    else out.days.push({ first: isoOfDay(d), last: isoOfDay(end) });
    d = end + 1;
  }
  return out;
}

/** The split of a range against the facts of `dayTable` (its latest day, when later than today, bounds the whole periods). */
export async function factPeriods(db: Db, range: DayRange, dayTable: 'product_sale_days' | 'customer_sale_days' | 'stock_move_days'): Promise<FactPeriods> {
  const today = tehranToday();
  let horizon = today;
  if (range.last >= today) {
    const res = await db.execute(sql`select max(day)::text as d from ${sql.identifier(dayTable)} where day > ${isoOfDay(today)}::date`);
    const d = (res.rows[0] as { d: string | null }).d;
    if (d) horizon = Date.parse(`${d}T00:00:00Z`) / 86_400_000;
  }
  return splitPeriods(range, horizon);
}

const list = (xs: string[]) =>
  sql.join(
    xs.map((x) => sql`${x}::date`),
    sql`, `,
  );

/**
 * The rows of a split: `select <cols> from <periods> where … union all select <cols> from <days> where …`
 * (`cols` read the same columns from both), limited to `channels` (`periodChannels` in the period table;
 * `null` for tables without a channel).
 */
export function factRows(
  p: FactPeriods,
  tables: { periods: string; days: string },
  cols: SQL,
  channels: readonly string[] | null,
  periodChannels = channels,
): SQL {
  const inList = (xs: readonly string[]) =>
    sql.join(
      xs.map((c) => sql`${c}`),
      sql`, `,
    );
  const ch = channels ? sql`f.channel in (${inList(channels)}) and` : sql``;
  const pch = periodChannels ? sql`f.channel in (${inList(periodChannels)}) and` : sql``;
  const parts: SQL[] = [];
  const grains: SQL[] = [];
  if (p.years.length) grains.push(sql`(f.grain = 'year' and f.start in (${list(p.years)}))`);
  if (p.months.length) grains.push(sql`(f.grain = 'month' and f.start in (${list(p.months)}))`);
  if (grains.length) parts.push(sql`select ${cols} from ${sql.identifier(tables.periods)} f where ${pch} (${sql.join(grains, sql` or `)})`);
  for (const d of p.days) parts.push(sql`select ${cols} from ${sql.identifier(tables.days)} f where ${ch} f.day >= ${d.first}::date and f.day <= ${d.last}::date`);
  if (!parts.length) parts.push(sql`select ${cols} from ${sql.identifier(tables.days)} f where false`);
  return sql.join(parts, sql` union all `);
}
