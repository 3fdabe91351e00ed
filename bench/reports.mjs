// The reports under load on the demo shop at scale (bench/demo-seed.mjs; default scale 200 =
// 1,000,000 orders, ~3,000,000 items, 200,000 customers, 80,000 in-store sales, a year of visits):
// each report's API (sales, products, customers, varieties, visits, and wallets where the shop has
// it) for this Jalali month and this Jalali year, sorted by its amount, at 1 and 10 clients
// (BENCH_CONNECTIONS) for BENCH_DURATION seconds (5) each. Prints p50 / p95 / p99 ms and req/s;
// exits 1 when a p95 is over 100 ms (BENCH_NO_FAIL=1 only reports).
//
//   node bench/reports.mjs [scale=200]              — a scratch DATA_DIR, seeded, removed afterwards
//   BENCH_DATA_DIR=/tmp/x node bench/reports.mjs    — keeps the embedded database in /tmp/x (seeded once;
//                                                     the dashboard benchmark's data is reused)
//   DATABASE_URL=postgres://… ADMIN_PASSWORD=… node bench/reports.mjs
//   BENCH_REPORTS=wallets,orders node bench/reports.mjs — only these reports
//   BENCH_VARIANTS=1 node bench/reports.mjs          — also each report's other sorts, a search and its filters
import { measure, start } from './bench-kit.mjs';
import { demoSize, seedDemo } from './demo-seed.mjs';

const BUDGET = 100;
const scale = Number(process.argv[2] ?? 200);
const connections = String(process.env.BENCH_CONNECTIONS ?? '1,10').split(',').map(Number).filter((n) => n > 0);
const duration = Number(process.env.BENCH_DURATION ?? 5);
// Each report with the sort of its amount.
const only = process.env.BENCH_REPORTS ? new Set(process.env.BENCH_REPORTS.split(',')) : null;
const REPORTS = [
  ['orders', '-total'],
  ['products', '-amount'],
  ['customers', '-spent'],
  ['varieties', '-amount'],
  ['visit', '-visits'],
  ['wallets', '-amount'],
].filter(([name]) => !only || only.has(name));
// With BENCH_VARIANTS: the query strings measured after each report's default (its other sorts, a search, a filter).
const VARIANTS = {
  products: ['sort=-quantity', 'sort=-net', 'sort=title', 'q=%D8%B4%D9%84%D9%88%D8%A7%D8%B1'],
  wallets: ['sort=-balance', 'sort=-gift_balance', 'sort=-deposits', 'sort=-withdrawals', 'sort=-deposit_count', 'sort=name', 'sort=-name', 'q=%D8%B9%D9%84%DB%8C', 'q=0912', 'min_balance=1000000', 'max_gift=0&sort=-deposits'],
};
const variants = (name) => (process.env.BENCH_VARIANTS ? VARIANTS[name] ?? [] : []);

const s = await start();
const auth = { authorization: `Bearer ${s.token}` };
let failed = false;
try {
  if ((await s.client.query(`select 1 from variants where sku like 'DM-%' limit 1`)).rows.length) console.log('reusing the demo data already in the database');
  else {
    const size = demoSize(scale);
    console.log(`seeding the demo at scale ${scale}: ${size.orders} orders…`);
    const seeded = await seedDemo(s.client, { ...size, force: true }, (m) => console.log(m));
    console.log(`seeded in ${(seeded.ms / 1000).toFixed(1)} s`);
  }
  const [n] = (
    await s.client.query(`select (select count(*) from orders)::int orders, (select count(*) from order_items)::int items, (select count(*) from mini_orders)::int sales,
      (select count(*) from customers)::int customers, (select count(*) from product_sale_days)::int product_days, (select count(*) from customer_sale_days)::int customer_days`)
  ).rows;
  console.log(`data: ${n.orders} orders (${n.items} lines), ${n.sales} in-store sales, ${n.customers} customers; facts: ${n.product_days} product days, ${n.customer_days} customer days`);
  console.log(`report      range        clients    p50    p95    p99   req/s  (${duration} s each)`);
  for (const [name, sort] of REPORTS) {
    for (const preset of ['this_month', 'this_year']) {
      let url = `/api/admin/reports/${name}?preset=${preset}&sort=${sort}`;
      let probe = await fetch(s.base + url, { headers: auth });
      if (probe.status === 422) {
        url = `/api/admin/reports/${name}?preset=${preset}`;
        probe = await fetch(s.base + url, { headers: auth });
      }
      if (probe.status === 404) {
        console.log(`${name.padEnd(11)} (not in this shop)`);
        break;
      }
      if (!probe.ok) throw new Error(`${url}: ${probe.status} ${await probe.text()}`);
      for (const [label, u] of [['', url], ...variants(name).map((v) => [v, `/api/admin/reports/${name}?preset=${preset}&${v}`])]) {
        if (label) console.log(`  ${name} ${preset} ${decodeURIComponent(label)}`);
        for (const c of connections) {
          const m = await measure(s.base, auth, { connections: c, duration }, { url: u });
          const miss = m.p95 > BUDGET || m.errors > 0;
          if (miss) failed = true;
          console.log(
            `${name.padEnd(11)} ${preset.padEnd(12)} ${String(c).padStart(7)} ${String(m.p50).padStart(6)} ${String(m.p95).padStart(6)} ${String(m.p99).padStart(6)} ${String(m.rps).padStart(7)}${m.errors ? `  ${m.errors} errors` : ''}${miss ? '  MISS' : ''}`,
          );
        }
      }
    }
  }
} finally {
  await s.stop();
}
if (failed && !process.env.BENCH_NO_FAIL) process.exit(1);
