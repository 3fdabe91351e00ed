import { sql, type SQL } from 'drizzle-orm';
import { reportErrors } from '@pishkhan/common/i18n/fa/reports';
import { isoOfDay, tehranToday, type DayNumber } from '@pishkhan/common/jalali-days';
import { WALLET_TRANSACTION_TYPES, type WalletTransactionType } from '@pishkhan/common/schemas/people.schema';
import {
  WALLET_DEPOSIT_KINDS,
  WALLET_KIND_OF_TYPE,
  WALLET_REPORT_KINDS,
  type WalletReportKind,
  type WalletReportPoint,
  type WalletReportRow,
  type WalletReportTotals,
} from '@pishkhan/common/wallet-report';
import type { WalletReportSort } from '@pishkhan/common/reports/wallets.columns';
import type { Db } from '../../../db/client';
import { validation } from '../../../lib/errors';
import { searchCondition } from '../../../lib/list';
import type { DayRange, ReportFilters } from '../../../lib/report';
import { itemSort, numbers, searchOf } from '../entity-report';
import { splitPeriods, type FactPeriods } from '../facts/fact-periods';

/**
 * The wallets report — per customer (definitions in docs/reports.md): the main and gift balances at
 * the end of the range's last Tehran day, the money that came in and went out in the range (the wallet
 * ledger's rows split into kinds by WALLET_KIND_OF_TYPE, read from the facts kept from it: migration
 * wallet_facts), with totals over every customer of the filters and the deposits and withdrawals of
 * each Tehran day for the chart.
 */
export const WALLET_PERMISSION = 'read_report_wallets';

export interface WalletFilters {
  min_balance?: number;
  max_balance?: number;
  min_gift?: number;
  max_gift?: number;
  q?: string;
}

/** The report's own filters of a query; 422 with a Persian message per field on a bad one. */
export function walletFilters(q: Record<string, unknown>): WalletFilters {
  const n = numbers(q, ['min_balance', 'max_balance', 'min_gift', 'max_gift'] as const);
  const fields: Record<string, string> = {};
  if (n.min_balance !== undefined && n.max_balance !== undefined && n.min_balance > n.max_balance) fields.max_balance = reportErrors.minOverMax;
  if (n.min_gift !== undefined && n.max_gift !== undefined && n.min_gift > n.max_gift) fields.max_gift = reportErrors.minOverMax;
  if (Object.keys(fields).length) throw validation(fields);
  return { ...n, q: searchOf(q) };
}

const isDeposit = (k: WalletReportKind) => (WALLET_DEPOSIT_KINDS as readonly string[]).includes(k);
const id = (k: string) => sql.identifier(k);
/** A span's deposits (Σ of the deposit kinds) or withdrawals of the fact columns of `f`. */
const flowOf = (f: string, deposits: boolean): SQL =>
  sql.join(
    WALLET_REPORT_KINDS.filter((k) => isDeposit(k) === deposits).map((k) => sql`${id(f)}.${id(k)}`),
    sql` + `,
  );

const FIGURES = ['balance', 'gift_balance', 'deposits', 'deposit_count', 'withdrawals', 'withdrawal_count', ...WALLET_REPORT_KINDS] as const;

const sortSql = (key: WalletReportSort): SQL => (key === 'name' ? sql`trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) collate "fa-IR-x-icu"` : sql`${sql.identifier(key)}`);

/** The last day that may hold wallet facts: today, or a later day found in the facts. */
async function factHorizon(db: Db): Promise<DayNumber> {
  const today = tehranToday();
  const res = await db.execute(sql`select max(day)::text as d from wallet_customer_days where day > ${isoOfDay(today)}::date`);
  const d = (res.rows[0] as { d: string | null }).d;
  return d ? Date.parse(`${d}T00:00:00Z`) / 86_400_000 : today;
}

const dates = (xs: string[]) =>
  sql.join(
    xs.map((x) => sql`${x}::date`),
    sql`, `,
  );

/**
 * The fact rows of a split range (whole Jalali years and months from wallet_customer_periods, the days
 * at its ends from wallet_customer_days) narrowed by `who` (a condition on f.customer_id), as
 * `select <cols> … union all …`; `single` when it is one period's rows (one per customer, no sum needed).
 */
