// Posts and post comments under load: BENCH_SCALE × 100,000 posts and × 1,000,000 post comments
// (default 1; BENCH_SCALE=0.01 for a quick check), seeded straight into the database with
// INSERT … SELECT generate_series (the search indexes are built after the rows), then each route with
// BENCH_CONNECTIONS clients (4) for BENCH_DURATION seconds (3) after a one-second warm-up:
//
//   - the post list: plain, searched, by state, by category;
//   - the comment queue: all, pending, one post's (another post each request), searched;
//   - a comment's page with its thread (another comment each request).
//
// Prints p50 / p95 / p99 ms, req/s and MISS where p95 is over the 50 ms budget; exits 1 when a route
// misses it or answers errors (BENCH_NO_FAIL=1 only reports). Data is seeded once: a database that
// already holds the bench posts is reused.
//
//   DATABASE_URL=postgres://… ADMIN_PASSWORD=… node bench/content.mjs
//   BENCH_DATA_DIR=/tmp/x node bench/content.mjs     — the embedded database kept in /tmp/x
//   node bench/content.mjs                           — a scratch embedded database, removed afterwards
import os from 'node:os';
import { BUDGET, measure, run, start } from './bench-kit.mjs';
import { femaleNames, lastNames, maleNames, models, postCommentBodies, postCommentReplies, postCommentSpam } from './demo-data.mjs';

const scale = Number(process.env.BENCH_SCALE ?? 1);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const duration = Number(process.env.BENCH_DURATION ?? 3);
const POSTS = Math.max(100, Math.round(100_000 * scale));
const COMMENTS = Math.max(1000, Math.round(1_000_000 * scale));
/** One comment in ten is the shop's reply to another. */
const REPLIES = Math.round(COMMENTS / 10);
const SLUG = 'bench-post-';

const lit = (list) => `array[${list.map((x) => `'${String(x).replace(/'/g, "''")}'`).join(',')}]`;
const TITLE_WORDS = ['راهنمای خرید', 'نگهداری از', 'ترفندهای ست کردن', 'معرفی', 'مقایسه‌ی', 'انتخاب', 'شستشوی', 'تاریخچه‌ی'];
const TITLE_THINGS = ['کفش چرم', 'مانتو تابستانی', 'کیف دستی', 'پیراهن کتان', 'کفش ورزشی', 'شال و روسری', 'کت زمستانی', 'عینک آفتابی', 'ساعت مچی', 'کمربند چرم'];

