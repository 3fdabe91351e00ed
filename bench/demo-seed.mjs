// Demo shop generator: a Persian clothing shop with a year of history, so a newcomer opens a living
// admin — a two-level category tree, brands, colours, a size attribute, products with colour × size
// variants (prices, some discounts, stock with its movements), customers with Persian names, unique
// 09xx mobiles, addresses in real provinces and cities and wallets with their ledger, three shipping
// methods with province / city prices, coupons, a year of orders in every status with their
// items, payments, timeline events, coupon uses, stock movements and wallet rows, and a year of
// in-store sales (receipts with sale and return lines, cash / card / wallet parts, a few voided),
// the contact inbox, and the shop's content: ordered post categories, ~200 posts over the year
// (published, scheduled, drafts, pending, unpublished; covers; some revisions), the four pages
// (about us, terms, privacy, shipping and returns), FAQs in groups and a social feed with pictures.
//
// Everything is written with set-based SQL (INSERT … SELECT over generate_series and temporary
// tables), so the same generator makes the demo (scale 1: ~300 products, 1,000 customers, 5,000
// orders, 400 in-store sales) and the benchmark data (scale 200: 1,000,000 orders, ~3,000,000 items,
// 200,000 customers, 80,000 in-store sales).
// It writes what the services would have written and keeps the database guards satisfied: each
// wallet ledger row continues the previous one (migration 0004's trigger) and each wallet ends equal
// to its last row; each stock movement carries the balance after it, never below zero; order totals
// follow `orderTotals` (packages/common/src/order.ts) and paid_amount = Σ order_payments; receipt
// totals follow `saleTotals` and their payments add up as `paymentsBalance` wants (packages/common/src/shop.ts).
//
//   npm run seed:demo                         — the demo, into the shop of DATABASE_URL or DATA_DIR
//                                               (./data; works while `npm start` is running, or starts
//                                               the embedded database itself on a fresh clone)
//   npm run seed:demo -- --scale=200          — 1,000,000 orders (or --orders= --customers= --products=;
//                                               --sales= in-store sales, else 8% of the orders)
//   npm run seed:demo -- --force              — also into a shop that already has data of its own
//   import { seedDemo, verifyDemo } from './demo-seed.mjs'  — through an open pg client (bench/orders.mjs)
//
// It refuses (and changes nothing) when demo data is already there (variants with SKU DM-…).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import * as D from './demo-data.mjs';
import { seedMembers } from './demo-members.mjs';
import { seedNewsletters } from './demo-newsletters.mjs';
import { demoMenus } from './demo-menus.mjs';
import { demoBanners } from './demo-banners.mjs';
import { demoSliders } from './demo-sliders.mjs';
import { seedVisits } from './demo-visits.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The app's own strings (stock and wallet reasons, notifications) come from its i18n catalogue.
register();
const { orderMessage } = await import('../packages/common/src/i18n/fa/order-labels.ts');
const { shopMessage } = await import('../packages/common/src/i18n/fa/shop-labels.ts');
const { productMessage } = await import('../packages/common/src/i18n/fa/product-messages.ts');
const { variantTitleLabels } = await import('../packages/common/src/i18n/fa/product-labels.ts');
const { formatMoney } = await import('../packages/common/src/text.ts');
const { slugify } = await import('../packages/common/src/slug.ts');

export const DEMO_SKU_PREFIX = 'DM-';

/** Sizes by scale: 1 = the demo; 200 = 1,000,000 orders. Products grow with the square root. */
export function demoSize(scale = 1) {
  return { products: Math.max(20, Math.round(300 * Math.sqrt(scale))), customers: Math.max(20, Math.round(1000 * scale)), orders: Math.max(0, Math.round(5000 * scale)) };
}

/** In-store sales as a share of the online orders, unless given (--sales=). */
export const SHOP_SALES_SHARE = 0.08;
export const shopSalesFor = (orders) => Math.round(orders * SHOP_SALES_SHARE);

export class DemoRefused extends Error {}

/**
 * Fills the shop through `c` (a pg Client, or a pooled client) in one transaction.
 * opts: { products, customers, orders, sales (in-store; default 8% of orders), days = 365, force = false,
 *   uploadsDir (DATA_DIR/uploads: the pictures of the blog and the social feed; none without it), posts = 200 }.
 * Returns counts and timings.
 */
export async function seedDemo(c, opts = {}, log = () => {}) {
  const size = { ...demoSize(1), ...Object.fromEntries(Object.entries(opts).filter(([k, v]) => ['products', 'customers', 'orders'].includes(k) && v !== undefined)) };
  size.sales = opts.sales ?? shopSalesFor(size.orders);
  const days = opts.days ?? 365;
  const t0 = Date.now();
  const step = async (name, sql, params = []) => {
    const t = Date.now();
    const r = await c.query(sql, params);
    log(`  ${name}: ${r.rowCount ?? 0} rows, ${Date.now() - t} ms`);
    return r;
  };
  step.log = log;

  // --- preflight: nothing is changed when it refuses ---
  if ((await c.query(`select 1 from variants where sku like '${DEMO_SKU_PREFIX}%' limit 1`)).rowCount)
    throw new DemoRefused(`Demo data is already in this database (products with SKU ${DEMO_SKU_PREFIX}…); nothing was changed.`);
  const have = (await c.query(`select (select count(*) from orders)::int o, (select count(*) from customers)::int c, (select count(*) from products)::int p`)).rows[0];
  if (!opts.force && (have.o || have.c || have.p))
    throw new DemoRefused(`This shop already has ${have.p} products, ${have.c} customers and ${have.o} orders; the demo is meant for an empty shop. Run with --force to add it anyway.`);
  const admin = (await c.query(`select id from admins where status order by id limit 1`)).rows[0]?.id;
  if (!admin) throw new DemoRefused('No active admin: start the server once (npm start) so it creates the first one.');
  const provRows = (await c.query(`select p.id, p.name from provinces p where p.status and exists (select 1 from cities c where c.province_id = p.id and c.status) order by p.id`)).rows;
  if (!provRows.length) throw new DemoRefused('No provinces: start the server once (npm start) so it seeds the provinces and cities.');

  // Fast path (superuser, e.g. the embedded database): the bulk inserts of order rows and stock
  // movements skip the foreign-key triggers (session_replication_role = replica) — every id they
  // name was written by this transaction, and verifyDemo checks them afterwards. The wallet ledger
  // is always written with its triggers on.
  const fast = opts.fast ?? (await c.query(`select rolsuper from pg_roles where rolname = current_user`)).rows[0]?.rolsuper === true;
  const bulk = async (on) => { if (fast) await c.query(`set local session_replication_role = ${on ? 'replica' : 'origin'}`); };
  // Large runs build the big tables' secondary indexes once at the end instead of row by row: the
  // definitions are read from the catalogue and recreated verbatim in the same transaction.
  const large = opts.rebuildIndexes ?? size.orders >= 100_000;
  const tempMb = Math.min(4096, 256 + Math.ceil(size.orders / 500));
  for (const s of [`set temp_buffers = '${tempMb}MB'`, `set work_mem = '256MB'`, `set maintenance_work_mem = '1GB'`, `set synchronous_commit = off`]) await c.query(s).catch(() => {});
  const written = []; // picture files, removed again when the seed fails
  await c.query('begin');
  try {
    await c.query(`select setseed(0.1405)`);
    await functions(c);
    const ref = await referenceData(c, admin, provRows, step);
    await catalog(c, size.products, days, admin, ref, step);
    const dropped = large ? await dropIndexes(c, BIG_TABLES, KEEP_INDEXES) : [];
    await people(c, size.customers, size.orders, days, ref, step);
    // In-store sales are planned between the orders' wallet rows and the ledger, so that the wallet
    // ledger and the stock movements are written once, in time order, for both.
    await ordersAndHistory(c, days, admin, ref, step, bulk, () => seedInStoreSales(c, { sales: size.sales, days, admin, step, bulk }));
    if (dropped.length) {
      const ti = Date.now();
      for (const d of dropped) await c.query(d.def);
      log(`  indexes rebuilt: ${dropped.length}, ${Date.now() - ti} ms`);
    }
    await finishing(c, admin, step);
    await content(c, admin, step, { uploadsDir: opts.uploadsDir, ...(opts.posts !== undefined ? { posts: opts.posts } : {}) }, written);
    await demoMenus(c, log);
    const pictures = opts.uploadsDir ? (specs) => demoPictures(c, admin, opts.uploadsDir, specs, written) : null;
    await demoSliders(c, admin, step, pictures);
    await demoBanners(c, admin, step, pictures);
    // Last: comments on whatever posts and products the demo holds by now.
    await seedComments(c, admin, step);
    await seedMembers(c, step);
    await seedNewsletters(c, step);
    await seedVisits(c, { days, step });
    await c.query('commit');
  } catch (e) {
    await c.query('rollback').catch(() => {});
    for (const f of written) await f.remove().catch(() => {});
    throw e;
  }
  for (const s of ['work_mem', 'maintenance_work_mem', 'synchronous_commit']) await c.query(`reset ${s}`).catch(() => {});
  const tv = Date.now();
  // Every table, small ones too: a table left unanalysed keeps its empty-table estimate and the
  // planner scans it (variant_attribute_values made a product's page 30× slower).
  await c.query('vacuum analyze');
  log(`  vacuum analyze: ${Date.now() - tv} ms`);
  const counts = (await c.query(`select (select count(*) from products)::int products, (select count(*) from variants)::int variants,
      (select count(*) from customers)::int customers, (select count(*) from orders)::int orders, (select count(*) from order_items)::int order_items,
      (select count(*) from order_events)::int order_events, (select count(*) from order_payments)::int order_payments,
      (select count(*) from wallet_transactions)::int wallet_transactions, (select count(*) from stock_movements)::int stock_movements,
      (select count(*) from mini_orders)::int in_store_sales, (select count(*) from mini_order_items)::int in_store_lines,
      (select count(*) from posts)::int posts, (select count(*) from pages)::int pages, (select count(*) from faqs)::int faqs,
      (select count(*) from instagram_posts)::int social_feed_items, (select count(*) from contacts)::int contact_messages`)).rows[0];
  return { counts, ms: Date.now() - t0 };
}

const BIG_TABLES = ['customers', 'addresses', 'orders', 'order_items', 'order_events', 'order_payments', 'stock_movements', 'wallet_transactions', 'mini_orders', 'mini_order_items'];
/** Read while the data goes in: the ledger trigger finds a wallet's last row with it. */
const KEEP_INDEXES = ['wallet_transactions_wallet_idx'];

/** Drops the secondary (non-constraint) indexes of `tables` but `keep`; returns their definitions. */
async function dropIndexes(c, tables, keep) {
  const rows = (await c.query(`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i join pg_class t on t.oid = i.indrelid
    where t.relname = any($1::text[]) and t.relnamespace = current_schema()::regnamespace and not i.indisprimary
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
    order by 1`, [tables])).rows.filter((r) => !keep.includes(r.name));
  for (const r of rows) await c.query(`drop index ${r.name}`);
  return rows;
}

/** Ledger order of a receipt's wallet row and of its void's (after the orders' rows of the same instant). */
const WALLET_SALE_SEQ = 5;
const WALLET_VOID_SEQ = 6;

/**
 * In-store sales (docs/api-shop.md) over the same year, as `completeSale` and `voidSale` write them:
 * receipts by the cashier (the given admin) in shop hours, more lately and in the evening; most
 * anonymous, some for a known customer (active, signed up before); 1–4 lines from the order pool
 * (d_v) at the day's price (last year's lower, the day's discount), now and then a price the cashier
 * lowered or a receipt rounded off; exchanges (a sale and another colour or size of it taken back)
 * and a few return receipts paid back in cash or into the wallet. Payments are split cash / card /
 * wallet and add up to the total; the wallet part is only what the customer's wallet holds then and
 * keeps holding (the orders' ledger rows after it stay ≥ 0). A few sales are voided minutes later
 * (stock back, wallet part back). Writes the receipts and their lines, adds the wallet rows to d_w0
 * and creates d_msm with the stock movements (shop_sale, shop_return, shop_void): the caller writes
 * both with the orders', in time order.
 */