function factRows(p: FactPeriods, cols: SQL, who: SQL): { rows: SQL; single: boolean } {
  const parts: SQL[] = [];
  const grains: SQL[] = [];
  if (p.years.length) grains.push(sql`(f.grain = 'year' and f.start in (${dates(p.years)}))`);
  if (p.months.length) grains.push(sql`(f.grain = 'month' and f.start in (${dates(p.months)}))`);
  if (grains.length) parts.push(sql`select ${cols} from wallet_customer_periods f where (${sql.join(grains, sql` or `)}) ${who}`);
  for (const d of p.days) parts.push(sql`select ${cols} from wallet_customer_days f where f.day >= ${d.first}::date and f.day <= ${d.last}::date ${who}`);
  if (!parts.length) parts.push(sql`select ${cols} from wallet_customer_days f where false`);
  return { rows: sql.join(parts, sql` union all `), single: p.years.length + p.months.length === 1 && !p.days.length };
}

export interface WalletFigures {
  total: number;
  totals: WalletReportTotals;
  rows: WalletReportRow[];
  /** Every Tehran day of the range, when asked for. */
  series: WalletReportPoint[] | null;
}

type PageFilters = Pick<ReportFilters, 'sort' | 'page'> & { perPage: number };
interface RawFigures {
  totals: Record<string, number | string>;
  rows: Record<string, unknown>[];
  series: { day: string; deposits: number | string; withdrawals: number | string }[] | null;
}

