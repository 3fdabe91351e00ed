import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { productCategories, products } from '../products/product.table';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());

const a = () => api(ctx);
const create = async (body: Record<string, unknown>) => {
  const r = await a().post('/api/admin/categories', body);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data;
};
const tree = async () => (await a().get('/api/admin/categories/tree')).json().data;
const ids = (t: any[]): any[] => t.map((n) => ({ id: n.id, children: ids(n.children) }));
const reset = async () => {
  // flatten everything to the top level, then delete leaves first
  const all = (await a().get('/api/admin/categories?per_page=100')).json().data;
  await a().put('/api/admin/categories/tree', all.map((c: any) => ({ id: c.id, children: [] })));
  for (const c of all) await a().del(`/api/admin/categories/${c.id}`);
};

describe('categories /api/admin/categories', () => {
  it('creates with a generated Persian slug and pivots, lists, searches, sorts, gets, updates and deletes', async () => {
    const attr = (await a().post('/api/admin/attributes', { name: 'size', label: 'سایز', type: 'select', values: ['S', 'M'] })).json().data;
    const spec = (await a().post('/api/admin/specifications', { name: 'weight', label: 'وزن', type: 'text' })).json().data;
    const brand = (await a().post('/api/admin/brands', { name: 'سامسونگ' })).json().data;
    const phones = await create({ title: 'گوشی موبایل', description: 'همه‌ی گوشی‌ها', attribute_ids: [attr.id], specification_ids: [spec.id], brand_ids: [brand.id], featured: true, meta_title: 'خرید گوشی' });
    expect(phones).toMatchObject({ title: 'گوشی موبایل', slug: 'گوشی-موبایل', depth: 1, position: 0, parent_id: null, status: true, featured: true, attribute_ids: [attr.id], specification_ids: [spec.id], brand_ids: [brand.id] });
    const android = await create({ title: 'اندرويد', parent_id: String(phones.id), slug: 'Android Phones' });
    expect(android).toMatchObject({ slug: 'android-phones', depth: 2, position: 0, parent: { id: phones.id, title: 'گوشی موبایل' } });
    const ios = await create({ title: 'آیفون', parent_id: phones.id });
    expect(ios.position).toBe(1);
    await create({ title: 'لپ تاپ', status: false });

    const list = await a().get('/api/admin/categories?sort=title&per_page=2');
    expect(list.json().meta).toMatchObject({ total: 4, last_page: 2 });
    expect(list.json().data.map((c: any) => c.title)).toEqual(['آیفون', 'اندرويد']);
    // ی typed, ي stored
    expect((await a().get(`/api/admin/categories?q=${encodeURIComponent('اندروید')}`)).json().data.map((c: any) => c.id)).toEqual([android.id]);
    expect((await a().get('/api/admin/categories?status=false')).json().meta.total).toBe(1);
    expect((await a().get(`/api/admin/categories?parent_id=${phones.id}`)).json().meta.total).toBe(2);
    expect((await a().get(`/api/admin/categories/${phones.id}`)).json().data).toMatchObject({ children_count: 2, products_count: 0 });

    const upd = await a().patch(`/api/admin/categories/${phones.id}`, { title: 'موبایل', brand_ids: [], status: 'false' });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data).toMatchObject({ title: 'موبایل', slug: 'گوشی-موبایل', brand_ids: [], attribute_ids: [attr.id], status: false });
    const pivotOnly = await a().patch(`/api/admin/categories/${phones.id}`, { brand_ids: [brand.id] });
    expect(pivotOnly.json().data.brand_ids).toEqual([brand.id]);
    const logs = (await a().get(`/api/admin/audit-logs?entity=category&entity_id=${phones.id}`)).json().data;
    expect(logs.some((l: any) => l.changes.brand_ids)).toBe(true);

    const dup = await a().post('/api/admin/categories', { title: 'دیگر', slug: 'android-phones' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.slug).toMatch(/تکراری/);

    expect((await a().del(`/api/admin/categories/${phones.id}`)).json().error.message).toMatch(/۲ زیرشاخه/);
    expect((await a().del(`/api/admin/categories/${ios.id}`)).statusCode).toBe(204);
    expect((await a().get(`/api/admin/categories/${ios.id}`)).statusCode).toBe(404);
    await reset();
  });

  it('refuses bad input with Persian field messages and never answers 500', async () => {
    const bad = await a().post('/api/admin/categories', { title: '', parent_id: 'x', attribute_ids: [1, 'y'], image_id: 99999, extra: 1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({ title: expect.stringMatching(/الزامی/), parent_id: expect.stringMatching(/والد/), 'attribute_ids.1': expect.any(String), extra: expect.any(String) });
    expect((await a().post('/api/admin/categories', { title: 'بی‌والد', parent_id: 99999 })).json().error.fields.parent_id).toMatch(/والد یافت نشد/);
    expect((await a().post('/api/admin/categories', { title: 'عکس', image_id: 99999 })).json().error.fields.image_id).toMatch(/تصویر/);
    expect((await a().post('/api/admin/categories', { title: 'ویژگی', attribute_ids: [99999] })).json().error.fields.attribute_ids).toMatch(/ویژگی/);
    expect((await a().post('/api/admin/categories', { title: '***' })).json().error.fields.slug).toMatch(/نامک/);
    expect((await a().get('/api/admin/categories?per_page=1')).json().meta.total).toBe(0);
  });

  it('refuses delete while products use the category', async () => {
    const c = await create({ title: 'کفش' });
    const [p] = await ctx.database.db.insert(products).values({ title: 'کفش ورزشی', slug: 'shoe-1' }).returning();
    await ctx.database.db.insert(productCategories).values({ productId: p!.id, categoryId: c.id });
    const del = await a().del(`/api/admin/categories/${c.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toMatch(/۱ محصول/);
    await ctx.database.db.delete(products);
    expect((await a().del(`/api/admin/categories/${c.id}`)).statusCode).toBe(204);
  });

  it('bulk-deletes a parent with its children in one request (deepest first); refuses the parent alone', async () => {
    const top = await create({ title: 'ورزش' });
    const mid = await create({ title: 'دویدن', parent_id: top.id });
    const leaf = await create({ title: 'کفش دو', parent_id: mid.id });
    const alone = await a().post('/api/admin/categories/bulk-delete', { ids: [top.id] });
    expect(alone.statusCode).toBe(409);
    const r = await a().post('/api/admin/categories/bulk-delete', { ids: [top.id, leaf.id, mid.id] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.deleted).toBe(3);
    expect((await a().get(`/api/admin/categories/${mid.id}`)).statusCode).toBe(404);
  });

  it('saves the whole order in one request and refuses depth 11, cycles, duplicates and missing categories', async () => {
    const [x, y, z] = [await create({ title: 'ایکس' }), await create({ title: 'ایگرگ' }), await create({ title: 'زد' })];
    const sorts = async () => (await a().get('/api/admin/audit-logs?entity=category&action=sort')).json().data;
    const sortsBefore = (await sorts()).length;
    const order = [{ id: z.id, children: [{ id: x.id, children: [{ id: y.id, children: [] }] }] }];
    const r = await a().put('/api/admin/categories/tree', order);
    expect(r.statusCode, r.body).toBe(200);
    expect(ids(await tree())).toEqual(order);
    expect((await a().get(`/api/admin/categories/${y.id}`)).json().data).toMatchObject({ parent_id: x.id, depth: 3, position: 0 });
    const audit = await sorts();
    expect(audit.length).toBe(sortsBefore + 1);
    expect(audit[0].changes.tree[1][y.id]).toEqual({ parent_id: x.id, position: 0 });
    expect((await tree())[0]).toMatchObject({ id: z.id, title: 'زد', status: true });

    // a cycle: x inside its own subtree
    const cyc = await a().put('/api/admin/categories/tree', [{ id: x.id, children: [{ id: y.id, children: [{ id: x.id, children: [] }] }] }, { id: z.id, children: [] }]);
    expect(cyc.statusCode).toBe(422);
    expect(cyc.json().error.fields['0.children.0.children.0.id']).toMatch(/زیرشاخه‌ی خودش/);
    const twice = await a().put('/api/admin/categories/tree', [{ id: x.id }, { id: y.id }, { id: z.id }, { id: y.id }]);
    expect(twice.json().error.fields['3.id']).toMatch(/بیش از یک بار/);
    const missing = await a().put('/api/admin/categories/tree', [{ id: x.id }, { id: y.id }]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields._).toMatch(/زد/);
    expect((await a().put('/api/admin/categories/tree', [{ id: x.id }, { id: y.id }, { id: z.id }, { id: 99999 }])).statusCode).toBe(422);
    expect((await a().put('/api/admin/categories/tree', { ids: 'x' })).statusCode).toBe(422);
    expect((await a().put('/api/admin/categories/tree', [{ id: 'abc' }])).statusCode).toBe(422);
    expect(ids(await tree())).toEqual(order);

    // depth: 10 levels are fine, 11 are refused
    const chain = [x, y, z];
    for (let i = chain.length; i < 11; i++) chain.push(await create({ title: `سطح ${i + 1}` }));
    const nest = (list: any[]): any[] => (list.length ? [{ id: list[0].id, children: nest(list.slice(1)) }] : []);
    const ten = [...nest(chain.slice(0, 10)), { id: chain[10].id, children: [] }];
    expect((await a().put('/api/admin/categories/tree', ten)).statusCode).toBe(200);
    expect((await a().get(`/api/admin/categories/${chain[9].id}`)).json().data.depth).toBe(10);
    const eleven = await a().put('/api/admin/categories/tree', nest(chain));
    expect(eleven.statusCode).toBe(422);
    expect(eleven.json().error.fields._).toMatch(/۱۰ سطح/);
    expect(ids(await tree())).toEqual(ten);

    // the same rules on a parent change: under the 10th level, or under its own descendant
    const under10 = await a().patch(`/api/admin/categories/${chain[10].id}`, { parent_id: chain[9].id });
    expect(under10.statusCode).toBe(422);
    expect(under10.json().error.fields.parent_id).toMatch(/۱۰ سطح/);
    const own = await a().patch(`/api/admin/categories/${chain[0].id}`, { parent_id: chain[5].id });
    expect(own.json().error.fields.parent_id).toMatch(/زیرشاخه‌ی خودش/);
    expect((await a().patch(`/api/admin/categories/${chain[0].id}`, { parent_id: chain[0].id })).statusCode).toBe(422);
    // a move takes the subtree along and recomputes its depths
    const moved = await a().patch(`/api/admin/categories/${chain[8].id}`, { parent_id: chain[10].id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ depth: 2, position: 0 });
    expect((await a().get(`/api/admin/categories/${chain[9].id}`)).json().data.depth).toBe(3);
    const toRoot = await a().patch(`/api/admin/categories/${chain[8].id}`, { parent_id: null });
    expect(toRoot.json().data).toMatchObject({ depth: 1, parent_id: null });
    expect((await a().get(`/api/admin/categories/${chain[9].id}`)).json().data.depth).toBe(2);
    expect((await a().post('/api/admin/categories', { title: 'خیلی عمیق', parent_id: chain[7].id })).statusCode).toBe(201);
    await reset();
  });

  it('401 without a session, 403 without the permission', async () => {
    expect((await api(ctx, null).get('/api/admin/categories/tree')).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_category']);
    expect((await api(ctx, reader.token).get('/api/admin/categories/tree')).statusCode).toBe(200);
    expect((await api(ctx, reader.token).get('/api/admin/categories')).statusCode).toBe(200);
    expect((await api(ctx, reader.token).put('/api/admin/categories/tree', [])).statusCode).toBe(403);
    expect((await api(ctx, reader.token).post('/api/admin/categories', { title: 'ممنوع' })).statusCode).toBe(403);
  });
});