async function seedInStoreSales(c, { sales, days, admin, step, bulk }) {
  await c.query(`create temp table d_msm (variant_id bigint, ts timestamptz, seq int, type text, change int, reason text, order_id bigint, admin_id bigint, mini_order_id bigint) on commit drop`);
  const V = (await c.query(`select count(*)::int n from d_v`)).rows[0].n;
  const nc = Math.max(1, (await c.query(`select count(*)::int n from d_c`)).rows[0].n);
  if (!sales || !V) {
    step.log('  in-store sales: none');
    return;
  }
  const stride = Math.max(1, Math.floor(V / 7));
  const pick = (arr, u) => `($${arr}::text[])[1 + floor(${u} * 10000)::int % cardinality($${arr}::text[])]`;
  const msg = (k) => shopMessage(k); // '… {id}' (the id is filled in SQL, in Persian digits)

  // Receipts: a day of the year (more lately), shop hours 10:00–22:00 Tehran (more in the evening).
  await step('in-store sales (plan)', `create temp table d_ms0 on commit drop as
    select g, ts,
      case when uk < 0.015 then 'return' when uk < 0.06 then 'exchange' else 'sale' end kind0,
      case when ul < 0.45 then 1 when ul < 0.75 then 2 when ul < 0.92 then 3 else 4 end nl,
      floor(${V} * power(uvb, 1.8))::int vbase, uc,
      1 + ((floor(${nc} * power(random(), 1.3))::bigint * 1000003) % ${nc})::int cn,
      random() uw, random() upay, random() upay2, random() udisc, random() uvoid, random() uv2, random() udesc
    from (
      select g, uk, ul, uvb, uc, case when t > now() - interval '3 minutes' then t - interval '1 day' else t end ts
      from (
        select g, random() uk, random() ul, random() uvb, random() uc,
          (((now() at time zone 'Asia/Tehran')::date - floor(${days} * (1 - case when random() < 0.3 then random() else sqrt(random()) end))::int)::timestamp
            + (10 + 12 * case when random() < 0.4 then random() else sqrt(random()) end) * interval '1 hour') at time zone 'Asia/Tehran' t
        from generate_series(1, ${sales}) g) a) b`);
  await c.query(`create temp table d_ms on commit drop as
    select nextval('mini_orders_id_seq') id, s.* from (
      select m.*, case when m.uc < case m.kind0 when 'sale' then 0.3 when 'exchange' then 0.5 else 0.65 end and c.active and cc.created_at < m.ts then c.id end customer_id
      from d_ms0 m left join d_c c on c.n = m.cn left join d_cc cc on cc.id = c.id
      order by m.ts, m.g) s`);
  await c.query(`create unique index on d_ms (id)`);

  // Lines: distinct variants; an exchange takes back another colour or size of its first sale line.
  await c.query(`create temp table d_mi0 on commit drop as
    select s.id mini_order_id, s.ts, j, case when s.kind0 = 'return' then 'return' else 'sale' end type,
      v.variant_id, v.product_id, v.title, v.variant_title, v.sku, v.barcode, v.price, v.cur_type, v.cur_disc, v.cur_source
    from d_ms s cross join lateral generate_series(0, case s.kind0 when 'return' then 0 when 'exchange' then least(s.nl, 3) - 1 else s.nl - 1 end) j
    join d_v v on v.idx = (s.vbase + j * ${stride}) % ${V}`);
  await c.query(`create index on d_v (product_id)`);
  await c.query(`insert into d_mi0
    select s.id, s.ts, 9, 'return', x.variant_id, x.product_id, x.title, x.variant_title, x.sku, x.barcode, x.price, x.cur_type, x.cur_disc, x.cur_source
    from d_ms s join d_v f on f.idx = s.vbase % ${V}
    cross join lateral (select v.* from d_v v where v.product_id = f.product_id and v.variant_id <> f.variant_id order by random() limit 1) x
    where s.kind0 = 'exchange'`);
  // Prices as the orders': last year's lower, the day's discount (a current one in the last 30 days),
  // and now and then a price the cashier lowered (rounded down to 10,000). An exchanged item is taken
  // back at the price its replacement sells for.
  await step('in-store lines (plan)', `create temp table d_mi on commit drop as
    select nextval('mini_order_items_id_seq') id, z.* from (
      select y.*, case when y.type = 'sale' and y.up < 0.03 and y.effective_price >= 200000 then (floor(y.effective_price * 0.93 / 10000) * 10000)::bigint else y.effective_price end unit_price
      from (
        select x.mini_order_id, x.ts, x.j, x.type, x.variant_id, x.product_id, x.title, x.variant_title, x.sku, x.barcode, x.quantity, x.up, x.list_price,
          case when x.dtype is null then 'none' else x.src end discount_source,
          x.list_price - least(x.list_price, case when x.dtype = 'percentage' then round(x.list_price * least(x.dval, 100) / 100.0)::bigint when x.dtype = 'fixed' then x.dval else 0 end) effective_price
        from (
          select l.*, greatest(1000, round(l.price * (1 - 0.3 * extract(epoch from now() - l.ts) / (365 * 86400)) / 1000) * 1000)::bigint list_price,
            case when l.cur_type is not null and l.ts > now() - interval '30 days' then l.cur_type when l.ud < 0.12 then 'percentage' end dtype,
            case when l.cur_type is not null and l.ts > now() - interval '30 days' then l.cur_disc when l.ud < 0.12 then (array[10, 15, 20])[1 + floor(l.ud * 100)::int % 3] end dval,
            case when l.cur_type is not null and l.ts > now() - interval '30 days' then l.cur_source else 'product' end src,
            case when l.type = 'return' or l.uq < 0.85 then 1 when l.uq < 0.97 then 2 else 3 end quantity
          from (select d.*, random() uq, random() ud, random() up from d_mi0 d offset 0) l) x
        offset 0) y
      order by y.mini_order_id, y.j) z`);
  await c.query(`create index on d_mi (mini_order_id)`);
  await c.query(`update d_mi r set list_price = f.list_price, effective_price = f.effective_price, unit_price = f.effective_price, discount_source = f.discount_source
    from d_mi f where r.j = 9 and f.mini_order_id = r.mini_order_id and f.j = 0`);
  // Receipt figures (saleTotals): some rounded off to 10,000, a few 5% off (never more than the lines' total).
  await c.query(`create temp table d_ms2 on commit drop as
    select b.*, b.lines_total - b.discount_amount total from (
      select s.id, s.ts, s.customer_id, s.uw, s.upay, s.upay2, s.uvoid, s.uv2, s.udesc,
        case when s.kind0 = 'exchange' and t.rq = 0 then 'sale' else s.kind0 end kind,
        t.n lines_count, t.sq sale_quantity, t.rq return_quantity, t.sa sales_amount, t.ra returns_amount, t.sa - t.ra lines_total,
        case when s.kind0 = 'return' or t.sa - t.ra <= 0 then 0
             when s.udisc < 0.04 then t.sa - t.ra - (floor((t.sa - t.ra) * 0.95 / 10000) * 10000)::bigint
             when s.udisc < 0.22 then (t.sa - t.ra) % 10000 else 0 end discount_amount
      from d_ms s join (
        select mini_order_id, count(*)::int n,
          coalesce(sum(quantity) filter (where type = 'sale'), 0)::int sq, coalesce(sum(quantity) filter (where type = 'return'), 0)::int rq,
          coalesce(sum(unit_price * quantity) filter (where type = 'sale'), 0)::bigint sa, coalesce(sum(unit_price * quantity) filter (where type = 'return'), 0)::bigint ra
        from d_mi group by mini_order_id) t on t.mini_order_id = s.id) b`);
  await c.query(`create unique index on d_ms2 (id)`);

  // Wallet parts. With the orders' ledger alone, m = the lowest balance from the sale on (the one
  // before it and every later one); a customer's wallet parts so far may not exceed it, so every
  // balance stays ≥ 0. Each sale takes what it wants (the total) within that: s_k = min(s_{k-1} +
  // want_k, m_k), i.e. Σwant + min(0, lowest (m − Σwant) so far), and its part is s_k − s_{k-1}.
  await c.query(`create temp table d_wb on commit drop as
    select customer_id, ts, seq, order_id, sum(amount) over (partition by customer_id order by ts, seq, order_id rows unbounded preceding) bal from d_w0`);
  await c.query(`create index on d_wb (customer_id, ts)`);
  await c.query(`create temp table d_mw on commit drop as
    select id, (s - coalesce(lag(s) over w, 0))::bigint wallet from (
      select id, customer_id, ts, cw + least(0, min(m - cw) over w) s from (
        select id, customer_id, ts, m, sum(want) over w cw from (
          select s.id, s.customer_id, s.ts, s.total want,
            least(coalesce((select b.bal from d_wb b where b.customer_id = s.customer_id and b.ts < s.ts order by b.ts desc, b.seq desc, b.order_id desc limit 1), 0),
                  (select min(b.bal) from d_wb b where b.customer_id = s.customer_id and b.ts >= s.ts)) m
          from d_ms2 s where s.customer_id is not null and s.total > 0 and s.uw < 0.6 offset 0) a
        window w as (partition by customer_id order by ts, id rows unbounded preceding)) b
      window w as (partition by customer_id order by ts, id rows unbounded preceding)) c
    window w as (partition by customer_id order by ts, id)`);
  await c.query(`create unique index on d_mw (id)`);
  // Payments: the wallet part, then card (most), cash, or cash in round notes and the rest by card;
  // a return receipt pays back in cash, or into a known customer's wallet. A few sales are voided
  // within the hour (at most one with a wallet part per customer: see the ledger's gift money).
  await step('in-store payments (plan)', `create temp table d_msf on commit drop as
    select r.*, case when r.paid_card <> 0 then pg_temp.digits(6) end card_tracking_code,
      r.kind <> 'return' and r.total > 0 and r.ts < now() - interval '1 hour' and r.uvoid < 0.02 voided0,
      r.ts + (2 + 38 * r.uv2) * interval '1 minute' void_ts,
      ${pick(1, 'r.uv2')} void_reason,
      case r.kind when 'return' then ${pick(2, 'r.udesc')} when 'exchange' then case when r.udesc < 0.7 then ${pick(3, 'r.udesc')} end
        else case when r.udesc < 0.04 then ${pick(4, 'r.udesc * 25')} end end description
    from (
      select q.*, q.total - q.paid_wallet - q.paid_cash paid_card from (
        select p.*,
          case when p.total < 0 then p.total - p.paid_wallet when p.total = 0 or p.upay < 0.6 then 0 when p.upay < 0.85 then p.total - p.paid_wallet
               else (floor((p.total - p.paid_wallet) * (0.2 + 0.5 * p.upay2) / 100000) * 100000)::bigint end paid_cash
        from (
          select s.*, case when s.total < 0 then case when s.customer_id is not null and s.upay < 0.5 then s.total else 0 end else coalesce(w.wallet, 0) end paid_wallet
          from d_ms2 s left join d_mw w on w.id = s.id offset 0) p
        offset 0) q
      offset 0) r`, [D.shopVoidReasons, D.shopNotes.return, D.shopNotes.exchange, D.shopNotes.sale]);
  await c.query(`alter table d_msf add column voided boolean`);
  await c.query(`update d_msf f set voided = f.voided0 and (f.paid_wallet = 0 or f.id in (
      select distinct on (customer_id) id from d_msf where voided0 and paid_wallet > 0 order by customer_id, ts, id))`);

  await bulk(true);
  await step('in-store sales', `insert into mini_orders (id, customer_id, admin_id, status, lines_count, sale_quantity, return_quantity, sales_amount, returns_amount,
      lines_total, discount_amount, total, paid_cash, paid_card, paid_wallet, card_tracking_code, description, voided_at, voided_by, void_reason, created_at, updated_at)
    select id, customer_id, ${admin}, case when voided then 'voided' else 'completed' end, lines_count, sale_quantity, return_quantity, sales_amount, returns_amount,
      lines_total, discount_amount, total, paid_cash, paid_card, paid_wallet, card_tracking_code, description,
      case when voided then void_ts end, case when voided then ${admin} end, case when voided then void_reason end, ts, case when voided then void_ts else ts end
    from d_msf order by id`);
  await step('in-store lines', `insert into mini_order_items (id, mini_order_id, type, product_id, variant_id, title, variant_title, sku, barcode, quantity,
      unit_price, list_price, effective_price, discount_source, created_at)
    select id, mini_order_id, type, product_id, variant_id, title, variant_title, sku, barcode, quantity, unit_price, list_price, effective_price, discount_source, ts
    from d_mi order by id`);
  await bulk(false);
  await step('in-store wallet rows (plan)', `insert into d_w0 (customer_id, ts, seq, type, amount, reason, order_id, admin_id, mini_order_id)
    select customer_id, ts, ${WALLET_SALE_SEQ}, case when paid_wallet > 0 then 'shop_payment' else 'shop_refund' end, -paid_wallet,
      replace(case when paid_wallet > 0 then $1 else $2 end, '{id}', pg_temp.fa(id::text)), null::bigint, ${admin}, id
    from d_msf where paid_wallet <> 0
    union all
    select customer_id, void_ts, ${WALLET_VOID_SEQ}, 'shop_refund', paid_wallet, replace($3, '{id}', pg_temp.fa(id::text)), null, ${admin}, id
    from d_msf where voided and paid_wallet > 0`, [msg('wallet_reason_payment'), msg('wallet_reason_refund'), msg('wallet_reason_void')]);
  await step('in-store stock (plan)', `insert into d_msm
    select l.variant_id, s.ts, 2, case when l.type = 'sale' then 'shop_sale' else 'shop_return' end, case when l.type = 'sale' then -l.quantity else l.quantity end,
      replace(case when l.type = 'sale' then $1 else $2 end, '{id}', pg_temp.fa(s.id::text)), null::bigint, ${admin}, s.id
    from d_mi l join d_msf s on s.id = l.mini_order_id
    union all
    select l.variant_id, s.void_ts, 3, 'shop_void', case when l.type = 'sale' then l.quantity else -l.quantity end,
      replace($3, '{id}', pg_temp.fa(s.id::text)), null, ${admin}, s.id
    from d_mi l join d_msf s on s.id = l.mini_order_id where s.voided`, [msg('stock_reason_sale'), msg('stock_reason_return'), msg('stock_reason_void')]);
}

/* ---------------------------------------------------------------------------------------------- */

async function functions(c) {
  await c.query(`
    create function pg_temp.fa(x text) returns text language sql immutable as $$ select translate(x, '0123456789', '۰۱۲۳۴۵۶۷۸۹') $$;
    create function pg_temp.ean13(d12 text) returns text language sql immutable as $$
      select d12 || ((10 - (sum(substr(d12, i, 1)::int * (case when i % 2 = 1 then 1 else 3 end)) % 10)) % 10)::text from generate_series(1, 12) i $$;
    create function pg_temp.ncode(n bigint) returns text language sql immutable as $$
      select s || (select (case when r < 2 then r else 11 - r end)::text
                   from (select sum(substr(s, i, 1)::int * (11 - i)) % 11 as r from generate_series(1, 9) i) x)
      from (select lpad((n % 1000000000)::text, 9, '0') as s) d $$;
    create function pg_temp.digits(n int) returns text language sql volatile as $$
      select left(lpad((floor(random() * 1e12))::bigint::text, 12, '0') || lpad((floor(random() * 1e12))::bigint::text, 12, '0'), n) $$;
  `);
}

