import { effectivePrice } from '@pishkhan/common/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { products, variants } from '../../catalog/products/product.table';
import { auditLogs } from '../../system/audit-logs/audit-log.table';
import { media } from '../../system/uploads/media.table';
import { campaignOffers, recordCampaignSales } from './flash.service';
import { flashes, flashProducts } from './flash.table';
import { and, eq, sql } from 'drizzle-orm';

let ctx: TestContext;
const PATH = '/api/admin/flashes';
const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
const P: Record<string, number> = {};
const M: Record<string, number> = {};

const body = (over: Record<string, unknown> = {}) => ({
  title: 'حراج یلدا',
  starts_at: iso(-1),
  ends_at: iso(3),
  image_id: M.img,
  discount_type: 'percentage',
  discount: 20,
  products: [],
  ...over,
});

let seq = 0;
async function product(title: string, status: string, prices: { price: number; archived?: boolean; off?: boolean }[], archived = false) {
  const db = ctx.database.db;
  const [p] = await db
    .insert(products)
    .values({ title, slug: `p-${++seq}`, status, price: prices[0]!.price, search: sql`fa_norm(${title})`, archivedAt: archived ? new Date() : null })
    .returning();
  await db.insert(variants).values(
    prices.map((v, i) => ({
      productId: p!.id,
      isDefault: prices.length === 1,
      title: `v${i}`,
      barcode: `20000${seq}${i}`,
      price: v.price,
      status: !v.off,
      archivedAt: v.archived ? new Date() : null,
    })),
  );
  return p!.id;
}

beforeAll(async () => {
  ctx = await setupApp();
  const db = ctx.database.db;
  const imgs = await db.insert(media).values([1, 2].map((i) => ({ path: `2025/01/flash${i}.webp`, mime: 'image/webp', size: 100, width: 10, height: 10 }))).returning();
  M.img = imgs[0]!.id;
  M.mobile = imgs[1]!.id;
  // A: live variants 100,000 and 150,000; an archived one at 50,000 and a switched-off one at 10,000 do not count.
  P.A = await product('کفش ورزشی', 'available', [{ price: 100_000 }, { price: 150_000 }, { price: 50_000, archived: true }, { price: 10_000, off: true }]);
  P.B = await product('کیف چرمی', 'available_offline', [{ price: 80_000 }]);
  P.C = await product('پیش‌نویس', 'draft', [{ price: 30_000 }]);
  P.D = await product('بایگانی', 'available', [{ price: 30_000 }], true);
  P.E = await product('ساعت مچی', 'available', [{ price: 200_000 }]);
  P.F = await product('کلاه', 'available', [{ price: 40_000 }]);
});
afterAll(() => ctx.close());

