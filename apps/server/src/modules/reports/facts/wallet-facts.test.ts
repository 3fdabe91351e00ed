import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOfIso, dayOfJalali, isoOfDay, jalaliTextOfDay, monthStart, tehranToday, yearStart } from '@pishkhan/common/jalali-days';
import { isCreditType, WALLET_TRANSACTION_TYPES, type WalletTransactionType } from '@pishkhan/common/schemas/people.schema';
import { WALLET_REPORT_SORTS } from '@pishkhan/common/reports/wallets.columns';
import { WALLET_DEPOSIT_KINDS, WALLET_KIND_OF_TYPE, WALLET_REPORT_KINDS, type WalletReportKind } from '@pishkhan/common/wallet-report';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { changeWallet } from '../../wallet/wallets/wallet.service';
import { walletFigures } from '../wallets/wallet-report';

/**
 * The wallets report's facts (wallet_customer_days, wallet_customer_periods) after a random mix of
 * ledger rows — top-ups, order and in-store payments, refunds, admin credits and debits (with gift
 * parts), gift credits, withdrawal requests and their cancellations — over two Jalali years, with rows
 * at 23:59 Tehran time on the last day of Esfand and just after midnight, several customers and days
 * in one statement, and today's rows through the wallet service: they equal a recomputation from the
 * ledger (kinds from WALLET_KIND_OF_TYPE), a rebuild, and the report's totals for random ranges equal
 * a direct computation over the ledger.
 */
let ctx: TestContext;
const customers: number[] = [];
const actor = { adminId: null, ip: null };

/** A small seeded generator (mulberry32), so that a failure can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const SEED = 19_2026;
const rnd = random(SEED);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const amountOf = () => (1 + Math.floor(rnd() * 40)) * 5_000;

const isDeposit = (k: WalletReportKind) => (WALLET_DEPOSIT_KINDS as readonly string[]).includes(k);
const list = (xs: string[]) =>
  sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  );
/** A kind of a ledger row straight from WALLET_KIND_OF_TYPE: its main part where the type's main part counts there, its gift part likewise. */
function kindSql(k: WalletReportKind) {
  const main = WALLET_TRANSACTION_TYPES.filter((ty) => WALLET_KIND_OF_TYPE[ty].main === k);
  const gift = WALLET_TRANSACTION_TYPES.filter((ty) => WALLET_KIND_OF_TYPE[ty].gift === k);
  const m = main.length ? sql`case when type in (${list(main)}) then amount - gift_amount else 0 end` : sql`0`;
  const g = gift.length ? sql`case when type in (${list(gift)}) then gift_amount else 0 end` : sql`0`;
  return sql`(${isDeposit(k) ? sql`` : sql`-`}sum(${m} + ${g}))::bigint::text as ${sql.identifier(k)}`;
}

const FACT_COLS = [...WALLET_REPORT_KINDS, 'deposit_count', 'withdrawal_count', 'gift'] as const;
type Fact = Record<(typeof FACT_COLS)[number], string> & { day: string; customer_id: number };

const directDays = async (): Promise<Fact[]> =>
  (
    await ctx.database.db.execute(sql`select ((created_at at time zone 'Asia/Tehran')::date)::text as day, customer_id::int,
      ${sql.join(WALLET_REPORT_KINDS.map(kindSql), sql`, `)},
      count(*) filter (where amount > 0)::text as deposit_count, count(*) filter (where amount < 0)::text as withdrawal_count, sum(gift_amount)::bigint::text as gift
      from wallet_transactions group by 1, 2 order by 1, 2`)
  ).rows as Fact[];
const keptDays = async (): Promise<Fact[]> =>
  (
    await ctx.database.db.execute(sql`select day::text, customer_id, ${sql.join(
      FACT_COLS.map((c) => sql`${sql.identifier(c)}::text`),
      sql`, `,
    )} from wallet_customer_days order by 1, 2`)
  ).rows as Fact[];
