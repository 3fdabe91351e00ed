import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickByWeight, spreadEvenly } from '@pishkhan/common/banners';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { clearStoreCaches } from '../../../lib/store-cache';
import { media } from '../../system/uploads/media.table';
import { pages } from '../pages/page.table';
import { bannerCounterOf, bannerEventLimit } from './banner.store';

const RATE_BURST = bannerEventLimit.options.burst;

let ctx: TestContext;
beforeAll(async () => (ctx = await setupApp()));
afterAll(() => ctx.close());

let seq = 0;
const picture = async () => {
  const [m] = await ctx.database.db.insert(media).values({ path: `2026/11/banner-${++seq}.webp`, mime: 'image/webp', size: 10, width: 1200, height: 300 }).returning();
  return m!.id;
};
const position = async (body: Record<string, unknown> = {}) => {
  const r = await api(ctx).post('/api/admin/positions', { label: `جایگاه ${++seq}`, key: `pos-${seq}`, width: 1200, height: 300, description: 'بالای صفحه‌ی اصلی', ...body });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: number; key: string };
};
const banner = async (positionId: number, body: Record<string, unknown> = {}) => {
  const r = await api(ctx).post('/api/admin/advertisements', { position_id: positionId, title: `بنر ${++seq}`, image_id: await picture(), ...body });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: number; weight: number; title: string };
};
const weightsOf = async (positionId: number) =>
  Object.fromEntries(
    (await api(ctx).get(`/api/admin/advertisements?position_id=${positionId}&per_page=100`)).json().data.map((b: { id: number; weight: number }) => [b.id, b.weight]),
  ) as Record<number, number>;

