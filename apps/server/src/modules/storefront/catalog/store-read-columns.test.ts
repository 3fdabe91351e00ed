import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { attributes, attributeValues } from '../../catalog/attributes/attribute.table';
import { categories } from '../../catalog/categories/category.table';
import { colors } from '../../catalog/colors/color.table';
import { productCategories, products, variants } from '../../catalog/products/product.table';
import { refreshSoldRecent } from '../../catalog/products/product.derived';

/**
 * The storefront's read columns of products (category_ids, color_ids, attribute_value_ids,
 * sold_recent: migration storefront_read_columns) stay equal to what they are made of, recomputed
 * from scratch, whatever edits the catalogue, the warehouse and the sales make.
 */
let ctx: TestContext;
const F: Record<string, number> = {};

/** Products whose stored columns differ from a recomputation (empty when all are in step). */
async function drift() {
  const r = await ctx.database.db.execute<{ id: number }>(sql`select p.id from products p where
    (p.category_ids, p.color_ids, p.attribute_value_ids, p.sold_recent) is distinct from (
      coalesce((select array_agg(pc.category_id order by pc.category_id) from product_categories pc where pc.product_id = p.id), '{}'),
      coalesce((select array_agg(distinct v.color_id order by v.color_id) from variants v
                where v.product_id = p.id and v.status and v.archived_at is null and v.color_id is not null), '{}'),
      coalesce((select array_agg(distinct a.attribute_value_id order by a.attribute_value_id) from variants v join variant_attribute_values a on a.variant_id = v.id
                where v.product_id = p.id and v.status and v.archived_at is null and a.attribute_value_id is not null), '{}'),
      greatest(0, coalesce((select sum(d.quantity - d.refunded_quantity) from product_sale_days d
                            where d.product_id = p.id and d.day >= (now() at time zone 'Asia/Tehran')::date - 29), 0))::int)
    order by p.id`);
  return r.rows.map((x) => Number(x.id));
}

const columns = async (id: number) => {
  const [p] = await ctx.database.db
    .select({ categories: products.categoryIds, colors: products.colorIds, values: products.attributeValueIds, sold: products.soldRecent })
    .from(products)
    .where(eq(products.id, id));
  return p!;
};