/** Colours, brands, units, the size attribute, categories, shipping methods and coupons (small, so row by row). */
async function referenceData(c, admin, provRows, step) {
  const idsBy = async (sql, params) => (await c.query(sql, params)).rows;
  await step('colours', `insert into colors (name, code, creator_id) select n, k, $3 from unnest($1::text[], $2::text[]) u(n, k) on conflict do nothing`,
    [D.colors.map((x) => x[0]), D.colors.map((x) => x[1]), admin]);
  const colors = await idsBy(`select u.i - 1 as idx, c.id, c.name from unnest($1::text[]) with ordinality u(n, i) join colors c on fa_norm(c.name) = fa_norm(u.n) order by u.i`, [D.colors.map((x) => x[0])]);
  await step('brands', `insert into brands (name, slug, show_index) select n, s, true from unnest($1::text[], $2::text[]) u(n, s) on conflict do nothing`,
    [D.brands.map((x) => x[0]), D.brands.map((x) => x[1])]);
  const brands = await idsBy(`select c.id, c.name from unnest($1::text[]) with ordinality u(n, i) join brands c on fa_norm(c.name) = fa_norm(u.n) order by u.i`, [D.brands.map((x) => x[0])]);
  await c.query(`insert into units (name, symbol) select n, s from unnest($1::text[], $2::text[]) u(n, s) on conflict do nothing`, [D.units.map((x) => x[0]), D.units.map((x) => x[1])]);
  const units = Object.fromEntries((await idsBy(`select u.n, c.id from unnest($1::text[]) u(n) join units c on fa_norm(c.name) = fa_norm(u.n)`, [D.units.map((x) => x[0])])).map((r) => [r.n, r.id]));

  await c.query(`insert into attributes (name, label, type, style, show_filter, position) values ($1, $2, 'select', 'box', true, 1) on conflict do nothing`, [D.sizeAttribute.name, D.sizeAttribute.label]);
  const sizeAttr = (await c.query(`select id, label from attributes where lower(name) = lower($1)`, [D.sizeAttribute.name])).rows[0];
  const allSizes = [...new Set(Object.values(D.sizeGroups).flat())];
  await c.query(`insert into attribute_values (attribute_id, value, position) select $1, v, i from unnest($2::text[]) with ordinality u(v, i) on conflict do nothing`, [sizeAttr.id, allSizes]);
  const sizeIds = Object.fromEntries((await idsBy(`select u.v, a.id from unnest($2::text[]) u(v) join attribute_values a on a.attribute_id = $1 and fa_norm(a.value) = fa_norm(u.v)`, [sizeAttr.id, allSizes])).map((r) => [r.v, r.id]));

  // Categories: roots, then their leaves (slugs are the keys).
  const leaves = [];
  for (const [ri, root] of D.categoryTree.entries()) {
    await c.query(`insert into categories (title, slug, depth, position, featured) values ($1, $2, 1, $3, true) on conflict do nothing`, [root.title, root.slug, ri + 1]);
    const rootId = (await c.query(`select id from categories where slug = $1`, [root.slug])).rows[0].id;
    for (const [li, leaf] of root.leaves.entries()) {
      await c.query(`insert into categories (title, slug, parent_id, depth, position) values ($1, $2, $3, 2, $4) on conflict do nothing`, [leaf.title, leaf.slug, rootId, li + 1]);
      const id = (await c.query(`select id from categories where slug = $1`, [leaf.slug])).rows[0].id;
      const sizes = leaf.sizes ? D.sizeGroups[leaf.sizes].slice(0, 5) : [];
      if (sizes.length) await c.query(`insert into category_attributes (category_id, attribute_id) values ($1, $2) on conflict do nothing`, [id, sizeAttr.id]);
      leaves.push({ idx: leaves.length, category_id: id, nouns: leaf.nouns, size_values: sizes, size_ids: sizes.map((s) => sizeIds[s]), unit_id: units[leaf.unit ?? D.units[0][0]] ?? null, pmin: leaf.price[0], pmax: leaf.price[1] });
    }
  }
  if (!colors.length || !brands.length || !sizeAttr) throw new Error('could not create or find the demo colours, brands or size attribute');

  // Shipping: post everywhere (province prices), Tipax everywhere (Tehran cheaper), courier in Tehran city only.
  const tehranProv = provRows.find((p) => p.name === D.TEHRAN);
  const tehranCity = tehranProv ? (await c.query(`select id from cities where province_id = $1 and name = $2`, [tehranProv.id, D.TEHRAN])).rows[0] : undefined;
  const methods = {};
  const methodDefs = [
    ['post', { default_price: 70_000, free_threshold: 5_000_000, minimum_delay: 2, first: 2, packet: 2, more: 20_000 }],
    ['tipax', { default_price: 110_000, free_threshold: null, minimum_delay: 1, first: 3, packet: 3, more: 30_000 }],
    ['courier', { default_price: null, free_threshold: null, minimum_delay: 0, first: 5, packet: 5, more: 0 }],
  ];
  for (const [pos, [key, m]] of methodDefs.entries()) {
    if (key === 'courier' && !tehranCity) continue;
    const { name, description } = D.shippingMethods[key];
    const ins = await c.query(
      `insert into shipping_methods (name, description, position, default_price, free_threshold, minimum_delay, first_packet_size, packet_size, more_packet_price)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing returning id`,
      [name, description, pos + 1, m.default_price, m.free_threshold, m.minimum_delay, m.first, m.packet, m.more],
    );
    const id = ins.rows[0]?.id ?? (await c.query(`select id from shipping_methods where fa_norm(name) = fa_norm($1)`, [name])).rows[0].id;
    methods[key] = Number(id);
    if (!ins.rowCount) continue; // a method of the same name was already there: left as it is
    if (key === 'post')
      await c.query(`insert into shipping_method_provinces (shipping_method_id, province_id, price)
        select $1, p.id, case when p.name = $2 then 55000 when p.name = any($3::text[]) then 65000 end from provinces p`, [id, D.TEHRAN, D.nearProvinces]);
    if (key === 'tipax') await c.query(`insert into shipping_method_provinces (shipping_method_id, province_id, price) select $1, p.id, case when p.name = $2 then 85000 end from provinces p`, [id, D.TEHRAN]);
    if (key === 'courier') {
      await c.query(`insert into shipping_method_provinces (shipping_method_id, province_id, price) values ($1, $2, null)`, [id, tehranProv.id]);
      await c.query(`insert into shipping_method_cities (shipping_method_id, city_id, price) values ($1, $2, 90000)`, [id, tehranCity.id]);
    }
  }
  // Where each method ships and its area price, for every city (the rule of packages/common/src/shipping-cost.ts).
  await c.query(`create temp table d_ship on commit drop as
    select m.id method_id, ct.id city_id, ct.province_id,
      (not exists (select 1 from shipping_method_provinces x where x.shipping_method_id = m.id) and not exists (select 1 from shipping_method_cities x where x.shipping_method_id = m.id))
      or (smp.province_id is not null and (smc.city_id is not null or not exists (
            select 1 from shipping_method_cities x join cities y on y.id = x.city_id where x.shipping_method_id = m.id and y.province_id = ct.province_id))) as served,
      coalesce(smc.price, smp.price, m.default_price, 0) area_price,
      m.is_free, m.free_threshold, greatest(1, m.first_packet_size) first_size, greatest(1, m.packet_size) packet_size, m.more_packet_price
    from shipping_methods m cross join cities ct
    left join shipping_method_provinces smp on smp.shipping_method_id = m.id and smp.province_id = ct.province_id
    left join shipping_method_cities smc on smc.shipping_method_id = m.id and smc.city_id = ct.id
    where m.id = any($1::bigint[])`, [Object.values(methods)]);
  await c.query(`create index on d_ship (method_id, city_id)`);

  // Coupons: a welcome coupon (first order), last Yalda's and Nowruz's campaigns, and next Yalda's (scheduled).
  const { toGregorian, toJalaali } = await import('jalaali-js');
  const now = new Date();
  // Tehran is UTC+3:30 all year (no daylight saving since 2022).
  const jOf = (t) => { const d = new Date(+t + 3.5 * 3600e3); return toJalaali(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()); };
  const jy = jOf(now).jy;
  const g = (y, m, d) => { const x = toGregorian(y, m, d); return new Date(Date.UTC(x.gy, x.gm - 1, x.gd) - 3.5 * 3600e3); }; // Tehran midnight
  const yaldaYear = now >= g(jy, 9, 30) ? jy : jy - 1;
  const nowruzYear = now >= g(jy, 1, 1) ? jy : jy - 1;
  const lastYalda = g(yaldaYear, 9, 30);
  const lastNowruz = g(nowruzYear, 1, 1);
  const day = 86400e3;
  const tehranDay = (t) => { const x = jOf(t); return g(x.jy, x.jm, x.jd); }; // Tehran midnight of that day
  const coupons = [
    { kind: 'welcome', code: 'WELCOME10', title: D.couponTitles.welcome, type: 'percentage', amount: 10, min: 500_000, max: 300_000, starts: tehranDay(now - 400 * day), ends: new Date(+tehranDay(+now + 365 * day) - 1000), chance: 0.35, prio: 2 },
    { kind: 'season', code: `YALDA${yaldaYear}`, title: `${D.couponTitles.yalda} ${toFa(yaldaYear)}`, type: 'percentage', amount: 15, min: 1_000_000, max: 500_000, starts: new Date(+lastYalda - 5 * day), ends: new Date(+lastYalda + 2 * day - 1000), chance: 0.45, prio: 1 },
    { kind: 'season', code: `NOROOZ${nowruzYear}`, title: `${D.couponTitles.norooz} ${toFa(nowruzYear)}`, type: 'fixed', amount: 200_000, min: 2_000_000, max: null, starts: new Date(+lastNowruz - 6 * day), ends: new Date(+lastNowruz + 13 * day - 1000), chance: 0.4, prio: 1 },
    { kind: 'future', code: `YALDA${yaldaYear + 1}`, title: `${D.couponTitles.yalda} ${toFa(yaldaYear + 1)}`, type: 'percentage', amount: 20, min: 1_500_000, max: 600_000, starts: g(yaldaYear + 1, 9, 25), ends: new Date(+g(yaldaYear + 1, 10, 2) - 1000), chance: 0, prio: 9 },
  ];
  await c.query(`create temp table d_cp (id bigint, kind text, code text, type text, amount bigint, min_order_amount bigint, max_discount bigint, starts_at timestamptz, ends_at timestamptz, chance float8, prio int) on commit drop`);
  for (const cp of coupons) {
    const ins = await c.query(
      `insert into coupons (code, title, type, amount, min_order_amount, max_discount, starts_at, ends_at, usage_limit, per_customer_limit)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 1) on conflict do nothing returning id`,
      [cp.code, cp.title, cp.type, cp.amount, cp.min, cp.max, cp.starts, cp.ends, cp.kind === 'future' ? 500 : null],
    );
    if (!ins.rowCount) continue; // the shop's own coupon of that code: not used by the demo orders
    await c.query(`insert into d_cp values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`, [ins.rows[0].id, cp.kind, cp.code, cp.type, cp.amount, cp.min, cp.max, cp.starts, cp.ends, cp.chance, cp.prio]);
  }
  return { colors, brands, leaves, sizeAttr, methods, tehranCityId: tehranCity?.id ?? null, provRows };
}

/** SQL: the time `t` (a column), or the next office hours (9:00–12:00 Tehran, by `u`) when it falls at night. */
const workhour = (t, u) => `case when extract(hour from ${t} at time zone 'Asia/Tehran') between 9 and 20 then ${t}
  else ((((${t} at time zone 'Asia/Tehran') - interval '9 hours')::date + 1)::timestamp + interval '9 hours' + ${u} * interval '3 hours') at time zone 'Asia/Tehran' end`;

const toFa = (n) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[d]);

/* ---------------------------------------------------------------------------------------------- */

async function catalog(c, nProducts, days, admin, ref, step) {
  await c.query(`create temp table d_leaf on commit drop as select * from json_to_recordset($1::json)
    as x(idx int, category_id bigint, nouns text[], size_values text[], size_ids bigint[], unit_id bigint, pmin bigint, pmax bigint)`, [JSON.stringify(ref.leaves)]);
  await c.query(`create temp table d_brand on commit drop as select (row_number() over (order by ord) - 1)::int idx, id, name
    from unnest($1::bigint[], $2::text[]) with ordinality u(id, name, ord)`, [ref.brands.map((b) => b.id), ref.brands.map((b) => b.name)]);
  await c.query(`create temp table d_color on commit drop as select idx, id, name from json_to_recordset($1::json) as x(idx int, id bigint, name text)`, [JSON.stringify(ref.colors)]);
  const nColors = ref.colors.length;
  // Products: a leaf, a brand, a model name; most were listed before the year of orders, a few are new arrivals.
  await step('products (plan)', `create temp table d_p on commit drop as
    select nextval('products_id_seq') id, s.* from (
      select g, floor(random() * ${ref.leaves.length})::int li, floor(random() * ${ref.brands.length})::int bi, floor(random() * ${D.models.length})::int mi,
        random() ust, random() unew, random() upr, random() uround, random() udisc, random() uuntil, random() uzero, random() uw,
        floor(random() * ${nColors})::int c0, 2 + floor(random() * 3)::int ncol, floor(random() * 3)::int nskip
      from generate_series(1, ${nProducts}) g) s`);
  await c.query(`alter table d_p add column title text, add column status text, add column created_at timestamptz, add column price bigint, add column new_arrival boolean, add column category_id bigint, add column unit_id bigint, add column brand_id bigint, add column size_values text[], add column size_ids bigint[], add column disc_type text, add column disc bigint, add column disc_until timestamptz, add column purchase bigint`);
  await c.query(`update d_p p set
      title = l.nouns[1 + (p.g % cardinality(l.nouns))] || ' ' || b.name || ' ' || $1 || ' ' || ($2::text[])[1 + p.mi],
      status = case when p.ust < 0.04 then 'draft' when p.ust < 0.07 then 'soon' when p.ust < 0.10 then 'available_offline' else 'available' end,
      new_arrival = p.unew < 0.05,
      created_at = case when p.unew < 0.05 then now() - (1 + 19 * random()) * interval '1 day'
                        else now() - (${days} + 1 + 120 * random()) * interval '1 day' end,
      price = greatest(10000, case when p.uround < 0.6 then ceil((l.pmin + (l.pmax - l.pmin) * power(p.upr, 1.3)) / 100000) * 100000 - 10000
                                   else round((l.pmin + (l.pmax - l.pmin) * power(p.upr, 1.3)) / 50000) * 50000 end)::bigint,
      category_id = l.category_id, unit_id = l.unit_id, brand_id = b.id, size_values = l.size_values, size_ids = l.size_ids,
      disc_type = case when p.udisc < 0.22 then 'percentage' end,
      disc = case when p.udisc < 0.22 then (array[10, 15, 20, 25, 30])[1 + floor(p.udisc * 100)::int % 5] end,
      disc_until = case when p.udisc < 0.22 and p.uuntil >= 0.5 and p.uuntil < 0.8 then now() + (5 + 35 * random()) * interval '1 day'
                        when p.udisc < 0.22 and p.uuntil >= 0.8 then now() - (1 + 60 * random()) * interval '1 day' end
    from d_leaf l, d_brand b where l.idx = p.li and b.idx = p.bi`, [D.modelWord, D.models]);
  await c.query(`update d_p set purchase = (round(price * (0.55 + 0.15 * uw) / 1000) * 1000)::bigint,
    created_at = coalesce(nullif(least(${workhour('created_at', 'uw')}, now()), now()), created_at)`);
  await step('products', `insert into products (id, title, slug, status, approved_at, approved_by, published_at, brand_id, unit_id, price, purchase_price,
      discount_type, discount, discount_until, weight, low_stock_threshold, tags, creator_id, created_at, updated_at)
    select id, title, replace(replace(title, ' ', '-'), chr(8204), '-') || '-' || id, status,
      case when status <> 'draft' then created_at end, case when status <> 'draft' then ${admin} end, created_at, brand_id, unit_id, price,
      purchase, disc_type, disc, disc_until, (200 + floor(uw * 1300))::int, 3, '{}', ${admin}, created_at, created_at
    from d_p order by id`);
  await step('product categories', `insert into product_categories (product_id, category_id) select id, category_id from d_p`);
  // Variants: 2–4 colours × the leaf's sizes (4–5 of them), or colours alone.
  await step('variants (plan)', `create temp table d_var on commit drop as
    select nextval('variants_id_seq') id, s.* from (
      select p.id product_id, p.title ptitle, p.price, p.purchase, p.created_at, p.status pstatus, p.new_arrival, p.disc_type pdisc_type, p.disc pdisc, p.disc_until pdisc_until,
        ci.j cj, col.id color_id, col.name color_name, sz.k sk, sz.size_id, sz.size_value,
        random() uv, random() ust
      from d_p p
      cross join lateral generate_series(0, p.ncol - 1) ci(j)
      join d_color col on col.idx = (p.c0 + ci.j * 5) % ${nColors}
      left join lateral (
        select k, p.size_ids[k] size_id, p.size_values[k] size_value from generate_series(1, cardinality(p.size_ids)) k
        where k > case when cardinality(p.size_ids) >= 5 and p.nskip = 1 then 1 else 0 end
      ) sz on true
      order by p.id, ci.j, sz.k) s`);
  await step('variants', `insert into variants (id, product_id, is_default, color_id, title, sku, barcode, price, purchase_price, discount_type, discount, position, status, created_at, updated_at)
    select v.id, v.product_id, false, v.color_id,
      v.ptitle || ' | ' || $1 || ': ' || v.color_name || coalesce(' | ' || $2 || ': ' || v.size_value, ''),
      '${DEMO_SKU_PREFIX}' || lpad(v.product_id::text, 6, '0') || '-' || (v.cj + 1) || coalesce(v.sk::text, '0'),
      pg_temp.ean13('20' || lpad(nextval('variant_barcode_seq')::text, 10, '0')),
      v.price, v.purchase,
      case when v.uv < 0.03 then 'fixed' end, case when v.uv < 0.03 then (50000 + 50000 * floor(v.uv * 100))::bigint end,
      (row_number() over (partition by v.product_id order by v.id) - 1)::int, v.ust >= 0.02, v.created_at, v.created_at
    from d_var v order by v.id`, [variantTitleLabels.color, ref.sizeAttr.label]);
  await step('variant sizes', `insert into variant_attribute_values (variant_id, attribute_id, attribute_value_id, value)
    select id, ${ref.sizeAttr.id}, size_id, size_value from d_var where size_id is not null`);
  // The order pool: live variants of products on sale for the whole year, shuffled (popularity is by position).
  await step('order pool', `create temp table d_v on commit drop as
    select (row_number() over (order by random()) - 1)::int idx, v.id variant_id, v.product_id, p.title, x.title variant_title, x.sku, x.barcode, x.price,
      coalesce(case when x.discount_type is not null then x.discount_type end, case when p.disc_until is null or p.disc_until > now() then p.disc_type end) cur_type,
      coalesce(case when x.discount_type is not null then x.discount end, case when p.disc_until is null or p.disc_until > now() then p.disc end) cur_disc,
      case when x.discount_type is not null then 'variant' else 'product' end cur_source
    from d_var v join variants x on x.id = v.id join d_p p on p.id = v.product_id
    where x.status and p.status in ('available', 'available_offline') and not p.new_arrival`);
  await c.query(`create unique index on d_v (idx)`);
}

/* ---------------------------------------------------------------------------------------------- */

