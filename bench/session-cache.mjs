// What being signed in costs: GET /api/admin/units (seven units, a signed-in admin) next to the
// one-query route GET /api/health, in the same run (autocannon, 4 connections, 10 s each, after a
// 2 s warm-up). Prints both throughputs and their ratio. BENCH_ROOT runs another checkout's server.
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './server.mjs';

const { base, token, stop } = await startBenchServer(process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : undefined);
const run = (url, headers = {}, duration = 10) => autocannon({ url: base + url, connections: 4, duration, headers });
try {
  const auth = { authorization: `Bearer ${token}` };
  const have = (await (await fetch(`${base}/api/admin/units?per_page=100`, { headers: auth })).json()).meta.total;
  for (let i = have; i < 7; i++) {
    const res = await fetch(`${base}/api/admin/units`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: `واحد ${i}`, symbol: `u${i}` }) });
    if (!res.ok) throw new Error(`unit ${i}: ${res.status} ${await res.text()}`);
  }
  const units = await (await fetch(`${base}/api/admin/units`, { headers: auth })).json();
  if (units.meta.total !== 7) throw new Error(`expected 7 units, got ${units.meta.total}`);
  await run('/api/health', {}, 2);
  await run('/api/admin/units', auth, 2);
  const health = await run('/api/health');
  const list = await run('/api/admin/units', auth);
  const row = (name, r) => `${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p97_5} | ${r.latency.p99} | ${r.errors + r.non2xx}`;
  console.log('route | req/s | p50 ms | p97.5 ms | p99 ms | errors');
  console.log(row('GET /api/health', health));
  console.log(row('GET /api/admin/units (signed in, 7 units)', list));
  console.log(`signed-in list / health = ${(list.requests.average / health.requests.average).toFixed(3)}`);
} finally {
  await stop();
}