const keptPeriods = async () =>
  (
    await ctx.database.db.execute(sql`select grain, start::text, customer_id, ${sql.join(
      FACT_COLS.map((c) => sql`${sql.identifier(c)}::text`),
      sql`, `,
    )} from wallet_customer_periods order by 1, 2, 3`)
  ).rows as (Omit<Fact, 'day'> & { grain: string; start: string })[];

/** The day facts summed per Jalali month and year in TypeScript (the calendar of the web app). */
function periodsOf(days: Fact[]) {
  const out = new Map<string, Omit<Fact, 'day'> & { grain: string; start: string }>();
  for (const d of days) {
    const day = dayOfIso(d.day);
    for (const [grain, start] of [
      ['month', isoOfDay(monthStart(day))],
      ['year', isoOfDay(yearStart(day))],
    ] as const) {
      const key = `${grain}|${start}|${String(d.customer_id).padStart(9, '0')}`;
      const p = out.get(key) ?? { grain, start, customer_id: d.customer_id, ...(Object.fromEntries(FACT_COLS.map((c) => [c, '0'])) as Record<(typeof FACT_COLS)[number], string>) };
      for (const c of FACT_COLS) p[c] = String(Number(p[c]) + Number(d[c]));
      out.set(key, p);
    }
  }
  return [...out.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v);
}

/** The runs of days on which a customer has no row and an empty wallet, from the day facts. */
function gapsOf(days: Fact[]) {
  const out: { customer_id: number; first: string; last: string }[] = [];
  const by = new Map<number, Fact[]>();
  for (const d of days) by.set(d.customer_id, [...(by.get(d.customer_id) ?? []), d]);
  for (const [c, ds] of [...by.entries()].sort(([a], [b]) => a - b)) {
    ds.sort((a, b) => (a.day < b.day ? -1 : 1));
    out.push({ customer_id: c, first: '-infinity', last: isoOfDay(dayOfIso(ds[0]!.day) - 1) });
    let balance = 0;
    ds.forEach((d, i) => {
      balance += WALLET_REPORT_KINDS.reduce((t, k) => t + (isDeposit(k) ? 1 : -1) * Number(d[k]), 0);
      const next = ds[i + 1] ? dayOfIso(ds[i + 1]!.day) : null;
      if (balance === 0 && (next === null || next > dayOfIso(d.day) + 1)) out.push({ customer_id: c, first: isoOfDay(dayOfIso(d.day) + 1), last: next === null ? 'infinity' : isoOfDay(next - 1) });
    });
  }
  return out;
}
const keptGaps = async () =>
  (await ctx.database.db.execute(sql`select customer_id, first::text, last::text from wallet_customer_gaps order by 1, 2`)).rows as { customer_id: number; first: string; last: string }[];

/** Customers per first day and slot, from their gaps before the first row. */
function firstsOf(gaps: { customer_id: number; first: string; last: string }[]) {
  const n = new Map<string, number>();
  for (const g of gaps.filter((x) => x.first === '-infinity')) {
    const key = `${isoOfDay(dayOfIso(g.last) + 1)}|${g.customer_id % 8}`;
    n.set(key, (n.get(key) ?? 0) + 1);
  }
  return [...n.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, customers]) => ({ day: k.split('|')[0], slot: Number(k.split('|')[1]), customers }));
}
/** The facts' own check (migration report_sort_indexes_and_day_totals, also run by the demo seed): rows per fact table differing from a recomputation from the ledger. */
const mismatches = async () =>
  Object.fromEntries(
    ((await ctx.database.db.execute(sql`select facts, mismatches::int as n from wallet_facts_mismatches()`)).rows as { facts: string; n: number }[]).map((r) => [r.facts, r.n]),
  );
const CONSISTENT = { wallet_customer_days: 0, wallet_customer_periods: 0, wallet_customer_gaps: 0, wallet_customer_firsts: 0 };
const keptFirsts = async () => (await ctx.database.db.execute(sql`select day::text, slot, customers from wallet_customer_firsts where customers <> 0 order by 1, 2`)).rows;