async function people(c, nCustomers, nOrders, days, ref, step) {
  const m = D.maleNames, f = D.femaleNames, l = D.lastNames;
  await step('customers (plan)', `create temp table d_c0 on commit drop as
    select g, male, fi, li, first_name, first_latin, last_name, last_latin, mobile,
      case when ue < 0.35 then first_latin || '.' || last_latin || g || '@' || ($8::text[])[1 + floor(ue * 1000)::int % cardinality($8::text[])] end email,
      case when un < 0.6 then pg_temp.ncode((1000000 + floor(random() * 998000000))::bigint) end national_code,
      case when ub < 0.45 then date '1965-01-01' + floor(random() * 14600)::int end birth_date,
      us < 0.3 newsletter, ud >= 0.02 active, ua < 0.25 two_addresses
    from (
      select g, male, fi, li,
        case when male then ($1::text[])[fi] else ($3::text[])[fi] end first_name, case when male then ($2::text[])[fi] else ($4::text[])[fi] end first_latin,
        ($5::text[])[li] last_name, ($6::text[])[li] last_latin,
        ($7::text[])[1 + g % cardinality($7::text[])] || lpad(((g::bigint * 7919 + 1234567) % 10000000)::text, 7, '0') mobile,
        ue, un, ub, us, ud, ua
      from (select g, random() < 0.5 male, 1 + floor(random() * ${Math.min(m.length, f.length)})::int fi, 1 + floor(random() * ${l.length})::int li,
              random() ue, random() un, random() ub, random() us, random() ud, random() ua
            from generate_series(1, ${nCustomers}) g) r) s`,
    [m.map((x) => x[0]), m.map((x) => x[1]), f.map((x) => x[0]), f.map((x) => x[1]), l.map((x) => x[0]), l.map((x) => x[1]), D.mobilePrefixes, D.emailDomains]);
  // The shop's own customers keep their mobiles and e-mails.
  await c.query(`delete from d_c0 d where exists (select 1 from customers x where x.mobile = d.mobile)
    or (d.email is not null and exists (select 1 from customers x where lower(x.email) = lower(d.email)))`);
  await c.query(`create temp table d_c on commit drop as select nextval('customers_id_seq') id, s.* from (select row_number() over (order by g)::int n, * from d_c0 order by g) s`);
  await c.query(`create unique index on d_c (n)`);
  const nc = (await c.query(`select count(*)::int n from d_c`)).rows[0].n;

  // Orders' times and customers first (customers sign up before their first order).
  // More orders lately (the shop grows) and in the evening; a few customers order often.
  await step('orders (plan)', `create temp table d_o0 on commit drop as
    select g, ts, 1 + ((floor(${nc} * power(uc, 1.3))::bigint * 1000003) % ${nc})::int cn,
      random() ua, random() < 0.15 admin_ch,
      case when ul < 0.15 then 1 when ul < 0.35 then 2 when ul < 0.65 then 3 when ul < 0.85 then 4 else 5 end nlines, random() uvb,
      random() uf, random() uw, random() ut0, random() ut1, random() ut2, random() ut3, random() ucan, random() ures, random() um, random() upm,
      random() ucp, random() ud, random() ud2, random() un, random() un2, random() un3, random() udel
    from (
      select g, uc, ul, case when t > now() - interval '3 minutes' then t - interval '1 day' else t end ts
      from (
        select g, random() uc, random() ul,
          (((now() at time zone 'Asia/Tehran')::date - floor(${days} * (1 - case when random() < 0.3 then random() else sqrt(random()) end))::int)::timestamp
            + (8 + 16 * case when random() < 0.5 then random() else sqrt(random()) end) * interval '1 hour') at time zone 'Asia/Tehran' t
        from generate_series(1, ${nOrders}) g) a) b`);
  await step('customers', `insert into customers (id, first_name, last_name, mobile, email, national_code, gender, birth_date, newsletter, status, created_at, updated_at)
    select id, first_name, last_name, mobile, email, national_code, case when male then 'male' else 'female' end, birth_date, newsletter, active, t, t
    from (select c.*, case when o.first_ts is null then now() - (5 + 700 * random()) * interval '1 day'
                           else o.first_ts - (1 + 120 * random()) * interval '1 day' end t
          from d_c c left join (select cn, min(ts) first_ts from d_o0 group by cn) o on o.cn = c.n) x
    order by id`);
  await c.query(`create temp table d_cc on commit drop as select id, created_at from customers where id in (select id from d_c)`);
  await step('wallets', `insert into wallets (customer_id, created_at, updated_at) select id, created_at, created_at from d_cc order by id`);

  // Addresses: one or two per customer, in real provinces and cities (weighted; the capital most often).
  const tel = Object.fromEntries(JSON.parse(fs.readFileSync(path.join(ROOT, 'apps/server/src/modules/shipping/seed/iran-provinces.json'), 'utf8')).map((p) => [p.name, p.tel_prefix]));
  const total = ref.provRows.reduce((s, p) => s + (D.provinceWeights[p.name] ?? 0.5), 0);
  let acc = 0;
  const prov = ref.provRows.map((p) => {
    const lo = acc / total;
    acc += D.provinceWeights[p.name] ?? 0.5;
    return { province_id: p.id, name: p.name, lo, hi: acc / total, tel: tel[p.name] ?? '021', capital: D.capitals[p.name] ?? null };
  });
  prov[prov.length - 1].hi = 1.0000001;
  await c.query(`create temp table d_prov on commit drop as select * from json_to_recordset($1::json) as x(province_id bigint, name text, lo float8, hi float8, tel text, capital text)`, [JSON.stringify(prov)]);
  await c.query(`create temp table d_city on commit drop as
    select ct.province_id, ct.id city_id, ct.name, (ct.name = p.capital) is_capital,
      (row_number() over (partition by ct.province_id order by (ct.name = p.capital) desc, ct.id) - 1)::int k,
      count(*) over (partition by ct.province_id)::int n
    from cities ct join d_prov p on p.province_id = ct.province_id where ct.status`);
  await c.query(`create index on d_city (province_id, k)`);
  await c.query(`alter table d_prov add column ncity int`);
  await c.query(`update d_prov p set ncity = (select count(*) from d_city c where c.province_id = p.province_id)`);
  await c.query(`create temp table d_a0 on commit drop as
    select c.n cn, c.id customer_id, k, cc.created_at, c.first_name cf, c.last_name cl, c.mobile cm,
      random() upv, random() ucv, random() ur, random() ut, random() us, random() ua, random() un, random() uu, random() up
    from d_c c join d_cc cc on cc.id = c.id cross join generate_series(1, 2) k
    where k = 1 or c.two_addresses`);
  await step('addresses (plan)', `create temp table d_a on commit drop as
    select nextval('addresses_id_seq') id, s.* from (
      select r.cn, r.customer_id, r.k, r.created_at, p.province_id, p.name province, ct.city_id, ct.name city, (ct.city_id = ${ref.tehranCityId ?? 0}) tehran_city,
        case when r.ur < 0.85 then r.cf else ($1::text[])[1 + floor(r.ur * 1000)::int % cardinality($1::text[])] end first_name,
        case when r.ur < 0.85 then r.cl else ($2::text[])[1 + floor(r.ur * 10000)::int % cardinality($2::text[])] end last_name,
        case when r.ur < 0.85 then r.cm else ($3::text[])[1 + floor(r.ur * 100)::int % cardinality($3::text[])] || pg_temp.digits(7) end mobile,
        case when r.ut < 0.3 then p.tel || pg_temp.digits(8) end telephone,
        $4 || ' ' || ($6::text[])[1 + floor(r.us * cardinality($6::text[]))::int] || '، ' || $5 || ' ' || ($7::text[])[1 + floor(r.ua * cardinality($7::text[]))::int]
          || '، ' || $8 || ' ' || pg_temp.fa((1 + floor(r.un * 180))::int::text) || case when r.uu < 0.6 then '، ' || $9 || ' ' || pg_temp.fa((1 + floor(r.uu * 20))::int::text) else '' end address,
        case when r.up < 0.8 then translate(pg_temp.digits(10), '02', '57') end postal_code
      from d_a0 r
      join d_prov p on r.upv >= p.lo and r.upv < p.hi
      join d_city ct on ct.province_id = p.province_id
        and ct.k = case when p.ncity = 1 or r.ucv < 0.65 then 0 else 1 + floor((r.ucv - 0.65) / 0.35 * (p.ncity - 1))::int end
      order by r.cn, r.k) s`,
    [D.maleNames.concat(D.femaleNames).map((x) => x[0]), D.lastNames.map((x) => x[0]), D.mobilePrefixes, 'خیابان', 'کوچه', D.streets, D.alleys, 'پلاک', 'واحد']);
  await c.query(`create unique index on d_a (cn, k)`);
  await step('addresses', `insert into addresses (id, customer_id, province_id, city_id, address, postal_code, first_name, last_name, mobile, telephone, created_at, updated_at)
    select id, customer_id, province_id, city_id, address, postal_code, first_name, last_name, mobile, telephone, created_at, created_at from d_a order by id`);
}

/* ---------------------------------------------------------------------------------------------- */

/**
 * Orders with their items, payments, events and coupon uses, then the wallet ledger and the stock
 * movements. `inStore` runs once the orders' wallet rows are planned (d_w0): it may add rows to
 * d_w0 and must create d_msm (its stock movements), which the ledger and the stock take in.
 */
