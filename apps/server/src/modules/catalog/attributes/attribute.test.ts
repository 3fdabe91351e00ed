import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { products, variantAttributeValues, variants } from '../products/product.table';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());
const a = () => api(ctx);

/** A product with one variant that uses `valueId` of `attributeId`. */
async function useValue(attributeId: number, valueId: number, value: string) {
  const db = ctx.database.db;
  const [p] = await db.insert(products).values({ title: 'تی‌شرت', slug: `tee-${valueId}` }).returning();
  const [v] = await db.insert(variants).values({ productId: p!.id, barcode: `20000${valueId}`, price: 1000 }).returning();
  await db.insert(variantAttributeValues).values({ variantId: v!.id, attributeId, attributeValueId: valueId, value });
  return v!.id;
}

describe('attributes /api/admin/attributes', () => {
  it('creates with values, lists, searches, sorts, gets, updates the value list and deletes', async () => {
    const size = await a().post('/api/admin/attributes', { name: 'size', label: 'سایز', type: 'select', style: 'box', show_filter: true, values: ['S', 'M', 'L'] });
    expect(size.statusCode, size.body).toBe(201);
    const s = size.json().data;
    expect(s).toMatchObject({ name: 'size', label: 'سایز', type: 'select', style: 'box', show_filter: true, status: true });
    expect(s.values.map((v: any) => v.value)).toEqual(['S', 'M', 'L']);
    await a().post('/api/admin/attributes', { name: 'material', label: 'جنس پارچه', type: 'text' });
    await a().post('/api/admin/attributes', { name: 'Fit', label: 'آستين', type: 'select', values: ['کوتاه'], status: false });

    const list = await a().get('/api/admin/attributes?sort=label');
    expect(list.json().data.map((x: any) => x.label)).toEqual(['آستين', 'جنس پارچه', 'سایز']);
    expect((await a().get(`/api/admin/attributes?q=${encodeURIComponent('آستین')}`)).json().data.map((x: any) => x.name)).toEqual(['Fit']);
    expect((await a().get('/api/admin/attributes?status=false')).json().meta.total).toBe(1);
    expect((await a().get('/api/admin/attributes?type=text')).json().meta.total).toBe(1);
    expect((await a().get(`/api/admin/attributes/${s.id}`)).json().data.values).toHaveLength(3);

    // rename M and L by id (swapped names), remove S, add XL, and reorder
    const [S, M, L] = s.values;
    const upd = await a().patch(`/api/admin/attributes/${s.id}`, { values: [{ id: L.id, value: 'M' }, { id: M.id, value: 'L' }, { value: 'XL' }] });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().data.values).toEqual([{ id: L.id, value: 'M' }, { id: M.id, value: 'L' }, { id: expect.any(Number), value: 'XL' }]);
    expect(upd.json().data.values.map((v: any) => v.id)).not.toContain(S.id);
    const logs = (await a().get(`/api/admin/audit-logs?entity=attribute&entity_id=${s.id}`)).json().data;
    expect(logs[0].changes.values).toEqual([['S', 'M', 'L'], ['M', 'L', 'XL']]);
    expect((await a().patch(`/api/admin/attributes/${s.id}`, { label: 'اندازه' })).json().data).toMatchObject({ label: 'اندازه', values: [{ value: 'M' }, { value: 'L' }, { value: 'XL' }] });

    const dup = await a().post('/api/admin/attributes', { name: 'SIZE', label: 'x', type: 'text' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.name).toMatch(/تکراری/);
    expect((await a().del(`/api/admin/attributes/${s.id}`)).statusCode).toBe(204);
    expect((await a().get(`/api/admin/attributes/${s.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with Persian messages keyed by path', async () => {
    const bad = await a().post('/api/admin/attributes', { name: 'سایز', label: '', type: 'color', style: 'round', values: ['S', '', 'ي'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({ name: expect.stringMatching(/نام لاتین/), label: expect.stringMatching(/الزامی/), type: expect.any(String), style: expect.any(String), 'values.1': expect.stringMatching(/الزامی/) });
    expect((await a().post('/api/admin/attributes', { name: 'c', label: 'رنگ', type: 'select', values: [] })).json().error.fields.values).toMatch(/دست‌کم یک مقدار/);
    const dupValues = await a().post('/api/admin/attributes', { name: 'c', label: 'رنگ', type: 'select', values: ['علي', 'علی'] });
    expect(dupValues.json().error.fields['values.1']).toMatch(/تکراری/);
    const other = (await a().post('/api/admin/attributes', { name: 'other', label: 'دیگر', type: 'select', values: ['x'] })).json().data;
    const mine = (await a().post('/api/admin/attributes', { name: 'mine', label: 'من', type: 'select', values: ['y'] })).json().data;
    const foreign = await a().patch(`/api/admin/attributes/${mine.id}`, { values: [{ id: other.values[0].id, value: 'x' }] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.fields['values.0.id']).toMatch(/متعلق/);
    const badUpd = await a().patch(`/api/admin/attributes/${mine.id}`, { values: [{ value: 'a' }, { value: '' }, { id: 'x', value: 'b' }] });
    expect(badUpd.json().error.fields).toMatchObject({ 'values.1.value': expect.any(String), 'values.2.id': expect.any(String) });
    expect((await a().get(`/api/admin/attributes/${mine.id}`)).json().data.values.map((v: any) => v.value)).toEqual(['y']);
  });

  it('refuses to remove a value or delete an attribute used by a variant (409 naming it)', async () => {
    const color = (await a().post('/api/admin/attributes', { name: 'shade', label: 'سایه', type: 'select', values: ['روشن', 'تیره'] })).json().data;
    const [light, dark] = color.values;
    const variantId = await useValue(color.id, light.id, 'روشن');
    const rm = await a().patch(`/api/admin/attributes/${color.id}`, { values: [{ id: dark.id, value: 'تیره' }] });
    expect(rm.statusCode).toBe(409);
    expect(rm.json().error.message).toBe('مقدار «روشن» در ۱ تنوع محصول استفاده شده و حذف نمی‌شود');
    expect(rm.json().error.fields.values).toMatch(/روشن/);
    // renaming a used value is fine and reaches the variant's copy
    const ren = await a().patch(`/api/admin/attributes/${color.id}`, { values: [{ id: light.id, value: 'روشن‌تر' }, { id: dark.id, value: 'تیره' }] });
    expect(ren.statusCode, ren.body).toBe(200);
    const db = ctx.database.db;
    const rows = await db.select().from(variantAttributeValues);
    expect(rows.find((r) => r.variantId === variantId)!.value).toBe('روشن‌تر');
    const del = await a().del(`/api/admin/attributes/${color.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toMatch(/۱ تنوع محصول/);
    await db.delete(products);
    expect((await a().del(`/api/admin/attributes/${color.id}`)).statusCode).toBe(204);
  });

  it('401 without a session, 403 without the permission', async () => {
    expect((await api(ctx, null).get('/api/admin/attributes')).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_attribute']);
    expect((await api(ctx, reader.token).get('/api/admin/attributes')).statusCode).toBe(200);
    expect((await api(ctx, reader.token).post('/api/admin/attributes', { name: 'x', label: 'x', type: 'text' })).statusCode).toBe(403);
    expect((await api(ctx, reader.token).del('/api/admin/attributes/1')).statusCode).toBe(403);
  });
});
