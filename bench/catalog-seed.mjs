// Catalogue generator: 100,000 products (Persian titles, 1–2 categories, 2 images each) with
// 300,000 variants (colour, SKU, barcode, price, stock, 1 image each), written with INSERT … SELECT
// generate_series straight into PostgreSQL, then the list columns (search, min_price, has_discount,
// stock_total) filled the way the product service keeps them.
//
//   node bench/catalog-seed.mjs [products=100000]   — starts the server on a scratch DATA_DIR
//                                                     (embedded PostgreSQL), seeds, prints timings
//   import { seedCatalog } from './catalog-seed.mjs' — seed through an open pg client
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function seedCatalog(c, n = 100_000, log = () => {}) {
  const t0 = Date.now();
  const step = async (name, q) => {
    const t = Date.now();
    const r = await c.query(q);
    log(`${name}: ${r.rowCount ?? 0} rows, ${Date.now() - t} ms`);
  };
  await step('brands', `insert into brands (name, slug) select 'برند ' || g, 'bench-brand-' || g from generate_series(1, 50) g`);
  await step('colors', `insert into colors (name, code) select 'رنگ ' || g, '#' || lpad(to_hex(g * 1500000), 6, '0') from generate_series(1, 12) g`);
  await step('root categories', `insert into categories (title, slug, depth, position) select 'دسته ' || g, 'bench-cat-' || g, 1, g from generate_series(1, 20) g`);
  await step('sub categories', `insert into categories (title, slug, parent_id, depth, position)
    select 'زیردسته ' || g, 'bench-sub-' || g, r.id, 2, g from generate_series(1, 180) g
    join categories r on r.slug = 'bench-cat-' || (1 + g % 20)`);
  await step('media', `insert into media (path, mime, size, width, height) select 'bench/' || g || '.webp', 'image/webp', 40000, 800, 800 from generate_series(1, 1000) g`);
  await step('products', `with b as (select array_agg(id order by id) a from brands)
    insert into products (title, slug, status, approved_at, published_at, brand_id, price, purchase_price, discount_type, discount,
                          low_stock_threshold, created_at, updated_at, tags)
    select (array['گوشی','کفش','پیراهن','کیف','ساعت','لپ‌تاپ','کتاب','عطر','شلوار','هدفون','میز','صندلی'])[1 + g % 12] || ' ' ||
           (array['مردانه','زنانه','اسپرت','کلاسیک','چرمی','نخی','هوشمند','بی‌سیم','رومیزی','تاشو'])[1 + (g / 12) % 10] || ' مدل ' || g,
           'bench-p-' || g,
           (array['draft','soon','available','available','available','available','out_of_stock','available_offline'])[1 + g % 8],
           case when g % 10 <> 0 then now() end, now() - (g || ' minutes')::interval,
           b.a[1 + g % 50], 10000 + ((g * 7919) % 990) * 1000, 8000 + ((g * 7919) % 990) * 800,
           case when g % 5 = 0 then 'percentage' end, case when g % 5 = 0 then 5 + g % 30 end,
           3, now() - (g || ' seconds')::interval, now(), '{}'
    from generate_series(1, ${n}) g, b`);
  await step('variants', `with c as (select array_agg(id order by id) a from colors)
    insert into variants (product_id, is_default, color_id, title, sku, barcode, price, purchase_price, position)
    select p.id, false, c.a[1 + (p.id + k) % 12], p.title || ' | ' || k, 'SKU-' || p.id || '-' || k,
           '29' || lpad((p.id * 3 + k)::text, 11, '0'), p.price + k * 1000, p.purchase_price, k
    from products p cross join generate_series(0, 2) k, c`);
  await step('stock levels', `insert into stock_levels (variant_id, quantity) select id, case when id % 9 = 0 then 0 else (id * 13) % 40 end from variants`);
  await step('product categories', `with s as (select array_agg(id order by id) a from categories where depth = 2)
    insert into product_categories (product_id, category_id)
    select p.id, s.a[1 + p.id % 180] from products p, s
    union select p.id, s.a[1 + (p.id * 7) % 180] from products p, s where p.id % 3 = 0`);
  await step('product images', `with m as (select array_agg(id order by id) a from media)
    insert into product_images (product_id, media_id, position, is_main)
    select p.id, m.a[1 + (p.id * 2 + k) % 1000], k, k = 0 from products p cross join generate_series(0, 1) k, m`);
  await step('variant images', `with m as (select array_agg(id order by id) a from media)
    insert into variant_images (variant_id, media_id, position) select v.id, m.a[1 + v.id % 1000], 0 from variants v, m`);
  await step('list columns', `update products p set
      stock_total = s.total,
      search = fa_norm(p.title || ' ' || s.codes),
      min_price = case when p.discount_type = 'percentage' then s.minp - round(s.minp * p.discount / 100.0)::bigint else s.minp end,
      has_discount = p.discount_type is not null,
      status = case when s.total = 0 and p.status = 'available' then 'out_of_stock' else p.status end
    from (select v.product_id, sum(coalesce(sl.quantity, 0)) total, min(v.price) minp, string_agg(v.sku || ' ' || v.barcode, ' ') codes
          from variants v left join stock_levels sl on sl.variant_id = v.id group by v.product_id) s
    where s.product_id = p.id`);
  await step('vacuum analyze', 'vacuum analyze');
  log(`total: ${Date.now() - t0} ms`);
}

const freePort = () => new Promise((r) => { const s = net.createServer(); s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => r(p)); }); });

/** Starts the API (embedded PostgreSQL on a scratch DATA_DIR), without building the SPA. */
export async function startServer(password = 'Bench-Admin-2026') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-bench-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, ADMIN_PASSWORD: password, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {}
    if (i > 1200 || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  const token = (await (await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }) })).json()).data.token;
  const creds = JSON.parse(fs.readFileSync(path.join(dir, 'postgres-credentials.json'), 'utf8'));
  const pgPort = fs.readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const client = new pg.Client({ connectionString: `postgres://${creds.user}:${encodeURIComponent(creds.password)}@127.0.0.1:${pgPort}/pishkhan` });
  await client.connect();
  const stop = async () => {
    await client.end().catch(() => {});
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { base, token, client, stop };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const n = Number(process.argv[2] ?? 100_000);
  const s = await startServer();
  try {
    await seedCatalog(s.client, n, (m) => console.log(m));
    const r = await s.client.query(`select (select count(*) from products) p, (select count(*) from variants) v,
      (select count(*) from product_images) + (select count(*) from variant_images) i`);
    console.log(`products ${r.rows[0].p}, variants ${r.rows[0].v}, image rows ${r.rows[0].i}`);
  } finally {
    await s.stop();
  }
}