/** The customers' figures of the range computed from their facts, then filtered, summed and sorted (any filter and sort). */
async function scanFigures(db: Db, range: DayRange, wf: WalletFilters, f: PageFilters, opts: { series: boolean }, horizon: DayNumber): Promise<RawFigures> {
  const { key, desc } = itemSort<WalletReportSort>(f.sort, 'balance');
  const first = isoOfDay(range.first);
  const last = isoOfDay(range.last);
  const search = searchCondition(sql`c.search`, wf.q);
  // A search narrows the facts to the found customers (s) through the customer index.
  const found = search ? sql`in (select id from s)` : null;
  const who = found ? sql`and f.customer_id ${found}` : sql``;
  const kinds = sql.join(
    WALLET_REPORT_KINDS.map((k) => sql`f.${id(k)}`),
    sql`, `,
  );
  // A filter asking for money at the range's end (a minimum main or gift balance above 0) lists only
  // wallets holding it then: those are found first (the wallets' indexes when the range ends with
  // the facts), then the range's facts of them alone.
  const moneyOnly = (wf.min_balance ?? 0) > 0 || (wf.min_gift ?? 0) > 0;
  const inRange = factRows(splitPeriods(range, horizon), sql`f.customer_id, ${kinds}, f.deposit_count, f.withdrawal_count`, moneyOnly ? sql`${who} and f.customer_id in (select customer_id from b)` : who);
  const flows = inRange.single
    ? inRange.rows
    : sql`select customer_id, ${sql.join(
        [...WALLET_REPORT_KINDS, 'deposit_count', 'withdrawal_count'].map((k) => sql`sum(${id(k)})::bigint as ${id(k)}`),
        sql`, `,
      )} from (${inRange.rows}) f group by customer_id`;
  const limits = (bal: SQL, giftBal: SQL): SQL => {
    if (!moneyOnly) return sql``;
    const c: SQL[] = [];
    if (wf.min_balance !== undefined) c.push(sql`(${bal}) - (${giftBal}) >= ${wf.min_balance}`);
    if (wf.max_balance !== undefined) c.push(sql`(${bal}) - (${giftBal}) <= ${wf.max_balance}`);
    if (wf.min_gift !== undefined) c.push(sql`${giftBal} >= ${wf.min_gift}`);
    if (wf.max_gift !== undefined) c.push(sql`${giftBal} <= ${wf.max_gift}`);
    return sql` and ${sql.join(c, sql` and `)}`;
  };
  // Each wallet's balances at the end of the range: its balances now less what came after the range
  // (a wallet always holds Σ of its ledger rows, migration 0004's guards). Only wallets holding money
  // then: an empty one is listed by its rows in the range alone, with balances 0 (the gift part is
  // never above the balance).
  const after = range.last < horizon ? factRows(splitPeriods({ first: range.last + 1, last: horizon }, horizon), sql`f.customer_id, ${netCols}`, who) : null;
  const balances = after
    ? sql`select w.customer_id, w.balance - coalesce(a.net, 0) as bal, w.gift_balance - coalesce(a.gift, 0) as gift
          from wallets w left join (select customer_id, sum(net) as net, sum(gift) as gift from (${after.rows}) f group by customer_id) a on a.customer_id = w.customer_id
          where w.balance - coalesce(a.net, 0) > 0 ${found ? sql`and w.customer_id ${found}` : sql``}${limits(sql`w.balance - coalesce(a.net, 0)`, sql`w.gift_balance - coalesce(a.gift, 0)`)}`
    : sql`select w.customer_id, w.balance as bal, w.gift_balance as gift from wallets w where w.balance > 0 ${found ? sql`and w.customer_id ${found}` : sql``}${limits(sql`w.balance`, sql`w.gift_balance`)}`;
  const conds: SQL[] = [sql`(b.bal > 0 or fl.customer_id is not null)`];
  // Without a balance filter or a search every customer with a row in the range is listed, so the chart reads every row of the range.
  const balanceFiltered = wf.min_balance !== undefined || wf.max_balance !== undefined || wf.min_gift !== undefined || wf.max_gift !== undefined;
  const main = sql`coalesce(b.bal - b.gift, 0)`;
  const gift = sql`coalesce(b.gift, 0)`;
  if (wf.min_balance !== undefined) conds.push(sql`${main} >= ${wf.min_balance}`);
  if (wf.max_balance !== undefined) conds.push(sql`${main} <= ${wf.max_balance}`);
  if (wf.min_gift !== undefined) conds.push(sql`${gift} >= ${wf.min_gift}`);
  if (wf.max_gift !== undefined) conds.push(sql`${gift} <= ${wf.max_gift}`);
  const flowCol = (k: string): SQL =>
    k === 'deposits' ? sql`(${flowOf('fl', true)})` : k === 'withdrawals' ? sql`(${flowOf('fl', false)})` : sql`fl.${id(k)}`;
  const flowCols = ['deposits', 'deposit_count', 'withdrawals', 'withdrawal_count', ...WALLET_REPORT_KINDS] as const;
  const res = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return tx.execute(sql`
    with ${search ? sql`s as materialized (select c.id from customers c where ${search}),` : sql``}
    b as ${moneyOnly ? sql`materialized` : sql``} (${balances}),
    fl as (${flows}),
    g as materialized (
      select coalesce(b.customer_id, fl.customer_id) as id, ${main}::bigint as balance, ${gift}::bigint as gift_balance,
        ${sql.join(
          flowCols.map((k) => sql`coalesce(${flowCol(k)}, 0)::bigint as ${id(k)}`),
          sql`, `,
        )}
      from b ${moneyOnly ? sql`left` : sql`full`} join fl on fl.customer_id = b.customer_id
      where ${sql.join(conds, sql` and `)}
    )
    select ${
      search || balanceFiltered
        ? sql`(select json_build_object('customers', count(*), ${sql.join(
      FIGURES.map((k) => sql`${k}::text, coalesce(sum(${sql.identifier(k)}), 0)`),
      sql`, `,
    )}) from g)`
        : everyTotals(first, last)
    } as totals,
      ${
        f.perPage > 0
          ? key === 'name'
            ? sql`(select coalesce(json_agg(x), '[]') from (
              select g.*, trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as name, c.mobile
              from g join customers c on c.id = g.id
              order by ${sortSql(key)} ${desc ? sql`desc` : sql`asc`}, g.id asc limit ${f.perPage} offset ${(f.page - 1) * f.perPage}) x)`
            : // The page first, then its customers' names (not a join of every listed customer).
              sql`(select coalesce(json_agg(x), '[]') from (
              select p.*, trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as name, c.mobile
              from (select * from g order by ${sortSql(key)} ${desc ? sql`desc` : sql`asc`}, g.id asc limit ${f.perPage} offset ${(f.page - 1) * f.perPage}) p
              join customers c on c.id = p.id order by p.${sortSql(key)} ${desc ? sql`desc` : sql`asc`}, p.id asc) x)`
          : sql`'[]'::json`
      } as rows,
      ${
        !opts.series
          ? sql`null::json`
          : search || balanceFiltered
            ? sql`(select coalesce(json_agg(d order by d.day), '[]') from (
              select f.day::text as day, sum(${flowOf('f', true)})::bigint as deposits, sum(${flowOf('f', false)})::bigint as withdrawals
              from wallet_customer_days f join g on g.id = f.customer_id where f.day between ${first}::date and ${last}::date group by f.day) d)`
            : // Every row of the range counts: its days' sums are kept in wallet_transaction_days.
              sql`(select coalesce(json_agg(d order by d.day), '[]') from (
              select day::text as day, sum(credits)::bigint as deposits, sum(debits)::bigint as withdrawals
              from wallet_transaction_days where day between ${first}::date and ${last}::date group by day) d)`
      } as series`);
  });
  return res.rows[0] as unknown as RawFigures;
}

