import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../people/customers/customer.table';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { couponUsages } from '../orders/order.table';
import { couponUseCounts } from './coupon.table';

let ctx: TestContext;
const PATH = '/api/admin/coupons';
const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

const body = (over: Record<string, unknown> = {}) => ({
  code: 'summer10',
  title: 'تخفیف تابستانه',
  type: 'percentage',
  amount: 10,
  starts_at: iso(-1),
  ends_at: iso(10),
  ...over,
});

beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());

describe('coupons /api/admin/coupons', () => {
  it('creates (normalised code, Persian digits), gets, lists with search, filters and sort, updates', async () => {
    const a = api(ctx);
    const r = await a.post(PATH, body({ code: ' summer 10 ', usage_limit: '۱۰۰' }));
    expect(r.statusCode, r.body).toBe(201);
    const active = r.json().data;
    expect(active).toMatchObject({
      code: 'SUMMER10',
      type: 'percentage',
      amount: 10,
      min_order_amount: null,
      max_discount: null,
      usage_limit: 100,
      per_customer_limit: 1,
      status: true,
      state: 'active',
      used_count: 0,
    });
    const fixed = (
      await a.post(PATH, body({ code: 'NOROOZ', title: 'عیدانه', type: 'fixed', amount: '۵۰٬۰۰۰', min_order_amount: '۲۰۰,۰۰۰', max_discount: 9, starts_at: iso(5), ends_at: iso(20), per_customer_limit: null }))
    ).json().data;
    expect(fixed).toMatchObject({ code: 'NOROOZ', amount: 50_000, min_order_amount: 200_000, max_discount: null, per_customer_limit: null, state: 'scheduled' });
    const old = (await a.post(PATH, body({ code: 'OLD-1', title: 'قدیمی', starts_at: iso(-10), ends_at: iso(-2), status: false }))).json().data;
    expect(old.state).toBe('expired');

    expect((await a.get(`${PATH}/${fixed.id}`)).json().data).toMatchObject({ id: fixed.id, title: 'عیدانه' });
    expect((await a.get(`${PATH}/999999`)).statusCode).toBe(404);

    const ids = async (qs: string) => (await a.get(`${PATH}?${qs}`)).json().data.map((x: any) => x.id);
    expect(await ids('')).toEqual([old.id, fixed.id, active.id]);
    expect(await ids('q=summer')).toEqual([active.id]);
    expect(await ids(`q=${encodeURIComponent('عيدانه')}`)).toEqual([fixed.id]);
    expect(await ids('state=active')).toEqual([active.id]);
    expect(await ids('state=scheduled')).toEqual([fixed.id]);
    expect(await ids('state=expired')).toEqual([old.id]);
    expect(await ids('status=false')).toEqual([old.id]);
    expect(await ids('sort=code')).toEqual([fixed.id, old.id, active.id]);
    expect(await ids('sort=-ends_at')).toEqual([fixed.id, active.id, old.id]);

    const u = await a.patch(`${PATH}/${active.id}`, { amount: 25, max_discount: '۳۰٬۰۰۰', status: false });
    expect(u.statusCode, u.body).toBe(200);
    expect(u.json().data).toMatchObject({ amount: 25, max_discount: 30_000, status: false, code: 'SUMMER10' });
    // Switching to fixed needs a minimum order (checked against the stored row) and drops the cap.
    const needMin = await a.patch(`${PATH}/${active.id}`, { type: 'fixed', amount: 20_000 });
    expect(needMin.statusCode).toBe(422);
    expect(needMin.json().error.fields.min_order_amount).toMatch(/حداقل مبلغ خرید الزامی/);
    const toFixed = await a.patch(`${PATH}/${active.id}`, { type: 'fixed', amount: 20_000, min_order_amount: 100_000 });
    expect(toFixed.json().data).toMatchObject({ type: 'fixed', amount: 20_000, max_discount: null });
    // An end before the stored start.
    const badEnd = await a.patch(`${PATH}/${active.id}`, { ends_at: iso(-5) });
    expect(badEnd.statusCode).toBe(422);
    expect(badEnd.json().error.fields.ends_at).toBe('زمان پایان باید بعد از زمان شروع باشد');
  });

  it('refuses invalid input with Persian field messages; duplicate code in another case → 409', async () => {
    const a = api(ctx);
    const r = await a.post(PATH, { code: 'a b', title: '', type: 'gift', amount: 0, starts_at: 'nope', usage_limit: 0, per_customer_limit: -1 });
    expect(r.statusCode).toBe(422);
    const f = r.json().error.fields;
    expect(f).toMatchObject({
      code: /حروف لاتین/,
      title: /الزامی/,
      type: /نوع تخفیف/,
      amount: /مقدار تخفیف/,
      starts_at: /زمان شروع/,
      ends_at: /الزامی/,
      usage_limit: /سقف کل استفاده/,
      per_customer_limit: /سقف استفاده‌ی هر مشتری/,
    });
    const pct = await a.post(PATH, body({ code: 'PCT', amount: 101, starts_at: iso(3), ends_at: iso(2) }));
    expect(pct.statusCode).toBe(422);
    expect(pct.json().error.fields).toEqual({ amount: 'تخفیف درصدی باید بین ۱ تا ۱۰۰ باشد', ends_at: 'زمان پایان باید بعد از زمان شروع باشد' });
    const fixed = await a.post(PATH, body({ code: 'FIX', type: 'fixed', amount: 5000, min_order_amount: '' }));
    expect(fixed.statusCode).toBe(422);
    expect(fixed.json().error.fields.min_order_amount).toBe('برای تخفیف با مبلغ ثابت، حداقل مبلغ خرید الزامی است');

    expect((await a.post(PATH, body({ code: 'DUP-CODE' }))).statusCode).toBe(201);
    const d = await a.post(PATH, body({ code: 'dup-code' }));
    expect(d.statusCode).toBe(409);
    expect(d.json().error.fields.code).toMatch(/کد تخفیف.*تکراری/);
  });

  it('deletes an unused coupon; refuses (409) while it has usages, which used_count reports', async () => {
    const a = api(ctx);
    const unused = (await a.post(PATH, body({ code: 'GONE' }))).json().data;
    expect((await a.del(`${PATH}/${unused.id}`)).statusCode).toBe(204);
    expect((await a.get(`${PATH}/${unused.id}`)).statusCode).toBe(404);

    const used = (await a.post(PATH, body({ code: 'USED' }))).json().data;
    const db = ctx.database.db;
    const [c] = await db.insert(customers).values({ mobile: '09121234567' }).returning();
    await db.insert(couponUsages).values([
      { couponId: used.id, customerId: c!.id, orderId: null },
      { couponId: used.id, customerId: c!.id, orderId: null },
    ]);
    expect((await a.get(`${PATH}/${used.id}`)).json().data.used_count).toBe(2);
    const r = await a.del(`${PATH}/${used.id}`);
    expect(r.statusCode).toBe(409);
    expect(r.json().error.message).toMatch(/۲ بار استفاده شده/);
    expect((await a.get(`${PATH}/${used.id}`)).statusCode).toBe(200);
  });

  it('keeps the use count of a coupon with its usages (the list reads it, counting nothing)', async () => {
    const a = api(ctx);
    const kept = (await a.post(PATH, body({ code: 'KEPT' }))).json().data;
    const db = ctx.database.db;
    const [c] = await db.insert(customers).values({ mobile: '09121234599' }).returning();
    await db.insert(couponUsages).values([1, 2, 3].map(() => ({ couponId: kept.id, customerId: c!.id, orderId: null })));
    await db.insert(couponUsages).values({ couponId: kept.id, customerId: c!.id, orderId: null });
    const stored = async () => (await db.select({ n: couponUseCounts.count }).from(couponUseCounts).where(eq(couponUseCounts.couponId, kept.id)))[0]!.n;
    expect(await stored()).toBe(4);
    const [first] = await db.select({ id: couponUsages.id }).from(couponUsages).where(eq(couponUsages.couponId, kept.id)).limit(1);
    await db.delete(couponUsages).where(eq(couponUsages.id, first!.id));
    expect(await stored()).toBe(3);
    const listed = (await a.get(`${PATH}?q=KEPT`)).json().data.find((x: { id: number }) => x.id === kept.id);
    expect(listed.used_count).toBe(3);
  });

  it('401 without a session, 403 without the permission', async () => {
    expect((await api(ctx, null).get(PATH)).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_coupon']);
    const ra = api(ctx, reader.token);
    expect((await ra.get(PATH)).statusCode).toBe(200);
    expect((await ra.post(PATH, body({ code: 'NOPE' }))).statusCode).toBe(403);
    expect((await ra.patch(`${PATH}/1`, { title: 'x' })).statusCode).toBe(403);
    expect((await ra.del(`${PATH}/1`)).statusCode).toBe(403);
    const other = await ctx.adminWith(['read_seller'], 'other');
    expect((await api(ctx, other.token).get(PATH)).statusCode).toBe(403);
  });
});