describe('banner positions /api/admin/positions', () => {
  it('lists, reads, creates, updates and deletes positions, with live counts and the weight sum', async () => {
    const a = api(ctx);
    const p = await position({ label: 'بالای صفحه‌ی اصلی', key: 'home-top' });
    expect((await a.get(`/api/admin/positions/${p.id}`)).json().data).toMatchObject({ label: 'بالای صفحه‌ی اصلی', key: 'home-top', width: 1200, height: 300, status: true });
    const b1 = await banner(p.id);
    await banner(p.id, { status: false });
    expect(b1.weight).toBe(100);
    const row = (await a.get('/api/admin/positions?q=home-top')).json().data.find((x: { id: number }) => x.id === p.id);
    expect(row).toMatchObject({ banners_count: 2, live_count: 1, weight_sum: 100 });
    expect((await a.patch(`/api/admin/positions/${p.id}`, { label: 'سربرگ', width: '۱۴۴۰' })).json().data).toMatchObject({ label: 'سربرگ', width: 1440 });
    // A position with banners is not deleted; an empty one is.
    expect((await a.del(`/api/admin/positions/${p.id}`)).statusCode).toBe(409);
    const empty = await position();
    expect((await a.del(`/api/admin/positions/${empty.id}`)).statusCode).toBe(204);
    expect((await a.get(`/api/admin/positions/${empty.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input in Persian: missing fields, a non-latin or duplicate key, sizes that are not positive integers', async () => {
    const a = api(ctx);
    const bad = await a.post('/api/admin/positions', { label: '', width: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['label', 'key', 'width', 'height', 'description']));
    const persianKey = await a.post('/api/admin/positions', { label: 'الف', key: 'بالا', width: 10, height: 10, description: 'ب' });
    expect(persianKey.json().error.fields).toEqual({ key: expect.stringContaining('لاتین') });
    expect((await a.post('/api/admin/positions', { label: 'الف', key: 'x', width: 0, height: 1.5, description: 'ب' })).json().error.fields).toMatchObject({ width: expect.any(String), height: expect.any(String) });
    const p = await position({ key: 'sidebar' });
    const dup = await a.post('/api/admin/positions', { label: 'دیگری', key: 'sidebar', width: 10, height: 10, description: 'ب' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toHaveProperty('key');
    expect((await a.get(`/api/admin/positions/${p.id}x`)).statusCode).toBeLessThan(500);
  });

  it('needs a session (401) and the advertise permissions (403)', async () => {
    expect((await api(ctx, null).get('/api/admin/positions')).statusCode).toBe(401);
    expect((await api(ctx, null).get('/api/admin/advertisements')).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_advertise']);
    expect((await api(ctx, reader.token).get('/api/admin/positions')).statusCode).toBe(200);
    expect((await api(ctx, reader.token).post('/api/admin/positions', { label: 'الف', key: 'k', width: 1, height: 1, description: 'ب' })).statusCode).toBe(403);
    expect((await api(ctx, reader.token).post('/api/admin/advertisements', {})).statusCode).toBe(403);
    const p = await position();
    expect((await api(ctx, reader.token).post(`/api/admin/positions/${p.id}/weights`, { weights: [] })).statusCode).toBe(403);
    const other = await ctx.adminWith(['read_product']);
    expect((await api(ctx, other.token).get('/api/admin/advertisements')).statusCode).toBe(403);
  });

  it('a link to a position resolves to its label and keeps it from being deleted', async () => {
    const target = await position({ label: 'کناری' });
    const host = await position();
    const b = (await api(ctx).post('/api/admin/advertisements', { position_id: host.id, title: 'پیوند', image_id: await picture(), link: { type: 'advertise', id: target.id } })).json().data;
    expect(b.link).toEqual({ type: 'advertise', id: target.id, title: 'کناری' });
    const del = await api(ctx).del(`/api/admin/positions/${target.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toContain('پیوند');
    expect((await api(ctx).get(`/api/admin/links/search?type=advertise&q=${encodeURIComponent('کناری')}`)).json().data).toEqual([{ id: target.id, title: 'کناری' }]);
    expect((await api(ctx).post('/api/admin/advertisements', { position_id: host.id, title: 'x', image_id: await picture(), link: { type: 'advertise', id: 99999999 } })).statusCode).toBe(422);
  });
});

describe('banners /api/admin/advertisements', () => {
  it('lists, reads, creates, updates and deletes banners, each audited', async () => {
    const a = api(ctx);
    const p = await position();
    const b = await banner(p.id, { title: 'حراج زمستانه', link: { url: 'https://shop.example/sale' }, new_tab: true });
    const got = (await a.get(`/api/admin/advertisements/${b.id}`)).json().data;
    expect(got).toMatchObject({ title: 'حراج زمستانه', new_tab: true, weight: 100, schedule: 'live', position: { id: p.id }, link: { url: 'https://shop.example/sale', title: null } });
    expect(got.image.url).toMatch(/^\/uploads\//);
    expect(got.admin_id).toBeTypeOf('number');
    const up = await a.patch(`/api/admin/advertisements/${b.id}`, { title: 'حراج' });
    expect(up.json().data).toMatchObject({ title: 'حراج', weight: 100 });
    expect((await a.get(`/api/admin/advertisements?position_id=${p.id}`)).json().data).toHaveLength(1);
    expect((await a.del(`/api/admin/advertisements/${b.id}`)).statusCode).toBe(204);
    const actions = (await a.get('/api/admin/audit-logs?entity=banner')).json().data.map((l: { action: string }) => l.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });

  it('refuses bad input: no picture or position, an unknown position, an end before the start', async () => {
    const a = api(ctx);
    const bad = await a.post('/api/admin/advertisements', { title: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({ position_id: expect.any(String), image_id: 'تصویر الزامی است', title: expect.any(String) });
    expect((await a.post('/api/admin/advertisements', { position_id: 99999999, title: 'الف', image_id: await picture() })).json().error.fields).toHaveProperty('position_id');
    const p = await position();
    const w = await a.post('/api/admin/advertisements', { position_id: p.id, title: 'الف', image_id: await picture(), starts_at: '2026-12-02T10:00:00Z', ends_at: '2026-12-01T10:00:00Z' });
    expect(w.statusCode).toBe(422);
    expect(w.json().error.fields).toEqual({ ends_at: 'پایان نمایش باید بعد از آغاز آن باشد' });
  });

  it('a new banner enters with 0, or 100 as the only live one; a scheduled one with 0', async () => {
    const p = await position();
    const first = await banner(p.id);
    const second = await banner(p.id);
    const later = await banner(p.id, { starts_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect([first.weight, second.weight, later.weight]).toEqual([100, 0, 0]);
  });

  it('saves every weight of a position together: sum of live ones 100, a partial or foreign list refused', async () => {
    const a = api(ctx);
    const p = await position();
    const [x, y, z] = [await banner(p.id), await banner(p.id), await banner(p.id)];
    const off = await banner(p.id, { status: false });
    const foreign = await banner((await position()).id);
    const save = (weights: { id: number; weight: unknown }[]) => a.post(`/api/admin/positions/${p.id}/weights`, { weights });
    const sum90 = await save([{ id: x.id, weight: 50 }, { id: y.id, weight: 20 }, { id: z.id, weight: 20 }, { id: off.id, weight: 10 }]);
    expect(sum90.statusCode).toBe(422);
    expect(sum90.json().error.fields.weights).toBe('جمع وزن بنرهای در حال نمایش باید دقیقاً ۱۰۰ باشد (اکنون ۹۰)');
    const partial = await save([{ id: x.id, weight: 50 }, { id: y.id, weight: 50 }]);
    expect(partial.json().error.fields.weights).toBe('وزن همه‌ی بنرهای این جایگاه باید با هم فرستاده شود');
    const alien = await save([{ id: x.id, weight: 50 }, { id: y.id, weight: 25 }, { id: z.id, weight: 25 }, { id: off.id, weight: 0 }, { id: foreign.id, weight: 0 }]);
    expect(alien.json().error.fields.weights).toBe('بنری در فهرست هست که به این جایگاه تعلق ندارد');
    expect((await save([{ id: x.id, weight: 150 }])).statusCode).toBe(422);
    expect((await save([{ id: x.id, weight: 'abc' }])).statusCode).toBe(422);
    expect((await a.post('/api/admin/positions/99999999/weights', { weights: [] })).statusCode).toBe(404);
    const ok = await save([{ id: x.id, weight: '۵۰' }, { id: y.id, weight: 30 }, { id: z.id, weight: 20 }, { id: off.id, weight: 5 }]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await weightsOf(p.id)).toEqual({ [x.id]: 50, [y.id]: 30, [z.id]: 20, [off.id]: 5 });
    expect((await a.get(`/api/admin/positions/${p.id}`)).json().data).toMatchObject({ live_count: 3, weight_sum: 100 });
  });

  it('a deleted live banner hands its weight to the heaviest other live banner of its position (said before the delete)', async () => {
    const a = api(ctx);
    const p = await position();
    const [x, y, z] = [await banner(p.id), await banner(p.id), await banner(p.id)];
    await a.post(`/api/admin/positions/${p.id}/weights`, { weights: [{ id: x.id, weight: 20 }, { id: y.id, weight: 50 }, { id: z.id, weight: 30 }] });
    expect((await a.get(`/api/admin/advertisements/${x.id}/heir`)).json().data).toEqual({ weight: 20, heir: { id: y.id, title: y.title } });
    expect((await a.del(`/api/admin/advertisements/${x.id}`)).statusCode).toBe(204);
    expect(await weightsOf(p.id)).toEqual({ [y.id]: 70, [z.id]: 30 });
    // Bulk delete: each hands on in turn, so the last one holds everything.
    expect((await a.post('/api/admin/advertisements/bulk-delete', { ids: [y.id] })).statusCode).toBe(200);
    expect(await weightsOf(p.id)).toEqual({ [z.id]: 100 });
    expect((await a.get(`/api/admin/advertisements/${z.id}/heir`)).json().data).toEqual({ weight: 100, heir: null });
  });

  it('a live banner moved to another position hands its weight on there and enters the new one like a new banner', async () => {
    const a = api(ctx);
    const [from, to] = [await position(), await position()];
    const [x, y] = [await banner(from.id), await banner(from.id)];
    await a.post(`/api/admin/positions/${from.id}/weights`, { weights: [{ id: x.id, weight: 70 }, { id: y.id, weight: 30 }] });
    const moved = await a.patch(`/api/admin/advertisements/${x.id}`, { position_id: to.id });
    expect(moved.json().data).toMatchObject({ position_id: to.id, weight: 100 });
    expect(await weightsOf(from.id)).toEqual({ [y.id]: 100 });
    const back = await a.patch(`/api/admin/advertisements/${y.id}`, { position_id: to.id });
    expect(back.json().data.weight).toBe(0);
    expect(await weightsOf(to.id)).toEqual({ [x.id]: 100, [y.id]: 0 });
  });

  it('counts over a range of days from the per-day table, default the last 30 days', async () => {
    const p = await position();
    const b = await banner(p.id);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
    await ctx.database.db.execute(
      (await import('drizzle-orm')).sql`insert into advertisement_stats (advertisement_id, day, impressions, clicks) values (${b.id}, ${today}::date, 200, 10), (${b.id}, ${today}::date - 60, 1000, 500)`,
    );
    const s = (await api(ctx).get(`/api/admin/advertisements/stats?ids=${b.id}`)).json();
    expect(s.data[b.id]).toEqual({ impressions: 200, clicks: 10, ctr: 0.05 });
    expect(s.meta.to).toBe(today);
    const wide = (await api(ctx).get(`/api/admin/advertisements/stats?position_id=${p.id}&from=2000-01-01&to=2100-01-01`)).json();
    expect(wide.data[b.id]).toMatchObject({ impressions: 1200, clicks: 510 });
    expect((await api(ctx).get('/api/admin/advertisements/stats?from=bad&ids=x')).statusCode).toBeLessThan(500);
  });
});

describe('the storefront /api/store/banners', () => {
  it('picks a live banner of an active position in proportion to its weight; the list variant; cacheable', async () => {
    const a = api(ctx, null);
    const p = await position({ key: 'home-middle' });
    const [x, y] = [await banner(p.id), await banner(p.id)];
    const off = await banner(p.id, { status: false });
    await api(ctx).post(`/api/admin/positions/${p.id}/weights`, {
      weights: [
        { id: x.id, weight: 80 },
        { id: y.id, weight: 20 },
        { id: off.id, weight: 0 },
      ],
    });
    const all = await a.get('/api/store/banners/home-middle/all');
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect((await a.get('/api/store/banners/home-middle')).headers['cache-control']).toMatch(/private, max-age=\d+/);
    expect(all.json().data.map((b: { id: number; weight: number }) => [b.id, b.weight])).toEqual([
      [x.id, 80],
      [y.id, 20],
    ]);
    let xs = 0;
    for (let i = 0; i < 200; i++) if ((await a.get('/api/store/banners/home-middle')).json().data.id === x.id) xs++;
    // 80% expected: 200 draws land in 130..190 with overwhelming probability.
    expect(xs).toBeGreaterThan(130);
    expect(xs).toBeLessThan(190);
    expect((await a.get('/api/store/banners/nowhere')).statusCode).toBe(404);
    await api(ctx).patch(`/api/admin/positions/${p.id}`, { status: false });
    expect((await a.get('/api/store/banners/home-middle')).statusCode).toBe(404);
  });

  it('presents links as store menus and sliders do: the target named, a link to what a shopper may not see dropped', async () => {
    const a = api(ctx, null);
    const [shown, hidden] = await ctx.database.db
      .insert(pages)
      .values([
        { title: 'درباره‌ی فروشگاه', slug: `about-${++seq}`, body: 'متن' },
        { title: 'صفحه‌ی پنهان', slug: `hidden-${++seq}`, body: 'متن', status: false },
      ])
      .returning();
    const p = await position({ key: 'links-row' });
    const toShown = await banner(p.id, { link: { type: 'page', id: shown!.id } });
    const toHidden = await banner(p.id, { link: { type: 'page', id: hidden!.id } });
    const toUrl = await banner(p.id, { link: { url: 'https://shop.example/sale' } });
    clearStoreCaches();
    const list = (await a.get('/api/store/banners/links-row/all')).json().data as { id: number; link: unknown }[];
    const linkOf = (id: number) => list.find((b) => b.id === id)!.link;
    expect(linkOf(toShown.id)).toEqual({ type: 'page', id: shown!.id, title: 'درباره‌ی فروشگاه' });
    // The banner stays; its link to a hidden page is not answered (nor the page's title).
    expect(linkOf(toHidden.id)).toBeNull();
    expect(JSON.stringify(list)).not.toContain('صفحه‌ی پنهان');
    expect(linkOf(toUrl.id)).toMatchObject({ url: 'https://shop.example/sale' });
  });

  it('the seeded choice follows the weights exactly; spreading evenly gives the remainder to the first ones', () => {
    const items = [
      { id: 1, weight: 70 },
      { id: 2, weight: 0 },
      { id: 3, weight: 30 },
    ];
    expect(pickByWeight(items, 0)?.id).toBe(1);
    expect(pickByWeight(items, 0.699)?.id).toBe(1);
    expect(pickByWeight(items, 0.7)?.id).toBe(3);
    expect(pickByWeight(items, 0.9999)?.id).toBe(3);
    expect(pickByWeight([], 0.5)).toBeUndefined();
    expect(spreadEvenly(3)).toEqual([34, 33, 33]);
    expect(spreadEvenly(6)).toEqual([17, 17, 17, 17, 16, 16]);
    expect(spreadEvenly(1)).toEqual([100]);
  });

  it('counts impressions and clicks per banner per day in batches, refuses unknown banners, rate-limits an IP', async () => {
    const p = await position();
    const b = await banner(p.id);
    const hit = (url: string, ip: string) => ctx.app.inject({ method: 'POST', url, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await hit(`/api/store/banners/${b.id}/impression`, '10.0.0.1')).statusCode).toBe(202);
    expect((await hit(`/api/store/banners/${b.id}/click`, '10.0.0.1')).statusCode).toBe(202);
    expect((await hit('/api/store/banners/99999999/click', '10.0.0.1')).statusCode).toBe(404);
    expect([404, 422]).toContain((await hit(`/api/store/banners/${b.id}/like`, '10.0.0.1')).statusCode);
    await bannerCounterOf(ctx.app.server, ctx.database.db).flush();
    await hit(`/api/store/banners/${b.id}/impression`, '10.0.0.1');
    await bannerCounterOf(ctx.app.server, ctx.database.db).flush();
    expect((await api(ctx).get(`/api/admin/advertisements/stats?ids=${b.id}`)).json().data[b.id]).toEqual({ impressions: 4, clicks: 1, ctr: 0.25 });
    // A flood from one IP is refused once its bucket is empty; another IP is not.
    const codes: number[] = [];
    for (let i = 0; i < RATE_BURST + 5; i++) codes.push((await hit(`/api/store/banners/${b.id}/impression`, '10.0.0.2')).statusCode);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    const refused = await hit(`/api/store/banners/${b.id}/impression`, '10.0.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toContain('بیش از حد');
    expect((await hit(`/api/store/banners/${b.id}/impression`, '10.0.0.3')).statusCode).toBe(202);
  });
});