async function ordersAndHistory(c, days, admin, ref, step, bulk, inStore) {
  const V = (await c.query(`select count(*)::int n from d_v`)).rows[0].n;
  if (!V) throw new Error('no sellable variant to order');
  const stride = Math.max(1, Math.floor(V / 7));
  const m = ref.methods;
  await step('orders (ids)', `create temp table d_o on commit drop as
    select nextval('orders_id_seq') id, s.* from (
      select o.*, c.id customer_id, a.id address_id, a.province_id, a.city_id, a.tehran_city,
        row_number() over (partition by o.cn order by o.ts, o.g) = 1 first_order,
        floor(${V} * power(o.uvb, 1.8))::int vbase
      from d_o0 o join d_c c on c.n = o.cn
      join d_a a on a.cn = o.cn and a.k = case when c.two_addresses and o.ua < 0.35 then 2 else 1 end
      order by o.ts, o.g) s`);
  await c.query(`create unique index on d_o (id)`);
  // Lines: distinct variants per order; last year's prices were lower (inflation), some lines discounted.
  await step('order items (plan)', `create temp table d_i on commit drop as
    select nextval('order_items_id_seq') id, s.* from (
      select o.id order_id, o.ts, v.variant_id, v.product_id, v.title, v.variant_title, v.sku, v.barcode,
        case when o.uq < 0.82 then 1 when o.uq < 0.96 then 2 else 3 end quantity,
        greatest(1000, round(v.price * (1 - 0.3 * extract(epoch from now() - o.ts) / (365 * 86400)) / 1000) * 1000)::bigint unit_price,
        case when v.cur_type is not null and o.ts > now() - interval '30 days' then v.cur_type when o.ud < 0.12 then 'percentage' end dtype,
        case when v.cur_type is not null and o.ts > now() - interval '30 days' then v.cur_disc when o.ud < 0.12 then (array[10, 15, 20])[1 + floor(o.ud * 100)::int % 3] end dval,
        case when v.cur_type is not null and o.ts > now() - interval '30 days' then v.cur_source when o.ud < 0.12 then 'product' else 'none' end source
      from (select o.id, o.ts, o.vbase, j, random() uq, random() ud from d_o o cross join lateral generate_series(0, o.nlines - 1) j) o
      join d_v v on v.idx = (o.vbase + o.j * ${stride}) % ${V}) s`);
  await c.query(`alter table d_i add column unit_discount bigint`);
  await c.query(`update d_i set unit_discount = case when dtype = 'percentage' then round(unit_price * least(dval, 100) / 100.0) when dtype = 'fixed' then least(dval, unit_price) else 0 end,
    source = case when dtype is null then 'none' else source end`);
  await c.query(`create index on d_i (order_id)`);
  await step('order totals', `create temp table d_t on commit drop as
    select order_id, count(*)::int items_count, sum(quantity)::int items_qty, sum(unit_price * quantity)::bigint total_items,
      sum(least(unit_discount, unit_price) * quantity)::bigint disc_items, sum((unit_price - least(unit_discount, unit_price)) * quantity)::bigint net
    from d_i group by order_id`);
  await c.query(`create unique index on d_t (order_id)`);
  // Coupons: the welcome coupon on some first orders, a campaign's inside its days; once per customer.
  await step('coupons on orders', `create temp table d_oc on commit drop as
    select id, customer_id, case when row_number() over (partition by customer_id, coupon_id order by ts, id) = 1 then coupon_id end coupon_id
    from (
      select o.id, o.ts, o.customer_id, cp.id coupon_id from d_o o join d_t t on t.order_id = o.id
      left join lateral (select cp.id from d_cp cp where o.ts between cp.starts_at and cp.ends_at and t.net >= coalesce(cp.min_order_amount, 0)
                         and (cp.kind <> 'welcome' or o.first_order) and o.ucp < cp.chance order by cp.prio limit 1) cp on true) x`);
  await c.query(`create unique index on d_oc (id)`);
  // Money, shipping and the timeline of each order. Admins act in office hours (Tehran): an order is
  // processed the next day or the one after, delivered 1–4 days later; a paid order canceled is
  // canceled within two days. (`offset 0` keeps each layer's columns computed once per row.)
  await step('orders (plan)', `create temp table d_o2 on commit drop as
    select st.*,
      net - coupon_disc - order_disc + shipping total,
      case when fate = 'waiting' then 'wait_for_payment'
           when fate = 'failed' then case when tf <= now() then 'failed' else 'wait_for_payment' end
           when fate = 'cancel_unpaid' then case when tcu <= now() then 'canceled' else 'wait_for_payment' end
           when not paid then 'wait_for_payment'
           when canceled_paid then 'canceled'
           when t2 <= now() then 'delivered'
           when t1 <= now() then 'in_progress'
           else active0 end status,
      case when admin_ch then case when upm < 0.5 then 'wallet' when upm < 0.85 then 'card' else 'cash' end else 'gateway' end pay_method,
      paid and t1 <= now() and not (canceled_paid and tc <= t1) ev_t1,
      paid and t2 <= now() and not canceled_paid ev_t2,
      case when t1 < tc then 'in_progress' else active0 end cancel_from,
      un3 < 0.04 and (case when paid then tp else ts end) + interval '10 minutes' <= now() ev_note,
      (case when paid then tp else ts end) + interval '10 minutes' t_note,
      case when paid and t2 <= now() and not canceled_paid and method_id = ${m.post} then pg_temp.digits(24) end post_code
    from (
      select tm.*, paid and ucan < 0.05 and tc < t2 and tc <= now() canceled_paid
      from (
        select d.*, fate = 'paid' and tp <= now() paid,
          ((tpd + n1)::timestamp + (9 + 3 * ut2) * interval '1 hour') at time zone 'Asia/Tehran' t1,
          ((tpd + n1 + n2)::timestamp + (10 + 10 * ut3) * interval '1 hour') at time zone 'Asia/Tehran' t2,
          ((tpd + 1 + floor(ucan * 1000)::int % 2)::timestamp + (9 + 11 * ut1) * interval '1 hour') at time zone 'Asia/Tehran' tc,
          ((tsd + 1)::timestamp + (9 + 11 * ut0) * interval '1 hour') at time zone 'Asia/Tehran' tcu,
          ts + (20 + 40 * ut3) * interval '1 minute' tf,
          case when reserved_init then 'reserved' else 'new' end active0
        from (
          select m.*, (tp at time zone 'Asia/Tehran')::date tpd, (ts at time zone 'Asia/Tehran')::date tsd,
            case when reserved_init then 3 + floor(7 * ut1)::int else 1 + (ut1 < 0.3)::int end n1, 1 + floor(4 * ut2)::int n2,
            case when is_free then 0 when free_threshold is not null and net - coupon_disc >= free_threshold then 0
                 else area_price + case when items_qty > first_size then ceil((items_qty - first_size)::numeric / packet_size)::bigint * more_packet_price else 0 end end shipping
          from (
            select b.*, least(b.coupon_raw, b.net) coupon_disc,
              case when b.admin_ch and b.ud < 0.1 then least((round((20000 + 180000 * b.ud2) / 10000) * 10000)::bigint, b.net - least(b.coupon_raw, b.net)) else 0 end order_disc,
              coalesce(s1.method_id, s2.method_id) method_id, coalesce(s1.area_price, s2.area_price) area_price, coalesce(s1.is_free, s2.is_free) is_free,
              coalesce(s1.free_threshold, s2.free_threshold) free_threshold, coalesce(s1.first_size, s2.first_size) first_size,
              coalesce(s1.packet_size, s2.packet_size) packet_size, coalesce(s1.more_packet_price, s2.more_packet_price) more_packet_price,
              case when b.admin_ch then b.ts else b.ts + (1 + 14 * b.ut0) * interval '1 minute' end tp
            from (
              select o.*, t.items_count, t.items_qty, t.total_items, t.disc_items, t.net, cp.id coupon_id, cp.code coupon_code,
                coalesce(case when cp.type = 'percentage' then least(floor(t.net * least(cp.amount, 100) / 100.0)::bigint, coalesce(cp.max_discount, t.net)) else cp.amount end, 0) coupon_raw,
                case when o.tehran_city and ${m.courier ?? 0} > 0 then case when o.um < 0.35 then ${m.courier ?? 0} when o.um < 0.5 then ${m.tipax} else ${m.post} end
                     else case when o.um < 0.72 then ${m.post} else ${m.tipax} end end method_pick,
                case when o.admin_ch then 'paid' when o.uf < 0.06 then 'failed' when o.uf < 0.09 then 'cancel_unpaid'
                     when o.ts > now() - interval '3 hours' and o.uw < 0.5 then 'waiting' else 'paid' end fate,
                o.admin_ch and o.ures < 0.08 reserved_init
              from d_o o join d_t t on t.order_id = o.id join d_oc x on x.id = o.id left join d_cp cp on cp.id = x.coupon_id
              offset 0) b
            left join d_ship s1 on s1.method_id = b.method_pick and s1.city_id = b.city_id and s1.served
            left join d_ship s2 on s1.method_id is null and s2.method_id = ${m.post} and s2.city_id = b.city_id
            offset 0) m
          offset 0) d
        offset 0) tm
      offset 0) st`);
  await c.query(`create unique index on d_o2 (id)`);

  const tpl = (k) => orderMessage(k); // '… {id}' (the id is filled in SQL, in Persian digits)
  await bulk(true);
  await step('orders', `insert into orders (id, customer_id, address_id, address, province_id, city_id, shipping_method_id, shipping_amount, coupon_id, coupon_code,
      items_count, items_quantity, total_items_amount, discount_on_items, discount_on_coupon, discount_on_order, discount_amount, total_amount, paid_amount,
      payment_method, status, activated_at, description, admin_note, delivered_at, reserved, post_tracking_code, creator_id, created_at, updated_at)
    select o.id, o.customer_id, o.address_id,
      jsonb_build_object('id', a.id, 'first_name', a.first_name, 'last_name', a.last_name, 'mobile', a.mobile, 'telephone', a.telephone,
        'province_id', a.province_id, 'province', a.province, 'city_id', a.city_id, 'city', a.city, 'address', a.address,
        'postal_code', a.postal_code, 'latitude', null, 'longitude', null),
      o.province_id, o.city_id, method_id, shipping, coupon_id, coupon_code,
      items_count, items_qty, total_items, disc_items, coupon_disc, order_disc, disc_items + coupon_disc + order_disc, total,
      case when paid and not canceled_paid then total else 0 end,
      pay_method, status, case when paid then tp end,
      case when not admin_ch and un < 0.08 then ($1::text[])[1 + floor(un * 1000)::int % cardinality($1::text[])] end,
      case when un2 < 0.03 then ($2::text[])[1 + floor(un2 * 10000)::int % cardinality($2::text[])] end,
      case when method_id = ${m.courier ?? 0} and udel < 0.3 then (ts at time zone 'Asia/Tehran')::date + 1 end,
      reserved_init,
      post_code,
      case when admin_ch then ${admin} end,
      ts,
      greatest(ts, case when paid then tp end, case when ev_t1 then t1 end, case when ev_t2 then t2 end, case when canceled_paid then tc end,
               case when fate = 'failed' and tf <= now() then tf end, case when fate = 'cancel_unpaid' and tcu <= now() then tcu end,
               case when ev_note then t_note end)
    from d_o2 o join d_a a on a.id = o.address_id order by o.id`, [D.customerNotes, D.adminNotes]);
  await step('order items', `insert into order_items (id, order_id, product_id, variant_id, title, variant_title, sku, barcode, quantity, unit_price, unit_discount, discount_source, created_at, updated_at)
    select id, order_id, product_id, variant_id, title, variant_title, sku, barcode, quantity, unit_price, unit_discount, source, ts, ts from d_i order by id`);

  await bulk(false);
  // Wallet ledger: a welcome gift for some, a few compensations, a top-up before each wallet payment,
  // the payments, and the refund of every paid order canceled later. Gift money is spent first.
  await step('wallet rows (plan)', `create temp table d_w0 on commit drop as
    select cc.id customer_id, cc.created_at + interval '1 minute' ts, 0 seq, 'gift_credit' type, (case when random() < 0.5 then 50000 else 100000 end)::bigint amount,
      $1::text reason, null::bigint order_id, ${admin}::bigint admin_id
    from d_cc cc where random() < 0.25
    union all
    select id, at, 4, 'admin_credit', amount, reason, null, ${admin} from (
      select id, ${workhour('t', 'u')} at, amount, reason from (
        select cc.id, cc.created_at + (2 + (extract(epoch from now() - cc.created_at) / 86400 - 3) * random()) * interval '1 day' t, random() u,
          (50000 + 50000 * floor(random() * 4))::bigint amount, ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] reason
        from d_cc cc where random() < 0.03 and cc.created_at < now() - interval '4 days' offset 0) x) y
    where at <= now()
    union all
    select customer_id, tp - (5 + 55 * ut0) * interval '1 minute', 1, 'admin_credit', (ceil(total / 100000.0) * 100000)::bigint, $3, null, ${admin}
    from d_o2 where paid and pay_method = 'wallet' and total > 0
    union all
    select customer_id, tp, 2, 'order_payment', -total, replace($4, '{id}', pg_temp.fa(id::text)), id, case when admin_ch then ${admin} end
    from d_o2 where paid and pay_method = 'wallet' and total > 0
    union all
    select customer_id, tc, 3, 'order_refund', total, replace($5, '{id}', pg_temp.fa(id::text)), id, ${admin}
    from d_o2 where canceled_paid and total > 0`,
    [D.walletReasons.gift, D.walletReasons.compensation, D.walletReasons.topUp, tpl('print_reason_order'), tpl('refund_reason_order')]);
  // In-store rows: the sale's wallet part and, for a void, the money back (`gift_back`: the gift
  // money its payment spent, which the wallet service gives back as gift money).
  await c.query(`alter table d_w0 add column mini_order_id bigint, add column gift_back bigint`);
  await inStore();
  await step('wallet rows', `create temp table d_w1 on commit drop as select nextval('wallet_transactions_id_seq') id, s.* from (select * from d_w0 order by ts, customer_id, seq, order_id, mini_order_id) s`);
  // Balances are running sums. The gift balance follows the wallet service: a credit adds its gift
  // part, a payment spends gift money first (gift = max(0, gift + change)), i.e. the running sum of
  // those changes less its lowest point so far when that is below zero.
  const ledger = `create temp table d_w on commit drop as
    select y.*, (p - least(0, min(p) over w))::bigint gift_after from (
      select x.*, sum(x.amount) over w balance_after,
        sum(case when x.type in ('gift_credit', 'order_payment', 'shop_payment') then x.amount else coalesce(x.gift_back, 0) end) over w p
      from d_w1 x window w as (partition by x.customer_id order by x.id rows unbounded preceding)) y
    window w as (partition by y.customer_id order by y.id rows unbounded preceding)`;
  await c.query(ledger);
  // A void gives back the gift money its payment spent (at most one such void per customer, so the
  // payment's gift part is already right in the first pass).
  const back = await c.query(`update d_w1 v set gift_back = p.spent from (
      select mini_order_id, spent from (
        select mini_order_id, type, lag(gift_after, 1, 0::bigint) over (partition by customer_id order by id) - gift_after spent from d_w) a
      where type = 'shop_payment' and spent > 0) p
    where v.mini_order_id = p.mini_order_id and v.type = 'shop_refund' and v.seq = ${WALLET_VOID_SEQ}`);
  if (back.rowCount) {
    await c.query(`drop table d_w`);
    await c.query(ledger);
  }
  await c.query(`create index on d_w (order_id, type)`);
  await step('wallet transactions', `insert into wallet_transactions (id, wallet_id, customer_id, type, amount, gift_amount, balance_after, gift_balance_after, admin_id, reason, order_id, mini_order_id, created_at)
    select d.id, w.id, d.customer_id, d.type, d.amount,
      d.gift_after - coalesce(lag(d.gift_after) over (partition by d.customer_id order by d.id), 0), d.balance_after, d.gift_after,
      d.admin_id, d.reason, d.order_id, d.mini_order_id, d.ts
    from d_w d join wallets w on w.customer_id = d.customer_id order by d.id`);
  await step('wallet balances', `update wallets w set balance = l.balance_after, gift_balance = l.gift_after, updated_at = l.ts
    from (select distinct on (customer_id) customer_id, balance_after, gift_after, ts from d_w order by customer_id, id desc) l where l.customer_id = w.customer_id`);

  await bulk(true);
  await step('order payments', `insert into order_payments (order_id, method, amount, tracking_code, wallet_transaction_id, admin_id, created_at)
    select o.id, o.pay_method, o.total,
      case when o.pay_method = 'gateway' then pg_temp.digits(12) when o.pay_method = 'card' then pg_temp.digits(6) end,
      w.id, case when o.admin_ch then ${admin} end, o.tp
    from d_o2 o left join d_w w on w.order_id = o.id and w.type = 'order_payment'
    where o.paid and o.total > 0
    union all
    select o.id, 'wallet', -o.total, null, w.id, ${admin}, o.tc
    from d_o2 o join d_w w on w.order_id = o.id and w.type = 'order_refund'
    where o.canceled_paid and o.total > 0
    order by 7, 1`);

  // Timeline: one insert per kind of event, in the order the services write them, so inside each
  // order the ids ascend with time (the detail shows events by id).
  const events = [
    [`'created', jsonb_build_object('status', case when admin_ch then active0 else 'wait_for_payment' end, 'total', total), case when admin_ch then ${admin} end, ts`, 'true'],
    [`'payment', jsonb_build_object('method', pay_method, 'amount', total), case when admin_ch then ${admin} end, tp`, 'paid and total > 0'],
    [`'status', jsonb_build_object('from', 'wait_for_payment', 'to', 'new', 'note', null), null, tp`, 'paid and not admin_ch'],
    [`'note', jsonb_build_object('text', ($1::text[])[1 + floor(un3 * 10000)::int % cardinality($1::text[])]), ${admin}, t_note`, 'ev_note', D.adminNotes],
    [`'status', jsonb_build_object('from', active0, 'to', 'in_progress', 'note', null), ${admin}, t1`, 'ev_t1'],
    [`'tracking', jsonb_build_object('code', post_code), ${admin}, t2 - interval '1 minute'`, 'post_code is not null'],
    [`'status', jsonb_build_object('from', 'in_progress', 'to', 'delivered', 'note', null), ${admin}, t2`, 'ev_t2'],
    [`'refund', jsonb_build_object('method', 'wallet', 'amount', total), ${admin}, tc`, 'canceled_paid and total > 0'],
    [`'status', jsonb_build_object('from', cancel_from, 'to', 'canceled', 'note', ($1::text[])[1 + floor(ucan * 10000)::int % cardinality($1::text[])]), ${admin}, tc`, 'canceled_paid', D.cancelNotes],
    [`'status', jsonb_build_object('from', 'wait_for_payment', 'to', 'failed', 'note', null), null, tf`, `fate = 'failed' and tf <= now()`],
    [`'status', jsonb_build_object('from', 'wait_for_payment', 'to', 'canceled', 'note', ($1::text[])[1 + floor(ucan * 10000)::int % cardinality($1::text[])]), ${admin}, tcu`, `fate = 'cancel_unpaid' and tcu <= now()`, D.cancelNotes],
  ];
  let nEvents = 0;
  const te = Date.now();
  for (const [cols, where, list] of events)
    nEvents += (await c.query(`insert into order_events (order_id, type, data, admin_id, created_at) select id, ${cols} from d_o2 where ${where}`, list ? [list] : [])).rowCount;
  step.log(`  order events: ${nEvents} rows, ${Date.now() - te} ms`);
  await step('coupon uses', `insert into coupon_usages (coupon_id, customer_id, order_id, created_at)
    select coupon_id, customer_id, id, tp from d_o2 where coupon_id is not null and paid and not canceled_paid order by tp`);
  await c.query(`update coupons cp set usage_limit = (ceil((u.n + 1) / 100.0) * 100 + 100)::int
    from (select coupon_id, count(*) n from coupon_usages group by coupon_id) u where u.coupon_id = cp.id and cp.id in (select id from d_cp where kind = 'season')`);

  // Stock: an initial count when the product was listed, a restock (or recount) mid-year, the orders'
  // and the counter's movements; the balance after each movement never goes below zero and ends at
  // the leftover (each half-year's count covers every unit taken out in it, whatever came back).
  const mid = `((((now() - interval '${Math.floor(days / 2)} days') at time zone 'Asia/Tehran')::date + interval '10 hours') at time zone 'Asia/Tehran')`;
  await step('stock (plan)', `create temp table d_sm0 on commit drop as
    select i.variant_id, o.tp ts, 2 seq, 'order' type, -i.quantity change, replace($1, '{id}', pg_temp.fa(o.id::text)) reason, o.id order_id,
      case when o.admin_ch then ${admin} end admin_id, null::bigint mini_order_id
    from d_i i join d_o2 o on o.id = i.order_id where o.paid
    union all
    select i.variant_id, o.tc, 3, 'order_cancel', i.quantity, replace($2, '{id}', pg_temp.fa(o.id::text)), o.id, ${admin}, null
    from d_i i join d_o2 o on o.id = i.order_id where o.canceled_paid
    union all
    select variant_id, ts, seq, type, change, reason, order_id, admin_id, mini_order_id from d_msm`, [tpl('stock_reason_order'), tpl('stock_reason_cancel')]);
  await c.query(`create temp table d_stk on commit drop as
    select v.id variant_id, v.created_at, v.pstatus, p.uzero, count(s.variant_id) > 0 sold,
      coalesce(sum(-s.change) filter (where s.change < 0 and s.ts < ${mid}), 0)::int out1,
      coalesce(sum(-s.change) filter (where s.change < 0 and s.ts >= ${mid}), 0)::int out2
    from d_var v join d_p p on p.id = v.product_id left join d_sm0 s on s.variant_id = v.id
    group by v.id, v.created_at, v.pstatus, p.uzero`);
  await c.query(`alter table d_stk add column left0 int, add column lf int`);
  await c.query(`update d_stk set left0 = 5 + floor(random() * 20)::int,
    lf = case when pstatus in ('draft', 'soon') then 0 when random() < 0.12 or uzero < 0.04 then 0 else 1 + floor(random() * 40)::int end`);
  await step('stock (counts)', `insert into d_sm0
    select variant_id, created_at, 0, 'initial', case when sold then out1 + left0 else lf end, $1, null::bigint, ${admin}, null::bigint
    from d_stk where case when sold then out1 + left0 else lf end > 0
    union all
    select variant_id, ${mid}, 1, 'adjustment', out2 + lf - left0, case when out2 + lf - left0 > 0 then $2 else $3 end, null, ${admin}, null
    from d_stk where sold and out2 + lf - left0 <> 0`, [productMessage('initial_reason'), D.stockReasons.restock, D.stockReasons.recount]);
  await step('stock movements', `insert into stock_movements (variant_id, type, change, quantity_after, reason, admin_id, order_id, mini_order_id, created_at)
    select variant_id, type, change, sum(change) over (partition by variant_id order by ts, seq, order_id, mini_order_id rows unbounded preceding), reason, admin_id, order_id, mini_order_id, ts
    from d_sm0 order by variant_id, ts, seq, order_id, mini_order_id`);
  await step('stock levels', `insert into stock_levels (variant_id, quantity, updated_at)
    select v.id, coalesce(s.q, 0), coalesce(s.t, v.created_at) from d_var v
    left join (select variant_id, sum(change)::int q, max(ts) t from d_sm0 group by variant_id) s on s.variant_id = v.id`);
  await bulk(false);
}