/** The kind `k` summed from wallet_transaction_days rows (each type's main part credits − debits − gifts, its gift part gifts), withdrawals positive. */
function dayKind(k: WalletReportKind): SQL {
  const main = WALLET_TRANSACTION_TYPES.filter((ty) => WALLET_KIND_OF_TYPE[ty].main === k);
  const gift = WALLET_TRANSACTION_TYPES.filter((ty) => WALLET_KIND_OF_TYPE[ty].gift === k);
  const types = (xs: WalletTransactionType[]) =>
    sql.join(
      xs.map((x) => sql`${x}`),
      sql`, `,
    );
  const m = main.length ? sql`case when type in (${types(main)}) then credits - debits - gifts else 0 end` : sql`0`;
  const g = gift.length ? sql`case when type in (${types(gift)}) then gifts else 0 end` : sql`0`;
  return sql`coalesce(${isDeposit(k) ? sql`` : sql`-`}sum(${m} + ${g}), 0)::bigint as ${id(k)}`;
}

/**
 * The totals over every customer of a range (no search or balance filter), from the day totals and
 * the customers' first days and gaps (below).
 */
const everyTotals = (first: string, last: string): SQL => sql`(select json_build_object(
        'customers', (select coalesce(sum(customers), 0) from wallet_customer_firsts where day <= ${last}::date)
          - (select count(*) from wallet_customer_gaps where first > '-infinity' and first <= ${first}::date and last >= ${last}::date),
        'balance', b.balance, 'gift_balance', b.gift_balance, 'deposits', r.deposits, 'deposit_count', r.deposit_count,
        'withdrawals', r.withdrawals, 'withdrawal_count', r.withdrawal_count, ${sql.join(
          WALLET_REPORT_KINDS.map((k) => sql`${k}::text, r.${id(k)}`),
          sql`, `,
        )})
      from (select coalesce(sum(credits), 0)::bigint as deposits, coalesce(sum(credit_count), 0)::bigint as deposit_count,
          coalesce(sum(debits), 0)::bigint as withdrawals, coalesce(sum(debit_count), 0)::bigint as withdrawal_count,
          ${sql.join(WALLET_REPORT_KINDS.map(dayKind), sql`, `)}
        from (select type, sum(credits) as credits, sum(credit_count) as credit_count, sum(debits) as debits, sum(debit_count) as debit_count, sum(gifts) as gifts
          from wallet_transaction_days where day between ${first}::date and ${last}::date group by type) t) r,
        (select coalesce(sum(credits - debits - gifts), 0)::bigint as balance, coalesce(sum(gifts), 0)::bigint as gift_balance
        from wallet_transaction_days where day <= ${last}::date) b)`;

const NAME = sql`trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) collate "fa-IR-x-icu"`;
const FLOW_SORTS: readonly string[] = ['deposits', 'deposit_count', 'withdrawals', 'withdrawal_count', ...WALLET_REPORT_KINDS];
/** A flow figure of the fact columns of `f` (deposits and withdrawals as their kinds' sums). */
const flowOfKey = (k: string): SQL => (k === 'deposits' ? sql`(${flowOf('f', true)})` : k === 'withdrawals' ? sql`(${flowOf('f', false)})` : sql`f.${id(k)}`);
/** A span's change of the whole balance (`net`) and of its gift part (`gift`) in the fact columns of `f`. */
const netCols = sql`(${flowOf('f', true)}) - (${flowOf('f', false)}) as net, f.gift`;

/**
 * The ids of one page of a listing without a search or a balance filter, in its order (`rn`), read
 * in that order from an index or from the range's facts alone, or null when the order needs the scan:
 * the main or the gift balance, highest first, of a range that ends with the facts (the wallets'
 * indexes: every wallet holding money is listed); a figure of the range's rows, highest first (the
 * customers with that figure above 0, all of them listed, come first); the name (the customers' name
 * index, each customer checked for a row in the range or money at its end).
 */
