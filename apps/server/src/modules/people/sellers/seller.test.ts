import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';

let ctx: TestContext;
const PATH = '/api/admin/sellers';

beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());

describe('sellers /api/admin/sellers', () => {
  it('creates with a checked national code and mobile; lists with search, filter and sort; updates; deletes', async () => {
    const a = api(ctx);
    const r = await a.post(PATH, { full_name: 'حسين كريمي', national_code: '۰۴۹۹۳۷۰۸۹۹', mobile: '۰۹۱۲۱۲۳۴۵۶۷', description: 'شعبه‌ی مرکزی' });
    expect(r.statusCode, r.body).toBe(201);
    const s = r.json().data;
    expect(s).toMatchObject({ full_name: 'حسين كريمي', national_code: '0499370899', mobile: '09121234567', status: true });
    const b = (await a.post(PATH, { full_name: 'آرش بهرامی', status: false })).json().data;
    expect(b).toMatchObject({ national_code: null, mobile: null, status: false });

    const ids = async (qs: string) => (await a.get(`${PATH}?${qs}`)).json().data.map((x: any) => x.id);
    expect(await ids(`q=${encodeURIComponent('حسین کریمی')}`)).toEqual([s.id]);
    expect(await ids('q=0499370899')).toEqual([s.id]);
    expect(await ids(`q=${encodeURIComponent('۰۹۱۲۱۲')}`)).toEqual([s.id]);
    expect(await ids('status=false')).toEqual([b.id]);
    expect(await ids('sort=full_name')).toEqual([b.id, s.id]);
    expect(await ids('sort=-full_name')).toEqual([s.id, b.id]);
    expect(await ids('')).toEqual([b.id, s.id]);

    const u = await a.patch(`${PATH}/${b.id}`, { status: true, mobile: '9351234567' });
    expect(u.json().data).toMatchObject({ status: true, mobile: '09351234567', full_name: 'آرش بهرامی' });
    expect((await a.get(`${PATH}/${b.id}`)).json().data.mobile).toBe('09351234567');
    expect((await a.del(`${PATH}/${b.id}`)).statusCode).toBe(204);
    expect((await a.get(`${PATH}/${b.id}`)).statusCode).toBe(404);
  });

  it('refuses a bad national code or mobile, a missing name; duplicate national code → 409', async () => {
    const a = api(ctx);
    const r = await a.post(PATH, { full_name: '', national_code: '0499370898', mobile: '12345' });
    expect(r.statusCode).toBe(422);
    expect(r.json().error.fields).toMatchObject({ full_name: /الزامی/, national_code: /^کد ملی معتبر نیست/, mobile: /موبایل/ });
    const d = await a.post(PATH, { full_name: 'تکراری', national_code: '0499370899' });
    expect(d.statusCode).toBe(409);
    expect(d.json().error.fields.national_code).toMatch(/کد ملی.*تکراری/);
  });

  it('401, 403 and 404 when the feature is off', async () => {
    expect((await api(ctx, null).get(PATH)).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_seller']);
    expect((await api(ctx, reader.token).get(PATH)).statusCode).toBe(200);
    expect((await api(ctx, reader.token).post(PATH, { full_name: 'نو' })).statusCode).toBe(403);
    expect((await api(ctx).put('/api/admin/settings/features', { feature_sellers: false })).statusCode).toBe(200);
    expect((await api(ctx).get(PATH)).statusCode).toBe(404);
    expect((await api(ctx, reader.token).get(PATH)).statusCode).toBe(404);
    const home = (await api(ctx).get('/api/admin/home')).json().data;
    expect(home.permissions).not.toContain('read_seller');
    expect((await api(ctx).put('/api/admin/settings/features', { feature_sellers: true })).statusCode).toBe(200);
  });
});
