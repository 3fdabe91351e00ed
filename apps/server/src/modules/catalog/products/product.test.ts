import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { columnOf, expectDateCells, NEAR_MIDNIGHT, NEAR_MIDNIGHT_JALALI, NEAR_MIDNIGHT_WALL_CLOCK } from '../../../../test/excel';
import { stockMovements } from '../../stock/stock/stock.table';
import { media } from '../../system/uploads/media.table';
import { attributes, attributeValues } from '../attributes/attribute.table';
import { brands } from '../brands/brand.table';
import { categories, categorySpecifications } from '../categories/category.table';
import { colors } from '../colors/color.table';
import { specifications, specificationValues } from '../specifications/specification.table';
import { ean13CheckDigit } from './product.barcode';
import { products, variants } from './product.table';

let ctx: TestContext;
const F: Record<string, number> = {};

beforeAll(async () => {
  ctx = await setupApp();
  const db = ctx.database.db;
  const [root] = await db.insert(categories).values({ title: 'پوشاک', slug: 'clothes' }).returning();
  const [child] = await db.insert(categories).values({ title: 'پیراهن', slug: 'shirts', parentId: root!.id, depth: 2 }).returning();
  const [other] = await db.insert(categories).values({ title: 'کتاب', slug: 'books' }).returning();
  const [material] = await db.insert(specifications).values({ name: 'material', label: 'جنس', type: 'text', required: true }).returning();
  const [season] = await db.insert(specifications).values({ name: 'season', label: 'فصل', type: 'multi_select' }).returning();
  const seasonVals = await db.insert(specificationValues).values([{ specificationId: season!.id, value: 'تابستان' }, { specificationId: season!.id, value: 'زمستان' }]).returning();
  await db.insert(categorySpecifications).values({ categoryId: child!.id, specificationId: material!.id });
  const [size] = await db.insert(attributes).values({ name: 'size', label: 'سایز', type: 'select' }).returning();
  const sizes = await db.insert(attributeValues).values([{ attributeId: size!.id, value: 'M' }, { attributeId: size!.id, value: 'L' }]).returning();
  const [red] = await db.insert(colors).values({ name: 'قرمز', code: '#ff0000' }).returning();
  const [blue] = await db.insert(colors).values({ name: 'آبی', code: '#0000ff' }).returning();
  const [brand] = await db.insert(brands).values({ name: 'برند یک', slug: 'brand-one' }).returning();
  const imgs = await db.insert(media).values([1, 2, 3].map((i) => ({ path: `2025/01/img${i}.webp`, mime: 'image/webp', size: 100, width: 10, height: 10 }))).returning();
  Object.assign(F, {
    root: root!.id, child: child!.id, other: other!.id, material: material!.id, season: season!.id, summer: seasonVals[0]!.id, winter: seasonVals[1]!.id,
    size: size!.id, M: sizes[0]!.id, L: sizes[1]!.id, red: red!.id, blue: blue!.id, brand: brand!.id, img1: imgs[0]!.id, img2: imgs[1]!.id, img3: imgs[2]!.id,
  });
});
afterAll(() => ctx.close());

const simple = (over: Record<string, unknown> = {}) => ({ title: 'کتاب ساده', category_ids: [F.other], price: '۱۲۰,۰۰۰', stock: 5, ...over });
const shirt = (over: Record<string, unknown> = {}) => ({
  title: 'پیراهن مردانه',
  category_ids: [F.child],
  brand_id: F.brand,
  status: 'available',
  description: '<p onclick="x()">سلام <b>دنیا</b></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="https://a.b/c.png" onerror="y()">',
  images: [{ media_id: F.img1, alt: 'جلو' }, { media_id: F.img2, is_main: true }],
  specifications: [{ specification_id: F.material, value: 'نخی' }, { specification_id: F.season, value_ids: [F.summer, F.winter] }],
  discount_type: 'percentage',
  discount: 10,
  variants: [
    { color_id: F.red, attributes: [{ attribute_id: F.size, attribute_value_id: F.M }], sku: 'SH-R-M', price: 100000, stock: 3, image_ids: [F.img3] },
    { color_id: F.red, attributes: [{ attribute_id: F.size, attribute_value_id: F.L }], sku: 'SH-R-L', price: 110000, stock: 0, discount_type: 'fixed', discount: 30000 },
    { color_id: F.blue, attributes: [{ attribute_id: F.size, attribute_value_id: F.M }], sku: 'SH-B-M', barcode: '۱۲۳۴۵۶۷۸', price: 120000, stock: 2 },
  ],
  ...over,
});