function pageIds(key: WalletReportSort, desc: boolean, range: DayRange, horizon: DayNumber, f: PageFilters): SQL | null {
  const lim = sql`limit ${f.perPage} offset ${(f.page - 1) * f.perPage}`;
  const atEnd = range.last >= horizon;
  if (key === 'balance' && desc && atEnd)
    return sql`select customer_id as id, row_number() over (order by balance - gift_balance desc, customer_id) as rn from wallets
      where balance - gift_balance > 0 order by balance - gift_balance desc, customer_id ${lim}`;
  if (key === 'gift_balance' && desc && atEnd)
    return sql`select customer_id as id, row_number() over (order by gift_balance desc, customer_id) as rn from wallets
      where gift_balance > 0 order by gift_balance desc, customer_id ${lim}`;
  const split = splitPeriods(range, horizon);
  // Whether customer c is listed: a row in the range or money at its end (a scalar lookup per
  // customer read: an `exists` would be planned as a pass over every wallet).
  const after = atEnd ? null : factRows(splitPeriods({ first: range.last + 1, last: horizon }, horizon), sql`f.customer_id, ${netCols}`, sql`and f.customer_id = c.id`);
  const money = after
    ? sql`coalesce((select w.balance - coalesce((select sum(net) from (${after.rows}) a), 0) from wallets w where w.customer_id = c.id), 0) > 0`
    : sql`coalesce((select w.balance from wallets w where w.customer_id = c.id), 0) > 0`;
  const listed = sql`(${money} or exists (select 1 from (${factRows(split, sql`1`, sql`and f.customer_id = c.id`).rows}) x))`;
  if (FLOW_SORTS.includes(key) && desc) {
    const inRange = factRows(split, sql`f.customer_id, ${flowOfKey(key)} as v`, sql``);
    const per = inRange.single ? sql`select customer_id, v from (${inRange.rows}) x where v > 0` : sql`select customer_id, sum(v) as v from (${inRange.rows}) x group by customer_id having sum(v) > 0`;
    // The customers with the figure above 0, then (when fewer than reach the page's end) the other
    // listed customers, all at 0, by id.
    const end = f.page * f.perPage;
    const mine = factRows(split, sql`${flowOfKey(key)} as v`, sql`and f.customer_id = c.id`);
    return sql`with a as not materialized (${per}), k as (select count(*) as n from (select 1 from a limit ${end}) z)
      select id, rn from (
        (select customer_id as id, row_number() over (order by v desc, customer_id) as rn from a order by v desc, customer_id limit ${end})
        union all
        (select c.id, (select n from k) + row_number() over (order by c.id) as rn from customers c
          where (select n from k) < ${end} and ${listed} and not exists (select 1 from (${mine.rows}) x where x.v > 0) order by c.id limit ${end})
      ) y order by rn ${lim}`;
  }
  if (key === 'name') {
    const dir = desc ? sql`desc` : sql`asc`;
    return sql`select c.id, row_number() over (order by ${NAME} ${dir}, c.id) as rn from customers c
      where ${listed} order by ${NAME} ${dir}, c.id ${lim}`;
  }
  return null;
}

/**
 * Without a search or a balance filter every customer with a ledger row in the range or money at its
 * end is listed: the totals are every wallet's (wallet_transaction_days: the range's rows, and the
 * rows up to its end for the balances) and the count is the customers with a first ledger row by the
 * range's end (wallet_customer_firsts) less those with a gap holding the whole range (wallet_customer_gaps).
 * A page in an order pageIds reads is its customers' figures alone: their facts in the range, and
 * their wallets less their facts after it. Null when the page needs the scan (another order, or a
 * page past the customers that order reads).
 */
