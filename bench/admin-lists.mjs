// Every admin list under load on the demo shop at scale (bench/demo-seed.mjs; default scale 200 =
// 1,000,000 orders, 200,000 customers, 256,000 wallet rows, 80,000 in-store sales), in one run:
//
//   - the lists: every GET route under /api/admin without a path parameter whose answer is
//     { data: [...], meta }, found in the OpenAPI document (read signed in) and probed once;
//   - their searches: each list that filters by `q` with a common word (the commonest product-title
//     word or customer first name, whichever the list finds more of), and, where it finds them, a
//     customer's full name and a mobile prefix;
//   - detail pages: an order, an in-store sale, a customer and a product, each request another id;
//   - GET /api/health, the one-query route, measured for a second just before each route: each
//     route's throughput is printed as a ratio to its own health run, so figures taken on a busy
//     machine stay comparable.
//
// Each route: autocannon with BENCH_CONNECTIONS clients (4) for BENCH_DURATION seconds (3) after a
// one-second warm-up. Prints route, p50 / p95 / p99 ms (from every response time), req/s, the ratio
// to /api/health and MISS where p95 is over the 50 ms budget; exits 1 when any route misses it or
// answers errors (BENCH_NO_FAIL=1 only reports).
//
//   node bench/admin-lists.mjs [scale=200]          — a scratch DATA_DIR, seeded, removed afterwards
//   BENCH_DATA_DIR=/tmp/x node bench/admin-lists.mjs — keeps the embedded database in /tmp/x (seeded once)
//   DATABASE_URL=postgres://… ADMIN_PASSWORD=… node bench/admin-lists.mjs
//                                                    — an existing database (seeded when it has no demo
//                                                      data); ADMIN_PASSWORD is the `admin` account's
//   BENCH_ONLY=wallet,shop                           — only routes whose path or name contains one of these
import os from 'node:os';
import { BUDGET, measure as measureRoute, run as runRoute, start } from './bench-kit.mjs';
import { demoSize, seedDemo } from './demo-seed.mjs';