/* ---------------------------------------------------------------------------------------------- */

async function finishing(c, admin, step) {
  // The in-store sales' daily totals (their triggers are off while the receipts go in in bulk; the
  // wallet ledger's run with it).
  await step('in-store sales day totals', `select mini_order_days_rebuild()`);
  // The sales reports' day totals (kept by triggers on orders and receipts, off for the bulk inserts).
  await step('sales day totals', `select sale_days_rebuild()`);
  // The products and customers reports' day facts, likewise.
  await step('product and customer day facts', `select sale_facts_rebuild()`);
  // Their whole-shop day totals (kept by triggers on the day facts).
  await step('product day totals', `select product_sale_day_totals_rebuild()`);
  // The wallets report's facts (kept by a trigger on the ledger, off for the bulk inserts).
  await step('wallet facts', `select wallet_facts_rebuild()`);
  // The varieties report's stock facts (kept by triggers on stock movements, off for the bulk inserts).
  await step('stock movement facts', `select stock_facts_rebuild()`);
  // Their whole-shop day totals (written by the flush at each commit).
  await step('stock movement day totals', `select stock_move_day_totals_rebuild()`);
  await step('coupon use counts', `insert into coupon_use_counts (coupon_id, count) select coupon_id, count(*) from coupon_usages group by 1
    on conflict (coupon_id) do update set count = excluded.count`);
  // The product list's columns, as the product and stock services keep them.
  await step('product list columns', `update products p set
      stock_total = s.total,
      status = case when s.total = 0 and p.status = 'available' then 'out_of_stock' else p.status end,
      search = fa_norm(p.title || ' ' || s.codes),
      min_price = coalesce(s.minp, 0), has_discount = coalesce(s.disc, false),
      price_valid_until = (select min(u) from unnest(array[p.discount_until] || s.untils) u where u > now())
    from (
      select v.product_id, sum(coalesce(sl.quantity, 0))::int total, string_agg(coalesce(v.sku, '') || ' ' || v.barcode, ' ' order by v.id) codes,
        min(f.final) filter (where v.status) minp, bool_or(f.src <> 'none') filter (where v.status) disc,
        array_agg(v.discount_until) filter (where v.status and v.discount_until is not null) untils
      from variants v join products pp on pp.id = v.product_id left join stock_levels sl on sl.variant_id = v.id
      cross join lateral (
        select case when v.discount_type is not null and v.discount > 0 and (v.discount_until is null or v.discount_until >= now()) then 'variant'
                    when pp.discount_type is not null and pp.discount > 0 and (pp.discount_until is null or pp.discount_until >= now()) then 'product' else 'none' end src) d
      cross join lateral (
        select v.price - least(v.price, greatest(0, case d.src
          when 'variant' then case when v.discount_type = 'percentage' then round(v.price * least(v.discount, 100) / 100.0)::bigint else v.discount end
          when 'product' then case when pp.discount_type = 'percentage' then round(v.price * least(pp.discount, 100) / 100.0)::bigint else pp.discount end
          else 0 end)) final, d.src) f
      where v.product_id in (select id from d_p)
      group by v.product_id) s
    where s.product_id = p.id`);
  // A few notifications in the header: the latest new orders and a product that ran out.
  const newest = (await c.query(`select o.id, o.total_amount, coalesce(nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), ''), c.mobile) customer, o.created_at
    from orders o join customers c on c.id = o.customer_id where o.id in (select id from d_o2) and o.status = 'new' order by o.id desc limit 6`)).rows;
  const admins = (await c.query(`select a.id from admins a join roles r on r.id = a.role_id where a.status and (r.is_super or 'read_order' = any(r.permissions))`)).rows.map((r) => r.id);
  for (const [i, o] of newest.entries())
    for (const a of admins)
      await c.query(`insert into admin_notifications (admin_id, type, data, read_at, created_at) values ($1, 'order', $2, $3, $4)`, [
        a,
        { order_id: Number(o.id), title: orderMessage('new_order_title'), description: orderMessage('new_order_description', { id: Number(o.id), customer: o.customer, amount: formatMoney(Number(o.total_amount)) }) },
        i < 3 ? null : o.created_at,
        o.created_at,
      ]);
  const out = (await c.query(`select id, title, updated_at from products where status = 'out_of_stock' and id in (select id from d_p) order by id limit 2`)).rows;
  for (const p of out)
    for (const a of admins)
      await c.query(`insert into admin_notifications (admin_id, type, data, created_at) values ($1, 'ProductUnavailableNotification', $2, now() - interval '2 hours')`, [
        a, { product_id: Number(p.id), description: productMessage('unavailable_description', { title: p.title }) },
      ]);
  // The contact inbox: a hundred messages over three months, the newest unread, many answered;
  // most from signed-in customers (their name and mobile), the rest from guests.
  await step('contact messages', `insert into contacts (name, mobile, email, subject, body, status, customer_id, answer, answered_at, answered_by, created_at)
    select coalesce(nullif(trim(coalesce(cu.first_name, '') || ' ' || coalesce(cu.last_name, '')), ''), g.name), coalesce(cu.mobile, g.mobile),
      case when g.n % 4 = 0 then 'user' || g.n || '@' || ($3::text[])[1 + g.n % array_length($3::text[], 1)] end,
      m.subject, m.body,
      case when g.n <= 12 then 0 else 1 end, cu.id,
      case when g.n > 12 and m.answer is not null then m.answer end,
      case when g.n > 12 and m.answer is not null then g.sent + interval '5 hours' end,
      case when g.n > 12 and m.answer is not null then $4::bigint end,
      g.sent
    from (select n, now() - (n * interval '21 hours') - (random() * interval '3 hours') sent,
            ($1::text[])[1 + floor(random() * array_length($1::text[], 1))::int] || ' ' || ($2::text[])[1 + floor(random() * array_length($2::text[], 1))::int] as name,
            '09' || lpad((floor(random() * 1e9))::bigint::text, 9, '0') mobile,
            floor(random() * $5::int)::int m, random() < 0.6 as known
          from generate_series(1, 100) n) g
    join lateral (select * from jsonb_to_record($6::jsonb -> g.m) as x(subject text, body text, answer text)) m on true
    left join d_c dc on g.known and dc.n = 1 + (g.n * 37) % (select count(*) from d_c)
    left join customers cu on cu.id = dc.id`,
    [[...D.maleNames, ...D.femaleNames].map(([fa]) => fa), D.lastNames.map((l) => (Array.isArray(l) ? l[0] : l)), D.emailDomains, admin, D.contactMessages.length, JSON.stringify(D.contactMessages.map(([subject, body, answer]) => ({ subject, body, answer })))]);
  // The shop's details on invoices, where the shop has not set its own.
  for (const [k, v] of Object.entries(D.shopInfo))
    await c.query(`insert into settings (name, value) values ($1, to_jsonb($2::text)) on conflict (name) do nothing`, [k, v]);
  await demoRedirects(c, admin, step);
}

/**
 * The storefront's redirects (/admin/htaccess): about fifty rules as a shop moving off an old
 * site keeps them — exact pages, old sections by prefix, regular expressions with groups, a few
 * 410s, an inactive one, hits from the past months — and the set as its first version.
 */
async function demoRedirects(c, admin, step) {
  const rules = [
    ['regex', '^/product/(\\d+)/[^/]*$', '/products/$1', 301, 'نشانی محصولات سایت قبلی'],
    ['regex', '^/category/([a-z0-9-]+)/?$', '/categories/$1', 301, 'دسته‌بندی‌های سایت قبلی'],
    ['regex', '(?i)^/blog/(\\d{4})/(\\d{2})/([a-z0-9-]+)$', '/blog/$3', 301, 'نوشته‌های وبلاگ با تاریخ در نشانی'],
    ['regex', '^/tag/([^/]+)$', '/blog?tag=$1', 302, null],
    ['regex', '^/brand/([a-z0-9-]+)\\.html$', '/brands/$1', 301, null],
    ['regex', '^/wp-content/uploads/(.*)$', 'https://cdn.example.com/legacy/$1', 301, 'پرونده‌های وردپرس قدیمی'],
    ['regex', '^/(fa|en)/shop/(.*)$', '/$2', 301, 'زبان در نشانی دیگر نیست'],
    ['regex', '^/index\\.php/(.*)$', '/$1', 301, null],
    ['prefix', '/old-shop', '/', 301, 'فروشگاه قدیمی'],
    ['prefix', '/news', '/blog', 301, 'بخش اخبار به وبلاگ منتقل شد'],
    ['prefix', '/promo/yalda-1402', '/offers', 302, 'کمپین یلدا'],
    ['prefix', '/catalog/print', 'https://files.example.com/catalog', 307, null],
    ['exact', '/about-us.html', '/about', 301, null],
    ['exact', '/contact-us.html', '/contact', 301, null],
    ['exact', '/faq.html', '/faqs', 301, null],
    ['exact', '/shipping.html', '/pages/shipping', 301, null],
    ['exact', '/returns.html', '/pages/returns', 301, null],
    ['exact', '/terms.html', '/pages/terms', 301, null],
    ['exact', '/privacy.html', '/pages/privacy', 301, null],
    ['exact', '/cart.php', '/cart', 301, null],
    ['exact', '/checkout.php', '/checkout', 301, null],
    ['exact', '/login.php', '/login', 301, null],
    ['exact', '/register.php', '/register', 301, null],
    ['exact', '/my-account', '/profile', 301, null],
    ['exact', '/sale', '/offers', 302, 'حراج فصلی'],
    ['exact', '/black-friday', '/offers', 302, 'جمعه سیاه'],
    ['exact', '/nowruz', '/offers', 302, 'فروش نوروزی'],
    ['exact', '/gift-card', '/pages/gift-cards', 301, null],
    ['exact', '/stores', '/pages/stores', 301, null],
    ['exact', '/careers', 'https://jobs.example.com', 301, null],
    ['exact', '/instagram', 'https://www.instagram.com/example.shop', 302, null],
    ['exact', '/telegram', 'https://t.me/example_shop', 302, null],
    ['exact', '/app', 'https://play.google.com/store/apps/details?id=com.example.shop', 302, null],
    ['exact', '/blog/summer-lookbook', '/blog/summer-collection', 301, null],
    ['exact', '/blog/winter-lookbook', '/blog/winter-collection', 301, null],
    ['exact', '/size-guide', '/pages/size-guide', 301, null],
    ['exact', '/warranty', '/pages/warranty', 301, null],
    ['exact', '/installments', '/pages/installments', 301, null],
    ['exact', '/wholesale', '/pages/wholesale', 301, null],
    ['exact', '/track', '/orders/track', 301, null],
    ['exact', '/rss', '/blog/feed', 301, null],
    ['exact', '/sitemap.html', '/sitemap.xml', 301, null],
    ['exact', '/products/discontinued-scarf', '/categories/scarves', 301, 'محصول از فروش افتاده'],
    ['exact', '/products/old-bag-2019', '/categories/bags', 301, null],
    ['exact', '/pages/covid-delivery', null, 410, 'صفحه موقت دوران کرونا'],
    ['exact', '/lottery-1401', null, 410, null],
    ['prefix', '/forum', null, 410, 'انجمن بسته شد'],
    ['regex', '^/print/(\\d+)$', null, 410, null],
    ['exact', '/summer-festival', '/offers', 302, 'غیرفعال تا تابستان بعد'],
    ['exact', '/b2b', '/pages/wholesale', 301, null],
  ];
  await c.query(`insert into redirects (match, source, target, kind, active, note, position, hit_count, last_hit_at)
    select r.match, r.source, r.target, r.kind, r.n <> 49, r.note, r.n,
      case when r.n % 7 = 0 then 0 else floor(random() * 5000)::int end,
      case when r.n % 7 = 0 then null else now() - random() * interval '60 days' end
    from jsonb_to_recordset($1::jsonb) as r(n int, match text, source text, target text, kind int, note text)`,
    [JSON.stringify(rules.map(([match, source, target, kind, note], i) => ({ n: i + 1, match, source, target, kind, note })))]);
  await step('redirects', `insert into redirect_versions (txid, reason, admin_id, rules)
    select txid_current(), 'import', $1, coalesce(jsonb_agg(jsonb_build_object('id', id, 'match', match, 'source', source, 'target', target, 'kind', kind,
      'active', active, 'note', note, 'position', position) order by position), '[]') from redirects`, [admin]);
}

/* ---------------------------------------------------------------------------------------------- content */

/** A small seeded generator (the content is built in JS, so the demo is the same on every run). */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Pictures made the way an upload is stored (media.store.ts: re-encoded to WebP under
 * DATA_DIR/uploads, one media row each): abstract compositions in the shop's colours. Answers the
 * media ids in order; the files written are remembered in `written` so a failed seed removes them.
 */
async function demoPictures(c, admin, uploadsDir, specs, written) {
  const { encodeImage, writeImageFile } = await import('../apps/server/src/modules/system/uploads/media.store.ts');
  const sharp = (await import('sharp')).default;
  const hex = D.colors.map(([, h]) => h);
  const ids = [];
  for (const [i, s] of specs.entries()) {
    const r = prng(1000 + i);
    const pick = () => hex[Math.floor(r() * hex.length)];
    const [w, h] = [s.width, s.height];
    const circles = Array.from({ length: 5 }, () => `<circle cx="${Math.round(r() * w)}" cy="${Math.round(r() * h)}" r="${Math.round((0.08 + r() * 0.3) * Math.min(w, h))}" fill="${pick()}" fill-opacity="${(0.25 + r() * 0.5).toFixed(2)}"/>`).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pick()}"/><stop offset="1" stop-color="${pick()}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${circles}<rect x="${Math.round(w * 0.3)}" y="${Math.round(h * 0.25)}" width="${Math.round(w * 0.4)}" height="${Math.round(h * 0.5)}" rx="${Math.round(h * 0.04)}" fill="#FFFFFF" fill-opacity="0.35"/></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const enc = await encodeImage(png);
    if (!enc) throw new Error('a demo picture could not be encoded');
    const file = await writeImageFile(uploadsDir, enc.data);
    written.push(file);
    const row = await c.query(`insert into media (path, mime, size, width, height, original_name, admin_id, created_at) values ($1, 'image/webp', $2, $3, $4, $5, $6, $7) returning id`,
      [file.rel, enc.info.size, enc.info.width, enc.info.height, s.name, admin, s.at]);
    ids.push(Number(row.rows[0].id));
  }
  return ids;
}

const fill = (text, v) => text.replace(/\{(\w+)\}/g, (m, k) => (v[k] !== undefined ? v[k] : m));
const DAY_MS = 86_400_000;

/**
 * The blog, pages, FAQs and social feed, as the content screens write them: post categories in
 * their order, ~200 posts over the past year (most published, some scheduled in the coming weeks,
 * drafts, pending and unpublished ones; slugs by the app's slugify, unique like `uniqueSlug`; a cover
 * picture when `uploadsDir` is given; earlier versions of some kept as revisions), the shop's four
 * pages, FAQs in groups and twelve social feed items (with pictures). Rich text is the simple HTML
 * the server's sanitiser keeps unchanged (checked here). Rows the shop already has (same slug) are left alone.
 */