async function createProduct(body: Record<string, unknown>) {
  const res = await api(ctx).post('/api/admin/products', { status: 'available', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; variants: { id: number }[] };
}

beforeAll(async () => {
  ctx = await setupApp();
  const db = ctx.database.db;
  const [a] = await db.insert(categories).values({ title: 'الف', slug: 'rc-a' }).returning();
  const [b] = await db.insert(categories).values({ title: 'ب', slug: 'rc-b', parentId: a!.id, depth: 2 }).returning();
  const [c] = await db.insert(categories).values({ title: 'پ', slug: 'rc-c' }).returning();
  const [size] = await db.insert(attributes).values({ name: 'rc-size', label: 'سایز', type: 'select' }).returning();
  const vals = await db.insert(attributeValues).values([{ attributeId: size!.id, value: 'S' }, { attributeId: size!.id, value: 'M' }, { attributeId: size!.id, value: 'L' }]).returning();
  const [red] = await db.insert(colors).values({ name: 'قرمز', code: '#ff0000' }).returning();
  const [blue] = await db.insert(colors).values({ name: 'آبی', code: '#0000ff' }).returning();
  const [green] = await db.insert(colors).values({ name: 'سبز', code: '#00ff00' }).returning();
  Object.assign(F, { a: a!.id, b: b!.id, c: c!.id, size: size!.id, S: vals[0]!.id, M: vals[1]!.id, L: vals[2]!.id, red: red!.id, blue: blue!.id, green: green!.id });
});
afterAll(async () => ctx?.close());

describe('storefront read columns', () => {
  it('follow product, variant, stock and category edits', async () => {
    const attr = (v: number) => [{ attribute_id: F.size!, attribute_value_id: v }];
    const p = await createProduct({
      title: 'پیراهن ستون‌ها',
      category_ids: [F.b, F.c],
      variants: [
        { color_id: F.red, attributes: attr(F.S!), sku: 'RC-1', price: 1000, stock: 3 },
        { color_id: F.blue, attributes: attr(F.M!), sku: 'RC-2', price: 2000, stock: 0 },
      ],
    });
    const plain = await createProduct({ title: 'کتاب ساده', category_ids: [F.a], price: 500, stock: 1 });
    expect(await columns(p.id)).toMatchObject({ categories: [F.b, F.c].sort((x, y) => x! - y!), colors: [F.red, F.blue].sort((x, y) => x! - y!), values: [F.S, F.M] });
    expect(await columns(plain.id)).toMatchObject({ categories: [F.a], colors: [], values: [] });
    expect(await drift()).toEqual([]);

    const a = api(ctx);
    const [v1, v2] = p.variants;
    // A variant changes colour and value, another is switched off, a third is added; the categories change.
    let r = await a.patch(`/api/admin/products/${p.id}`, {
      category_ids: [F.a],
      variants: [
        { id: v1!.id, color_id: F.green, attributes: attr(F.L!), sku: 'RC-1', price: 1000 },
        { id: v2!.id, color_id: F.blue, attributes: attr(F.M!), sku: 'RC-2', price: 2000, status: false },
        { color_id: F.red, attributes: attr(F.S!), sku: 'RC-3', price: 3000, stock: 4 },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(await columns(p.id)).toMatchObject({ categories: [F.a], colors: [F.red, F.green].sort((x, y) => x! - y!), values: [F.S, F.L] });
    expect(await drift()).toEqual([]);

    // Stock moves (the warehouse) and a variant removed.
    r = await a.post('/api/admin/store/adjust', { variant_id: v1!.id, change: 5, reason: 'شمارش' });
    expect(r.statusCode, r.body).toBe(200);
    r = await a.patch(`/api/admin/products/${p.id}`, { variants: [{ id: v1!.id, color_id: F.green, attributes: attr(F.L!), sku: 'RC-1', price: 1000 }] });
    expect(r.statusCode, r.body).toBe(200);
    expect(await columns(p.id)).toMatchObject({ colors: [F.green], values: [F.L] });
    expect(await drift()).toEqual([]);

    // Writes straight to the tables (another module, a script): the triggers keep up as well.
    const db = ctx.database.db;
    await db.insert(productCategories).values({ productId: plain.id, categoryId: F.c! });
    await db.update(variants).set({ colorId: F.blue }).where(eq(variants.productId, plain.id));
    await db.delete(productCategories).where(eq(productCategories.productId, p.id));
    expect(await columns(plain.id)).toMatchObject({ categories: [F.a, F.c], colors: [F.blue] });
    expect(await columns(p.id)).toMatchObject({ categories: [] });
    expect(await drift()).toEqual([]);

    // The list filters answer from the columns.
    const s = api(ctx, null);
    const listed = async (q: string) => (await s.get(`/api/store/products?${q}`)).json().data.map((x: { id: number }) => x.id);
    expect(await listed(`category_id=${F.a}`)).toEqual([plain.id]);
    expect(await listed(`color_ids=${F.green}`)).toEqual([p.id]);
    expect(await listed(`attribute_value_ids=${F.L}`)).toEqual([p.id]);
    expect(await listed(`attribute_value_ids=${F.S}`)).toEqual([]);
  });

  it('count the last 30 days of sales, less returns, for the best-selling order', async () => {
    const db = ctx.database.db;
    const one = await createProduct({ title: 'پرفروش', category_ids: [F.c], price: 100, stock: 50 });
    const two = await createProduct({ title: 'کم‌فروش', category_ids: [F.c], price: 100, stock: 50 });
    const day = (ago: number) => sql`(now() at time zone 'Asia/Tehran')::date - ${ago}::int`;
    const sale = (p: { id: number; variants: { id: number }[] } , ago: number, qty: number, refunded = 0, channel = 'online') =>
      db.execute(sql`insert into product_sale_days (day, channel, product_id, variant_id, quantity, amount, charged, refunded_quantity, refunds)
        values (${day(ago)}, ${channel}, ${p.id}, ${p.variants[0]?.id ?? 0}, ${qty}, ${qty * 100}, ${qty * 100}, ${refunded}, ${refunded * 100})`);
    const defaultVariant = async (id: number) => (await db.select({ id: variants.id }).from(variants).where(eq(variants.productId, id)))[0]!.id;
    const p1 = { id: one.id, variants: [{ id: await defaultVariant(one.id) }] };
    const p2 = { id: two.id, variants: [{ id: await defaultVariant(two.id) }] };
    await sale(p1, 0, 5, 1);
    await sale(p1, 3, 2, 0, 'in_store');
    await sale(p1, 45, 100); // outside the window
    await sale(p2, 29, 3);
    expect((await columns(one.id)).sold).toBe(6);
    expect((await columns(two.id)).sold).toBe(3);
    expect(await drift()).toEqual([]);

    const best = async () => (await api(ctx, null).get(`/api/store/products?category_id=${F.c}&sort=best_selling`)).json().data.map((x: { id: number }) => x.id);
    expect((await best()).slice(0, 2)).toEqual([one.id, two.id]);

    // A day leaves the window (as the calendar moves on): the hourly recount follows.
    await db.execute(sql`update product_sale_days set day = day - 1 where product_id = ${two.id}`);
    expect((await columns(two.id)).sold).toBe(0);
    await db.execute(sql`update products set sold_recent = 7 where id = ${two.id}`);
    await refreshSoldRecent(db);
    expect((await columns(two.id)).sold).toBe(0);
    expect(await drift()).toEqual([]);
    expect((await best()).slice(0, 1)).toEqual([one.id]);
  });
});
