import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';

let ctx: TestContext;
const PATH = '/api/admin/customer-roles';

beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());

describe('customer roles /api/admin/customer-roles', () => {
  it('creates, lists (search either spelling, Persian sort), gets, updates', async () => {
    const a = api(ctx);
    const r = await a.post(PATH, { name: 'همکار', description: 'فروش عمده', see_unpublished: true });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data).toMatchObject({ name: 'همکار', description: 'فروش عمده', see_unpublished: true, customers_count: 0 });
    const vip = (await a.post(PATH, { name: 'ويژه' })).json().data;
    expect(vip.see_unpublished).toBe(false);
    await a.post(PATH, { name: 'آزمایشی' });
    expect((await a.get(PATH)).json().data.map((x: any) => x.name)).toEqual(['آزمایشی', 'ويژه', 'همکار']); // Persian order: … ن و ه ی
    expect((await a.get(`${PATH}?sort=-name`)).json().data.map((x: any) => x.name)).toEqual(['همکار', 'ويژه', 'آزمایشی']);
    expect((await a.get(`${PATH}?q=${encodeURIComponent('ویژه')}`)).json().data.map((x: any) => x.id)).toEqual([vip.id]);
    const u = await a.patch(`${PATH}/${vip.id}`, { see_unpublished: true, description: '' });
    expect(u.json().data).toMatchObject({ name: 'ويژه', see_unpublished: true, description: null });
    expect((await a.get(`${PATH}/${vip.id}`)).json().data.see_unpublished).toBe(true);
  });

  it('duplicate name (either spelling) → 409; empty name → 422', async () => {
    const a = api(ctx);
    const d = await a.post(PATH, { name: 'ویژه' });
    expect(d.statusCode).toBe(409);
    expect(d.json().error.fields.name).toMatch(/تکراری/);
    expect((await a.post(PATH, { name: '' })).json().error.fields.name).toMatch(/نام نقش/);
  });

  it('delete refused while a customer has the role; allowed after', async () => {
    const a = api(ctx);
    const role = (await a.post(PATH, { name: 'عمده' })).json().data;
    const c = (await a.post('/api/admin/customers', { mobile: '09121234567', role_id: role.id })).json().data;
    expect((await a.get(`${PATH}/${role.id}`)).json().data.customers_count).toBe(1);
    const d = await a.del(`${PATH}/${role.id}`);
    expect(d.statusCode).toBe(409);
    expect(d.json().error.message).toMatch(/۱ مشتری/);
    expect((await a.patch(`/api/admin/customers/${c.id}`, { role_id: null })).statusCode).toBe(200);
    expect((await a.del(`${PATH}/${role.id}`)).statusCode).toBe(204);
    expect((await a.get(`${PATH}/${role.id}`)).statusCode).toBe(404);
  });

  it('401, 403 and 404 when the feature is off', async () => {
    expect((await api(ctx, null).get(PATH)).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_customer']);
    expect((await api(ctx, reader.token).get(PATH)).statusCode).toBe(200);
    expect((await api(ctx, reader.token).post(PATH, { name: 'نو' })).statusCode).toBe(403);
    const nobody = await ctx.adminWith(['read_product']);
    expect((await api(ctx, nobody.token).get(PATH)).statusCode).toBe(403);
    expect((await api(ctx).put('/api/admin/settings/features', { feature_customer_roles: false })).statusCode).toBe(200);
    expect((await api(ctx).get(PATH)).statusCode).toBe(404);
    expect((await api(ctx).post(PATH, { name: 'نو' })).statusCode).toBe(404);
    // Customers stay available.
    expect((await api(ctx).get('/api/admin/customers')).statusCode).toBe(200);
    expect((await api(ctx).put('/api/admin/settings/features', { feature_customer_roles: true })).statusCode).toBe(200);
    expect((await api(ctx).get(PATH)).statusCode).toBe(200);
  });
});
