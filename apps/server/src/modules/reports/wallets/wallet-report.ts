import { sql, type SQL } from 'drizzle-orm';
import { reportErrors, walletReportText as t } from '@pishkhan/common/i18n/fa/reports';
import { isoOfDay } from '@pishkhan/common/jalali-days';
import { WALLET_TRANSACTION_TYPES, type WalletTransactionType } from '@pishkhan/common/schemas/people.schema';
import {
  WALLET_DEPOSIT_KINDS,
  WALLET_KIND_OF_TYPE,
  WALLET_REPORT_KINDS,
  type WalletReportKind,
  type WalletReportPoint,
  type WalletReportRow,
  type WalletReportSort,
  type WalletReportTotals,
} from '@pishkhan/common/wallet-report';
import type { Db } from '../../../db/client';
import { validation } from '../../../lib/errors';
import type { SheetColumn } from '../../../lib/excel';
import { searchCondition } from '../../../lib/list';
import type { DayRange, ReportFilters } from '../../../lib/report';
import { itemSort, numbers, searchOf } from '../entity-report';

/**
 * The wallets report — per customer (definitions in docs/reports.md): the main and gift balances at
 * the end of the range's last Tehran day, the money that came in and went out in the range (from the
 * wallet ledger, split into kinds by WALLET_KIND_OF_TYPE), with totals over every customer of the
 * filters and the deposits and withdrawals of each Tehran day for the chart.
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

/** The start of a Tehran calendar day as a timestamptz (index-friendly bound of created_at). */
const dayStart = (iso: string): SQL => sql`(${iso}::date)::timestamp at time zone 'Asia/Tehran'`;

const isDeposit = (k: WalletReportKind) => (WALLET_DEPOSIT_KINDS as readonly string[]).includes(k);
/** Ledger types whose main and gift parts count in different kinds. */
const SPLIT = WALLET_TRANSACTION_TYPES.filter((ty) => WALLET_KIND_OF_TYPE[ty].main !== WALLET_KIND_OF_TYPE[ty].gift);
const col = (prefix: 'a' | 'g', ty: WalletTransactionType) => sql.identifier(`${prefix}_${ty}`);

/**
 * Per customer, Σ amount of each ledger type and Σ gift_amount of the split types: one cheap filtered
 * sum per row and type (a kind's CASE per row cost several times more on a year's rows).
 */
const perType = (): SQL =>
  sql.join(
    [
      ...WALLET_TRANSACTION_TYPES.map((ty) => sql`coalesce(sum(amount) filter (where type = ${ty}), 0) as ${col('a', ty)}`),
      ...SPLIT.map((ty) => sql`coalesce(sum(gift_amount) filter (where type = ${ty}), 0) as ${col('g', ty)}`),
    ],
    sql`, `,
  );

/** A kind from the per-type sums: the main parts of its types and the gift parts of its types, withdrawals positive. */
function kindOf(kind: WalletReportKind): SQL {
  const parts: SQL[] = [];
  for (const ty of WALLET_TRANSACTION_TYPES) {
    const k = WALLET_KIND_OF_TYPE[ty];
    if (!SPLIT.includes(ty)) {
      if (k.main === kind) parts.push(sql`${col('a', ty)}`);
    } else {
      if (k.main === kind) parts.push(sql`(${col('a', ty)} - ${col('g', ty)})`);
      if (k.gift === kind) parts.push(sql`${col('g', ty)}`);
    }
  }
  const sum = parts.length ? sql.join(parts, sql` + `) : sql`0`;
  return sql`(${isDeposit(kind) ? sql`` : sql`-`}(${sum}))::bigint as ${sql.identifier(kind)}`;
}

const FIGURES = ['balance', 'gift_balance', 'deposits', 'deposit_count', 'withdrawals', 'withdrawal_count', ...WALLET_REPORT_KINDS] as const;

const sortSql = (key: WalletReportSort): SQL => (key === 'name' ? sql`trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) collate "fa-IR-x-icu"` : sql`${sql.identifier(key)}`);

/**
 * How to find each wallet's balances at the end of the range: the ledger rows before it summed
 * (`before`), or the wallets' balances now less the rows after it (`after`) — equal, since a wallet
 * always holds Σ of its ledger rows (migration 0004's guards); the one with fewer rows to read is
 * taken, counted from wallet_transaction_days.
 */
async function balanceWay(db: Db, endDay: string): Promise<'before' | 'after'> {
  const res = await db.execute(sql`select coalesce(sum(credit_count + debit_count) filter (where day <= ${endDay}::date), 0)::bigint as b,
    coalesce(sum(credit_count + debit_count) filter (where day > ${endDay}::date), 0)::bigint as a from wallet_transaction_days`);
  const r = res.rows[0] as { a: string; b: string };
  return Number(r.a) <= Number(r.b) ? 'after' : 'before';
}

export interface WalletFigures {
  total: number;
  totals: WalletReportTotals;
  rows: WalletReportRow[];
  /** Every Tehran day of the range, when asked for. */
  series: WalletReportPoint[] | null;
}