describe('sales campaigns /api/admin/flashes', () => {
  it('creates (prices in the campaign per product), gets, lists with search, filters and sort, updates', async () => {
    const a = api(ctx);
    const r = await a.post(
      PATH,
      body({
        title: 'حراج يلدا',
        color: '#FF0000',
        timer: true,
        mobile_image_id: M.mobile,
        discount: '۲۰',
        products: [{ product_id: P.A }, { product_id: P.B, discount_type: 'fixed', discount: '۱۰٬۰۰۰', salable_max: 5 }],
      }),
    );
    expect(r.statusCode, r.body).toBe(201);
    const yalda = r.json().data;
    expect(yalda).toMatchObject({
      title: 'حراج يلدا',
      state: 'running',
      running: true,
      status: true,
      timer: true,
      color: '#ff0000',
      image: { id: M.img, url: '/uploads/2025/01/flash1.webp' },
      mobile_image: { id: M.mobile },
      discount_type: 'percentage',
      discount: 20,
      position: 0,
      products_count: 2,
      sales_count: 0,
    });
    const byId = (f: any) => Object.fromEntries(f.products.map((p: any) => [p.product_id, p]));
    expect(byId(yalda)[P.A!]).toMatchObject({
      title: 'کفش ورزشی',
      discount_type: null,
      discount: null,
      effective_discount_type: 'percentage',
      effective_discount: 20,
      salable_max: null,
      price_min: 100_000,
      price_max: 150_000,
      campaign_price_min: 80_000,
      campaign_price_max: 120_000,
    });
    expect(byId(yalda)[P.B!]).toMatchObject({ discount_type: 'fixed', discount: 10_000, salable_max: 5, sales_count: 0, campaign_price_min: 70_000, campaign_price_max: 70_000 });

    const later = (await a.post(PATH, body({ title: 'جشنواره بهار', starts_at: iso(5), ends_at: iso(10), discount_type: 'fixed', discount: 5_000, products: [{ product_id: P.E }] }))).json().data;
    expect(later).toMatchObject({ state: 'scheduled', running: false, position: 1, timer: false, color: null, mobile_image: null });
    const old = (await a.post(PATH, body({ title: 'حراج پاییز', status: false, products: [{ product_id: P.A }] }))).json().data;
    // An update may move a campaign into the past (only a new one must still be ahead).
    const moved = await a.patch(`${PATH}/${old.id}`, { starts_at: iso(-10), ends_at: iso(-5) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ state: 'ended', status: false });

    expect((await a.get(`${PATH}/${later.id}`)).json().data).toMatchObject({ id: later.id, title: 'جشنواره بهار', products: [{ product_id: P.E, campaign_price_min: 195_000 }] });
    expect((await a.get(`${PATH}/999999`)).statusCode).toBe(404);

    const ids = async (qs: string) => (await a.get(`${PATH}?${qs}`)).json().data.map((x: any) => x.id);
    expect(await ids('')).toEqual([yalda.id, later.id, old.id]);
    expect(await ids(`q=${encodeURIComponent('یلدا')}`)).toEqual([yalda.id]);
    expect(await ids('state=running')).toEqual([yalda.id]);
    expect(await ids('state=scheduled')).toEqual([later.id]);
    expect(await ids('state=ended')).toEqual([old.id]);
    expect(await ids('status=false')).toEqual([old.id]);
    expect(await ids(`product_id=${P.A}`)).toEqual([yalda.id, old.id]);
    expect(await ids('sort=-starts_at')).toEqual([later.id, yalda.id, old.id]);
    expect(await ids('sort=title')).toEqual([later.id, old.id, yalda.id]);

    // Change the default and one product's own discount; the other product follows the default.
    const u = await a.patch(`${PATH}/${yalda.id}`, {
      discount: 30,
      products: [{ product_id: P.A, discount_type: 'percentage', discount: 50, salable_max: '۱۰' }, { product_id: P.B }],
    });
    expect(u.statusCode, u.body).toBe(200);
    expect(byId(u.json().data)[P.A!]).toMatchObject({ discount_type: 'percentage', discount: 50, salable_max: 10, campaign_price_min: 50_000 });
    expect(byId(u.json().data)[P.B!]).toMatchObject({ discount_type: null, salable_max: null, effective_discount: 30, campaign_price_min: 56_000 });
    const logs = await ctx.database.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'flash'), eq(auditLogs.entityId, String(yalda.id))));
    expect(logs.map((l) => l.action)).toEqual(['create', 'update', 'update', 'update']);
    expect(logs.some((l) => JSON.stringify(l.changes).includes('"products"'))).toBe(true);

    // Order: the last becomes first.
    const order = await a.put(`${PATH}/order`, { ids: [old.id, yalda.id, later.id] });
    expect(order.statusCode, order.body).toBe(200);
    expect(await ids('')).toEqual([old.id, yalda.id, later.id]);
    expect((await a.put(`${PATH}/order`, { ids: [old.id, old.id] })).statusCode).toBe(422);

    // Clean up for the tests below: these campaigns hold A, B and E.
    for (const id of [yalda.id, later.id, old.id]) expect((await a.del(`${PATH}/${id}`)).statusCode).toBe(204);
  });

  it('refuses invalid input with Persian field messages; duplicate title (other spelling) → 409', async () => {
    const a = api(ctx);
    const r = await a.post(PATH, { title: '', starts_at: 'nope', discount_type: 'gift', discount: 0, color: 'red', products: [{ product_id: 'x' }] });
    expect(r.statusCode).toBe(422);
    expect(r.json().error.fields).toMatchObject({
      title: /الزامی/,
      starts_at: /زمان شروع/,
      ends_at: /الزامی/,
      image_id: /تصویر.*الزامی/,
      discount_type: /نوع تخفیف پیش‌فرض/,
      discount: /مقدار تخفیف پیش‌فرض/,
      color: /رنگ/,
      'products.0.product_id': /محصول/,
    });

    const cross = await a.post(
      PATH,
      body({
        discount: 150,
        starts_at: iso(3),
        ends_at: iso(2),
        products: [
          { product_id: P.A, discount_type: 'percentage' },
          { product_id: P.B, discount: 5 },
          { product_id: P.E, discount_type: 'percentage', discount: 101 },
          { product_id: P.A },
        ],
      }),
    );
    expect(cross.statusCode).toBe(422);
    expect(cross.json().error.fields).toEqual({
      discount: 'تخفیف درصدی باید بین ۱ تا ۱۰۰ باشد',
      ends_at: 'زمان پایان باید بعد از زمان شروع باشد',
      'products.0.discount': expect.stringMatching(/نوع و مقدار تخفیف محصول را با هم/),
      'products.1.discount_type': expect.stringMatching(/نوع و مقدار تخفیف محصول را با هم/),
      'products.2.discount': 'تخفیف درصدی باید بین ۱ تا ۱۰۰ باشد',
      'products.3.product_id': 'این محصول دو بار در فهرست آمده است',
    });

    const past = await a.post(PATH, body({ starts_at: iso(-5), ends_at: iso(-1), image_id: 999_999, mobile_image_id: 999_998 }));
    expect(past.statusCode).toBe(422);
    expect(past.json().error.fields).toEqual({ image_id: expect.stringMatching(/تصویر یافت نشد/), mobile_image_id: expect.stringMatching(/تصویر یافت نشد/) });
    const ended = await a.post(PATH, body({ starts_at: iso(-5), ends_at: iso(-1) }));
    expect(ended.json().error.fields).toEqual({ ends_at: 'زمان پایان کمپین گذشته است' });

    // Products: draft, archived, unknown, and fixed discounts above the cheapest live price.
    const bad = await a.post(
      PATH,
      body({
        discount_type: 'fixed',
        discount: 90_000,
        products: [
          { product_id: P.C },
          { product_id: P.D },
          { product_id: 999_999 },
          { product_id: P.A, discount_type: 'fixed', discount: 100_001 },
          { product_id: P.B },
          { product_id: P.E },
        ],
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({
      'products.0.product_id': 'محصول «پیش‌نویس» باید در وضعیت «موجود» یا «فروش حضوری» باشد',
      'products.1.product_id': 'محصول «بایگانی» بایگانی شده و در کمپین قرار نمی‌گیرد',
      'products.2.product_id': 'محصول یافت نشد',
      'products.3.discount': 'تخفیف ثابت «کفش ورزشی» (۱۰۰,۰۰۱) از ارزان‌ترین قیمت آن (۱۰۰,۰۰۰) بیشتر است',
      'products.4.discount': 'تخفیف ثابت «کیف چرمی» (۹۰,۰۰۰) از ارزان‌ترین قیمت آن (۸۰,۰۰۰) بیشتر است',
    });
    // The cheapest *live* variant is the cap: the archived 50,000 and switched-off 10,000 do not count.
    const ok = await a.post(PATH, body({ title: 'تخفیف ثابت', discount_type: 'fixed', discount: 100_000, products: [{ product_id: P.A }] }));
    expect(ok.statusCode, ok.body).toBe(201);
    // A PATCH of the default alone is checked against the products that follow it.
    const up = await a.patch(`${PATH}/${ok.json().data.id}`, { discount: 100_001 });
    expect(up.statusCode).toBe(422);
    expect(up.json().error.fields.discount).toMatch(/کفش ورزشی/);
    const pct = await a.patch(`${PATH}/${ok.json().data.id}`, { discount_type: 'percentage' });
    expect(pct.statusCode).toBe(422);
    expect(pct.json().error.fields.discount).toBe('تخفیف درصدی باید بین ۱ تا ۱۰۰ باشد');
    const end = await a.patch(`${PATH}/${ok.json().data.id}`, { ends_at: iso(-2) });
    expect(end.json().error.fields.ends_at).toBe('زمان پایان باید بعد از زمان شروع باشد');

    const dup = await a.post(PATH, body({ title: ' تخفيف  ثابت' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.title).toMatch(/عنوان.*تکراری/);
    expect((await a.del(`${PATH}/${ok.json().data.id}`)).statusCode).toBe(204);
  });

  it('keeps a product in one switched-on campaign at a time (409 naming both), also under concurrent writes', async () => {
    const a = api(ctx);
    const x = (await a.post(PATH, body({ title: 'کمپین ایکس', starts_at: iso(1), ends_at: iso(4), products: [{ product_id: P.A }, { product_id: P.F }] }))).json().data;
    const clash = await a.post(PATH, body({ title: 'کمپین وای', starts_at: iso(3), ends_at: iso(6), products: [{ product_id: P.E }, { product_id: P.F }] }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toMatch(/«کلاه».*«کمپین ایکس»/);
    expect(clash.json().error.fields).toEqual({ 'products.1.product_id': clash.json().error.message });

    // Switched off it may overlap; switching it on is refused; moved to touch the end of X it is fine.
    const y = (await a.post(PATH, body({ title: 'کمپین وای', status: false, starts_at: iso(3), ends_at: iso(6), products: [{ product_id: P.E }, { product_id: P.F }] }))).json().data;
    const on = await a.patch(`${PATH}/${y.id}`, { status: true });
    expect(on.statusCode).toBe(409);
    expect(on.json().error.message).toMatch(/«کلاه».*«کمپین ایکس»/);
    const touch = await a.patch(`${PATH}/${y.id}`, { status: true, starts_at: x.ends_at, ends_at: iso(8) });
    expect(touch.statusCode, touch.body).toBe(200);
    // Now stretching X over Y is refused from X's side.
    const stretch = await a.patch(`${PATH}/${x.id}`, { ends_at: iso(5) });
    expect(stretch.statusCode).toBe(409);
    expect(stretch.json().error.message).toMatch(/«کلاه».*«کمپین وای»/);
    // An ended campaign with the same product in the past does not clash with a future one.
    expect((await a.patch(`${PATH}/${y.id}`, { ends_at: iso(9) })).statusCode).toBe(200);

    // Two writes at once putting P.B in overlapping campaigns: exactly one wins.
    const results = await Promise.all(
      [1, 2, 3, 4].map((i) => a.post(PATH, body({ title: `هم‌زمان ${i}`, starts_at: iso(20 + i * 0.1), ends_at: iso(25), products: [{ product_id: P.B }] }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const rows = await ctx.database.db.select().from(flashProducts).where(eq(flashProducts.productId, P.B!));
    expect(rows).toHaveLength(1);

    for (const id of [x.id, y.id, results.find((r) => r.statusCode === 201)!.json().data.id]) expect((await a.del(`${PATH}/${id}`)).statusCode).toBe(204);
  });

  it('campaignOffers and recordCampaignSales: running offer per product, effective price, sold out, delete-in-use', async () => {
    const a = api(ctx);
    const db = ctx.database.db;
    const run = (
      await a.post(PATH, body({ title: 'جاری', products: [{ product_id: P.A }, { product_id: P.B, discount_type: 'fixed', discount: 10_000, salable_max: 3 }] }))
    ).json().data;
    const soon = (await a.post(PATH, body({ title: 'آینده', starts_at: iso(10), ends_at: iso(12), products: [{ product_id: P.E }, { product_id: P.A }] }))).json().data;
    await a.post(PATH, body({ title: 'خاموش', status: false, products: [{ product_id: P.F }] }));

    const now = new Date();
    const offers = await campaignOffers(db, [P.A!, P.B!, P.E!, P.F!, P.C!], now);
    expect([...offers.keys()].sort()).toEqual([P.A, P.B].sort());
    expect(offers.get(P.A!)).toMatchObject({ flash_id: run.id, status: true, discount_type: 'percentage', discount: 20, salable_max: null, sales_count: 0 });
    expect(offers.get(P.B!)).toMatchObject({ flash_id: run.id, discount_type: 'fixed', discount: 10_000, salable_max: 3, sales_count: 0 });
    // The campaign wins over the product's own discount while it runs.
    expect(effectivePrice({ price: 100_000 }, { discount_type: 'percentage', discount: 5 }, now, offers.get(P.A!))).toMatchObject({
      discount_source: 'campaign',
      discount_amount: 20_000,
      final: 80_000,
    });
    const later = await campaignOffers(db, [P.A!, P.E!], new Date(Date.now() + 11 * DAY));
    expect(later.get(P.E!)).toMatchObject({ flash_id: soon.id, discount_type: 'percentage', discount: 20 });
    expect(later.get(P.A!)?.flash_id).toBe(soon.id);
    // The window as the database's JSON gives it: ISO strings of the campaign's instants.
    const window = offers.get(P.A!)!;
    expect([typeof window.starts_at, typeof window.ends_at]).toEqual(['string', 'string']);
    expect([new Date(window.starts_at).getTime(), new Date(window.ends_at).getTime()]).toEqual([new Date(run.starts_at).getTime(), new Date(run.ends_at).getTime()]);
    // Two running campaigns of one product (written past the service's overlap check): the later start wins, then the higher id.
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    const twins = await db
      .insert(flashes)
      .values([
        { title: 'همزاد ۱', startsAt: at(-2), endsAt: at(2), discountType: 'fixed', discount: 1000 },
        { title: 'همزاد ۲', startsAt: at(-1), endsAt: at(2), discountType: 'fixed', discount: 2000 },
        { title: 'همزاد ۳', startsAt: at(-1), endsAt: at(2), discountType: 'fixed', discount: 3000 },
      ])
      .returning();
    await db.insert(flashProducts).values(twins.map((t) => ({ flashId: t.id, productId: P.C! })));
    expect((await campaignOffers(db, [P.C!], now)).get(P.C!)).toMatchObject({ flash_id: Math.max(twins[1]!.id, twins[2]!.id), discount: 3000 });
    await db.delete(flashes).where(sql`${flashes.id} in (${sql.join(twins.map((t) => sql`${t.id}`), sql`, `)})`);

    // Sales: add under a lock, sold out at the cap, take back (never below 0).
    expect(await db.transaction((tx) => recordCampaignSales(tx, run.id, P.B!, 2))).toEqual({ sales_count: 2, salable_max: 3 });
    await Promise.all([1, 1].map((q) => db.transaction((tx) => recordCampaignSales(tx, run.id, P.B!, q))));
    const b = (await campaignOffers(db, [P.B!], now)).get(P.B!)!;
    expect(b.sales_count).toBe(4);
    expect(effectivePrice({ price: 80_000 }, {}, now, b)).toMatchObject({ discount_source: 'none', final: 80_000 });
    expect(await db.transaction((tx) => recordCampaignSales(tx, run.id, P.B!, -3))).toEqual({ sales_count: 1, salable_max: 3 });
    expect(effectivePrice({ price: 80_000 }, {}, now, (await campaignOffers(db, [P.B!], now)).get(P.B!))).toMatchObject({ discount_source: 'campaign', final: 70_000 });
    expect(await db.transaction((tx) => recordCampaignSales(tx, run.id, P.C!, 1))).toBeNull();

    const got = (await a.get(`${PATH}/${run.id}`)).json().data;
    expect(got.sales_count).toBe(1);
    // A product with sales stays in its campaign, and its cap stays at or above what was sold.
    const drop = await a.patch(`${PATH}/${run.id}`, { products: [{ product_id: P.A }] });
    expect(drop.statusCode).toBe(409);
    expect(drop.json().error.message).toMatch(/«کیف چرمی».*۱ عدد فروخته شده/);
    await db.transaction((tx) => recordCampaignSales(tx, run.id, P.B!, 1));
    const cap = await a.patch(`${PATH}/${run.id}`, { products: [{ product_id: P.A }, { product_id: P.B, salable_max: 1 }] });
    expect(cap.statusCode).toBe(422);
    expect(cap.json().error.fields['products.1.salable_max']).toMatch(/۲/);

    // Delete refused while sold; switching it off works.
    const del = await a.del(`${PATH}/${run.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toMatch(/۲ عدد فروخته شده.*غیرفعال/);
    expect((await a.post(`${PATH}/bulk-delete`, { ids: [soon.id, run.id] })).statusCode).toBe(409);
    expect((await a.get(`${PATH}/${soon.id}`)).statusCode).toBe(200);
    expect((await a.patch(`${PATH}/${run.id}`, { status: false })).json().data.status).toBe(false);
    expect((await campaignOffers(db, [P.A!, P.B!], now)).size).toBe(0);
  });

  it('the product picker lists live, sellable products with their price range; ids= labels any', async () => {
    const a = api(ctx);
    const r = await a.get(`${PATH}/products?per_page=100`);
    expect(r.statusCode).toBe(200);
    const ids = r.json().data.map((p: any) => p.id);
    expect(ids).toEqual(expect.arrayContaining([P.A, P.B, P.E, P.F]));
    expect(ids).not.toContain(P.C);
    expect(ids).not.toContain(P.D);
    expect(r.json().data.find((p: any) => p.id === P.A)).toMatchObject({ title: 'کفش ورزشی', price_min: 100_000, price_max: 150_000 });
    expect((await a.get(`${PATH}/products?q=${encodeURIComponent('كيف')}`)).json().data.map((p: any) => p.id)).toEqual([P.B]);
    expect((await a.get(`${PATH}/products?ids=${P.C}`)).json().data).toMatchObject([{ id: P.C, status: 'draft' }]);
  });

  it('401 without a session, 403 without the permission, 404 while the feature is off', async () => {
    expect((await api(ctx, null).get(PATH)).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_flash']);
    const ra = api(ctx, reader.token);
    expect((await ra.get(PATH)).statusCode).toBe(200);
    expect((await ra.get(`${PATH}/products`)).statusCode).toBe(200);
    expect((await ra.post(PATH, body({ title: 'نه' }))).statusCode).toBe(403);
    expect((await ra.patch(`${PATH}/1`, { title: 'x' })).statusCode).toBe(403);
    expect((await ra.del(`${PATH}/1`)).statusCode).toBe(403);
    expect((await ra.put(`${PATH}/order`, { ids: [1] })).statusCode).toBe(403);
    const other = await ctx.adminWith(['read_coupon'], 'other');
    expect((await api(ctx, other.token).get(PATH)).statusCode).toBe(403);
    expect((await api(ctx, other.token).get(`${PATH}/products`)).statusCode).toBe(403);

    const a = api(ctx);
    const running = (await a.post(PATH, body({ title: 'پیش از خاموشی', products: [{ product_id: P.E }] }))).json().data;
    expect((await a.put('/api/admin/settings/features', { feature_flash: false })).statusCode).toBe(200);
    expect((await a.get(PATH)).statusCode).toBe(404);
    expect((await a.post(PATH, body({ title: 'خاموش' }))).statusCode).toBe(404);
    expect((await ra.get(PATH)).statusCode).toBe(404);
    expect((await a.get(`${PATH}/products`)).statusCode).toBe(404);
    expect((await a.put(`${PATH}/order`, { ids: [running.id] })).statusCode).toBe(404);
    const home = (await a.get('/api/admin/home')).json().data;
    expect(home.permissions).not.toContain('read_flash');
    // No campaign discounts while the feature is off.
    expect((await campaignOffers(ctx.database.db, [P.E!])).size).toBe(0);
    expect((await a.put('/api/admin/settings/features', { feature_flash: true })).statusCode).toBe(200);
    expect((await campaignOffers(ctx.database.db, [P.E!])).get(P.E!)?.flash_id).toBe(running.id);
  });
});
