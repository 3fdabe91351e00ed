// The dashboard (GET /api/admin/dashboard, every widget: the super admin) under load on the demo
// shop at scale (bench/demo-seed.mjs; default scale 200 = 1,000,000 orders, 80,000 in-store sales),
// next to GET /api/health (the one-query route) in the same run. Prints the first, cold answer's time
// and each route's p50 / p95 / p99 ms and req/s at BENCH_CONNECTIONS clients (4) for BENCH_DURATION
// seconds (5); exits 1 when the dashboard's p95 is over 100 ms (BENCH_NO_FAIL=1 only reports).
//
//   node bench/dashboard.mjs [scale=200]            — a scratch DATA_DIR, seeded, removed afterwards
//   BENCH_DATA_DIR=/tmp/x node bench/dashboard.mjs  — keeps the embedded database in /tmp/x (seeded once)
//   DATABASE_URL=postgres://… ADMIN_PASSWORD=… node bench/dashboard.mjs
import { measure, start } from './bench-kit.mjs';
import { demoSize, seedDemo } from './demo-seed.mjs';

const BUDGET = 100;
const scale = Number(process.argv[2] ?? 200);
const opts = { connections: Number(process.env.BENCH_CONNECTIONS ?? 4), duration: Number(process.env.BENCH_DURATION ?? 5) };

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
  const [n] = (await s.client.query(`select (select count(*) from orders)::int orders, (select count(*) from mini_orders)::int sales`)).rows;
  console.log(`data: ${n.orders} orders, ${n.sales} in-store sales`);
  const t0 = performance.now();
  const first = await fetch(`${s.base}/api/admin/dashboard`, { headers: auth });
  const body = await first.json();
  console.log(`first answer: ${first.status} in ${(performance.now() - t0).toFixed(1)} ms; widgets: ${body.data?.widgets?.join(', ')}`);
  console.log(`route                     p50    p95    p99   req/s  (${opts.connections} clients, ${opts.duration} s)`);
  for (const url of ['/api/health', '/api/admin/dashboard', '/api/health']) {
    const m = await measure(s.base, auth, opts, { url });
    const miss = url.includes('dashboard') && (m.p95 > BUDGET || m.errors > 0);
    if (miss) failed = true;
    console.log(`${url.padEnd(24)} ${String(m.p50).padStart(5)} ${String(m.p95).padStart(6)} ${String(m.p99).padStart(6)} ${String(m.rps).padStart(7)}${m.errors ? `  ${m.errors} errors` : ''}${miss ? '  MISS' : ''}`);
  }
} finally {
  await s.stop();
}
if (failed && !process.env.BENCH_NO_FAIL) process.exit(1);
