/**
 * Demo slides: the desktop and mobile header sliders, each with live slides linking to a real
 * product, category, post and page of the demo (or an index, a free address), one slide scheduled to
 * start in ten days, one whose window has ended and one switched off — the three states the list
 * shows. Pictures are the group's recommended size. A group that already has slides is left alone.
 *
 * `pictures(specs)` makes pictures the way an upload is stored and answers their media ids (the demo
 * seed's `demoPictures`); without it no slide is written (a slide needs a picture).
 */
const DAY_MS = 86_400_000;

const GROUPS = {
  desktop: { width: 1920, height: 600, slides: [
    { title: 'حراج بزرگ پاییزه', description: 'تا ۴۰٪ تخفیف روی پرفروش‌ترین‌ها', link: 'product' },
    { title: 'کالکشن تازه‌ی زمستان', description: 'جدیدترین محصولات فصل رسید', link: 'category' },
    { title: 'راهنمای انتخاب سایز', description: 'پیش از خرید بخوانید', link: 'post' },
    { title: 'ارسال رایگان', description: 'برای خریدهای بالای یک میلیون تومان', link: 'page' },
    { title: 'جشنواره‌ی یلدا', description: 'از اول دی', link: 'products', startsInDays: 10 },
    { title: 'تخفیف تابستانه', description: 'پایان یافته', link: 'products', endedDaysAgo: 30 },
  ] },
  mobile: { width: 768, height: 768, slides: [
    { title: 'حراج بزرگ پاییزه', description: 'تا ۴۰٪ تخفیف', link: 'product' },
    { title: 'کالکشن تازه', description: 'زمستان ۱۴۰۵', link: 'category' },
    { title: 'اپلیکیشن فروشگاه', description: 'نصب کنید و هدیه بگیرید', link: 'url' },
    { title: 'پیشنهاد آخر هفته', description: 'به زودی', link: 'products', off: true },
  ] },
};

export async function demoSliders(c, admin, step, pictures) {
  if (!pictures) return;
  const one = async (q) => (await c.query(q)).rows[0]?.id ?? null;
  const targets = {
    product: await one(`select id from products order by id limit 1`),
    category: await one(`select id from categories where parent_id is null order by position, id limit 1`),
    post: await one(`select id from posts where status = 'published' order by id desc limit 1`),
    page: await one(`select id from pages order by id limit 1`),
  };
  const linkOf = (kind) => {
    if (kind === 'url') return { url: 'https://example.com/app' };
    if (kind === 'products') return { type: 'product' };
    return targets[kind] ? { type: kind, id: Number(targets[kind]) } : { type: 'product' };
  };
  const now = Date.now();
  let written = 0;
  for (const [group, g] of Object.entries(GROUPS)) {
    const { rows } = await c.query(`select 1 from sliders where "group" = $1 limit 1`, [group]);
    if (rows.length) continue;
    const media = await pictures(g.slides.map((_, i) => ({ width: g.width, height: g.height, name: `slide-${group}-${i + 1}.jpg`, at: new Date(now - 40 * DAY_MS) })));
    for (const [i, s] of g.slides.entries()) {
      const startsAt = s.startsInDays ? new Date(now + s.startsInDays * DAY_MS) : s.endedDaysAgo ? new Date(now - (s.endedDaysAgo + 60) * DAY_MS) : null;
      const endsAt = s.endedDaysAgo ? new Date(now - s.endedDaysAgo * DAY_MS) : s.startsInDays ? new Date(now + (s.startsInDays + 14) * DAY_MS) : null;
      await c.query(
        `insert into sliders ("group", title, description, image_id, link, status, starts_at, ends_at, position, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
        [group, s.title, s.description, media[i], JSON.stringify(linkOf(s.link)), !s.off, startsAt, endsAt, i + 1, new Date(now - (40 - i) * DAY_MS)],
      );
      written++;
    }
  }
  step.log(`  sliders: ${written} slides`);
}
