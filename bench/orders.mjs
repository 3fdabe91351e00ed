// Orders under load on the demo generator at scale (bench/demo-seed.mjs; default scale 200 =
// 1,000,000 orders, ~3,000,000 items, 200,000 customers): the order list — first page, each status
// tab, a filtered page (last 30 days + one city), a deep page (page 2000), a product filter, search
// by order number, customer name and mobile — then order creation (POST with a wallet payment) and
// printing 50 invoices, through HTTP with autocannon at each of BENCH_CONNECTIONS (default "4,10")
// for BENCH_DURATION seconds (5). Prints p50 / p90 / p95 / p97.5 / p99 in ms (p95 from every
// response time, the rest as autocannon reports them) against the targets: lists ≤ 50 ms p95,
// creation ≤ 100 ms p95.
//
//   node bench/orders.mjs [scale=200]          — a scratch DATA_DIR, seeded, removed afterwards
//   BENCH_DATA_DIR=/tmp/x node bench/orders.mjs — keeps the database in /tmp/x and seeds it only once,
//                                                 so later runs measure without the ~4 minutes of seeding
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from './catalog-seed.mjs';
import { demoSize, seedDemo, verifyDemo } from './demo-seed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'Bench-Admin-2026';

/** The API on a kept DATA_DIR (created when missing), as startServer does on a scratch one. */
async function startOn(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  const port = await new Promise((r) => { const x = net.createServer(); x.listen(0, '127.0.0.1', () => { const p = x.address().port; x.close(() => r(p)); }); });
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {}
    if (i > 1200 || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  const token = (await (await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) })).json()).data.token;
  const creds = JSON.parse(fs.readFileSync(path.join(dir, 'postgres-credentials.json'), 'utf8'));
  const pgPort = fs.readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3].trim();
  const client = new pg.Client({ connectionString: `postgres://${creds.user}:${encodeURIComponent(creds.password)}@127.0.0.1:${pgPort}/pishkhan` });
  await client.connect();
  const stop = async () => {
    await client.end().catch(() => {});
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  };
  return { base, token, client, stop };
}

const scale = Number(process.argv[2] ?? 200);
const connections = String(process.env.BENCH_CONNECTIONS ?? '4,10').split(',').map(Number).filter((n) => n > 0);
const duration = Number(process.env.BENCH_DURATION ?? 5);
const LIST_TARGET = 50;
const CREATE_TARGET = 100;