async function everyWallet(db: Db, range: DayRange, f: PageFilters, opts: { series: boolean }, horizon: DayNumber): Promise<RawFigures | null> {
  const { key, desc } = itemSort<WalletReportSort>(f.sort, 'balance');
  const ids = f.perPage > 0 ? pageIds(key, desc, range, horizon, f) : sql`select null::int as id, 0::bigint as rn where false`;
  if (!ids) return null;
  const first = isoOfDay(range.first);
  const last = isoOfDay(range.last);
  const flows = sql.join(
    [...WALLET_REPORT_KINDS, 'deposit_count', 'withdrawal_count'].map((k) => sql`sum(f.${id(k)})::bigint as ${id(k)}`),
    sql`, `,
  );
  const kinds = sql.join(
    WALLET_REPORT_KINDS.map((k) => sql`f.${id(k)}`),
    sql`, `,
  );
  const ofPage = sql`and f.customer_id in (select id from p)`;
  const page = factRows(splitPeriods(range, horizon), sql`f.customer_id, ${kinds}, f.deposit_count, f.withdrawal_count`, ofPage);
  const after = range.last < horizon ? factRows(splitPeriods({ first: range.last + 1, last: horizon }, horizon), sql`f.customer_id, ${netCols}`, ofPage) : null;
  // Each page customer's balances at the end of the range: the wallet now less what came after it.
  const balances = after
    ? sql`select w.customer_id, w.balance - coalesce(a.net, 0) as bal, w.gift_balance - coalesce(a.gift, 0) as gift
        from wallets w left join (select customer_id, sum(net) as net, sum(gift) as gift from (${after.rows}) f group by customer_id) a on a.customer_id = w.customer_id
        where w.customer_id in (select id from p)`
    : sql`select w.customer_id, w.balance as bal, w.gift_balance as gift from wallets w where w.customer_id in (select id from p)`;
  const res = await db.execute(sql`
    with p as materialized (${ids}),
    fl as (select f.customer_id, ${flows} from (${page.rows}) f group by f.customer_id),
    b as (${balances})
    select ${everyTotals(first, last)} as totals,
      (select coalesce(json_agg(x order by x.rn), '[]') from (
        select p.id, p.rn, case when b.bal > 0 then b.bal - b.gift else 0 end::bigint as balance, case when b.bal > 0 then b.gift else 0 end::bigint as gift_balance,
          trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as name, c.mobile,
          ${sql.join(
            ['deposits', 'deposit_count', 'withdrawals', 'withdrawal_count', ...WALLET_REPORT_KINDS].map((k) => {
              const v = k === 'deposits' ? sql`(${flowOf('fl', true)})` : k === 'withdrawals' ? sql`(${flowOf('fl', false)})` : sql`fl.${id(k)}`;
              return sql`coalesce(${v}, 0)::bigint as ${id(k)}`;
            }),
            sql`, `,
          )}
        from p join customers c on c.id = p.id left join b on b.customer_id = p.id left join fl on fl.customer_id = p.id) x) as rows,
      ${
        opts.series
          ? sql`(select coalesce(json_agg(d order by d.day), '[]') from (
              select day::text as day, sum(credits)::bigint as deposits, sum(debits)::bigint as withdrawals
              from wallet_transaction_days where day between ${first}::date and ${last}::date group by day) d)`
          : sql`null::json`
      } as series`);
  const r = res.rows[0] as unknown as RawFigures;
  if (r.rows.length < f.perPage) return null;
  return r;
}

/** The report's figures; `scan` computes them for every customer whatever the order (what the ordered pages are checked against). */
export async function walletFigures(db: Db, range: DayRange, wf: WalletFilters, f: PageFilters, opts: { series: boolean; scan?: boolean }): Promise<WalletFigures> {
  const horizon = await factHorizon(db);
  const filtered = wf.q !== undefined || wf.min_balance !== undefined || wf.max_balance !== undefined || wf.min_gift !== undefined || wf.max_gift !== undefined;
  const r = (!filtered && !opts.scan && (await everyWallet(db, range, f, opts, horizon))) || (await scanFigures(db, range, wf, f, opts, horizon));
  const num = (v: unknown) => Number(v ?? 0);
  const totals = Object.fromEntries([['customers', num(r.totals.customers)], ...FIGURES.map((k) => [k, num(r.totals[k])])]) as WalletReportTotals;
  let series: WalletReportPoint[] | null = null;
  if (opts.series) {
    const byDay = new Map((r.series ?? []).map((p) => [p.day, p]));
    series = [];
    for (let d = range.first; d <= range.last; d++) {
      const iso = isoOfDay(d);
      const p = byDay.get(iso);
      series.push({ day: iso, deposits: num(p?.deposits), withdrawals: num(p?.withdrawals) });
    }
  }
  return {
    total: totals.customers,
    totals,
    rows: r.rows.map((x) => ({ id: num(x.id), name: String(x.name ?? ''), mobile: String(x.mobile ?? ''), ...Object.fromEntries(FIGURES.map((k) => [k, num(x[k])])) }) as WalletReportRow),
    series,
  };
}