const scale = Number(process.argv[2] ?? 200);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const duration = Number(process.env.BENCH_DURATION ?? 3);
const only = (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const HEALTH_SECONDS = 1; // the health run before each route
// Never probed: files, printable pages and event streams.
const SKIP = /\/(export|print|stream|events|download|template)(\/|$)/;

const s = await start();
const auth = { authorization: `Bearer ${s.token}` };
const q = async (sql, params) => (await s.client.query(sql, params)).rows;
const getJson = async (url) => {
  try {
    const r = await fetch(s.base + url, { headers: auth, signal: AbortSignal.timeout(15_000) });
    if (!r.ok || !(r.headers.get('content-type') ?? '').includes('json')) return null;
    return await r.json();
  } catch {
    return null;
  }
};
const enc = encodeURIComponent;
let failed = false;

try {
  if ((await q(`select 1 from variants where sku like 'DM-%' limit 1`)).length) console.log('reusing the demo data already in the database');
  else {
    const size = demoSize(scale);
    console.log(`seeding the demo at scale ${scale}: ${size.orders} orders, ${size.customers} customers, ${size.products} products…`);
    const seeded = await seedDemo(s.client, { ...size, force: true }, (m) => console.log(m));
    console.log(`seeded in ${(seeded.ms / 1000).toFixed(1)} s`);
  }
  const [n] = await q(`select (select count(*) from orders)::int orders, (select count(*) from customers)::int customers,
      (select count(*) from wallet_transactions)::int wallet_rows, (select count(*) from mini_orders)::int sales, (select count(*) from products)::int products`);
  console.log(`data: ${Object.entries(n).map(([k, v]) => `${v} ${k.replace('_', ' ')}`).join(', ')}`);

  // --- the lists, from the OpenAPI document (signed in) ---
  const doc = await getJson('/api/docs/json');
  if (!doc?.paths) throw new Error('no OpenAPI document at /api/docs/json');
  const candidates = Object.entries(doc.paths)
    .filter(([p, ops]) => ops.get && p.startsWith('/api/admin/') && !p.includes('{') && !SKIP.test(p))
    .map(([p]) => p)
    .sort();
  const lists = [];
  for (const p of candidates) {
    const body = await getJson(p);
    if (body && Array.isArray(body.data) && body.meta && typeof body.meta === 'object') lists.push({ path: p, total: body.meta.total, rows: body.data.length });
  }
  console.log(`${candidates.length} GET routes without a path parameter under /api/admin, ${lists.length} of them lists`);

  // --- what to search for ---
  const [word] = await q(`select w, count(*)::int n from (select split_part(title, ' ', 1) w from products where archived_at is null) x group by w order by n desc limit 1`);
  const [first] = await q(`select first_name w, count(*)::int n from customers group by 1 order by 2 desc limit 1`);
  const [who] = await q(`select c.first_name, c.last_name, c.mobile from customers c
    where c.id = (select customer_id from orders where customer_id is not null order by id desc offset 100 limit 1)`);
  const mobilePrefix = who.mobile.slice(0, 7);
  const name = `${who.first_name} ${who.last_name}`;
  const targets = [];
  for (const l of lists) {
    targets.push({ name: l.path.replace('/api/admin/', ''), url: l.path, note: l.total === undefined ? '' : `${l.total} rows` });
    // Does it filter by q at all? (a word nothing holds finds fewer rows than no word)
    const none = await getJson(`${l.path}?q=${enc('ژژژژژژ')}`);
    if (!none || !Array.isArray(none.data) || (none.meta?.total ?? none.data.length) >= (l.total ?? l.rows) || !l.rows) continue;
    const tries = [];
    for (const w of [word?.w, first?.w].filter(Boolean)) {
      const r = await getJson(`${l.path}?q=${enc(w)}`);
      if (r?.data?.length) tries.push({ w, total: r.meta?.total ?? r.data.length });
    }
    tries.sort((a, b) => b.total - a.total);
    if (tries[0]) targets.push({ name: `${targets.at(-1).name} ?q=common word`, url: `${l.path}?q=${enc(tries[0].w)}`, note: `«${tries[0].w}», ${tries[0].total} rows` });
    for (const [label, text] of [['customer name', name], ['mobile prefix', mobilePrefix]]) {
      const r = await getJson(`${l.path}?q=${enc(text)}`);
      if (r?.data?.length) targets.push({ name: `${l.path.replace('/api/admin/', '')} ?q=${label}`, url: `${l.path}?q=${enc(text)}`, note: `${r.meta?.total ?? r.data.length} rows` });
    }
  }

  // --- detail pages: another id on every request, from the whole table ---
  const details = [
    ['orders/{id}', '/api/admin/orders/', `select id from orders order by random() limit 2000`],
    ['shop/sales/{id}', '/api/admin/shop/sales/', `select id from mini_orders order by random() limit 2000`],
    ['customers/{id}', '/api/admin/customers/', `select id from customers order by random() limit 2000`],
    ['products/{id}', '/api/admin/products/', `select id from products where archived_at is null order by random() limit 2000`],
  ];
  for (const [label, prefix, sql] of details) {
    if (!doc.paths[`${prefix}{id}`]?.get) continue;
    const ids = (await q(sql)).map((r) => r.id);
    if (!ids.length) continue;
    let k = 0;
    targets.push({ name: label, url: prefix + ids[0], note: 'another id each request', setup: (req) => ({ ...req, path: prefix + ids[k++ % ids.length] }) });
  }
  const selected = only.length ? targets.filter((t) => only.some((o) => t.url.includes(o) || t.name.includes(o))) : targets;

  // --- measure ---
  const opts = { connections, duration };
  const run = (url, setup, secs) => runRoute(s.base, auth, opts, url, setup, secs);
  const measure = (t) => measureRoute(s.base, auth, opts, t);
  // Each route is paired with a health run just before it: the machine's load drifts during a run,
  // and the ratio compares the two under the same load.
  const health = [];
  const measureHealth = async () => {
    const { r } = await run('/api/health', null, HEALTH_SECONDS);
    health.push(Math.round(r.requests.average));
    return Math.round(r.requests.average);
  };
  console.log(`\n${os.cpus().length} CPUs, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}; ${connections} clients, ${duration} s per route, budget p95 ≤ ${BUDGET} ms`);
  console.log(`${targets.length} routes: ${lists.length} lists, ${targets.length - lists.length} searches and detail pages${only.length ? `; measuring the ${selected.length} that BENCH_ONLY names` : ''}`);
  await run('/api/health', null, 3); // the server's and the database's first requests are slower
  console.log('route | p50 ms | p95 ms | p99 ms | req/s | /api/health req/s | ratio | errors');
  const rows = [];
  for (const t of selected) {
    const healthRps = await measureHealth();
    const m = await measure(t);
    const row = { ...t, ...m, health: healthRps };
    rows.push(row);
    console.log(`${t.name} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.rps} | ${healthRps} | ${(m.rps / healthRps).toFixed(3)} | ${m.errors}${m.p95 > BUDGET ? ' | MISS' : ''}`);
  }

  // --- the table ---
  const sorted = [...health].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  // The ratio to the paired health run, and to the run's median health (steadier when the load swings within seconds).
  const head = ['route', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', '/api/health req/s', 'ratio', 'ratio to median health', 'errors', 'budget', 'data'];
  const body = rows.map((r) => [r.name, r.p50, r.p95, r.p99, r.rps, r.health, (r.rps / r.health).toFixed(3), (r.rps / median).toFixed(3), r.errors, r.p95 > BUDGET ? `MISS (> ${BUDGET})` : 'ok', r.note ?? '']);
  console.log(`\n/api/health over the run: ${sorted[0]}–${sorted.at(-1)} req/s, median ${median}\n`);
  console.log(`| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
  for (const b of body) console.log(`| ${b.join(' | ')} |`);
  const missed = rows.filter((r) => r.p95 > BUDGET);
  const errs = rows.filter((r) => r.errors);
  console.log(`\n${rows.length} routes; ${missed.length} over ${BUDGET} ms p95${missed.length ? `: ${missed.map((r) => r.name).join(', ')}` : ''}${errs.length ? `; errors on ${errs.map((r) => r.name).join(', ')}` : ''}`);
  failed = (missed.length > 0 || errs.length > 0) && !process.env.BENCH_NO_FAIL;
} finally {
  await s.stop();
}
process.exit(failed ? 1 : 0);