const s = process.env.BENCH_DATA_DIR ? await startOn(path.resolve(process.env.BENCH_DATA_DIR)) : await startServer(PASSWORD);
const q = async (sql, params) => (await s.client.query(sql, params)).rows;
try {
  const size = demoSize(scale);
  if ((await q(`select 1 from variants where sku like 'DM-%' limit 1`)).length) console.log(`reusing the demo data in ${process.env.BENCH_DATA_DIR}`);
  else {
    console.log(`seeding ${size.orders} orders, ${size.customers} customers, ${size.products} products…`);
    const seeded = await seedDemo(s.client, size, (m) => console.log(m));
    console.log(`seeded in ${(seeded.ms / 1000).toFixed(1)} s:`, seeded.counts);
  }
  const tv = Date.now();
  const bad = Object.entries(await verifyDemo(s.client)).filter(([, n]) => n);
  console.log(bad.length ? `CONSISTENCY CHECK FAILED: ${JSON.stringify(bad)}` : `consistency check passed (${Date.now() - tv} ms)`);

  // What to ask for: a mid-size city, a popular product, a customer with orders.
  const [city] = await q(`select city_id, count(*)::int n from orders o join cities c on c.id = o.city_id where c.name = 'شیراز' group by city_id`);
  const [product] = await q(`select product_id, count(*)::int n from order_items where order_id > (select max(id) - 200000 from orders) group by 1 order by 2 desc limit 1`);
  const [who] = await q(`select c.first_name, c.last_name, c.mobile, (select count(*) from orders x where x.customer_id = c.id)::int n
    from customers c where c.id = (select customer_id from orders order by id desc offset 100 limit 1)`);
  const [{ max }] = await q(`select max(id)::int max from orders`);
  const from = new Date(Date.now() - 30 * 86400e3).toISOString();
  const to = new Date().toISOString();
  const enc = encodeURIComponent;
  const lists = [
    ['list: first page', '/api/admin/orders'],
    ...['wait_for_payment', 'new', 'in_progress', 'delivered', 'canceled', 'failed', 'reserved'].map((st) => [`list: tab ${st}`, `/api/admin/orders?status=${st}`]),
    [`list: last 30 days + city (Shiraz, ${city?.n} orders)`, `/api/admin/orders?from=${enc(from)}&to=${enc(to)}&city_id=${city?.city_id}`],
    ['list: deep page 2000', '/api/admin/orders?page=2000'],
    [`list: product filter (${product.n} lines in the last 200k orders)`, `/api/admin/orders?product_id=${product.product_id}`],
    ['search: order number', `/api/admin/orders?q=${Math.floor(max * 0.37)}`],
    [`search: customer name (${who.n} orders)`, `/api/admin/orders?q=${enc(`${who.first_name} ${who.last_name}`)}`],
    ['search: mobile', `/api/admin/orders?q=${who.mobile}`],
  ];

  // Order creation: customers with money in their wallets (one ledger row each, continuing their
  // last one), variants with stock (one adjustment movement each), shipped by post.
  const buyers = await q(`select c.id, (select a.id from addresses a where a.customer_id = c.id order by a.id limit 1) address_id
    from customers c where c.status order by random() limit 500`);
  await s.client.query('begin');
  await s.client.query(`insert into wallet_transactions (wallet_id, customer_id, type, amount, gift_amount, balance_after, gift_balance_after, reason)
    select w.id, w.customer_id, 'admin_credit', 2000000000, 0, w.balance + 2000000000, w.gift_balance, 'bench' from wallets w where w.customer_id = any($1::bigint[]) order by w.id`,
  [buyers.map((b) => b.id)]);
  await s.client.query(`update wallets set balance = balance + 2000000000 where customer_id = any($1::bigint[])`, [buyers.map((b) => b.id)]);
  const pool = (await q(`select v.id from variants v join products p on p.id = v.product_id
    where v.status and v.archived_at is null and p.archived_at is null and p.status in ('available', 'out_of_stock', 'available_offline') and p.max_per_order is null
    order by random() limit 3000`)).map((r) => Number(r.id));
  await s.client.query(`insert into stock_movements (variant_id, type, change, quantity_after, reason)
    select l.variant_id, 'adjustment', 100000, l.quantity + 100000, 'bench' from stock_levels l where l.variant_id = any($1::bigint[])`, [pool]);
  await s.client.query(`update stock_levels set quantity = quantity + 100000 where variant_id = any($1::bigint[])`, [pool]);
  await s.client.query(`update products p set stock_total = x.t, status = case when p.status = 'out_of_stock' then 'available' else p.status end
    from (select v.product_id, sum(l.quantity)::int t from variants v join stock_levels l on l.variant_id = v.id where v.archived_at is null group by 1) x
    where x.product_id = p.id and p.id in (select product_id from variants where id = any($1::bigint[]))`, [pool]);
  await s.client.query('commit');
  const [post] = await q(`select id from shipping_methods where name = 'پست پیشتاز'`);
  let n = 0;
  const nextOrder = () => {
    const b = buyers[n % buyers.length];
    const k = 1 + (n % 3);
    const items = Array.from({ length: k }, (_, j) => ({ variant_id: pool[(n * 7 + j * 1009) % pool.length], quantity: 1 + (j % 2) }));
    n++;
    return JSON.stringify({ customer_id: Number(b.id), address_id: Number(b.address_id), shipping_method_id: Number(post.id), items, payment: { method: 'wallet' } });
  };
  // 50 invoices per request, from different stretches of the table.
  let p = 0;
  const printIds = () => {
    const start = 1 + ((p++ * 104729) % (max - 100));
    return Array.from({ length: 50 }, (_, i) => start + i * 2).join(',');
  };

  const run = (opts) =>
    new Promise((resolve, reject) => {
      const times = [];
      const inst = autocannon({ duration, headers: { authorization: `Bearer ${s.token}` }, ...opts }, (err, r) => (err ? reject(err) : resolve({ r, times })));
      inst.on('response', (_c, _status, _bytes, rt) => times.push(rt));
    });
  const pct = (sorted, x) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((x / 100) * sorted.length) - 1)] : NaN);
  const rows = [];
  const measure = async (name, conns, opts, target) => {
    await run({ ...opts, connections: conns, duration: 1 }); // warm-up
    const { r, times } = await run({ ...opts, connections: conns });
    times.sort((a, b) => a - b);
    const p95 = pct(times, 95);
    const row = {
      name, conns, rps: Math.round(r.requests.average), p50: r.latency.p50, p90: r.latency.p90, p95: Math.round(p95 * 10) / 10, p975: r.latency.p97_5, p99: r.latency.p99,
      errors: r.errors + r.non2xx + r.timeouts, ok: p95 <= target ? 'ok' : `MISS (> ${target})`,
    };
    rows.push(row);
    console.log(`${row.name} | ${row.conns} | ${row.rps} | ${row.p50} | ${row.p90} | ${row.p95} | ${row.p975} | ${row.p99} | ${row.errors} | ${row.ok}`);
  };
  console.log(`\n${os.cpus().length} CPUs, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} before the run`);
  console.log('endpoint | connections | req/s | p50 ms | p90 ms | p95 ms | p97.5 ms | p99 ms | errors | target');
  for (const c of connections) {
    for (const [name, url] of lists) await measure(name, c, { url: s.base + url }, LIST_TARGET);
    await measure('create order (wallet payment, 1–3 lines)', c, {
      url: s.base + '/api/admin/orders',
      requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, body: nextOrder() }) }],
    }, CREATE_TARGET);
    await measure('print 50 invoices', c, { url: s.base + '/api/admin/orders/print', requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/admin/orders/print?ids=${printIds()}` }) }] }, Infinity);
  }
  const created = await q(`select count(*)::int n from orders where id > $1`, [max]);
  console.log(`\norders created during the run: ${created[0].n}`);
  const after = Object.entries(await verifyDemo(s.client)).filter(([, x]) => x);
  console.log(after.length ? `CONSISTENCY CHECK AFTER THE RUN FAILED: ${JSON.stringify(after)}` : 'consistency check after the run passed');
} finally {
  await s.stop();
}