interface Planned {
  customer: number;
  type: WalletTransactionType;
  amount: number;
  gift: number;
  at: Date;
}
const CREDITS: WalletTransactionType[] = ['gateway_topup', 'order_refund', 'shop_refund', 'admin_credit', 'gift_credit', 'withdraw_cancel'];
const DEBITS: WalletTransactionType[] = ['order_payment', 'shop_payment', 'withdraw_request', 'admin_debit'];

/** A random ledger row a wallet with these balances allows, with the gift rules of changeWallet. */
function nextRow(w: { balance: number; gift: number }): { type: WalletTransactionType; amount: number; gift: number } {
  const main = w.balance - w.gift;
  const debit = w.balance > 0 && rnd() < 0.5;
  if (!debit) {
    const type = pick(CREDITS);
    const amount = amountOf();
    const gift = type === 'gift_credit' ? amount : type === 'admin_credit' || type === 'order_refund' ? pick([0, 0, Math.floor(amount / 2), amount]) : 0;
    return { type, amount, gift };
  }
  const type = main > 0 ? pick(DEBITS) : pick(DEBITS.filter((t) => t !== 'withdraw_request'));
  const most = type === 'withdraw_request' ? main : w.balance;
  // A third of them empty the wallet (or its main part): the days after it are gaps until the next row.
  const need = rnd() < 0.35 ? most : Math.max(1, Math.min(most, Math.ceil(rnd() * most)));
  const gift = type === 'withdraw_request' ? 0 : type === 'admin_debit' ? -Math.max(0, need - main) : -Math.min(w.gift, need);
  return { type, amount: -need, gift };
}

const tehran = (iso: string, time: string) => new Date(`${iso}T${time}+03:30`);

beforeAll(async () => {
  ctx = await setupApp();
  for (let i = 0; i < 7; i++) {
    const res = await api(ctx).post('/api/admin/customers', { mobile: `0912200${String(i).padStart(4, '0')}`, first_name: 'مشتری', last_name: `آزمون ${i}` });
    expect(res.statusCode, res.body).toBe(201);
    customers.push(res.json().data.id);
  }
  // Two Jalali years before today: random instants, and the Tehran day boundaries at the end of Esfand.
  const today = tehranToday();
  const from = yearStart(yearStart(today) - 1);
  const instants: Date[] = [];
  for (let i = 0; i < 160; i++) {
    const day = from + Math.floor(rnd() * (today - from));
    instants.push(new Date(Date.parse(`${isoOfDay(day)}T00:00:00+03:30`) + Math.floor(rnd() * 86_400_000)));
  }
  const lastEsfand = yearStart(today) - 1;
  instants.push(tehran(isoOfDay(lastEsfand), '23:59:00'), tehran(isoOfDay(lastEsfand), '23:59:59'), tehran(isoOfDay(lastEsfand + 1), '00:00:00'), tehran(isoOfDay(lastEsfand + 1), '00:00:30'));
  const yEsfand = yearStart(lastEsfand) - 1;
  instants.push(tehran(isoOfDay(yEsfand), '23:59:00'), tehran(isoOfDay(yEsfand + 1), '00:00:10'));
  instants.sort((a, b) => a.getTime() - b.getTime());
  const state = new Map<number, { id: number; balance: number; gift: number }>();
  for (const c of customers) {
    const [w] = (await ctx.database.db.execute(sql`select id from wallets where customer_id = ${c}`)).rows as { id: string }[];
    state.set(c, { id: Number(w!.id), balance: 0, gift: 0 });
  }
  const plan: (Planned & { balance: number; giftBalance: number; wallet: number })[] = [];
  for (const at of instants) {
    const customer = pick(customers);
    const w = state.get(customer)!;
    const r = nextRow(w);
    w.balance += r.amount;
    w.gift += r.gift;
    plan.push({ customer, ...r, at, balance: w.balance, giftBalance: w.gift, wallet: w.id });
  }
  // Written in statements of several rows (several customers and days each), as a bulk import would.
  await ctx.database.db.transaction(async (tx) => {
    for (let i = 0; i < plan.length; i += 9) {
      const chunk = plan.slice(i, i + 9);
      await tx.execute(sql`insert into wallet_transactions (wallet_id, customer_id, type, amount, gift_amount, balance_after, gift_balance_after, created_at) values ${sql.join(
        chunk.map((p) => sql`(${p.wallet}, ${p.customer}, ${p.type}, ${p.amount}, ${p.gift}, ${p.balance}, ${p.giftBalance}, ${p.at.toISOString()}::timestamptz)`),
        sql`, `,
      )}`);
    }
    for (const w of state.values()) await tx.execute(sql`update wallets set balance = ${w.balance}, gift_balance = ${w.gift} where id = ${w.id}`);
  });
  // Today: through the wallet service, one change per transaction.
  for (let i = 0; i < 40; i++) {
    const customer = pick(customers);
    const [w] = (await ctx.database.db.execute(sql`select balance, gift_balance from wallets where customer_id = ${customer}`)).rows as { balance: string; gift_balance: string }[];
    const r = nextRow({ balance: Number(w!.balance), gift: Number(w!.gift_balance) });
    expect(isCreditType(r.type)).toBe(r.amount > 0);
    await ctx.database.db.transaction((tx) =>
      changeWallet(tx, actor, { customerId: customer, type: r.type, amount: r.amount, ...(r.amount > 0 && r.gift > 0 ? { gift: r.gift } : {}) }),
    );
  }
});
afterAll(() => ctx.close());

