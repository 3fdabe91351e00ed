/**
 * Demo banners: five positions of the storefront (the home page's top, the middle pair, the
 * sidebar, a category page's top), two or three banners each with pictures of the position's size
 * (one deliberately off, as an admin might upload), weights summing to 100 among the live ones, one
 * scheduled banner, and 60 days of impressions and clicks. Positions the shop already has (same key)
 * are left alone.
 *
 * `pictures(specs)` makes pictures the way an upload is stored and answers their media ids (the demo
 * seed's `demoPictures`); without it no banner is written (a banner needs a picture).
 */
const DAY_MS = 86_400_000;

const POSITIONS = [
  { key: 'home-top', label: 'بالای صفحه‌ی اصلی', width: 1200, height: 300, description: 'بنر پهن زیر اسلایدر صفحه‌ی اصلی', banners: [
    { title: 'حراج پایان فصل', weight: 50, link: { type: 'product' } },
    { title: 'ارسال رایگان خریدهای بالای یک میلیون', weight: 30, link: { url: '/pages/shipping' } },
    { title: 'کالکشن زمستانه', weight: 20, link: { type: 'post' }, newTab: true },
  ] },
  { key: 'home-middle-start', label: 'میانه‌ی صفحه‌ی اصلی (راست)', width: 600, height: 300, description: 'نیمه‌ی راست جفت بنر میانه‌ی صفحه‌ی اصلی', banners: [
    { title: 'تخفیف ویژه‌ی اعضا', weight: 60, link: { type: 'contact_us' } },
    { title: 'هدیه‌ی خرید اول', weight: 40, link: { url: '/about' } },
  ] },
  { key: 'home-middle-end', label: 'میانه‌ی صفحه‌ی اصلی (چپ)', width: 600, height: 300, description: 'نیمه‌ی چپ جفت بنر میانه‌ی صفحه‌ی اصلی', banners: [
    { title: 'مجله‌ی خرید', weight: 100, link: { type: 'post' } },
    { title: 'جشنواره‌ی یلدا', weight: 0, link: { type: 'product' }, startsInDays: 20 },
  ] },
  { key: 'sidebar', label: 'ستون کناری', width: 300, height: 600, description: 'بنر عمودی ستون کناری فهرست محصولات و مجله', banners: [
    { title: 'اپلیکیشن فروشگاه', weight: 70, link: { url: 'https://example.com/app' }, newTab: true },
    // Uploaded at another size: the form warns about it.
    { title: 'پرداخت اقساطی', weight: 30, link: { url: '/pages/installments' }, size: [320, 640] },
  ] },
  { key: 'category-top', label: 'بالای صفحه‌ی دسته‌بندی', width: 1200, height: 200, description: 'بنر باریک بالای فهرست محصولات هر دسته‌بندی', banners: [
    { title: 'پیشنهاد شگفت‌انگیز', weight: 55, link: { type: 'product' } },
    { title: 'برندهای برتر', weight: 45, link: { type: 'product' } },
  ] },
];

export async function demoBanners(c, admin, step, pictures) {
  if (!pictures) return;
  const have = new Set((await c.query(`select key from advertisement_positions where key = any($1)`, [POSITIONS.map((p) => p.key)])).rows.map((r) => r.key));
  const now = Date.now();
  const ids = [];
  for (const p of POSITIONS) {
    if (have.has(p.key)) continue;
    const pos = await c.query(
      `insert into advertisement_positions (label, key, width, height, description, status, created_at, updated_at) values ($1, $2, $3, $4, $5, true, $6, $6) returning id`,
      [p.label, p.key, p.width, p.height, p.description, new Date(now - 90 * DAY_MS)],
    );
    const positionId = Number(pos.rows[0].id);
    const media = await pictures(p.banners.map((b, i) => ({ width: b.size?.[0] ?? p.width, height: b.size?.[1] ?? p.height, name: `banner-${p.key}-${i + 1}.jpg`, at: new Date(now - 70 * DAY_MS) })));
    for (const [i, b] of p.banners.entries()) {
      const startsAt = b.startsInDays ? new Date(now + b.startsInDays * DAY_MS) : new Date(now - 65 * DAY_MS);
      const r = await c.query(
        `insert into advertisements (position_id, admin_id, title, image_id, link, new_tab, starts_at, ends_at, weight, status, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, null, $8, true, $9, $9) returning id`,
        [positionId, admin, b.title, media[i], JSON.stringify(b.link), b.newTab ?? false, startsAt, b.weight, new Date(now - 66 * DAY_MS)],
      );
      if (!b.startsInDays) ids.push(Number(r.rows[0].id));
    }
  }
  if (!ids.length) return;
  // 60 days of counts: impressions follow the weight with a weekly swing, clicks 0.5–4% of them.
  await step(
    'banner counts',
    `insert into advertisement_stats (advertisement_id, day, impressions, clicks)
     select a.id, (now() at time zone 'Asia/Tehran')::date - g, x.i, floor(x.i * (0.005 + random() * 0.035))::int
       from advertisements a cross join generate_series(0, 59) g
       cross join lateral (select greatest(1, floor((a.weight + 5) * (8 + random() * 10) * (1 + 0.3 * sin(g / 1.1))))::int as i) x
      where a.id = any($1)
     on conflict (advertisement_id, day) do nothing`,
    [ids],
  );
}