export async function walletFigures(
  db: Db,
  range: DayRange,
  wf: WalletFilters,
  f: Pick<ReportFilters, 'sort' | 'page'> & { perPage: number },
  opts: { series: boolean },
): Promise<WalletFigures> {
  const { key, desc } = itemSort<WalletReportSort>(f.sort, 'balance');
  const first = isoOfDay(range.first);
  const last = isoOfDay(range.last);
  const s = dayStart(first);
  const e = sql`(${last}::date + 1)::timestamp at time zone 'Asia/Tehran'`;
  const search = searchCondition(sql`c.search`, wf.q);
  // A search narrows the ledger to the found customers through the customer index.
  const who = search ? sql`and customer_id = any(array(select c.id from customers c where ${search}))` : sql``;
  const way = await balanceWay(db, last);
  const balances =
    way === 'after'
      ? sql`select w.customer_id, w.balance - coalesce(a.s, 0) as bal, w.gift_balance - coalesce(a.g, 0) as gift
          from wallets w left join (select customer_id, sum(amount) as s, sum(gift_amount) as g from wallet_transactions where created_at >= ${e} ${who} group by customer_id) a
            on a.customer_id = w.customer_id
          where true ${search ? sql`and w.customer_id = any(array(select c.id from customers c where ${search}))` : sql``}`
      : sql`select customer_id, sum(amount) as bal, sum(gift_amount) as gift from wallet_transactions where created_at < ${e} ${who} group by customer_id`;
  const conds: SQL[] = [sql`(b.bal > 0 or fl.customer_id is not null)`];
  // Without a balance filter every customer with a row in the range is listed, so the chart reads every row of the range.
  const balanceFiltered = wf.min_balance !== undefined || wf.max_balance !== undefined || wf.min_gift !== undefined || wf.max_gift !== undefined;
  const main = sql`coalesce(b.bal - b.gift, 0)`;
  const gift = sql`coalesce(b.gift, 0)`;
  if (wf.min_balance !== undefined) conds.push(sql`${main} >= ${wf.min_balance}`);
  if (wf.max_balance !== undefined) conds.push(sql`${main} <= ${wf.max_balance}`);
  if (wf.min_gift !== undefined) conds.push(sql`${gift} >= ${wf.min_gift}`);
  if (wf.max_gift !== undefined) conds.push(sql`${gift} <= ${wf.max_gift}`);
  const flowCols = ['deposits', 'deposit_count', 'withdrawals', 'withdrawal_count', ...WALLET_REPORT_KINDS] as const;
  // One pass over a year's ledger groups a row per customer: enough memory to do it without spilling to disk.
  const res = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return tx.execute(sql`
    with mv as (
      select customer_id, type, amount, gift_amount, created_at from wallet_transactions where created_at >= ${s} and created_at < ${e} ${who}
    ),
    ft as (
      select customer_id,
        coalesce(sum(amount) filter (where amount > 0), 0)::bigint as deposits, count(*) filter (where amount > 0)::bigint as deposit_count,
        coalesce(-sum(amount) filter (where amount < 0), 0)::bigint as withdrawals, count(*) filter (where amount < 0)::bigint as withdrawal_count,
        ${perType()}
      from mv group by customer_id
    ),
    fl as (
      select customer_id, deposits, deposit_count, withdrawals, withdrawal_count, ${sql.join(WALLET_REPORT_KINDS.map(kindOf), sql`, `)} from ft
    ),
    b as (${balances}),
    g as materialized (
      select coalesce(b.customer_id, fl.customer_id) as id, ${main}::bigint as balance, ${gift}::bigint as gift_balance,
        ${sql.join(flowCols.map((k) => sql`coalesce(fl.${sql.identifier(k)}, 0)::bigint as ${sql.identifier(k)}`), sql`, `)}
      from b full join fl on fl.customer_id = b.customer_id
      where ${sql.join(conds, sql` and `)}
    )
    select (select json_build_object('customers', count(*), ${sql.join(
      FIGURES.map((k) => sql`${k}::text, coalesce(sum(${sql.identifier(k)}), 0)`),
      sql`, `,
    )}) from g) as totals,
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
              select ((created_at at time zone 'Asia/Tehran')::date)::text as day,
                coalesce(sum(amount) filter (where amount > 0), 0)::bigint as deposits, coalesce(-sum(amount) filter (where amount < 0), 0)::bigint as withdrawals
              from mv ${balanceFiltered ? sql`where customer_id in (select id from g)` : sql``} group by 1) d)`
            : // Every row of the range counts: its days' sums are kept in wallet_transaction_days.
              sql`(select coalesce(json_agg(d order by d.day), '[]') from (
              select day::text as day, sum(credits)::bigint as deposits, sum(debits)::bigint as withdrawals
              from wallet_transaction_days where day between ${first}::date and ${last}::date group by day) d)`
      } as series`);
  });
  const r = res.rows[0] as { totals: Record<string, number | string>; rows: Record<string, unknown>[]; series: { day: string; deposits: number | string; withdrawals: number | string }[] | null };
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

export const walletColumns = (): SheetColumn[] => [
  { header: t.columns.name, key: 'name', kind: 'text', width: 28 },
  { header: t.columns.mobile, key: 'mobile', kind: 'text', width: 14 },
  ...FIGURES.map((k): SheetColumn => ({ header: t.columns[k], key: k, width: 18, ...(k.endsWith('_count') ? {} : { kind: 'money' as const }) })),
];
