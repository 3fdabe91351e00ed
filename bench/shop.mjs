// In-store shop (point of sale) under load, through HTTP with autocannon, on 100,000 generated
// products with 300,000 variants (bench/catalog-seed.mjs) plus 2,000 customers with money in their
// wallets: the scan of a barcode (GET /api/admin/shop/scan, each request another variant, ASCII or
// Persian digits, by barcode or SKU) = the scan-to-line of the sale screen; a name search; then
// completing a 10-line sale (POST /api/admin/shop/sales: 9 sale lines and 1 return line, a known
// customer, paid part from the wallet and the rest in cash and by card, a fresh Idempotency-Key per
// request), the sales list with its totals and the day close. BENCH_CONNECTIONS (default "1,4,10")
// and BENCH_DURATION seconds (5) per measure. Prints p50 / p90 / p95 / p97.5 / p99 in ms (p95 from
// every response time) against the targets: scan ≤ 50 ms p95, a 10-line sale ≤ 150 ms p95.
//
//   node bench/shop.mjs [products=100000]
import os from 'node:os';
import autocannon from 'autocannon';
import { seedCatalog, startServer } from './catalog-seed.mjs';

const n = Number(process.argv[2] ?? 100_000);
const connections = String(process.env.BENCH_CONNECTIONS ?? '1,4,10').split(',').map(Number).filter((x) => x > 0);
const duration = Number(process.env.BENCH_DURATION ?? 5);
const SCAN_TARGET = 50;
const SALE_TARGET = 150;
const CUSTOMERS = 2000;
const POOL = 3000;
const FA = '۰۱۲۳۴۵۶۷۸۹';
const fa = (s) => s.replace(/\d/g, (d) => FA[Number(d)]);