/** Posts and comments straight into the database, in a few statements; a database that has them is kept. */
async function seed(c, log) {
  const [{ n }] = (await c.query(`select count(*)::int n from posts where slug like '${SLUG}%'`)).rows;
  // Reused only when a whole earlier seed is there (its comments too).
  const [{ m }] = n >= POSTS ? (await c.query(`select count(*)::int m from post_comments`)).rows : [{ m: 0 }];
  if (n >= POSTS && m >= COMMENTS - REPLIES) return log(`reusing ${n} bench posts and ${m} comments`);
  // A smaller run's posts (and their comments) make way for this size.
  if (n) await c.query(`delete from posts where slug like '${SLUG}%'`);
  const t0 = Date.now();
  const [{ id: adminId }] = (await c.query(`select id from admins order by id limit 1`)).rows;
  await c.query(`insert into post_categories (name, slug, position)
    select 'دسته‌ی محتوای ' || g, 'bench-category-' || g, g from generate_series(1, 20) g on conflict do nothing`);
  const cats = (await c.query(`select id from post_categories where slug like 'bench-category-%' order by id`)).rows.map((r) => r.id);
  // The search indexes are built once after the rows: far faster than row by row.
  await c.query(`drop index if exists posts_search_idx`);
  await c.query(`drop index if exists post_comments_search_idx`);
  await c.query(
    `insert into posts (post_category_id, title, slug, summary, body, status, special, author_id, published_at, created_at, updated_at)
     select (array[${cats.join(',')}]::bigint[])[1 + g % ${cats.length}],
       (${lit(TITLE_WORDS)})[1 + g % ${TITLE_WORDS.length}] || ' ' || (${lit(TITLE_THINGS)})[1 + (g / 8) % ${TITLE_THINGS.length}] || ' ' || (${lit(models)})[1 + (g / 80) % ${models.length}] || ' ' || g,
       '${SLUG}' || g, 'خلاصه‌ی نوشته‌ی شماره‌ی ' || g, '<p>متن نوشته‌ی شماره‌ی ' || g || '</p>',
       (array['published','published','published','published','draft','pending','unpublished'])[1 + g % 7], g % 25 = 0, $1,
       now() - make_interval(mins => g * 5), now() - make_interval(mins => g * 5), now()
     from generate_series(1, $2) g`,
    [adminId, POSTS],
  );
  log(`${POSTS} posts in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const [{ lo, hi }] = (await c.query(`select min(id)::bigint lo, max(id)::bigint hi from posts where slug like '${SLUG}%'`)).rows;
  const names = [...maleNames, ...femaleNames].map(([fa]) => fa);
  const lasts = lastNames.map((l) => (Array.isArray(l) ? l[0] : l));
  const customers = (await c.query(`select id from customers order by id limit 2000`)).rows.map((r) => r.id);
  const t1 = Date.now();
  // Visitors' comments, newest first by id; about one post in five has none, a few have hundreds.
  await c.query(
    `insert into post_comments (post_id, customer_id, name, email, body, status, created_at, updated_at)
     select ${lo} + (case when g % 10 = 0 then g % 50 else (g::bigint * 7919) % ${Number(hi) - Number(lo) + 1} end),
       ${customers.length ? `case when g % 4 = 0 then (array[${customers.join(',')}]::bigint[])[1 + g % ${customers.length}] end` : 'null'},
       (${lit(names)})[1 + g % ${names.length}] || ' ' || (${lit(lasts)})[1 + (g / 7) % ${lasts.length}],
       'reader' || g || '@example.com',
       case when g % 97 = 0 then (${lit(postCommentSpam)})[1 + g % ${postCommentSpam.length}] else (${lit(postCommentBodies)})[1 + g % ${postCommentBodies.length}] || ' ' || g end,
       case when g % 97 = 0 then 'unapproved' when g % 5 = 0 then 'pending' else 'approved' end,
       now() - make_interval(secs => g * 20), now() - make_interval(secs => g * 20)
     from generate_series(1, $1) g`,
    [COMMENTS - REPLIES],
  );
  // The shop's replies to every ninth approved comment.
  await c.query(
    `insert into post_comments (post_id, parent_id, from_shop, admin_id, name, body, status, created_at, updated_at)
     select post_id, id, true, $1, 'پشتیبانی فروشگاه', (${lit(postCommentReplies)})[1 + id % ${postCommentReplies.length}], 'approved', created_at + interval '2 hours', created_at + interval '2 hours'
     from post_comments where from_shop = false and parent_id is null and status = 'approved' and id % 9 = 0 order by id limit $2`,
    [adminId, REPLIES],
  );
  log(`${COMMENTS} post comments in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
  const t2 = Date.now();
  await c.query(`create index if not exists posts_search_idx on posts using gin (search gin_trgm_ops)`);
  await c.query(`create index if not exists post_comments_search_idx on post_comments using gin (search gin_trgm_ops)`);
  await c.query(`analyze posts`);
  await c.query(`analyze post_comments`);
  await c.query(`vacuum (analyze) posts`); // the visibility map, for index-only counts (autovacuum keeps it in a live shop)
  await c.query(`vacuum (analyze) post_comments`);
  log(`search indexes and statistics in ${((Date.now() - t2) / 1000).toFixed(1)} s`);
}

const s = await start();
const auth = { authorization: `Bearer ${s.token}` };
const q = async (sql, params) => (await s.client.query(sql, params)).rows;
const enc = encodeURIComponent;
let failed = false;
try {
  await seed(s.client, (m) => console.log(m));
  const [n] = await q(`select (select count(*) from posts)::int posts, (select count(*) from post_comments)::int post_comments`);
  console.log(`data: ${n.posts} posts, ${n.post_comments} post comments`);

  const [cat] = await q(`select post_category_id id from posts group by 1 order by count(*) desc limit 1`);
  const busyPosts = (await q(`select post_id from post_comments where from_shop = false group by 1 order by count(*) desc limit 50`)).map((r) => r.post_id);
  const somePosts = (await q(`select id from posts order by random() limit 2000`)).map((r) => r.id);
  const comments = (await q(`select id from post_comments order by random() limit 2000`)).map((r) => r.id);
  const postIds = [...busyPosts, ...somePosts];
  let k = 0;
  let m = 0;
  const targets = [
    { name: 'posts', url: '/api/admin/posts' },
    { name: 'posts ?q=common word', url: `/api/admin/posts?q=${enc('کفش')}` },
    { name: 'posts ?q=rare word', url: `/api/admin/posts?q=${enc('کمربند چرم')}` },
    { name: 'posts ?status=pending', url: '/api/admin/posts?status=pending' },
    { name: 'posts ?post_category_id', url: `/api/admin/posts?post_category_id=${cat.id}` },
    { name: 'post-comments', url: '/api/admin/post-comments' },
    { name: 'post-comments ?status=pending', url: '/api/admin/post-comments?status=pending' },
    { name: 'post-comments ?status=unapproved', url: '/api/admin/post-comments?status=unapproved' },
    { name: 'post-comments page 200', url: '/api/admin/post-comments?page=200' },
    { name: 'post-comments ?post_id (another post each request)', url: `/api/admin/post-comments?post_id=${postIds[0]}`, setup: (req) => ({ ...req, path: `/api/admin/post-comments?post_id=${postIds[k++ % postIds.length]}` }) },
    { name: 'post-comments ?q=common word', url: `/api/admin/post-comments?q=${enc('ممنون')}` },
    { name: 'post-comments ?q=e-mail', url: `/api/admin/post-comments?q=${enc('reader12345@')}` },
    { name: 'post-comments ?status=pending&q=', url: `/api/admin/post-comments?status=pending&q=${enc('سایزبندی')}` },
    { name: 'post-comments/{id} (another each request)', url: `/api/admin/post-comments/${comments[0]}`, setup: (req) => ({ ...req, path: `/api/admin/post-comments/${comments[m++ % comments.length]}` }) },
  ];
  const opts = { connections, duration };
  console.log(`\n${os.cpus().length} CPUs, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}; ${connections} clients, ${duration} s per route, budget p95 ≤ ${BUDGET} ms`);
  await run(s.base, auth, opts, '/api/health', null, 2);
  const rows = [];
  for (const t of targets) rows.push({ ...t, ...(await measure(s.base, auth, opts, t)) });
  const head = ['route', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'errors', 'budget'];
  console.log(`\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
  for (const r of rows) console.log(`| ${[r.name, r.p50, r.p95, r.p99, r.rps, r.errors, r.p95 > BUDGET ? `MISS (> ${BUDGET})` : 'ok'].join(' | ')} |`);
  const missed = rows.filter((r) => r.p95 > BUDGET);
  const errs = rows.filter((r) => r.errors);
  console.log(`\n${rows.length} routes; ${missed.length} over ${BUDGET} ms p95${missed.length ? `: ${missed.map((r) => r.name).join(', ')}` : ''}${errs.length ? `; errors on ${errs.map((r) => r.name).join(', ')}` : ''}`);
  failed = (missed.length > 0 || errs.length > 0) && !process.env.BENCH_NO_FAIL;
} finally {
  await s.stop();
}
process.exit(failed ? 1 : 0);
