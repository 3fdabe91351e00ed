import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingMessage } from '@pishkhan/common/i18n/fa/shipping-labels';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { earliestDelivery, quoteShipping } from './shipping-method.service';

let ctx: TestContext;
const PATH = '/api/admin/shipping-methods';

beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());

const enc = encodeURIComponent;
const names = (res: { json: () => any }) => res.json().data.map((m: any) => m.name);

async function province(name: string): Promise<number> {
  const all = (await api(ctx).get('/api/admin/provinces?per_page=100')).json().data as { id: number; name: string }[];
  return all.find((p) => p.name === name)!.id;
}
async function city(provinceId: number, name: string): Promise<number> {
  const all = (await api(ctx).get(`/api/admin/cities?province_id=${provinceId}&per_page=100&q=${enc(name)}`)).json().data as { id: number; name: string }[];
  return all.find((c) => c.name === name)!.id;
}
async function uploadLogo(): Promise<number> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#cc3300' } }).png().toBuffer();
  const fd = new FormData();
  fd.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
  const res = new Response(fd);
  const r = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { 'content-type': res.headers.get('content-type')!, authorization: `Bearer ${ctx.token}` },
    payload: Buffer.from(await res.arrayBuffer()),
  });
  expect(r.statusCode).toBe(201);
  return r.json().data.id;
}