const s = await startServer();
const q = async (sql, params) => (await s.client.query(sql, params)).rows;
try {
  const t = Date.now();
  await seedCatalog(s.client, n);
  console.log(`seeded ${n} products / ${n * 3} variants in ${Date.now() - t} ms`);

  // Customers with wallets: one credit ledger row each (the ledger triggers check the chain).
  await s.client.query('begin');
  await s.client.query(`insert into customers (first_name, last_name, mobile)
    select 'مشتری', 'شماره ' || g, '0935' || lpad(g::text, 7, '0') from generate_series(1, ${CUSTOMERS}) g`);
  await s.client.query(`insert into wallets (customer_id) select id from customers where mobile like '0935%' on conflict do nothing`);
  await s.client.query(`insert into wallet_transactions (wallet_id, customer_id, type, amount, gift_amount, balance_after, gift_balance_after, reason)
    select w.id, w.customer_id, 'admin_credit', 5000000000, 0, 5000000000, 0, 'bench' from wallets w join customers c on c.id = w.customer_id where c.mobile like '0935%' order by w.id`);
  await s.client.query(`update wallets set balance = 5000000000 where customer_id in (select id from customers where mobile like '0935%')`);
  await s.client.query('commit');
  const buyers = (await q(`select id from customers where mobile like '0935%' order by id`)).map((r) => Number(r.id));

  // Variants the shop may sell, with plenty of stock (one adjustment movement each).
  const pool = await q(`select v.id, v.barcode, v.sku from variants v join products p on p.id = v.product_id
    where v.status and v.archived_at is null and p.archived_at is null and p.status in ('available', 'out_of_stock', 'available_offline')
    order by md5(v.id::text) limit ${POOL}`);
  const ids = pool.map((r) => Number(r.id));
  await s.client.query('begin');
  await s.client.query(`insert into stock_movements (variant_id, type, change, quantity_after, reason)
    select l.variant_id, 'adjustment', 1000000, l.quantity + 1000000, 'bench' from stock_levels l where l.variant_id = any($1::bigint[])`, [ids]);
  await s.client.query(`update stock_levels set quantity = quantity + 1000000 where variant_id = any($1::bigint[])`, [ids]);
  await s.client.query(`update products p set stock_total = x.t, status = case when p.status = 'out_of_stock' then 'available' else p.status end
    from (select v.product_id, sum(l.quantity)::int t from variants v join stock_levels l on l.variant_id = v.id where v.archived_at is null group by 1) x
    where x.product_id = p.id and p.id in (select product_id from variants where id = any($1::bigint[]))`, [ids]);
  await s.client.query('commit');
  await s.client.query('analyze');

  // The effective price of each pool variant, as the sale screen learns it: from the scan.
  const auth = { authorization: `Bearer ${s.token}` };
  const price = new Map();
  for (let i = 0; i < pool.length; i += 50) {
    await Promise.all(pool.slice(i, i + 50).map(async (v) => {
      const r = await fetch(`${s.base}/api/admin/shop/scan?code=${v.barcode}`, { headers: auth });
      if (!r.ok) throw new Error(`scan ${v.barcode}: ${r.status} ${await r.text()}`);
      price.set(Number(v.id), (await r.json()).data.unit_price);
    }));
  }

  let k = 0;
  const scanPath = () => {
    const v = pool[(k++ * 7919) % pool.length];
    // A quarter of the scans type the SKU, a quarter arrive with Persian digits.
    const code = k % 4 === 0 ? v.sku : k % 4 === 1 ? fa(v.barcode) : v.barcode;
    return `/api/admin/shop/scan?code=${encodeURIComponent(code)}`;
  };
  const words = ['کفش چرمی', 'پیراهن', 'كيف', 'ساعت هوشمند', 'هدفون بی‌سیم', 'SKU-1234'];
  let w = 0;
  const searchPath = () => `/api/admin/shop/search?q=${encodeURIComponent(words[w++ % words.length])}`;

  let m = 0;
  const run0 = `${process.pid}-${Date.now()}`;
  const nextSale = () => {
    const i = m++;
    const lines = Array.from({ length: 10 }, (_, j) => {
      const id = ids[(i * 131 + j * 257) % ids.length];
      return { variant_id: id, type: j === 9 ? 'return' : 'sale', quantity: 1 + ((i + j) % 2) };
    });
    const total = lines.reduce((a, l) => a + (l.type === 'sale' ? 1 : -1) * price.get(l.variant_id) * l.quantity, 0);
    const wallet = Math.floor(total / 2);
    const card = Math.floor((total - wallet) / 3);
    const body = { lines, customer: { id: buyers[i % buyers.length] }, payments: { wallet, card, cash: total - wallet - card, card_tracking_code: String(100000 + i) } };
    return { body: JSON.stringify(body), key: `bench-${run0}-${i}` };
  };

  const run = (opts) =>
    new Promise((resolve, reject) => {
      const times = [];
      const inst = autocannon({ duration, headers: auth, ...opts }, (err, r) => (err ? reject(err) : resolve({ r, times })));
      inst.on('response', (_c, _status, _bytes, rt) => times.push(rt));
    });
  const pct = (sorted, x) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((x / 100) * sorted.length) - 1)] : NaN);
  const measure = async (name, conns, opts, target) => {
    await run({ ...opts, connections: conns, duration: 1 }); // warm-up
    const { r, times } = await run({ ...opts, connections: conns });
    times.sort((a, b) => a - b);
    const p95 = pct(times, 95);
    const ok = target === Infinity ? '' : p95 <= target ? 'ok' : `MISS (> ${target})`;
    console.log(`${name} | ${conns} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p90} | ${Math.round(p95 * 10) / 10} | ${r.latency.p97_5} | ${r.latency.p99} | ${r.errors + r.non2xx + r.timeouts} | ${ok}`);
  };

  const [{ max: before }] = await q(`select coalesce(max(id), 0)::int max from mini_orders`);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const dayStart = new Date(Date.now() - 86400e3).toISOString();
  console.log(`\n${os.cpus().length} CPUs, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} before the run; pool ${pool.length} variants, ${buyers.length} customers`);
  console.log('endpoint | connections | req/s | p50 ms | p90 ms | p95 ms | p97.5 ms | p99 ms | errors | target');
  for (const c of connections) {
    await measure('scan a barcode / SKU (scan-to-line)', c, { url: s.base, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: scanPath() }) }] }, SCAN_TARGET);
    await measure('search by name or code (≤ 20)', c, { url: s.base, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: searchPath() }) }] }, Infinity);
    await measure('complete a 10-line sale (wallet + card + cash)', c, {
      url: `${s.base}/api/admin/shop/sales`,
      requests: [{
        method: 'POST',
        setupRequest: (req) => {
          const { body, key } = nextSale();
          return { ...req, body, headers: { ...req.headers, 'content-type': 'application/json', 'idempotency-key': key } };
        },
      }],
    }, SALE_TARGET);
    await measure('sales list, last 24 h, with totals', c, { url: `${s.base}/api/admin/shop/sales?from=${encodeURIComponent(dayStart)}` }, Infinity);
    await measure('day close (all cashiers)', c, { url: `${s.base}/api/admin/shop/day-close?date=${today}` }, Infinity);
  }

  // What the run wrote must add up: every sale's payments, its stock movements and wallet rows.
  const [made] = await q(`select count(*)::int n, count(*) filter (where status = 'completed')::int done from mini_orders where id > $1`, [before]);
  const [bad] = await q(`select
      (select count(*) from mini_orders where id > $1 and paid_cash + paid_card + paid_wallet <> total)::int unpaid,
      (select count(*) from mini_orders o where id > $1 and (select coalesce(sum(-change), 0) from stock_movements m where m.mini_order_id = o.id)
          <> o.sale_quantity - o.return_quantity)::int stock_off,
      (select count(*) from mini_orders o where id > $1 and paid_wallet <> 0 and (select coalesce(sum(-amount), 0) from wallet_transactions t where t.mini_order_id = o.id) <> o.paid_wallet)::int wallet_off,
      (select count(*) from stock_levels where quantity < 0)::int negative`, [before]);
  console.log(`\nsales completed during the run: ${made.n} (${made.done} completed); inconsistencies: ${JSON.stringify(bad)}`);
} finally {
  await s.stop();
}
