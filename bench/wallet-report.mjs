// The wallets report (/api/admin/reports/wallets) on a large ledger: 100,000 customers with wallets and
// 1,000,000 wallet transactions over the last year (10 a customer: a credit, purchases online and in
// store, gift credits spent, refunds and withdrawal requests, in a different order for each customer), written as the wallet service would
// (each row continues the previous one; migration 0004's guards check it), then each kind of request
// measured with autocannon: p50 / p95 / p99 ms and req/s at BENCH_CONNECTIONS clients (1) for
// BENCH_DURATION seconds (3), and the Excel export of a filtered set timed once.
//
//   node bench/wallet-report.mjs [customers=100000] [per_customer=10]
//   BENCH_DATA_DIR=/tmp/x node bench/wallet-report.mjs   — keeps the embedded database (seeded once)
import { measure, start } from './bench-kit.mjs';

const customers = Number(process.argv[2] ?? 100_000);
const per = Number(process.argv[3] ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 1);
const duration = Number(process.env.BENCH_DURATION ?? 3);
const MOBILE = '0990'; // the generated customers' mobiles: 0990 + 7 digits

const s = await start();
s.client.on('error', () => {}); // the database stops with the server at the end
const q = async (sql, params) => (await s.client.query(sql, params)).rows;
try {
  const [have] = await q(`select count(*)::int n from customers where mobile like '${MOBILE}%'`);
  if (have.n === 0) {
    const t0 = Date.now();
    console.log(`seeding ${customers} customers and ${customers * per} wallet transactions…`);
    await q('begin');
    await q(`insert into customers (mobile, first_name, last_name, created_at)
      select '${MOBILE}' || lpad(i::text, 7, '0'),
        (array['علی','مریم','رضا','زهرا','محمد','فاطمه','حسین','سارا','مهدی','نرگس'])[1 + i % 10],
        (array['رضایی','کریمی','محمدی','احمدی','حسینی','موسوی','جعفری','صادقی','کاظمی','رحیمی','قاسمی','نوری'])[1 + (i / 10) % 12],
        now() - interval '400 days'
      from generate_series(1, ${customers}) i`);
    await q(`insert into wallets (customer_id) select id from customers where mobile like '${MOBILE}%' on conflict (customer_id) do nothing`);
    // Each customer's rows: a credit first, then a pattern of purchases, gift credits spent at once,
    // refunds and withdrawal requests; amounts small enough that no balance goes below zero.
    await q(`create temp table g on commit drop as
      select wallet_id, customer_id, k,
        case when k = 0 then 'admin_credit' else (array['order_payment','gift_credit','shop_payment','order_refund','withdraw_request'])[1 + i] end as type,
        case when k = 0 then 5000000 when i in (1, 2) then (array[0, 40000, -40000])[1 + i]
             else (array[-150000, 0, 0, 30000, -100000])[1 + i] + sign((array[-150000, 0, 0, 30000, -100000])[1 + i]) * ((customer_id * 7 + k * 13) % 50) * 1000 end as amount,
        created_at
      from (
        select w.id wallet_id, w.customer_id, k, (k - 1 + w.customer_id) % 5 as i,
          now() - interval '365 days' + (k * 36 + (w.customer_id * 37 + k * 11) % 36) * interval '1 day' + ((w.customer_id * 131 + k * 17) % 86400) * interval '1 second' as created_at
        from wallets w join customers c on c.id = w.customer_id and c.mobile like '${MOBILE}%', generate_series(0, ${per - 1}) k
      ) x`);
    await q(`alter table g add column gift_amount bigint`);
    // A gift credit is spent by the in-store purchase that follows it (a purchase spends the gift part first).
    await q(`update g set gift_amount = case when type = 'gift_credit' then amount when type = 'shop_payment' and k > 1 then amount else 0 end`);
    await q(`insert into wallet_transactions (wallet_id, customer_id, type, amount, gift_amount, balance_after, gift_balance_after, created_at)
      select wallet_id, customer_id, type, amount, gift_amount,
        sum(amount) over w, sum(gift_amount) over w, least(created_at, now())
      from g window w as (partition by wallet_id order by k) order by created_at, wallet_id`);
    await q(`update wallets w set balance = x.b, gift_balance = x.gb from (select wallet_id, sum(amount) b, sum(gift_amount) gb from g group by wallet_id) x where x.wallet_id = w.id`);
    await q('commit');
    await q('analyze customers; analyze wallets; analyze wallet_transactions; analyze wallet_transaction_days');
    console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  const [n] = await q(`select (select count(*) from customers)::int customers, (select count(*) from wallets where balance > 0)::int wallets, (select count(*) from wallet_transactions)::int rows`);
  console.log(`${n.customers} customers, ${n.wallets} wallets holding money, ${n.rows} wallet transactions`);
  const headers = { authorization: `Bearer ${s.token}` };
  const cases = [
    ['this month (Jalali)', '/api/admin/reports/wallets?preset=this_month'],
    ['last 30 days', '/api/admin/reports/wallets?preset=last_30_days'],
    ['this year (Jalali)', '/api/admin/reports/wallets?preset=this_year'],
    ['last 30 days, no compare', '/api/admin/reports/wallets?preset=last_30_days&compare=0'],
    ['last 30 days, sorted by name', '/api/admin/reports/wallets?preset=last_30_days&sort=name'],
    ['last 30 days, balance ≥ 5,000,000', '/api/admin/reports/wallets?preset=last_30_days&min_balance=5000000'],
    ['last 30 days, search «رضا»', `/api/admin/reports/wallets?preset=last_30_days&q=${encodeURIComponent('رضا')}`],
    ['last 30 days, search a mobile', `/api/admin/reports/wallets?preset=last_30_days&q=${MOBILE}0012345`],
    ['a month 9 months ago', null],
  ];
  const [old] = await q(`select to_char((now() at time zone 'Asia/Tehran')::date - 270, 'YYYY-MM-DD') d`);
  console.log('route                                  p50 ms   p95 ms   p99 ms   req/s  errors');
  for (const [name, url0] of cases) {
    let url = url0;
    if (!url) {
      // A Jalali month about nine months back, asked as from/to.
      const j = new Intl.DateTimeFormat('en-US-u-ca-persian', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(`${old.d}T12:00:00Z`));
      const y = j.find((p) => p.type === 'year').value.replace(/\D/g, '');
      const m = j.find((p) => p.type === 'month').value;
      url = `/api/admin/reports/wallets?from=${y}/${m}/01&to=${y}/${m}/29`;
    }
    const r = await measure(s.base, headers, { connections, duration }, { url });
    console.log(`${name.padEnd(38)} ${String(r.p50).padStart(6)} ${String(r.p95).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.rps).padStart(7)} ${String(r.errors).padStart(7)}`);
  }
  const t1 = Date.now();
  const ex = await fetch(`${s.base}/api/admin/reports/wallets/export?preset=last_30_days&min_balance=5100000`, { headers });
  const body = Buffer.from(await ex.arrayBuffer());
  console.log(`export (balance ≥ 5,100,000): ${ex.status}, ${(body.length / 1024).toFixed(0)} KB in ${Date.now() - t1} ms`);
} finally {
  await s.stop();
}
