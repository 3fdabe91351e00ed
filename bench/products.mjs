// Product list and search under load (autocannon, 10 connections, 5 s each) on 100,000 generated
// products with 300,000 variants (bench/catalog-seed.mjs): first page, a filtered page
// (category tree + status), a deep page, sorted by title and by stock, search by title (Arabic ي/ك typed) and by SKU, plus the
// warehouse stock list. Prints p50 / p90 / p97.5 / p99 in ms. BENCH_CONNECTIONS sets the concurrency (10).
import autocannon from 'autocannon';
import { seedCatalog, startServer } from './catalog-seed.mjs';

const n = Number(process.argv[2] ?? 100_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const s = await startServer();
try {
  const t = Date.now();
  await seedCatalog(s.client, n);
  console.log(`seeded ${n} products / ${n * 3} variants in ${Date.now() - t} ms`);
  const root = (await s.client.query(`select id from categories where slug = 'bench-cat-3'`)).rows[0].id;
  const sub = (await s.client.query(`select id from categories where depth = 2 order by id limit 1 offset 17`)).rows[0].id;
  const sku = (await s.client.query(`select sku from variants order by id offset ${Math.floor(n * 1.5)} limit 1`)).rows[0].sku;
  const targets = [
    ['floor: units list (tiny table, same auth path)', '/api/admin/units'],
    ['products first page', '/api/admin/products'],
    ['filtered: category tree + status=available', `/api/admin/products?category_id=${root}&status=available`],
    ['filtered: sub category + stock=low + sort=min_price', `/api/admin/products?category_id=${sub}&stock=low&sort=min_price`],
    ['deep page (page 3000 of 15)', '/api/admin/products?page=3000'],
    ['sorted by title (fa-IR), page 2', '/api/admin/products?sort=title&page=2'],
    ['sorted by stock, fewest first', '/api/admin/products?sort=stock_total'],
    ['sorted by stock, most first', '/api/admin/products?sort=-stock_total'],
    ['search title ?q=كيف چرمي (Arabic letters)', `/api/admin/products?q=${encodeURIComponent('كيف چرمي')}`],
    [`search SKU ?q=${sku.toLowerCase()}`, `/api/admin/products?q=${encodeURIComponent(sku.toLowerCase())}`],
    ['store list, state=low', '/api/admin/store?state=low'],
  ];
  console.log(`${connections} connections`);
  console.log('endpoint | req/s | p50 ms | p90 ms | p97.5 ms | p99 ms | errors');
  for (const [name, url] of targets) {
    const r = await autocannon({ url: s.base + url, connections, duration: 5, headers: { authorization: `Bearer ${s.token}` } });
    console.log(`${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p90} | ${r.latency.p97_5} | ${r.latency.p99} | ${r.errors + r.non2xx}`);
  }
} finally {
  await s.stop();
}