async function content(c, admin, step, { uploadsDir, posts: nPosts = 200 }, written) {
  const r = prng(1405);
  const pick = (arr) => arr[Math.floor(r() * arr.length)];
  const now = Date.now();
  const html = [];

  // Categories, ordered.
  await step('post categories', `insert into post_categories (name, slug, position) select n, s, p from unnest($1::text[], $2::text[], $3::int[]) u(n, s, p) on conflict do nothing`,
    [D.postCategories, D.postCategories.map((n) => slugify(n, 191)), D.postCategories.map((_, i) => i + 1)]);
  const catIds = [];
  for (const n of D.postCategories) catIds.push(Number((await c.query(`select id from post_categories where fa_norm(name) = fa_norm($1)`, [n])).rows[0].id));

  // Pictures: covers (16:9) and the feed's squares.
  const covers = uploadsDir ? await demoPictures(c, admin, uploadsDir, Array.from({ length: 16 }, (_, i) => ({ width: 1200, height: 675, name: `cover-${i + 1}.jpg`, at: new Date(now - (365 - i * 20) * DAY_MS) })), written) : [];
  const squares = uploadsDir ? await demoPictures(c, admin, uploadsDir, Array.from({ length: 12 }, (_, i) => ({ width: 1080, height: 1080, name: `instagram-${i + 1}.jpg`, at: new Date(now - (12 - i) * 9 * DAY_MS) })), written) : [];

  // Posts: titles from each category's templates, round robin, no title twice.
  const productIds = (await c.query(`select id from products order by id limit 400`)).rows.map((x) => Number(x.id));
  const seen = new Set();
  const taken = new Set((await c.query(`select slug from posts`)).rows.map((x) => x.slug));
  const posts = [];
  for (let n = 0, guard = 0; posts.length < nPosts && guard < nPosts * 50; guard++, n++) {
    const ci = n % D.postTemplates.length;
    const tpl = D.postTemplates[ci];
    const [item, link] = pick(tpl.items ? D.postItems.filter(([name]) => tpl.items.includes(name)) : D.postItems);
    const v = { item, item2: pick(D.postItems)[0], link, season: pick(D.postSeasons), occasion: pick(D.postOccasions), color: pick(D.postColors), num: pick(D.postNums), city: pick(D.postCities), holiday: pick(D.postHolidays), brand: pick(D.brands)[0] };
    if (v.item2 === v.item) continue;
    const title = fill(pick(tpl.titles), v);
    if (seen.has(title)) continue;
    seen.add(title);
    // Body: an opening, two or three sections (a heading, one or two paragraphs), a list of tips, a closing with a link.
    const paras = [...D.postParagraphs].sort(() => r() - 0.5);
    const heads = [...D.postHeadings].sort(() => r() - 0.5);
    const intro = fill(pick(D.postIntros), v);
    const parts = [`<p>${intro}</p>`];
    const sections = 2 + Math.floor(r() * 2);
    for (let s = 0; s < sections; s++) {
      parts.push(`<h2>${heads[s]}</h2>`, `<p>${fill(paras[2 * s], v)}</p>`);
      if (r() < 0.5) parts.push(`<p>${fill(paras[2 * s + 1], v)}</p>`);
    }
    const [lead, ...tips] = pick(D.postTips);
    const list = [`<p>${fill(lead, v)}</p>`, `<ul>${tips.map((x) => { const [b, rest] = fill(x, v).split(': '); return `<li><strong>${b}:</strong> ${rest}</li>`; }).join('')}</ul>`];
    const outro = `<p>${fill(pick(D.postOutros), v)}</p>`;
    const body = [...parts.slice(0, 3), ...list, ...parts.slice(3), outro].join('');
    const draftBody = parts.join(''); // the first version: no tips, no closing
    const summary = intro.split('؛')[0].split('. ')[0].replace(/\.?$/, '.');
    const meta = intro.length > 155 ? `${intro.slice(0, intro.lastIndexOf(' ', 150))}…` : intro;
    let slug = slugify(title, 191);
    for (let k = 2; taken.has(slug); k++) slug = `${slugify(title, 191)}-${k}`;
    taken.add(slug);
    html.push(body, draftBody);
    posts.push({ cat: catIds[ci], title, slug, summary, body, draftBody, meta, tags: [...new Set([...tpl.tags, ...(title.includes(item) ? [item] : [])])].slice(0, 4) });
  }
  // States: a few scheduled, drafts, awaiting review and taken down; the rest published over the year (more lately).
  const states = posts.map((_, i) => (i % 25 === 3 ? 'scheduled' : i % 17 === 5 ? 'draft' : i % 29 === 7 ? 'pending' : i % 31 === 11 ? 'unpublished' : 'published'));
  const rows = posts.map((p, i) => {
    const st = states[i];
    const ageDays = 365 * (1 - Math.sqrt(r()));
    let published = now - ageDays * DAY_MS - r() * 6 * 3_600_000;
    let created = published - (1 + r() * 72) * 3_600_000;
    if (st === 'scheduled') {
      published = Math.floor((now + (1 + Math.floor(r() * 20)) * DAY_MS) / 3_600_000) * 3_600_000 + (r() < 0.5 ? 1.5 : 5.5) * 3_600_000;
      created = now - (1 + r() * 6) * DAY_MS;
    } else if (st === 'draft' || st === 'pending') {
      created = now - r() * 30 * DAY_MS;
      published = created;
    }
    const revised = st === 'published' && i % 6 === 0 && published + 2 * DAY_MS < now;
    const updated = revised ? Math.min(now - 3_600_000, published + (1 + r() * 10) * DAY_MS) : Math.max(created, Math.min(published, now));
    return {
      cat: p.cat, title: p.title, slug: p.slug, summary: p.summary, body: p.body, meta: p.meta, tags: p.tags,
      image_id: covers.length && r() < 0.9 ? covers[i % covers.length] : null,
      product_ids: productIds.length && r() < 0.4 ? [...new Set(Array.from({ length: 1 + Math.floor(r() * 3) }, () => pick(productIds)))] : [],
      special: st === 'published' && r() < 0.08,
      status: st === 'scheduled' ? 'published' : st,
      published_at: new Date(published).toISOString(), created_at: new Date(created).toISOString(), updated_at: new Date(updated).toISOString(),
      revision: revised ? { body: p.draftBody, at: new Date(updated).toISOString() } : null,
    };
  });
  const inserted = await step('posts', `insert into posts (post_category_id, title, slug, summary, body, image_id, tags, product_ids, special, author_id, meta_description, status, published_at, created_at, updated_at)
    select x.cat, x.title, x.slug, x.summary, x.body, x.image_id, x.tags, x.product_ids, x.special, $2, x.meta, x.status, x.published_at, x.created_at, x.updated_at
    from jsonb_to_recordset($1::jsonb) as x(cat bigint, title text, slug text, summary text, body text, image_id bigint, tags text[], product_ids bigint[], special boolean,
      meta text, status text, published_at timestamptz, created_at timestamptz, updated_at timestamptz)
    on conflict do nothing returning id, slug`, [JSON.stringify(rows), admin]);
  const idOf = new Map(inserted.rows.map((x) => [x.slug, Number(x.id)]));
  // The first version of a revised post: its shorter first draft, kept when the longer one was saved.
  const revs = rows.filter((x) => x.revision && idOf.has(x.slug)).map((x) => ({ post_id: idOf.get(x.slug), title: x.title, body: x.revision.body, at: x.revision.at }));
  await step('post revisions', `insert into post_revisions (post_id, title, body, admin_id, created_at)
    select x.post_id, x.title, x.body, $2, x.at from jsonb_to_recordset($1::jsonb) as x(post_id bigint, title text, body text, at timestamptz)`, [JSON.stringify(revs), admin]);

  // Pages.
  const pages = D.pages.map(([title, meta, body]) => ({ title, slug: slugify(title, 191), meta, body: body.join('') }));
  html.push(...pages.map((p) => p.body));
  await step('pages', `insert into pages (title, slug, body, meta_description, created_at, updated_at)
    select x.title, x.slug, x.body, x.meta, now() - interval '300 days', now() - interval '40 days' from jsonb_to_recordset($1::jsonb) as x(title text, slug text, body text, meta text)
    on conflict do nothing`, [JSON.stringify(pages)]);

  // FAQs, group after group, after the shop's own.
  const faqs = D.faqGroups.flatMap((items, g) => items.map(([question, answer]) => ({ group: D.faqGroupNames[g], question, answer })));
  html.push(...faqs.map((f) => f.answer));
  await step('faqs', `insert into faqs ("group", question, answer, position, created_at)
    select x.grp, x.question, x.answer, (select coalesce(max(position), 0) from faqs) + x.n, now() - interval '200 days'
    from jsonb_to_recordset($1::jsonb) as x(grp text, question text, answer text, n int)`, [JSON.stringify(faqs.map((f, i) => ({ grp: f.group, question: f.question, answer: f.answer, n: i + 1 })))]);

  // The social feed: manual items, newest first.
  if (squares.length)
    await step('social feed', `insert into instagram_posts (image_id, link, caption, likes, comments, source, posted_at, status, position, created_at)
      select x.image_id, 'https://www.instagram.com/p/' || x.code || '/', x.caption, x.likes, x.comments, 'manual', now() - x.n * interval '9 days', true,
        (select coalesce(max(position), 0) from instagram_posts) + x.n, now() - x.n * interval '9 days'
      from jsonb_to_recordset($1::jsonb) as x(image_id bigint, caption text, code text, likes int, comments int, n int)`,
      [JSON.stringify(D.instagramCaptions.map((caption, i) => ({ image_id: squares[i % squares.length], caption, code: `Dm${(1405 * (i + 7)).toString(36)}Nk${i}`, likes: 80 + Math.floor(r() * 2400), comments: Math.floor(r() * 120), n: i + 1 })))]);
  else step.log('  social feed: none (no uploads folder for its pictures)');

  // What is stored is what the server's sanitiser keeps.
  const { sanitizeRichText } = await import('../apps/server/src/lib/sanitize-html.ts');
  const changed = html.find((h) => sanitizeRichText(h) !== h);
  if (changed) throw new Error(`demo rich text the sanitiser would change: ${changed.slice(0, 200)}`);
}

/**
 * Comments for the posts already in the database (nothing when there are none): every state, guests
 * and signed-in customers, visitors answering each other and the shop's replies (approved, written by
 * `admin`); and product comments when the shop has none. Deterministic with the seed's `setseed`.
 */
export async function seedComments(c, admin, step) {
  const names = [...D.maleNames, ...D.femaleNames].map(([fa]) => fa);
  const lasts = D.lastNames.map((l) => (Array.isArray(l) ? l[0] : l));
  const [{ posts }] = (await c.query(`select count(*)::int posts from posts`)).rows;
  if (posts) {
    // Up to 80 of the newest posts, 0–9 comments each over the time since each was published.
    await step('post comments', `insert into post_comments (post_id, customer_id, name, email, body, status, created_at, updated_at)
      select p.id, cu.id,
        coalesce(nullif(trim(coalesce(cu.first_name, '') || ' ' || coalesce(cu.last_name, '')), ''), ($1::text[])[1 + (p.id * 7 + k) % array_length($1::text[], 1)] || ' ' || ($2::text[])[1 + (p.id + k * 3) % array_length($2::text[], 1)]),
        case when cu.id is null then 'reader' || p.id || '_' || k || '@' || ($3::text[])[1 + k % array_length($3::text[], 1)] end,
        case when (p.id + k) % 17 = 0 then ($5::text[])[1 + k % array_length($5::text[], 1)] else ($4::text[])[1 + (p.id * 3 + k) % array_length($4::text[], 1)] end,
        case when (p.id + k) % 17 = 0 then 'unapproved' when k = 1 or (p.id + k) % 5 = 0 then 'pending' else 'approved' end,
        t.ts, t.ts
      from (select id, published_at from posts where published_at <= now() order by published_at desc limit 80) p
      cross join lateral generate_series(1, (p.id % 10)::int) k
      cross join lateral (select greatest(p.published_at, now() - interval '90 days') + (now() - greatest(p.published_at, now() - interval '90 days')) * (1 - k / 10.0) * random() ts) t
      left join lateral (select id, first_name, last_name from customers where (p.id + k) % 3 = 0 and status order by id limit 1 offset (p.id * 13 + k) % 200) cu on true`,
      [names, lasts, D.emailDomains, D.postCommentBodies, D.postCommentSpam]);
    // The shop answers some approved comments (one reply each, hours later).
    await step('post comment replies', `insert into post_comments (post_id, parent_id, from_shop, admin_id, name, email, body, status, created_at, updated_at)
      select pc.post_id, pc.id, true, a.id, coalesce(nullif(a.name, ''), a.username), a.email, ($2::text[])[1 + pc.id % array_length($2::text[], 1)], 'approved',
        least(now(), pc.created_at + interval '3 hours'), least(now(), pc.created_at + interval '3 hours')
      from post_comments pc cross join (select id, name, username, email from admins where id = $1) a
      where pc.parent_id is null and not pc.from_shop and pc.status = 'approved' and pc.id % 3 = 0`,
      [admin, D.postCommentReplies]);
    // Visitors answer each other now and then; some of those wait for approval.
    await step('post comment visitor replies', `insert into post_comments (post_id, parent_id, name, email, body, status, created_at, updated_at)
      select pc.post_id, pc.id, ($1::text[])[1 + pc.id % array_length($1::text[], 1)], 'reply' || pc.id || '@gmail.com', ($2::text[])[1 + pc.id % array_length($2::text[], 1)],
        case when pc.id % 2 = 0 then 'pending' else 'approved' end, least(now(), pc.created_at + interval '1 day'), least(now(), pc.created_at + interval '1 day')
      from post_comments pc where pc.parent_id is null and not pc.from_shop and pc.status = 'approved' and pc.id % 7 = 0`,
      [names, D.postCommentBodies]);
  }
  const [{ have, products }] = (await c.query(`select (select count(*) from product_comments)::int have, (select count(*) from products)::int products`)).rows;
  if (!have && products) {
    await step('product comments', `insert into product_comments (product_id, customer_id, author_name, title, body, rating, status, created_at, updated_at)
      select p.id, cu.id, coalesce(nullif(trim(coalesce(cu.first_name, '') || ' ' || coalesce(cu.last_name, '')), ''), ($1::text[])[1 + (p.id + k) % array_length($1::text[], 1)]),
        case when k % 2 = 0 then ($3::text[])[1 + (p.id + k) % array_length($3::text[], 1)] end,
        ($2::text[])[1 + (p.id * 5 + k) % array_length($2::text[], 1)], 1 + (p.id + k) % 5,
        case when (p.id + k) % 11 = 0 then 'rejected' when k = 1 or (p.id + k) % 4 = 0 then 'pending' else 'approved' end,
        now() - (p.id % 60 + k) * interval '1 day' - random() * interval '20 hours', now() - (p.id % 60 + k) * interval '1 day'
      from (select id from products order by id desc limit 60) p
      cross join lateral generate_series(1, (p.id % 6)::int) k
      left join lateral (select id, first_name, last_name from customers where status order by id limit 1 offset (p.id * 7 + k) % 200) cu on true`,
      [names, D.productCommentBodies, D.productCommentTitles]);
    await step('product comment replies', `insert into product_comments (product_id, parent_id, admin_id, body, status, created_at, updated_at)
      select pc.product_id, pc.id, $1, ($2::text[])[1 + pc.id % array_length($2::text[], 1)], 'approved', pc.created_at + interval '4 hours', pc.created_at + interval '4 hours'
      from product_comments pc where pc.parent_id is null and pc.status = 'approved' and pc.id % 3 = 0`,
      [admin, D.postCommentReplies]);
  }
}

/* ---------------------------------------------------------------------------------------------- */

/**
 * Checks the rules the services keep, over the whole database: order totals and counts from the
 * lines, paid = Σ payments, coupon uses only on active orders, wallets = their last ledger row and
 * each row continuing the previous one, stock = its last movement, product stock totals; in-store
 * receipts' figures from their lines, payments adding up to the total with its sign, the void's
 * fields, each line's stock movement (and its reversal when voided) and the wallet rows of the
 * wallet part.
 * Returns { check: number of rows breaking it }; all zero when consistent.
 */