describe('wallet facts', () => {
  it('equal a recomputation from the ledger per customer and Tehran day, Jalali month and year, and a rebuild', async () => {
    const direct = await directDays();
    expect(direct.length).toBeGreaterThan(50);
    expect(await keptDays()).toEqual(direct);
    const periods = periodsOf(direct);
    expect(await keptPeriods()).toEqual(periods);
    const gaps = gapsOf(direct);
    expect(gaps.length).toBeGreaterThan(customers.length);
    expect(await keptGaps()).toEqual(gaps);
    expect(await keptFirsts()).toEqual(firstsOf(gaps));
    await ctx.database.db.execute(sql`select wallet_facts_rebuild()`);
    expect(await keptFirsts()).toEqual(firstsOf(gaps));
    expect(await keptDays()).toEqual(direct);
    expect(await keptPeriods()).toEqual(periods);
    expect(await keptGaps()).toEqual(gaps);
    expect(await mismatches()).toEqual(CONSISTENT);
  });

  it("are checked by the database's own recomputation, which finds a fact row changed behind the ledger's back", async () => {
    expect(await mismatches()).toEqual(CONSISTENT);
    await ctx.database.db.execute(sql`update wallet_customer_days set topup = topup + 1 where (day, customer_id) = (select day, customer_id from wallet_customer_days order by day desc limit 1)`);
    await ctx.database.db.execute(sql`update wallet_customer_periods set gift = gift - 1 where (grain, start, customer_id) = (select grain, start, customer_id from wallet_customer_periods order by start limit 1)`);
    expect(await mismatches()).toEqual({ ...CONSISTENT, wallet_customer_days: 1, wallet_customer_periods: 1 });
    await ctx.database.db.execute(sql`select wallet_facts_rebuild()`);
    expect(await mismatches()).toEqual(CONSISTENT);
  });

  it('give the report the totals of a direct computation over the ledger for random ranges', async () => {
    const today = tehranToday();
    const from = yearStart(yearStart(today) - 1);
    const ranges: [number, number][] = [
      [yearStart(today), today],
      [monthStart(today), today],
      [yearStart(yearStart(today) - 1), yearStart(today) - 1],
      [dayOfJalali(1403, 12, 1) ?? from, dayOfJalali(1404, 1, 1) ?? today],
    ];
    for (let i = 0; i < 8; i++) {
      const a = from + Math.floor(rnd() * (today - from + 1));
      const b = a + Math.floor(rnd() * (today - a + 1));
      ranges.push([a, b]);
    }
    for (const [a, b] of ranges) {
      const res = await api(ctx).get(`/api/admin/reports/wallets?from=${jalaliTextOfDay(a)}&to=${jalaliTextOfDay(b)}&compare=0&per_page=100`);
      expect(res.statusCode, res.body).toBe(200);
      const { data, meta } = res.json();
      const s = sql`(${isoOfDay(a)}::date)::timestamp at time zone 'Asia/Tehran'`;
      const e = sql`(${isoOfDay(b)}::date + 1)::timestamp at time zone 'Asia/Tehran'`;
      const direct = (
        await ctx.database.db.execute(sql`with per as (
          select customer_id, coalesce(sum(amount - gift_amount) filter (where created_at < ${e}), 0) as balance,
            coalesce(sum(gift_amount) filter (where created_at < ${e}), 0) as gift_balance, count(*) filter (where created_at >= ${s} and created_at < ${e}) as n
          from wallet_transactions group by customer_id)
          select count(*) filter (where balance + gift_balance > 0 or n > 0)::int as customers, sum(balance)::bigint::text as balance, sum(gift_balance)::bigint::text as gift_balance,
            (select json_build_object(${sql.join(
              WALLET_REPORT_KINDS.map((k) => sql`${k}::text, (select ${kindSql(k)} from wallet_transactions where created_at >= ${s} and created_at < ${e})`),
              sql`, `,
            )})) as kinds
          from per`)
      ).rows[0] as { customers: number; balance: string; gift_balance: string; kinds: Record<string, string | null> };
      const label = `${isoOfDay(a)}…${isoOfDay(b)}`;
      expect(meta.total, label).toBe(direct.customers);
      expect(data.totals.balance, label).toBe(Number(direct.balance));
      expect(data.totals.gift_balance, label).toBe(Number(direct.gift_balance));
      for (const k of WALLET_REPORT_KINDS) expect(data.totals[k], `${label} ${k}`).toBe(Number(direct.kinds[k] ?? 0));
      // The rows add up to the totals.
      const sum = (k: string) => (data.rows as Record<string, number>[]).reduce((t, r) => t + r[k]!, 0);
      for (const k of ['balance', 'gift_balance', 'deposits', 'withdrawals', 'deposit_count', 'withdrawal_count', ...WALLET_REPORT_KINDS]) expect(sum(k), `${label} ${k}`).toBe(data.totals[k]);
      // Without a page the totals come from the whole-shop facts and the gaps: the same figures.
      const bare = await walletFigures(ctx.database.db, { first: a, last: b }, {}, { sort: { key: 'period', desc: true }, page: 1, perPage: 0 }, { series: true });
      expect(bare.totals, label).toEqual(data.totals);
      expect(bare.series, label).toEqual(data.series);
      // A one-row page of a range that ends today is read from the wallets in order: the scan's first row.
      if (b === today) expect((await walletFigures(ctx.database.db, { first: a, last: b }, {}, { sort: { key: 'period', desc: true }, page: 1, perPage: 1 }, { series: false })).rows).toEqual(data.rows.slice(0, 1));
    }
  });

  it('give every order of the page, read from an index or the facts, the rows and totals of the scan over every customer', async () => {
    const today = tehranToday();
    const ranges: [number, number][] = [
      [yearStart(today), today],
      [monthStart(today), today],
      [yearStart(yearStart(today) - 1), yearStart(today) - 1],
      [monthStart(today) - 45, today - 20],
    ];
    for (let i = 0; i < 1; i++) {
      const from = yearStart(yearStart(today) - 1);
      const a = from + Math.floor(rnd() * (today - from + 1));
      ranges.push([a, a + Math.floor(rnd() * (today - a + 1))]);
    }
    let read = 0;
    for (const [a, b] of ranges)
      for (const key of WALLET_REPORT_SORTS)
        for (const desc of [true, false])
          for (const page of [1, 2]) {
            const f = { sort: { key, desc }, page, perPage: 2 };
            const label = `${isoOfDay(a)}…${isoOfDay(b)} ${desc ? '-' : ''}${key} page ${page}`;
            const fast = await walletFigures(ctx.database.db, { first: a, last: b }, {}, f, { series: true });
            const scan = await walletFigures(ctx.database.db, { first: a, last: b }, {}, f, { series: true, scan: true });
            expect(fast, label).toEqual(scan);
            if (fast.rows.length) read++;
          }
    expect(read).toBeGreaterThan(60);
  });
});
