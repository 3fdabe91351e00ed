import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { cities } from '../../shipping/cities/city.table';
import { provinces } from '../../shipping/provinces/province.table';
import { addresses } from './address.table';

let ctx: TestContext;
let customerId: number;
let otherCustomerId: number;
const F: Record<string, number> = {};

beforeAll(async () => {
  ctx = await setupApp();
  const db = ctx.database.db;
  const [tehran] = await db.insert(provinces).values({ name: 'تهران آزمون' }).returning();
  const [fars] = await db.insert(provinces).values({ name: 'فارس آزمون' }).returning();
  const [city] = await db.insert(cities).values({ provinceId: tehran!.id, name: 'شهرری آزمون' }).returning();
  const [shiraz] = await db.insert(cities).values({ provinceId: fars!.id, name: 'شیراز آزمون' }).returning();
  Object.assign(F, { tehran: tehran!.id, fars: fars!.id, city: city!.id, shiraz: shiraz!.id });
  customerId = (await api(ctx).post('/api/admin/customers', { mobile: '09121234567', first_name: 'علی', last_name: 'رضایی' })).json().data.id;
  otherCustomerId = (await api(ctx).post('/api/admin/customers', { mobile: '09121234568' })).json().data.id;
});
afterAll(() => ctx.close());

const path = (id = customerId) => `/api/admin/customers/${id}/addresses`;
const body = () => ({
  province_id: F.tehran,
  city_id: F.city,
  address: 'خیابان آزادی، کوچه‌ی ۱۲، پلاک ۳',
  postal_code: '۱۲۳۴۵-۶۷۸۹۰',
  first_name: 'مریم',
  last_name: 'کاظمی',
  mobile: '۰۹۱۳۱۲۳۴۵۶۷',
  telephone: '021-12345678',
  latitude: '35.6892',
  longitude: 51.389,
});

describe('customer addresses', () => {
  it('creates, lists (also in the customer detail), updates and deletes', async () => {
    const a = api(ctx);
    const r = await a.post(path(), body());
    expect(r.statusCode, r.body).toBe(201);
    const addr = r.json().data;
    expect(addr).toMatchObject({
      customer_id: customerId,
      province: { id: F.tehran, name: 'تهران آزمون' },
      city: { id: F.city, name: 'شهرری آزمون' },
      postal_code: '1234567890',
      mobile: '09131234567',
      telephone: '02112345678',
      full_name: 'مریم کاظمی',
      latitude: 35.6892,
      longitude: 51.389,
    });
    expect((await a.get(path())).json().data.map((x: any) => x.id)).toEqual([addr.id]);
    expect((await a.get(`/api/admin/customers/${customerId}`)).json().data.addresses.map((x: any) => x.id)).toEqual([addr.id]);

    const u = await a.patch(`${path()}/${addr.id}`, { province_id: F.fars, city_id: F.shiraz, telephone: '' });
    expect(u.statusCode, u.body).toBe(200);
    expect(u.json().data).toMatchObject({ province_id: F.fars, city: { name: 'شیراز آزمون' }, telephone: null, address: body().address });

    expect((await a.del(`${path()}/${addr.id}`)).statusCode).toBe(204);
    expect((await a.get(path())).json().data).toEqual([]);
    expect((await a.del(`${path()}/${addr.id}`)).statusCode).toBe(404);
  });

  it('refuses a city of another province, an unknown province, bad postal code, mobile and coordinates', async () => {
    const a = api(ctx);
    const wrongCity = await a.post(path(), { ...body(), city_id: F.shiraz });
    expect(wrongCity.statusCode).toBe(422);
    expect(wrongCity.json().error.fields.city_id).toMatch(/استان/);
    expect((await a.post(path(), { ...body(), province_id: 999999 })).json().error.fields.province_id).toMatch(/استان/);
    const bad = await a.post(path(), { ...body(), postal_code: '123', mobile: '123', latitude: 95, longitude: -200, address: 'x'.repeat(501) });
    expect(bad.statusCode).toBe(422);
    const f = bad.json().error.fields;
    expect(f.postal_code).toMatch(/کد پستی.*۱۰ رقم/);
    expect(f.mobile).toMatch(/موبایل/);
    expect(f.latitude).toMatch(/عرض جغرافیایی/);
    expect(f.longitude).toMatch(/طول جغرافیایی/);
    expect(f.address).toMatch(/۵۰۰/);
    // Required postal code follows the setting.
    const noPostal = await a.post(path(), { ...body(), postal_code: '' });
    expect(noPostal.json().error.fields.postal_code).toMatch(/الزامی/);
    expect((await a.put('/api/admin/settings/order', { postal_code_required: false })).statusCode).toBe(200);
    expect((await a.post(path(), { ...body(), postal_code: '' })).statusCode).toBe(201);
    expect((await a.put('/api/admin/settings/order', { postal_code_required: true })).statusCode).toBe(200);
    // A PATCH that moves the city out of the stored province is refused too.
    const id = (await a.get(path())).json().data[0].id;
    expect((await a.patch(`${path()}/${id}`, { city_id: F.shiraz })).json().error.fields.city_id).toBeTruthy();
  });

  it("another customer's address is 404; an unknown customer is 404", async () => {
    const a = api(ctx);
    const id = (await a.get(path())).json().data[0].id;
    expect((await a.patch(`${path(otherCustomerId)}/${id}`, { address: 'نشانی دیگر' })).statusCode).toBe(404);
    expect((await a.del(`${path(otherCustomerId)}/${id}`)).statusCode).toBe(404);
    expect((await a.get(path(999999))).statusCode).toBe(404);
    expect((await a.post(path(999999), body())).statusCode).toBe(404);
  });

  it('deleting the customer removes its addresses; a city in use by an address cannot be deleted', async () => {
    const a = api(ctx);
    const cd = await a.del(`/api/admin/cities/${F.city}`);
    expect(cd.statusCode, cd.body).toBe(409);
    expect((await a.del(`/api/admin/customers/${customerId}`)).statusCode).toBe(204);
    expect(await ctx.database.db.select().from(addresses).where(eq(addresses.customerId, customerId))).toEqual([]);
  });

  it('address-options: provinces, and the cities of one province, for whoever edits customers', async () => {
    const editor = await ctx.adminWith(['update_customer']);
    const r = await api(ctx, editor.token).get(`/api/admin/customers/address-options?province_id=${F.fars}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.provinces.map((p: any) => p.name)).toEqual(expect.arrayContaining(['تهران آزمون', 'فارس آزمون']));
    expect(r.json().data.cities).toEqual([{ id: F.shiraz, name: 'شیراز آزمون' }]);
    expect((await api(ctx, editor.token).get('/api/admin/customers/address-options')).json().data).not.toHaveProperty('cities');
    expect((await api(ctx, editor.token).get('/api/admin/provinces')).statusCode).toBe(403);
  });

  it('reading needs read_customer, changing needs update_customer', async () => {
    const reader = await ctx.adminWith(['read_customer']);
    const r = api(ctx, reader.token);
    expect((await r.get(path(otherCustomerId))).statusCode).toBe(200);
    expect((await r.post(path(otherCustomerId), body())).statusCode).toBe(403);
    expect((await r.del(`${path(otherCustomerId)}/1`)).statusCode).toBe(403);
    expect((await api(ctx, null).get(path(otherCustomerId))).statusCode).toBe(401);
  });
});