export async function verifyDemo(c) {
  const checks = {
    order_totals: `select count(*) from orders o left join (
        select order_id, count(*) n, sum(quantity) q, sum(unit_price * quantity) t, sum(least(unit_discount, unit_price) * quantity) d
        from order_items where status group by order_id) i on i.order_id = o.id
      where o.items_count <> coalesce(i.n, 0) or o.items_quantity <> coalesce(i.q, 0) or o.total_items_amount <> coalesce(i.t, 0)
        or o.discount_on_items <> coalesce(i.d, 0) or o.discount_amount <> o.discount_on_items + o.discount_on_coupon + o.discount_on_order
        or o.total_amount <> o.total_items_amount - o.discount_amount + o.shipping_amount`,
    paid_amounts: `select count(*) from orders o left join (select order_id, sum(amount) s from order_payments group by order_id) p on p.order_id = o.id
      where o.paid_amount <> coalesce(p.s, 0) or (o.status in ('new', 'in_progress', 'delivered', 'reserved') and o.paid_amount <> o.total_amount)`,
    coupon_uses: `select count(*) from coupon_usages u join orders o on o.id = u.order_id where o.status not in ('new', 'in_progress', 'delivered', 'reserved') or o.coupon_id is distinct from u.coupon_id`,
    coupon_use_counts: `select count(*) from coupons c where coalesce((select k.count from coupon_use_counts k where k.coupon_id = c.id), 0) <> (select count(*) from coupon_usages u where u.coupon_id = c.id)`,
    wallet_balances: `select count(*) from wallets w left join lateral (select balance_after, gift_balance_after from wallet_transactions t where t.wallet_id = w.id order by id desc limit 1) l on true
      where w.balance <> coalesce(l.balance_after, 0) or w.gift_balance <> coalesce(l.gift_balance_after, 0)`,
    wallet_chain: `select count(*) from (select balance_after, gift_balance_after, amount, gift_amount,
        lag(balance_after, 1, 0::bigint) over w pb, lag(gift_balance_after, 1, 0::bigint) over w pg
      from wallet_transactions window w as (partition by wallet_id order by id)) x where balance_after <> pb + amount or gift_balance_after <> pg + gift_amount`,
    stock_levels: `select count(*) from stock_levels s left join lateral (select quantity_after from stock_movements m where m.variant_id = s.variant_id order by id desc limit 1) m on true
      where s.quantity <> coalesce(m.quantity_after, 0)`,
    stock_chain: `select count(*) from (select quantity_after, change, lag(quantity_after, 1, 0) over (partition by variant_id order by id) p from stock_movements) x
      where quantity_after <> p + change or quantity_after < 0`,
    product_stock_totals: `select count(*) from products p left join (select v.product_id, sum(s.quantity) q from variants v join stock_levels s on s.variant_id = v.id where v.archived_at is null group by v.product_id) s on s.product_id = p.id
      where p.stock_total <> coalesce(s.q, 0)`,
    event_order: `select count(*) from (select created_at, lag(created_at) over (partition by order_id order by id) p from order_events) x where created_at < p`,
    sale_totals: `select count(*) from mini_orders o left join (
        select mini_order_id, count(*) n, sum(quantity) filter (where type = 'sale') sq, sum(quantity) filter (where type = 'return') rq,
          sum(unit_price * quantity) filter (where type = 'sale') sa, sum(unit_price * quantity) filter (where type = 'return') ra
        from mini_order_items group by mini_order_id) i on i.mini_order_id = o.id
      where i.n is null or o.lines_count <> i.n or o.sale_quantity <> coalesce(i.sq, 0) or o.return_quantity <> coalesce(i.rq, 0)
        or o.sales_amount <> coalesce(i.sa, 0) or o.returns_amount <> coalesce(i.ra, 0) or o.lines_total <> o.sales_amount - o.returns_amount
        or o.discount_amount < 0 or o.discount_amount > greatest(o.lines_total, 0) or o.total <> o.lines_total - o.discount_amount`,
    sale_payments: `select count(*) from mini_orders where paid_cash + paid_card + paid_wallet <> total
        or (total > 0 and least(paid_cash, paid_card, paid_wallet) < 0) or (total < 0 and greatest(paid_cash, paid_card, paid_wallet) > 0)
        or (total = 0 and (paid_cash <> 0 or paid_card <> 0 or paid_wallet <> 0)) or (paid_wallet <> 0 and customer_id is null)
        or (paid_card = 0 and card_tracking_code is not null)`,
    sale_voids: `select count(*) from mini_orders where status not in ('completed', 'voided')
        or (status = 'voided') <> (voided_at is not null) or (status = 'voided') <> (voided_by is not null) or (status = 'voided') <> (void_reason is not null)
        or voided_at < created_at or updated_at < created_at`,
    sale_stock: `select count(*) from (
        select mini_order_id, variant_id, sum(case when type = 'sale' then -quantity else quantity end) net, count(*) n from mini_order_items group by 1, 2) l
      full join (
        select mini_order_id, variant_id, sum(change) filter (where type in ('shop_sale', 'shop_return')) moved, count(*) filter (where type in ('shop_sale', 'shop_return')) n,
          coalesce(sum(change) filter (where type = 'shop_void'), 0) back, count(*) filter (where type = 'shop_void') nb,
          count(*) filter (where (type = 'shop_sale' and change >= 0) or (type = 'shop_return' and change <= 0) or type not in ('shop_sale', 'shop_return', 'shop_void')) odd
        from stock_movements where mini_order_id is not null group by 1, 2) m using (mini_order_id, variant_id)
      left join mini_orders o on o.id = mini_order_id
      where l.net is distinct from m.moved or l.n is distinct from m.n or m.odd > 0
        or m.back <> case when o.status = 'voided' then -l.net else 0 end or m.nb <> case when o.status = 'voided' then l.n else 0 end`,
    sale_wallet: `select count(*) from mini_orders o left join (
        select t.mini_order_id, sum(t.amount) s, count(*) n, bool_and(t.customer_id = o2.customer_id) same,
          count(*) filter (where t.type not in ('shop_payment', 'shop_refund')) odd, sum(t.gift_amount) gift
        from wallet_transactions t join mini_orders o2 on o2.id = t.mini_order_id group by t.mini_order_id) w on w.mini_order_id = o.id
      where coalesce(w.s, 0) <> case when o.status = 'voided' then 0 else -o.paid_wallet end
        or coalesce(w.n, 0) <> case when o.paid_wallet = 0 then 0 when o.status = 'voided' then 2 else 1 end
        or not coalesce(w.same, true) or coalesce(w.odd, 0) > 0 or (o.status = 'voided' and coalesce(w.gift, 0) <> 0)`,
    // The daily totals the lists read (migration 0012) equal the rows they sum.
    wallet_day_totals: `select count(*) from (
        select (created_at at time zone 'Asia/Tehran')::date as day, type, (wallet_id % 8)::smallint as slot,
          coalesce(sum(amount) filter (where amount > 0), 0) as credits, count(*) filter (where amount > 0)::int as credit_count,
          coalesce(-sum(amount) filter (where amount < 0), 0) as debits, count(*) filter (where amount < 0)::int as debit_count, sum(gift_amount) as gifts
        from wallet_transactions group by 1, 2, 3) r
      full join (select * from wallet_transaction_days where credit_count + debit_count > 0) d using (day, type, slot)
      where (r.credits, r.credit_count, r.debits, r.debit_count, r.gifts) is distinct from (d.credits, d.credit_count, d.debits, d.debit_count, d.gifts)`,
    // The wallets report's facts (migration wallet_facts) equal a recomputation from the ledger (migration report_sort_indexes_and_day_totals).
    wallet_facts: `select coalesce(sum(mismatches), 0) from wallet_facts_mismatches()`,
    // The products report's whole-shop day totals (migration product_sale_day_totals) equal the day facts they add up.
    product_day_totals: `select count(*) from (
        select day, channel, (product_id % 8)::smallint as slot, sum(quantity) as quantity, sum(amount) as amount, sum(refunds) as refunds
        from product_sale_days group by 1, 2, 3) r
      full join (select * from product_sale_day_totals where quantity <> 0 or amount <> 0 or refunds <> 0) d using (day, channel, slot)
      where (r.quantity, r.amount, r.refunds) is distinct from (d.quantity, d.amount, d.refunds)`,
    // The varieties report's whole-shop stock day totals (migration stock_move_day_totals) equal the day facts they add up.
    stock_move_day_totals: `select stock_move_day_totals_mismatches()`,
    sale_day_totals: `select count(*) from (
        select (created_at at time zone 'Asia/Tehran')::date as day, coalesce(admin_id, 0) as admin_id, status,
          ((paid_cash <> 0)::int + 2 * (paid_card <> 0)::int + 4 * (paid_wallet <> 0)::int)::smallint as payments,
          count(*)::int as count, sum(total) as total, sum(paid_cash) as cash, sum(paid_card) as card, sum(paid_wallet) as wallet, sum(discount_amount) as discount
        from mini_orders group by 1, 2, 3, 4) r
      full join (select * from mini_order_days where count <> 0 or total <> 0 or cash <> 0 or card <> 0 or wallet <> 0 or discount <> 0) d using (day, admin_id, status, payments)
      where (r.count, r.total, r.cash, r.card, r.wallet, r.discount) is distinct from (d.count, d.total, d.cash, d.card, d.wallet, d.discount)`,
  };
  // The references the bulk inserts wrote without their foreign-key triggers.
  const refs = [
    ['order_items', 'order_id', 'orders'], ['order_items', 'variant_id', 'variants'], ['order_items', 'product_id', 'products'],
    ['order_events', 'order_id', 'orders'], ['order_payments', 'order_id', 'orders'], ['orders', 'customer_id', 'customers'],
    ['orders', 'address_id', 'addresses'], ['orders', 'shipping_method_id', 'shipping_methods'], ['orders', 'coupon_id', 'coupons'],
    ['stock_movements', 'variant_id', 'variants'], ['stock_levels', 'variant_id', 'variants'], ['coupon_usages', 'order_id', 'orders'], ['coupon_usages', 'coupon_id', 'coupons'],
    ['mini_order_items', 'mini_order_id', 'mini_orders'], ['mini_order_items', 'variant_id', 'variants'], ['mini_order_items', 'product_id', 'products'],
    ['mini_orders', 'customer_id', 'customers'], ['mini_orders', 'admin_id', 'admins'], ['mini_orders', 'voided_by', 'admins'],
    ['stock_movements', 'mini_order_id', 'mini_orders'], ['wallet_transactions', 'mini_order_id', 'mini_orders'],
  ];
  checks.foreign_keys = refs
    .map(([t, col, ref]) => `(select count(*) from ${t} x where x.${col} is not null and not exists (select 1 from ${ref} r where r.id = x.${col}))`)
    .join(' + ')
    .replace(/^/, 'select ')
    .concat(' as count');
  const out = {};
  for (const [k, q] of Object.entries(checks)) out[k] = Number((await c.query(q)).rows[0].count);
  return out;
}

/* ---------------------------------------------------------------------------------------------- CLI */

function parseArgs(argv) {
  const o = {};
  for (const a of argv) {
    const [k, v] = a.replace(/^--/, '').split('=');
    if (k === 'force') o.force = true;
    else if (k === 'verbose') o.verbose = true;
    else if (['scale', 'orders', 'customers', 'products', 'sales', 'days'].includes(k) && v !== undefined && /^\d+(\.\d+)?$/.test(v)) o[k] = Number(v);
    else throw new Error(`unknown argument ${a} (use --scale=N, --orders=N, --customers=N, --products=N, --sales=N, --days=N, --force, --verbose)`);
  }
  const size = { ...demoSize(o.scale ?? 1), ...o };
  return { ...size, sales: o.sales ?? shopSalesFor(size.orders) };
}

/**
 * The shop's database the way the server finds it: DATABASE_URL, else the embedded PostgreSQL in
 * DATA_DIR (./data) — started here (migrated, bootstrapped) when the server is not running, or
 * reached through its credentials file and port while it runs.
 */
async function openShop(say) {
  const { loadConfig } = await import('../apps/server/src/config/env.ts');
  const { openDatabase } = await import('../apps/server/src/db/open.ts');
  const { DataDirBusyError } = await import('../apps/server/src/db/embedded.ts');
  const { bootstrap } = await import('../apps/server/src/db/bootstrap.ts');
  const config = loadConfig();
  const quiet = (m) => { if (!m.startsWith('[postgres]')) say(m); }; // the database's checkpoint chatter
  let opened;
  try {
    opened = await openDatabase(config, quiet);
  } catch (e) {
    if (!(e instanceof DataDirBusyError) || config.databaseUrl) throw e;
    // The server is running on this DATA_DIR: use its database.
    const creds = JSON.parse(fs.readFileSync(path.join(config.dataDir, 'postgres-credentials.json'), 'utf8'));
    const port = fs.readFileSync(path.join(config.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3].trim();
    const client = new pg.Client({ connectionString: `postgres://${creds.user}:${encodeURIComponent(creds.password)}@127.0.0.1:${port}/pishkhan` });
    await client.connect();
    say(`the server is running on ${config.dataDir}: seeding its database`);
    return { client, uploadsDir: path.join(config.dataDir, 'uploads'), close: () => client.end() };
  }
  const boot = await bootstrap(opened.db, { adminUsername: config.adminUsername, adminPassword: config.adminPassword });
  if (boot.seededProvinces) say('seeded the 31 provinces of Iran and their cities');
  if (boot.createdAdmin) {
    const a = boot.createdAdmin;
    say(`first super admin created — username: ${a.username}, password: ${a.generated ? a.password + '   (generated; shown only this once)' : 'the ADMIN_PASSWORD you set'}`);
  }
  const client = await opened.pool.connect();
  return { client, uploadsDir: path.join(config.dataDir, 'uploads'), close: async () => { client.release(); await opened.shutdown(); } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.chdir(ROOT);
  const say = (m) => process.stdout.write(`[pishkhan] ${m}\n`);
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    say(e.message);
    process.exit(2);
  }
  const shop = await openShop(say);
  let code = 0;
  try {
    say(`demo shop: ${args.products} products, ${args.customers} customers, ${args.orders} orders, ${args.sales} in-store sales over ${args.days ?? 365} days…`);
    const r = await seedDemo(shop.client, { ...args, uploadsDir: shop.uploadsDir }, args.verbose || args.orders >= 100_000 ? say : () => {});
    const v = await verifyDemo(shop.client);
    say(`done in ${(r.ms / 1000).toFixed(1)} s: ${Object.entries(r.counts).map(([k, n]) => `${n} ${k.replaceAll('_', ' ')}`).join(', ')}`);
    const bad = Object.entries(v).filter(([, n]) => n);
    if (bad.length) {
      say(`consistency check FAILED: ${bad.map(([k, n]) => `${k} ${n}`).join(', ')}`);
      code = 1;
    } else say('consistency check passed (order totals, payments, coupon uses, wallet ledger, stock movements, in-store sales)');
    const byStatus = (await shop.client.query(`select status, count(*)::int n from orders group by status order by n desc`)).rows;
    say(`orders by status: ${byStatus.map((s) => `${s.status} ${s.n}`).join(', ')}`);
    const shopStats = (await shop.client.query(`select count(*) filter (where status = 'completed')::int completed, count(*) filter (where status = 'voided')::int voided,
        count(*) filter (where customer_id is not null)::int with_customer, count(*) filter (where return_quantity > 0)::int with_return,
        count(*) filter (where paid_wallet <> 0)::int wallet, count(*) filter (where paid_cash <> 0 and paid_card <> 0)::int split
      from mini_orders`)).rows[0];
    say(`in-store sales: ${shopStats.completed} completed, ${shopStats.voided} voided; ${shopStats.with_customer} with a customer, ${shopStats.with_return} with a return line, ${shopStats.wallet} with a wallet part, ${shopStats.split} split cash and card`);
  } catch (e) {
    if (e instanceof DemoRefused) say(e.message);
    else say(`failed: ${e.stack || e.message}`);
    code = e instanceof DemoRefused ? 3 : 1;
  } finally {
    await shop.close();
  }
  process.exit(code);
}
