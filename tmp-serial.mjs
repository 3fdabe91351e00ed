import pg from 'pg';
const base = process.env.BASE ?? 'http://127.0.0.1:39414';
const token = (await import('node:fs')).readFileSync('/tmp/speed/token', 'utf8').trim();
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/pishkhan_bench_speed' }); await c.connect();
const ids = async (sql) => (await c.query(sql)).rows.map((r) => r.id);
const sets = {
  'orders/{id}': ['/api/admin/orders/', await ids('select id from orders order by random() limit 300')],
  'shop/sales/{id}': ['/api/admin/shop/sales/', await ids('select id from mini_orders order by random() limit 300')],
  'products/{id}': ['/api/admin/products/', await ids('select id from products where archived_at is null order by random() limit 300')],
};
const lists = (process.argv[2] ?? '').split(',').filter(Boolean);
for (const [name, [prefix, list]] of Object.entries(sets)) {
  if (lists.length && !lists.some((l) => name.includes(l))) continue;
  const t = [];
  for (const id of list) { const s = performance.now(); const r = await fetch(base + prefix + id, { headers: { authorization: `Bearer ${token}` } }); await r.arrayBuffer(); t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  console.log(name, 'p50', t[150].toFixed(1), 'p95', t[285].toFixed(1));
}
for (const u of process.argv.slice(3)) {
  const t = [];
  for (let i = 0; i < 100; i++) { const s = performance.now(); const r = await fetch(base + u, { headers: { authorization: `Bearer ${token}` } }); await r.arrayBuffer(); t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  console.log(u, 'p50', t[50].toFixed(1), 'p95', t[95].toFixed(1));
}
await c.end();