describe('products /api/admin/products', () => {
  let shirtId: number;

  it('creates a product with variants in one go: barcode, titles, sanitised HTML, prices, stock movements, approval', async () => {
    const a = api(ctx);
    const r = await a.post('/api/admin/products', shirt());
    expect(r.statusCode, r.body).toBe(201);
    const d = r.json().data;
    shirtId = d.id;
    expect(d).toMatchObject({ title: 'پیراهن مردانه', slug: 'پیراهن-مردانه', status: 'available', approved: true, has_variants: true, stock_total: 5, has_discount: true, category_ids: [F.child] });
    expect(d.description).toContain('<b>دنیا</b>');
    expect(d.description).not.toMatch(/script|onclick|onerror|javascript/);
    expect(d.images.map((i: any) => [i.media_id, i.is_main, i.url])).toEqual([[F.img1, false, '/uploads/2025/01/img1.webp'], [F.img2, true, '/uploads/2025/01/img2.webp']]);
    expect(d.variants).toHaveLength(3);
    const [v0, v1, v2] = d.variants;
    expect(v0.title).toBe('پیراهن مردانه | رنگ: قرمز | سایز: M');
    expect(v0.barcode).toMatch(/^20\d{11}$/);
    expect(Number(v0.barcode[12])).toBe(ean13CheckDigit(v0.barcode.slice(0, 12)));
    expect(v2.barcode).toBe('12345678');
    expect(v0.effective_price).toEqual({ base: 100000, discount_source: 'product', discount_type: 'percentage', discount_amount: 10000, final: 90000 });
    expect(v1.effective_price).toMatchObject({ discount_source: 'variant', final: 80000 });
    expect(d.min_price).toBe(80000);
    expect(v0.stock).toBe(3);
    expect(v0.images[0].url).toBe('/uploads/2025/01/img3.webp');
    expect(d.specifications).toEqual([
      { specification_id: F.material, value: 'نخی', value_ids: null },
      { specification_id: F.season, value: null, value_ids: [F.summer, F.winter] },
    ]);
    const moves = await ctx.database.db.select().from(stockMovements).where(eq(stockMovements.variantId, v0.id));
    expect(moves.map((m) => [m.type, m.change, m.quantityAfter])).toEqual([['initial', 3, 3]]);
    // An admin without approve_product creates unapproved products.
    const maker = await ctx.adminWith(['create_product', 'read_product']);
    const un = await api(ctx, maker.token).post('/api/admin/products', simple({ title: 'بی‌تأیید' }));
    expect(un.statusCode, un.body).toBe(201);
    expect(un.json().data).toMatchObject({ approved: false, approved_at: null, has_variants: false, stock: 5, price: 120000 });
  });

  it('a product without variants keeps one hidden default variant', async () => {
    const r = await api(ctx).post('/api/admin/products', simple({ title: 'دفتر', sku: 'nb-1', stock: '۷' }));
    expect(r.statusCode, r.body).toBe(201);
    const d = r.json().data;
    expect(d).toMatchObject({ has_variants: false, variants: [], sku: 'nb-1', stock: 7, stock_total: 7, min_price: 120000, slug: 'دفتر' });
    expect(d.barcode).toMatch(/^20\d{11}$/);
    const rows = await ctx.database.db.select().from(variants).where(eq(variants.productId, d.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.isDefault).toBe(true);
    // Same title → next free slug.
    expect((await api(ctx).post('/api/admin/products', simple({ title: 'دفتر' }))).json().data.slug).toBe('دفتر-2');
  });

  it('refuses bad input with Persian field paths and saves nothing', async () => {
    const a = api(ctx);
    const count = async () => (await ctx.database.db.select().from(products)).length;
    const before = await count();
    const cases: [Record<string, unknown>, string, RegExp?][] = [
      [simple({ price: 0 }), 'price'],
      [shirt({ variants: [{ ...shirt().variants[0], price: -5 }] }), 'variants.0.price'],
      [simple({ discount_type: 'percentage', discount: 101 }), 'discount', /۱۰۰/],
      [simple({ discount_type: 'fixed', discount: 120000 }), 'discount'],
      [shirt({ variants: [{ ...shirt().variants[0], discount_type: 'fixed', discount: 100000 }] }), 'variants.0.discount'],
      [shirt({ variants: [shirt().variants[0], { ...shirt().variants[1], sku: 'sh-r-m' }] }), 'variants.1.sku', /تکراری/],
      [shirt({ variants: [{ ...shirt().variants[0], sku: 'SH-B-M' }] }), 'variants.0.sku', /محصول دیگری/],
      [simple({ barcode: '12345678' }), 'barcode', /محصول دیگری/],
      [shirt({ variants: [shirt().variants[0], { ...shirt().variants[0], sku: 'X-1' }] }), 'variants.1', /تکراری|پیش‌تر/],
      [shirt({ specifications: [] }), 'specifications', /جنس/],
      [shirt({ specifications: [{ specification_id: F.material, value_ids: [F.summer] }] }), 'specifications.0.value'],
      [shirt({ specifications: [{ specification_id: F.material, value: 'x' }, { specification_id: F.season, value_ids: [99999] }] }), 'specifications.1.value_ids'],
      [shirt({ brand_id: 99999 }), 'brand_id', /یافت نشد/],
      [simple({ category_ids: [F.other, 99999] }), 'category_ids.1'],
      [simple({ category_ids: [] }), 'category_ids'],
      [shirt({ images: [{ media_id: 99999 }] }), 'images.0.media_id'],
      [shirt({ variants: [{ ...shirt().variants[0], color_id: 99999 }] }), 'variants.0.color_id'],
      [shirt({ variants: [{ ...shirt().variants[0], attributes: [{ attribute_id: F.size, attribute_value_id: 99999 }] }] }), 'variants.0.attributes.0.attribute_value_id'],
      [shirt({ variants: [{ ...shirt().variants[0], id: 99999 }] }), 'variants.0.id'],
      [simple({ status: 'available', stock: 0 }), 'status', /موجود/],
      [simple({ status: 'bogus' }), 'status'],
      [simple({ images: [{ media_id: F.img1, is_main: true }, { media_id: F.img2, is_main: true }] }), 'images'],
    ];
    for (const [body, field, msg] of cases) {
      const r = await a.post('/api/admin/products', body);
      expect(r.statusCode, `${field}: ${r.body}`).toBe(422);
      expect(r.json().error.fields, field).toHaveProperty([field]);
      if (msg) expect(r.json().error.fields[field]).toMatch(msg);
    }
    expect(await count()).toBe(before);
  });

  it('gets, updates (variant added and removed, stock target → movement), partial PATCH keeps the rest', async () => {
    const a = api(ctx);
    const d = (await a.get(`/api/admin/products/${shirtId}`)).json().data;
    const [v0, , v2] = d.variants;
    const body = {
      variants: [
        { id: v0.id, color_id: F.red, attributes: [{ attribute_id: F.size, attribute_value_id: F.M }], sku: 'SH-R-M', price: 100000, stock: 10 },
        { id: v2.id, color_id: F.blue, attributes: [{ attribute_id: F.size, attribute_value_id: F.M }], sku: 'SH-B-M', barcode: v2.barcode, price: 120000 },
        { color_id: F.blue, attributes: [{ attribute_id: F.size, attribute_value_id: F.L }], sku: 'SH-B-L', price: 125000, stock: 4 },
      ],
    };
    const r = await a.patch(`/api/admin/products/${shirtId}`, body);
    expect(r.statusCode, r.body).toBe(200);
    const u = r.json().data;
    expect(u.variants.map((v: any) => [v.sku, v.stock])).toEqual([['SH-R-M', 10], ['SH-B-M', 2], ['SH-B-L', 4]]);
    expect(u.stock_total).toBe(16);
    expect(u.title).toBe('پیراهن مردانه');
    expect(u.specifications).toHaveLength(2);
    expect(u.images).toHaveLength(2);
    expect(u.min_price).toBe(90000);
    const moves = await ctx.database.db.select().from(stockMovements).where(eq(stockMovements.variantId, v0.id));
    expect(moves.map((m) => [m.type, m.change, m.quantityAfter])).toEqual([['initial', 3, 3], ['product_edit', 7, 10]]);
    expect((await ctx.database.db.select().from(variants).where(eq(variants.productId, shirtId))).length).toBe(3);
    // Partial: title only; SKUs follow into the search key.
    const t = await a.patch(`/api/admin/products/${shirtId}`, { title: 'پیراهن زنانه' });
    expect(t.statusCode, t.body).toBe(200);
    expect(t.json().data.variants[0].title).toBe('پیراهن زنانه | رنگ: قرمز | سایز: M');
    expect(t.json().data.slug).toBe('پیراهن-مردانه');
    // A bad patch changes nothing.
    const bad = await a.patch(`/api/admin/products/${shirtId}`, { title: 'دیگر', discount_type: 'percentage', discount: 300 });
    expect(bad.statusCode).toBe(422);
    expect((await a.get(`/api/admin/products/${shirtId}`)).json().data.title).toBe('پیراهن زنانه');
    expect((await a.patch('/api/admin/products/99999999', { title: 'x' })).statusCode).toBe(404);
    const logs = (await a.get(`/api/admin/audit-logs?entity=product&entity_id=${shirtId}`)).json().data;
    expect(logs[0].action).toBe('update');
    expect(logs[0].changes.title).toEqual(['پیراهن مردانه', 'پیراهن زنانه']);
  });

  it('swaps SKUs between two variants in one save; switching to no variants keeps a default variant', async () => {
    const a = api(ctx);
    const p = (await a.post('/api/admin/products', simple({ title: 'جابجایی', variants: [
      { color_id: F.red, sku: 'SW-A', price: 1000 },
      { color_id: F.blue, sku: 'SW-B', price: 1000 },
    ] }))).json().data;
    const [x, y] = p.variants;
    const r = await a.patch(`/api/admin/products/${p.id}`, { variants: [{ id: x.id, color_id: F.red, sku: 'SW-B', price: 1000 }, { id: y.id, color_id: F.blue, sku: 'SW-A', price: 1000 }] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.variants.map((v: any) => v.sku)).toEqual(['SW-B', 'SW-A']);
    const flat = await a.patch(`/api/admin/products/${p.id}`, { variants: [], price: 5000, sku: 'SW-C', stock: 2 });
    expect(flat.statusCode, flat.body).toBe(200);
    expect(flat.json().data).toMatchObject({ has_variants: false, variants: [], sku: 'SW-C', stock: 2, stock_total: 2, min_price: 5000 });
    expect((await ctx.database.db.select().from(variants).where(eq(variants.productId, p.id))).length).toBe(1);
    expect((await a.del(`/api/admin/products/${p.id}`)).statusCode).toBe(204);
  });

  it('lists with search (ي/ك, Persian digits, SKU, barcode), filters, status counts and sorts', async () => {
    const a = api(ctx);
    const db = ctx.database.db;
    await a.post('/api/admin/products', simple({ title: 'کیف چرمی', sku: 'BAG-77', status: 'soon', price: 500000 }));
    const total = (await db.select().from(products)).length;
    const all = (await a.get('/api/admin/products?per_page=100')).json();
    expect(all.meta.total).toBe(total);
    expect(all.meta.status_counts.all).toBe(total);
    expect(all.meta.status_counts.soon).toBe(1);
    expect(all.data[0].title).toBe('کیف چرمی'); // -created_at
    const q = async (s: string) => (await a.get(`/api/admin/products?${s}`)).json().data.map((p: any) => p.title);
    expect(await q(`q=${encodeURIComponent('كيف')}`)).toEqual(['کیف چرمی']);
    expect(await q('q=bag-77')).toEqual(['کیف چرمی']);
    expect(await q('q=sh-b-l')).toEqual(['پیراهن زنانه']);
    expect(await q(`q=${encodeURIComponent('۱۲۳۴۵۶۷۸')}`)).toEqual(['پیراهن زنانه']);
    expect(await q(`category_id=${F.root}`)).toEqual(['پیراهن زنانه']); // descendants included
    expect(await q(`brand_id=${F.brand}`)).toEqual(['پیراهن زنانه']);
    expect(await q('status=soon')).toEqual(['کیف چرمی']);
    const soon = (await a.get('/api/admin/products?status=soon')).json().meta;
    expect(soon.total).toBe(1);
    expect(soon.status_counts.all).toBe(total); // tabs ignore the status filter
    expect(await q('discounted=true')).toEqual(['پیراهن زنانه']);
    expect(await q(`price_min=${encodeURIComponent('۴۰۰,۰۰۰')}`)).toEqual(['کیف چرمی']);
    expect((await q('price_max=100000')).sort()).toEqual(['پیراهن زنانه']);
    expect(await q('stock=out')).toEqual([]);
    expect((await q('stock=in_stock')).length).toBe(total);
    expect((await q('approved=false'))).toEqual(['بی‌تأیید']);
    const byTitle = await q('sort=title&per_page=100');
    expect(byTitle).toEqual([...byTitle].sort((x: string, y: string) => x.localeCompare(y, 'fa')));
    const byPrice = (await a.get('/api/admin/products?sort=-min_price')).json().data;
    expect(byPrice[0].title).toBe('کیف چرمی');
    const page2 = (await a.get('/api/admin/products?per_page=2&page=2')).json();
    expect(page2.meta).toMatchObject({ current_page: 2, per_page: 2, from: 3 });
    const shirtRow = all.data.find((p: any) => p.id === shirtId);
    expect(shirtRow).toMatchObject({ variants_count: 3, brand: { id: F.brand, name: 'برند یک' }, image: { media_id: F.img2 }, categories: [{ id: F.child, title: 'پیراهن' }] });
  });

  it('approve / disapprove, bulk status / approve / delete with their permissions', async () => {
    const a = api(ctx);
    const ids: number[] = [];
    for (const t of ['الف', 'ب']) ids.push((await a.post('/api/admin/products', simple({ title: `بالک ${t}`, stock: 0 }))).json().data.id);
    expect((await a.post(`/api/admin/products/${ids[0]}/disapprove`)).json().data.approved).toBe(false);
    expect((await a.post(`/api/admin/products/${ids[0]}/approve`)).json().data.approved).toBe(true);
    const bad = await a.post('/api/admin/products/bulk', { ids, action: 'status', status: 'available' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.status).toMatch(/بالک الف/);
    expect((await a.post('/api/admin/products/bulk', { ids, action: 'status', status: 'soon' })).json().data.affected).toBe(2);
    expect((await a.get(`/api/admin/products/${ids[1]}`)).json().data.status).toBe('soon');
    expect((await a.post('/api/admin/products/bulk', { ids, action: 'disapprove' })).statusCode).toBe(200);
    expect((await a.get(`/api/admin/products/${ids[1]}`)).json().data.approved).toBe(false);
    const updater = await ctx.adminWith(['update_product']);
    expect((await api(ctx, updater.token).post('/api/admin/products/bulk', { ids, action: 'delete' })).statusCode).toBe(403);
    expect((await api(ctx, updater.token).post('/api/admin/products/bulk', { ids, action: 'approve' })).statusCode).toBe(403);
    expect((await api(ctx, updater.token).post('/api/admin/products/bulk', { ids, action: 'status', status: 'draft' })).statusCode).toBe(200);
    expect((await a.post('/api/admin/products/bulk', { ids: [...ids, 99999999], action: 'delete' })).statusCode).toBe(404);
    expect((await a.get(`/api/admin/products/${ids[0]}`)).statusCode).toBe(200);
    expect((await a.post('/api/admin/products/bulk', { ids, action: 'delete' })).json().data.affected).toBe(2);
    expect((await a.get(`/api/admin/products/${ids[0]}`)).statusCode).toBe(404);
  });

  it('deletes a product with its variants and stock', async () => {
    const a = api(ctx);
    const id = (await a.post('/api/admin/products', simple({ title: 'حذفی' }))).json().data.id;
    expect((await a.del(`/api/admin/products/${id}`)).statusCode).toBe(204);
    expect((await a.get(`/api/admin/products/${id}`)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(variants).where(eq(variants.productId, id))).toEqual([]);
    expect((await a.del(`/api/admin/products/${id}`)).statusCode).toBe(404);
  });

  it('exports the filtered list as an RTL xlsx with Persian headers', async () => {
    await ctx.database.pool.query(`update products set created_at = $1 where title = 'پیراهن زنانه'`, [NEAR_MIDNIGHT]);
    const r = await api(ctx).get(`/api/admin/products/export?q=${encodeURIComponent('پیراهن')}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as any);
    const ws = wb.worksheets[0]!;
    expect(ws.name).toBe('محصولات');
    expect((ws.views[0] as any).rightToLeft).toBe(true);
    expect(ws.getRow(1).getCell(2).value).toBe('عنوان');
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).getCell(2).value).toBe('پیراهن زنانه');
    expect(String(ws.getRow(2).getCell(7).value)).toContain('SH-R-M');
    expectDateCells(ws, 'تاریخ ایجاد', 2, NEAR_MIDNIGHT_JALALI, NEAR_MIDNIGHT_WALL_CLOCK);
    expect(ws.getRow(2).getCell(columnOf(ws, 'قیمت')).numFmt).toBe('#,##0');
  });

  it('options for the form; 401 / 403', async () => {
    const o = (await api(ctx).get('/api/admin/products/options')).json().data;
    expect(o.attributes.find((x: any) => x.id === F.size).values.map((v: any) => v.value)).toEqual(['M', 'L']);
    expect(o.category_specifications).toContainEqual({ category_id: F.child, specification_id: F.material });
    expect((await api(ctx, null).get('/api/admin/products')).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_product']);
    const r = api(ctx, reader.token);
    expect((await r.get('/api/admin/products')).statusCode).toBe(200);
    // The list's category and brand filters read the options too.
    expect((await r.get('/api/admin/products/options')).statusCode).toBe(200);
    expect((await r.post('/api/admin/products', simple())).statusCode).toBe(403);
    expect((await r.patch(`/api/admin/products/${shirtId}`, { title: 'x' })).statusCode).toBe(403);
    expect((await r.del(`/api/admin/products/${shirtId}`)).statusCode).toBe(403);
    expect((await r.post(`/api/admin/products/${shirtId}/approve`)).statusCode).toBe(403);
  });
});

describe('numbers typed with Persian or Arabic digits', () => {
  it('a variant stock posted as "۲۵" is stored as 25, not 0; text without digits is refused', async () => {
    const a = api(ctx);
    const variant = (sku: string, stock: unknown, over: Record<string, unknown> = {}) => ({ color_id: F.red, attributes: [{ attribute_id: F.size, attribute_value_id: F.M }], sku, price: '۱۰۰٬۰۰۰', stock, ...over });
    const r = await a.post('/api/admin/products', shirt({ title: 'پیراهن ارقام', variants: [variant('FA-1', '۲۵', { max_per_order: '۳' }), variant('FA-2', '٣٠', { color_id: F.blue })] }));
    expect(r.statusCode, r.body).toBe(201);
    const d = r.json().data;
    expect(d.variants.map((v: any) => [v.sku, v.stock, v.max_per_order])).toEqual([['FA-1', 25, 3], ['FA-2', 30, null]]);
    expect(d.stock_total).toBe(55);
    const [v0, v1] = d.variants;
    const u = await a.patch(`/api/admin/products/${d.id}`, { variants: [variant('FA-1', '۱،۲۰۰', { id: v0.id }), variant('FA-2', '۰', { id: v1.id, color_id: F.blue })] });
    expect(u.statusCode, u.body).toBe(200);
    expect(u.json().data.variants.map((v: any) => v.stock)).toEqual([1200, 0]);
    const bad = await a.patch(`/api/admin/products/${d.id}`, { variants: [variant('FA-1', 'بیست', { id: v0.id })] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields['variants.0.stock']).toBeTruthy();
  });
});