describe('shipping methods /api/admin/shipping-methods', () => {
  let post: number; // «پست پیشتاز»
  let tehran: number;
  let tehranCity: number;
  let rey: number;
  let isfahan: number;
  let isfahanCity: number;
  let kashan: number;
  let qom: number;
  let qomCity: number;

  beforeAll(async () => {
    tehran = await province('تهران');
    tehranCity = await city(tehran, 'تهران');
    rey = await city(tehran, 'ری');
    isfahan = await province('اصفهان');
    isfahanCity = await city(isfahan, 'اصفهان');
    kashan = await city(isfahan, 'کاشان');
    qom = await province('قم');
    qomCity = await city(qom, 'قم');
  });

  it('creates a method from Persian digits and commas, with a logo, areas and defaults; audited', async () => {
    const a = api(ctx);
    const logo = await uploadLogo();
    const r = await a.post(PATH, {
      name: 'پست پیشتاز',
      description: 'ارسال با پست جمهوری اسلامی',
      logo_id: logo,
      default_price: '۴۵٬۰۰۰',
      free_threshold: '2,000,000',
      minimum_delay: '۲',
      first_packet_size: '۳',
      packet_size: 2,
      more_packet_price: '۱۰,۰۰۰',
      provinces: [{ id: tehran, price: '۳۰,۰۰۰' }, { id: isfahan }],
      cities: [{ id: rey, price: '۲۵۰۰۰' }],
    });
    expect(r.statusCode, r.body).toBe(201);
    const m = r.json().data;
    expect(m).toMatchObject({
      name: 'پست پیشتاز',
      description: 'ارسال با پست جمهوری اسلامی',
      logo_id: logo,
      logo: { id: logo, url: expect.stringMatching(/^\/uploads\/.+\.webp$/) },
      status: true,
      is_free: false,
      default_price: 45000,
      free_threshold: 2_000_000,
      minimum_delay: 2,
      first_packet_size: 3,
      packet_size: 2,
      more_packet_price: 10000,
      provinces_count: 2,
      cities_count: 1,
      customer_roles: [],
      position: 0,
    });
    post = m.id;
    const areas = (await a.get(`${PATH}/${post}/areas`)).json().data;
    const teh = areas.provinces.find((p: any) => p.id === tehran);
    expect(teh).toMatchObject({ name: 'تهران', attached: true, price: 30000 });
    expect(teh.cities.find((c: any) => c.id === rey)).toMatchObject({ name: 'ری', attached: true, price: 25000 });
    expect(areas.provinces.find((p: any) => p.id === isfahan)).toMatchObject({ attached: true, price: null });
    const logs = (await a.get(`/api/admin/audit-logs?entity=shipping_method&entity_id=${post}`)).json().data;
    expect(logs.map((l: any) => l.action).sort()).toEqual(['create', 'update']);
    const areaLog = logs.find((l: any) => l.action === 'update');
    expect(areaLog.changes.provinces[1]).toEqual(expect.arrayContaining([[tehran, 30000], [isfahan, null]]));
  });

  it('lists in position order, searches either spelling, sorts, filters, and gets one', async () => {
    const a = api(ctx);
    const tipax = (await a.post(PATH, { name: 'تیپاکس', default_price: null, minimum_delay: 1, is_free: false })).json().data;
    const bike = (await a.post(PATH, { name: 'پیک موتوری', default_price: 80000, status: false, description: 'فقط تهران' })).json().data;
    expect(tipax.position).toBe(1);
    expect(bike.position).toBe(2);
    expect(names(await a.get(PATH))).toEqual(['پست پیشتاز', 'تیپاکس', 'پیک موتوری']);
    expect(names(await a.get(`${PATH}?sort=name`))).toEqual(['پست پیشتاز', 'پیک موتوری', 'تیپاکس']);
    expect(names(await a.get(`${PATH}?sort=-default_price`))).toEqual(['پیک موتوری', 'پست پیشتاز', 'تیپاکس']);
    // Arabic ي and ك find Persian ی and ک; the description is searched too.
    expect(names(await a.get(`${PATH}?q=${enc('تيپاكس')}`))).toEqual(['تیپاکس']);
    expect(names(await a.get(`${PATH}?q=${enc('فقط تهران')}`))).toEqual(['پیک موتوری']);
    expect(names(await a.get(`${PATH}?status=false`))).toEqual(['پیک موتوری']);
    const res = await a.get(`${PATH}?per_page=2`);
    expect(res.json().meta).toMatchObject({ total: 3, last_page: 2, per_page: 2 });
    expect((await a.get(`${PATH}/${tipax.id}`)).json().data).toMatchObject({ name: 'تیپاکس', default_price: null, free_threshold: null, minimum_delay: 1 });
    expect((await a.get(`${PATH}/999999`)).statusCode).toBe(404);
    expect((await a.get(`${PATH}/abc`)).statusCode).toBe(404);
  });

  it('refuses bad input with Persian messages under each field', async () => {
    const a = api(ctx);
    const bad = await a.post(PATH, {
      name: '',
      default_price: -5,
      more_packet_price: 'ده',
      packet_size: 0,
      minimum_delay: -1,
      description: 'x'.repeat(192),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({
      name: 'نام روش ارسال الزامی است',
      default_price: expect.stringMatching(/هزینه‌ی پیش‌فرض ارسال/),
      more_packet_price: expect.stringMatching(/هزینه‌ی هر بسته‌ی اضافه/),
      packet_size: expect.stringMatching(/تعداد کالای هر بسته‌ی بعدی/),
      minimum_delay: expect.stringMatching(/کمترین زمان تحویل/),
      description: expect.stringMatching(/توضیحات/),
    });
    // A negative price of a province or city, and duplicates, are reported at their row.
    const rows = await a.post(PATH, { name: 'نو', provinces: [{ id: tehran, price: -1 }, { id: tehran }], cities: [{ id: rey }, { id: rey }] });
    expect(rows.statusCode).toBe(422);
    expect(rows.json().error.fields).toMatchObject({
      'provinces.0.price': expect.stringMatching(/هزینه‌ی ارسال استان/),
      'provinces.1.id': shippingMessage('province_duplicate'),
      'cities.1.id': shippingMessage('city_duplicate'),
    });
    // Unknown province, city and role; a city whose province is not attached.
    const unknown = await a.post(PATH, {
      name: 'نو',
      provinces: [{ id: tehran }, { id: 987654 }],
      cities: [{ id: 987654 }, { id: kashan, price: 1000 }],
      customer_roles: [{ id: 987654, amount: 1000 }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toEqual({
      'provinces.1.id': 'این استان وجود ندارد',
      'cities.0.id': 'این شهر وجود ندارد',
      'cities.1.id': shippingMessage('city_province_not_attached', { province: 'اصفهان', city: 'کاشان' }),
    });
    const role = await a.post(PATH, { name: 'نو', customer_roles: [{ id: 987654, amount: '۱۰۰۰' }] });
    expect(role.json().error.fields).toEqual({ 'customer_roles.0.id': 'این نقش مشتری وجود ندارد' });
    expect((await a.post(PATH, { name: 'نو', logo_id: 987654 })).json().error.fields.logo_id).toMatch(/لوگو/);
    // Duplicate name, either spelling → 409 on the field.
    const dup = await a.post(PATH, { name: 'تيپاكس' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toEqual({ name: 'نام روش ارسال تکراری است' });
    expect((await a.get(PATH)).json().meta.total).toBe(3);
  });

  it('updates fields, role prices (feature on) and cities against the provinces already attached', async () => {
    const a = api(ctx);
    const vip = (await a.post('/api/admin/customer-roles', { name: 'مشتری ویژه' })).json().data;
    const upd = await a.patch(`${PATH}/${post}`, { default_price: '۵۰,۰۰۰', is_free: false, customer_roles: [{ id: vip.id, amount: '۱۵٬۰۰۰' }] });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().data).toMatchObject({ default_price: 50000, customer_roles: [{ id: vip.id, name: 'مشتری ویژه', amount: 15000 }] });
    // Cities alone: checked against Tehran and Isfahan, attached on create.
    const cities = await a.patch(`${PATH}/${post}`, { cities: [{ id: rey, price: 20000 }, { id: isfahanCity }] });
    expect(cities.statusCode, cities.body).toBe(200);
    expect(cities.json().data.cities_count).toBe(2);
    const notAttached = await a.patch(`${PATH}/${post}`, { cities: [{ id: qomCity }] });
    expect(notAttached.statusCode).toBe(422);
    expect(notAttached.json().error.fields['cities.0.id']).toBe(shippingMessage('city_province_not_attached', { province: 'قم', city: 'قم' }));
    // Role prices refused while the feature is off (an empty list is fine).
    await a.put('/api/admin/settings/features', { feature_customer_roles: false });
    const off = await a.patch(`${PATH}/${post}`, { customer_roles: [{ id: vip.id, amount: 1 }] });
    expect(off.json().error.fields).toEqual({ customer_roles: 'نقش‌های مشتری غیرفعال است' });
    expect((await a.get(`${PATH}/options`)).json().data).toEqual({ customer_roles: null });
    await a.put('/api/admin/settings/features', { feature_customer_roles: true });
    expect((await a.get(`${PATH}/options`)).json().data.customer_roles).toEqual([{ id: vip.id, name: 'مشتری ویژه' }]);
    expect((await a.get(`${PATH}/${post}`)).json().data.default_price).toBe(50000);
    const clear = await a.patch(`${PATH}/${post}`, { default_price: null, free_threshold: '' });
    expect(clear.json().data).toMatchObject({ default_price: null, free_threshold: null });
    await a.patch(`${PATH}/${post}`, { default_price: 50000, free_threshold: 2_000_000 });
  });

  it('reads and replaces the areas in one request (PUT /:id/areas)', async () => {
    const a = api(ctx);
    const tree = (await a.get(`${PATH}/${post}/areas`)).json().data;
    expect(tree.method).toMatchObject({ id: post, name: 'پست پیشتاز', default_price: 50000 });
    expect(tree.provinces).toHaveLength(31);
    expect(tree.provinces[0].name).toBe('آذربایجان شرقی'); // Persian order
    expect(tree.provinces.reduce((n: number, p: any) => n + p.cities.length, 0)).toBeGreaterThan(1000);

    const bad = await a.put(`${PATH}/${post}/areas`, { provinces: [{ id: tehran }], cities: [{ id: kashan }] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ 'cities.0.id': shippingMessage('city_province_not_attached', { province: 'اصفهان', city: 'کاشان' }) });

    const put = await a.put(`${PATH}/${post}/areas`, {
      provinces: [{ id: tehran, price: '۳۵,۰۰۰' }, { id: qom, price: null }],
      cities: [{ id: tehranCity, price: '۲۰,۰۰۰' }, { id: rey, price: null }],
    });
    expect(put.statusCode, put.body).toBe(200);
    const t = put.json().data.provinces.find((p: any) => p.id === tehran);
    expect(t).toMatchObject({ attached: true, price: 35000 });
    expect(t.cities.filter((c: any) => c.attached).map((c: any) => [c.id, c.price])).toEqual(
      expect.arrayContaining([
        [tehranCity, 20000],
        [rey, null],
      ]),
    );
    expect(put.json().data.provinces.find((p: any) => p.id === isfahan).attached).toBe(false);
    expect((await a.get(`${PATH}/${post}`)).json().data).toMatchObject({ provinces_count: 2, cities_count: 2 });
    // Removing a province through the main body takes its cities with it.
    const slim = await a.patch(`${PATH}/${post}`, { provinces: [{ id: qom }] });
    expect(slim.json().data).toMatchObject({ provinces_count: 1, cities_count: 0 });
    await a.put(`${PATH}/${post}/areas`, {
      provinces: [{ id: tehran, price: 35000 }, { id: isfahan }],
      cities: [{ id: tehranCity, price: 20000 }, { id: rey }, { id: isfahanCity, price: 40000 }],
    });
    expect((await a.put(`${PATH}/999999/areas`, { provinces: [], cities: [] })).statusCode).toBe(404);
  });

  it('a city used by a method is not deletable (409)', async () => {
    const res = await api(ctx).del(`/api/admin/cities/${rey}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/۱ روش ارسال/);
  });

  it('quotes every active method: area, packets, free threshold, role price, not served, delivery date', async () => {
    const a = api(ctx);
    const vip = (await a.get(`${PATH}/${post}`)).json().data.customer_roles[0].id;
    const cart = { province_id: tehran, city_id: tehranCity, amount: '۵۰۰٬۰۰۰', quantity: 1 };
    const r = await a.post(`${PATH}/quote`, cart);
    expect(r.statusCode, r.body).toBe(200);
    const byName = (res: any) => Object.fromEntries(res.json().data.map((q: any) => [q.name, q]));
    const q = byName(r);
    // «پیک موتوری» is inactive: not quoted.
    expect(Object.keys(q)).toEqual(['پست پیشتاز', 'تیپاکس']);
    expect(q['پست پیشتاز']).toMatchObject({ available: true, cost: 20000, rule: 'area', reason: null, minimum_delay: 2, earliest_delivery: earliestDelivery(new Date(), 2) });
    expect(q['تیپاکس']).toMatchObject({ available: true, cost: 0, rule: 'area' }); // no areas: ships everywhere; null price = free
    expect(q['پست پیشتاز'].earliest_delivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Tehran lists its cities: another Tehran city is not served. Packets: 3 in the first, then 2 per packet.
    const shahriar = await city(tehran, 'شهریار');
    expect(byName(await a.post(`${PATH}/quote`, { ...cart, city_id: shahriar }))['پست پیشتاز']).toMatchObject({ available: false, reason: 'not_served', cost: null });
    expect(byName(await a.post(`${PATH}/quote`, { ...cart, quantity: 6 }))['پست پیشتاز']).toMatchObject({ cost: 20000 + 2 * 10000 });
    // Isfahan city has its own price; Qom is not attached.
    expect(byName(await a.post(`${PATH}/quote`, { ...cart, province_id: isfahan, city_id: isfahanCity }))['پست پیشتاز'].cost).toBe(40000);
    expect(byName(await a.post(`${PATH}/quote`, { ...cart, province_id: qom, city_id: qomCity }))['پست پیشتاز']).toMatchObject({ available: false });
    // Free above the threshold; the role price for a customer of the role.
    expect(byName(await a.post(`${PATH}/quote`, { ...cart, amount: 2_000_000 }))['پست پیشتاز']).toMatchObject({ cost: 0, rule: 'free_threshold' });
    const customer = (await a.post('/api/admin/customers', { mobile: '09121112233', role_id: vip })).json().data;
    expect(byName(await a.post(`${PATH}/quote`, { ...cart, customer_id: customer.id }))['پست پیشتاز']).toMatchObject({ cost: 15000, rule: 'role' });
    expect(byName(await a.post(`${PATH}/quote`, { ...cart, role_id: vip }))['پست پیشتاز']).toMatchObject({ cost: 15000, rule: 'role' });
    // The same service function orders call.
    const [only] = await quoteShipping(ctx.database.db, { province_id: tehran, city_id: rey, amount: 1, quantity: 1 }, { methodIds: [post] });
    expect(only).toMatchObject({ id: post, available: true, cost: 35000 });
    // Bad carts
    const bad = await a.post(`${PATH}/quote`, { province_id: qom, city_id: tehranCity, amount: -1, quantity: 0 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['amount', 'quantity']);
    const wrongCity = await a.post(`${PATH}/quote`, { ...cart, province_id: qom, customer_id: 987654 });
    expect(wrongCity.json().error.fields).toEqual({ city_id: 'این شهر در استان انتخاب‌شده نیست', customer_id: 'مشتری انتخاب‌شده وجود ندارد' });
  });

  it('saves a dragged order with PUT /order', async () => {
    const a = api(ctx);
    const ids = (await a.get(PATH)).json().data.map((m: any) => m.id);
    const reversed = [...ids].reverse();
    const r = await a.put(`${PATH}/order`, { ids: reversed });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.changed).toBeGreaterThan(0);
    expect((await a.get(PATH)).json().data.map((m: any) => m.id)).toEqual(reversed);
    expect((await a.put(`${PATH}/order`, { ids: [ids[0], ids[0]] })).json().error.fields.ids).toBe(shippingMessage('order_duplicate'));
    expect((await a.put(`${PATH}/order`, { ids: [987654] })).json().error.fields.ids).toBe(shippingMessage('order_unknown'));
    const logs = (await a.get('/api/admin/audit-logs?entity=shipping_method&action=sort')).json().data;
    expect(logs).toHaveLength(1);
  });

  it('deletes a method with its areas and role prices, audited', async () => {
    const a = api(ctx);
    const tmp = (await a.post(PATH, { name: 'موقت', provinces: [{ id: tehran }], cities: [{ id: rey }] })).json().data;
    expect((await a.del(`${PATH}/${tmp.id}`)).statusCode).toBe(204);
    expect((await a.get(`${PATH}/${tmp.id}`)).statusCode).toBe(404);
    const logs = (await a.get(`/api/admin/audit-logs?entity=shipping_method&entity_id=${tmp.id}`)).json().data;
    expect(logs[0].action).toBe('delete');
    const left = await ctx.database.pool.query('select count(*)::int as n from shipping_method_cities where shipping_method_id = $1', [tmp.id]);
    expect(left.rows[0].n).toBe(0);
  });

  it('401 without a session; 403 without read_shipping / update_shipping', async () => {
    expect((await api(ctx, null).get(PATH)).statusCode).toBe(401);
    expect((await api(ctx, null).post(`${PATH}/quote`, {})).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_shipping']);
    const r = api(ctx, reader.token);
    expect((await r.get(PATH)).statusCode).toBe(200);
    expect((await r.get(`${PATH}/${post}/areas`)).statusCode).toBe(200);
    expect((await r.post(`${PATH}/quote`, { province_id: tehran, city_id: tehranCity, amount: 1, quantity: 1 })).statusCode).toBe(200);
    expect((await r.post(PATH, { name: 'ممنوع' })).statusCode).toBe(403);
    expect((await r.put(`${PATH}/${post}/areas`, { provinces: [], cities: [] })).statusCode).toBe(403);
    expect((await r.put(`${PATH}/order`, { ids: [post] })).statusCode).toBe(403);
    expect((await r.del(`${PATH}/${post}`)).statusCode).toBe(403);
    const other = api(ctx, (await ctx.adminWith(['read_area'])).token);
    expect((await other.get(PATH)).statusCode).toBe(403);
    expect((await other.post(`${PATH}/quote`, {})).statusCode).toBe(403);
  });
});
