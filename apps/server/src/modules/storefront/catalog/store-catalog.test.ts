import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCatalogText } from '@pishkhan/common/i18n/fa/store-catalog';
import { PUBLIC_SETTINGS } from '@pishkhan/common/settings';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { attributes, attributeValues } from '../../catalog/attributes/attribute.table';
import { brands } from '../../catalog/brands/brand.table';
import { categories } from '../../catalog/categories/category.table';
import { colors } from '../../catalog/colors/color.table';
import { products, variants } from '../../catalog/products/product.table';
import { faqs } from '../../content/faqs/faq.table';
import { pages } from '../../content/pages/page.table';
import { postCategories } from '../../content/post-categories/post-category.table';
import { posts } from '../../content/posts/post.table';
import { media } from '../../system/uploads/media.table';

let ctx: TestContext;
const F: Record<string, number> = {};
const DAY = 86_400_000;

/** Every key of an answer, at any depth. */
const keysOf = (v: unknown, out = new Set<string>()): Set<string> => {
  if (Array.isArray(v)) v.forEach((x) => keysOf(x, out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) (out.add(k), keysOf(x, out));
  return out;
};
/** What only an admin may see of a product, a post or a setting. */
const ADMIN_ONLY = [
  'purchase_price', 'barcode', 'approved_by', 'approved_at', 'creator_id', 'author_id', 'archived_at', 'search', 'low_stock_threshold',
  'stock_total', 'min_price', 'discount_until', 'sales_count', 'salable_max', 'price_valid_until', 'media_id', 'status_label', 'smtp_password',
  'sms_api_key', 'instagram_access_token', 'admin_per_page',
];
const expectNoAdminFields = (body: unknown) => expect([...keysOf(body)].filter((k) => ADMIN_ONLY.includes(k))).toEqual([]);

const store = () => api(ctx, null);
const ids = (res: { json: () => any }) => res.json().data.map((p: { id: number }) => p.id);

async function createProduct(body: Record<string, unknown>) {
  const res = await api(ctx).post('/api/admin/products', { status: 'available', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; slug: string; variants: { id: number; barcode: string }[]; default_variant_id: number | null };
}

beforeAll(async () => {
  ctx = await setupApp();
  const db = ctx.database.db;
  const [root] = await db.insert(categories).values({ title: 'پوشاک', slug: 'clothes' }).returning();
  const [child] = await db.insert(categories).values({ title: 'پیراهن', slug: 'shirts', parentId: root!.id, depth: 2 }).returning();
  const [books] = await db.insert(categories).values({ title: 'کتاب', slug: 'books' }).returning();
  const [hidden] = await db.insert(categories).values({ title: 'پنهان', slug: 'hidden', status: false }).returning();
  const [under] = await db.insert(categories).values({ title: 'زیر پنهان', slug: 'under-hidden', parentId: hidden!.id, depth: 2 }).returning();
  const [size] = await db.insert(attributes).values({ name: 'size', label: 'سایز', type: 'select' }).returning();
  const sizes = await db.insert(attributeValues).values([{ attributeId: size!.id, value: 'M' }, { attributeId: size!.id, value: 'L' }]).returning();
  const [red] = await db.insert(colors).values({ name: 'قرمز', code: '#ff0000' }).returning();
  const [blue] = await db.insert(colors).values({ name: 'آبی', code: '#0000ff' }).returning();
  const [brand] = await db.insert(brands).values({ name: 'برند یک', slug: 'brand-one' }).returning();
  const [img] = await db.insert(media).values({ path: '2025/01/store.webp', mime: 'image/webp', size: 100, width: 10, height: 10 }).returning();
  Object.assign(F, { root: root!.id, child: child!.id, books: books!.id, hidden: hidden!.id, under: under!.id, M: sizes[0]!.id, L: sizes[1]!.id, red: red!.id, blue: blue!.id, brand: brand!.id, img: img!.id });

  const shirt = await createProduct({
    title: 'پیراهن کلاسیک مردانه',
    slug: 'classic-shirt',
    category_ids: [F.child],
    brand_id: F.brand,
    low_stock_threshold: 3,
    purchase_price: 40000,
    images: [{ media_id: F.img, alt: 'جلو', is_main: true }],
    variants: [
      { color_id: F.red, attributes: [{ attribute_id: size!.id, attribute_value_id: F.M }], sku: 'CS-R-M', price: 100000, purchase_price: 40000, stock: 10 },
      { color_id: F.red, attributes: [{ attribute_id: size!.id, attribute_value_id: F.L }], sku: 'CS-R-L', price: 110000, stock: 2, discount_type: 'fixed', discount: 30000 },
      { color_id: F.blue, attributes: [{ attribute_id: size!.id, attribute_value_id: F.M }], sku: 'CS-B-M', price: 120000, stock: 0 },
    ],
  });
  F.shirt = shirt.id;
  F.shirtRedM = shirt.variants[0]!.id;
  F.shirtBarcode = Number(shirt.variants[0]!.barcode);
  F.book = (await createProduct({ title: 'کتاب ۱۲۳ داستان', slug: 'book-123', category_ids: [F.books], price: 50000, stock: 5 })).id;
  F.outBook = (await createProduct({ title: 'کتاب تمام‌شده', slug: 'book-out', category_ids: [F.books], price: 70000, stock: 0, status: 'out_of_stock' })).id;
  F.draft = (await createProduct({ title: 'کتاب پیش‌نویس', slug: 'book-draft', category_ids: [F.books], price: 50000, stock: 5, status: 'draft' })).id;
  F.offline = (await createProduct({ title: 'کتاب حضوری', slug: 'book-offline', category_ids: [F.books], price: 50000, stock: 5, status: 'available_offline' })).id;
  F.later = (await createProduct({ title: 'کتاب آینده', slug: 'book-later', category_ids: [F.books], price: 50000, stock: 5, published_at: new Date(Date.now() + 3 * DAY).toISOString() })).id;
  F.unapproved = (await createProduct({ title: 'کتاب تأییدنشده', slug: 'book-unapproved', category_ids: [F.books], price: 50000, stock: 5 })).id;
  await db.update(products).set({ approvedAt: null }).where(eq(products.id, F.unapproved));
  F.archived = (await createProduct({ title: 'کتاب بایگانی', slug: 'book-archived', category_ids: [F.books], price: 50000, stock: 5 })).id;
  await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, F.archived));
  F.inHidden = (await createProduct({ title: 'کتاب دسته پنهان', slug: 'book-in-hidden', category_ids: [F.under], price: 50000, stock: 5 })).id;

  const [pc] = await db.insert(postCategories).values({ name: 'اخبار', slug: 'news' }).returning();
  const post = (title: string, slug: string, status: 'draft' | 'published', publishedAt: Date) =>
    ({ postCategoryId: pc!.id, title, slug, body: '<p>متن</p>', status, publishedAt, authorId: null });
  await db.insert(posts).values([
    post('نوشته منتشرشده', 'published-post', 'published', new Date(Date.now() - DAY)),
    post('نوشته زمان‌بندی‌شده', 'scheduled-post', 'published', new Date(Date.now() + DAY)),
    post('نوشته پیش‌نویس', 'draft-post', 'draft', new Date(Date.now() - DAY)),
  ]);
  await db.insert(pages).values([{ title: 'درباره ما', slug: 'about', body: '<p>ما</p>' }, { title: 'پنهان', slug: 'secret-page', body: '<p>x</p>', status: false }]);
  await db.insert(faqs).values([
    { group: 'ارسال', question: 'کی می‌رسد؟', answer: 'دو روز', position: 1 },
    { question: 'چطور بخرم؟', answer: 'ساده', position: 0 },
    { question: 'پنهان؟', answer: 'بله', status: false },
  ]);
});
afterAll(() => ctx.close());

describe('storefront catalogue: what a shopper sees', () => {
  it('lists only live products: never drafts, in-store-only, unapproved, archived or not yet published ones', async () => {
    const res = await store().get('/api/store/products?per_page=48');
    expect(res.statusCode).toBe(200);
    const seen = ids(res);
    expect(seen).toEqual(expect.arrayContaining([F.shirt, F.book, F.outBook, F.inHidden]));
    for (const hidden of [F.draft, F.offline, F.later, F.unapproved, F.archived]) expect(seen).not.toContain(hidden);
    for (const hidden of ['book-draft', 'book-offline', 'book-later', 'book-unapproved', 'book-archived', String(F.draft)]) {
      const d = await store().get(`/api/store/products/${hidden}`);
      expect(d.statusCode, hidden).toBe(404);
      expect(d.json().error.message).toBe(storeCatalogText.productNotFound);
    }
    expectNoAdminFields(res.json());
    // The exact stock is not shown while the setting is off; the availability is.
    expect(res.json().data.every((p: any) => !('stock' in p) && ['in_stock', 'low', 'out', 'soon'].includes(p.availability))).toBe(true);
  });

  it('answers a list with page links that follow the address asked, even when the answer is kept', async () => {
    const first = await store().get('/api/store/products?per_page=1&utm_source=a');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const a = first.json();
    expect(a.meta).toMatchObject({ current_page: 1, per_page: 1, next_page_url: '/api/store/products?per_page=1&utm_source=a&page=2', prev_page_url: null });
    expect(a.links).toEqual({
      first: '/api/store/products?per_page=1&utm_source=a&page=1',
      last: `/api/store/products?per_page=1&utm_source=a&page=${a.meta.last_page}`,
      prev: null,
      next: '/api/store/products?per_page=1&utm_source=a&page=2',
    });
    // The same answer (one cache key: utm_* ignored), asked from another address: the same body and tag, its own links.
    const second = await store().get('/api/store/products?utm_source=b&per_page=1');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.json().data).toEqual(a.data);
    expect(second.json().meta.next_page_url).toBe('/api/store/products?utm_source=b&per_page=1&page=2');
    expect(second.json().links.first).toBe('/api/store/products?utm_source=b&per_page=1&page=1');
    // A product page is sent whole.
    expect((await store().get('/api/store/products/book-123')).json().data.slug).toBe('book-123');
  });

  it('filters by a category with its descendants, brand, price range (Persian digits), stock, attribute values and colours', async () => {
    const s = store();
    expect(ids(await s.get(`/api/store/products?category_id=${F.root}`))).toEqual([F.shirt]);
    expect(ids(await s.get(`/api/store/products?brand_id=${F.brand}`))).toEqual([F.shirt]);
    expect(ids(await s.get(`/api/store/products?category_id=${F.books}&price_min=${encodeURIComponent('۶۰٬۰۰۰')}`))).toEqual([F.outBook]);
    expect(ids(await s.get(`/api/store/products?category_id=${F.books}&in_stock=1`))).toEqual([F.book]);
    expect(ids(await s.get(`/api/store/products?attribute_value_ids=${F.L}`))).toEqual([F.shirt]);
    expect(ids(await s.get(`/api/store/products?attribute_value_ids=${F.L},${F.M}&color_ids=${F.blue}`))).toEqual([F.shirt]);
    expect(ids(await s.get(`/api/store/products?color_ids=${F.red}&category_id=${F.books}`))).toEqual([]);
    const byPrice = ids(await s.get(`/api/store/products?category_id=${F.books}&sort=price_desc`));
    expect(byPrice).toEqual([F.outBook, F.book]);
    // A hidden category, one under it, and an unknown one are not browsable.
    for (const cat of [F.hidden, F.under, 999999]) {
      const hidden = await s.get(`/api/store/products?category_id=${cat}`);
      expect(hidden.statusCode, String(cat)).toBe(404);
      expect(hidden.json().error.message).toBe(storeCatalogText.categoryNotFound);
    }
  });

  it('searches with the admin search normalisation: Arabic ي/ك and Persian digits find Persian titles', async () => {
    const s = store();
    expect(ids(await s.get(`/api/store/products?q=${encodeURIComponent('پيراهن كلاسيك')}`))).toEqual([F.shirt]);
    expect(ids(await s.get(`/api/store/products?q=${encodeURIComponent('كتاب 123')}`))).toEqual([F.book]);
    expect(ids(await s.get(`/api/store/products?q=${encodeURIComponent('کتاب ١٢٣')}`))).toEqual([F.book]);
    // The drafts the admin search finds stay hidden.
    expect(ids(await s.get(`/api/store/products?q=${encodeURIComponent('پیش‌نویس')}`))).toEqual([]);
  });

  it('answers a bad query with a Persian 422 naming the field, and ignores unknown parameters', async () => {
    const s = store();
    for (const [query, field] of [
      ['page=0', 'page'],
      ['per_page=500', 'per_page'],
      ['sort=cheapest', 'sort'],
      ['price_min=abc', 'price_min'],
      ['price_min=900&price_max=100', 'price_min'],
      ['attribute_value_ids=a,b', 'attribute_value_ids'],
      ['in_stock=maybe', 'in_stock'],
      ['category_id=-4', 'category_id'],
    ] as const) {
      const res = await s.get(`/api/store/products?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().error.fields), query).toEqual([field]);
      expect(res.json().error.fields[field], query).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await s.get('/api/store/products?utm_source=x&page=۱')).statusCode).toBe(200);
    expect((await s.get('/api/store/posts?page=x')).statusCode).toBe(422);
  });

  it('shows a product page with its variants, availability and prices, never an admin field', async () => {
    const res = await store().get('/api/store/products/classic-shirt');
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expectNoAdminFields(res.json());
    expect(p.id).toBe(F.shirt);
    expect(p.variants.map((v: any) => [v.sku, v.color.name, v.attributes[0].value, v.price, v.availability])).toEqual([
      ['CS-R-M', 'قرمز', 'M', 100000, 'in_stock'],
      ['CS-R-L', 'قرمز', 'L', 80000, 'low'],
      ['CS-B-M', 'آبی', 'M', 120000, 'out'],
    ]);
    expect(p).toMatchObject({ price: 80000, price_before: 110000, has_discount: true, availability: 'in_stock', brand: { slug: 'brand-one' } });
    expect(p.images).toEqual([{ url: '/uploads/2025/01/store.webp', alt: 'جلو', is_main: true }]);
    // By id too, Persian digits accepted.
    const byId = await store().get(`/api/store/products/${String(F.shirt).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)}`);
    expect(byId.json().data.slug).toBe('classic-shirt');
  });

  it('shows exact stock only when the setting allows, and drops its cached answers when the setting changes', async () => {
    expect('stock' in (await store().get('/api/store/products/classic-shirt')).json().data).toBe(false);
    expect((await api(ctx).put('/api/admin/settings/storefront', { store_show_stock: true })).statusCode).toBe(200);
    const p = (await store().get('/api/store/products/classic-shirt')).json().data;
    expect(p.stock).toBe(12);
    expect(p.variants.map((v: any) => v.stock)).toEqual([10, 2, 0]);
    expect((await api(ctx).put('/api/admin/settings/storefront', { store_show_stock: false })).statusCode).toBe(200);
    expect('stock' in (await store().get('/api/store/products/classic-shirt')).json().data).toBe(false);
  });

  it('prices a running sales campaign exactly as the admin order form does', async () => {
    const before = (await store().get('/api/store/products/classic-shirt')).json().data;
    const flash = await api(ctx).post('/api/admin/flashes', {
      title: 'حراج فروشگاه',
      starts_at: new Date(Date.now() - DAY).toISOString(),
      ends_at: new Date(Date.now() + DAY).toISOString(),
      image_id: F.img,
      discount_type: 'percentage',
      discount: 25,
      products: [{ product_id: F.shirt }],
    });
    expect(flash.statusCode, flash.body).toBe(201);
    // The flash write dropped the cached page: the campaign price shows at once.
    const after = (await store().get('/api/store/products/classic-shirt')).json().data;
    const admin = (await api(ctx).get(`/api/admin/orders/variants?barcode=${F.shirtBarcode}`)).json().data[0];
    const redM = after.variants.find((v: any) => v.id === F.shirtRedM);
    expect(admin.variant_id).toBe(F.shirtRedM);
    expect(redM).toMatchObject({ price: admin.final_price, price_before: admin.unit_price, discount_amount: admin.unit_discount, discount_source: 'campaign', flash_id: flash.json().data.id });
    expect(redM.price).toBe(75000);
    expect(before.variants.find((v: any) => v.id === F.shirtRedM).price).toBe(100000);
    // The list card carries the same lowest price.
    const card = (await store().get(`/api/store/products?category_id=${F.root}`)).json().data[0];
    expect(card).toMatchObject({ id: F.shirt, price: Math.min(...after.variants.map((v: any) => v.price)), has_discount: true, flash_id: flash.json().data.id });
    expectNoAdminFields(after);
  });

  it('hides a switched-off branch from the category filter at once, and shows it again when switched back on', async () => {
    const s = store();
    // Both the list answer and the shown branch are cached: the category write drops them.
    expect(ids(await s.get(`/api/store/products?category_id=${F.root}`))).toEqual([F.shirt]);
    expect(ids(await s.get(`/api/store/products?category_id=${F.root}&sort=price_asc`))).toEqual([F.shirt]);
    expect((await api(ctx).patch(`/api/admin/categories/${F.child}`, { status: 'false' })).statusCode).toBe(200);
    expect(ids(await s.get(`/api/store/products?category_id=${F.root}`))).toEqual([]);
    expect((await s.get(`/api/store/products?category_id=${F.child}`)).statusCode).toBe(404);
    expect((await api(ctx).patch(`/api/admin/categories/${F.child}`, { status: 'true' })).statusCode).toBe(200);
    expect(ids(await s.get(`/api/store/products?category_id=${F.root}&sort=price_asc`))).toEqual([F.shirt]);
  });

  it('answers ETag and Cache-Control, 304 on If-None-Match, and a new answer after an admin edit', async () => {
    const first = await store().get('/api/store/products/classic-shirt');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const again = await ctx.app.inject({ method: 'GET', url: '/api/store/products/classic-shirt', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const list = await store().get('/api/store/products');
    const list304 = await ctx.app.inject({ method: 'GET', url: '/api/store/products', headers: { 'if-none-match': `W/${list.headers.etag}` } });
    expect(list304.statusCode).toBe(304);

    const edit = await api(ctx).patch(`/api/admin/products/${F.shirt}`, { title: 'پیراهن کلاسیک تازه' });
    expect(edit.statusCode, edit.body).toBe(200);
    const changed = await ctx.app.inject({ method: 'GET', url: '/api/store/products/classic-shirt', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.title).toBe('پیراهن کلاسیک تازه');
    expect(changed.headers.etag).not.toBe(etag);
    // Drafting it hides it at once.
    expect((await api(ctx).patch(`/api/admin/products/${F.shirt}`, { status: 'draft' })).statusCode).toBe(200);
    expect((await store().get('/api/store/products/classic-shirt')).statusCode).toBe(404);
    expect(ids(await store().get('/api/store/products'))).not.toContain(F.shirt);
    expect((await api(ctx).patch(`/api/admin/products/${F.shirt}`, { status: 'available' })).statusCode).toBe(200);
  });

  it('serves the category tree without hidden branches, and switched-on brands', async () => {
    const tree = (await store().get('/api/store/categories')).json().data;
    expect(tree.map((c: any) => c.slug)).toEqual(['clothes', 'books']);
    expect(tree[0].children.map((c: any) => c.slug)).toEqual(['shirts']);
    const brandsRes = await store().get('/api/store/brands');
    expect(brandsRes.json().data.map((b: any) => b.slug)).toEqual(['brand-one']);
    expect(brandsRes.headers.etag).toBeTruthy();
  });
});

describe('storefront content', () => {
  it('lists and shows published posts only: drafts and scheduled posts stay hidden', async () => {
    const list = await store().get('/api/store/posts');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((p: any) => p.slug)).toEqual(['published-post']);
    expectNoAdminFields(list.json());
    expect((await store().get('/api/store/posts/published-post')).json().data.body).toBe('<p>متن</p>');
    for (const slug of ['scheduled-post', 'draft-post', 'no-such-post']) {
      const res = await store().get(`/api/store/posts/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json().error.message).toBe(storeCatalogText.postNotFound);
    }
  });

  it('shows switched-on pages and FAQs, and only the public settings', async () => {
    expect((await store().get('/api/store/pages')).json().data.map((p: any) => p.slug)).toEqual(['about']);
    expect((await store().get('/api/store/pages/about')).json().data.title).toBe('درباره ما');
    const secret = await store().get('/api/store/pages/secret-page');
    expect(secret.statusCode).toBe(404);
    expect(secret.json().error.message).toBe(storeCatalogText.pageNotFound);
    const faq = (await store().get('/api/store/faqs')).json().data;
    expect(faq).toEqual([
      { group: null, items: [expect.objectContaining({ question: 'چطور بخرم؟' })] },
      { group: 'ارسال', items: [expect.objectContaining({ question: 'کی می‌رسد؟' })] },
    ]);
    expect((await api(ctx).put('/api/admin/settings/messages', { smtp_password: 'top-secret-1', mail_from_name: 'فروشگاه' })).statusCode).toBe(200);
    expect((await api(ctx).put('/api/admin/settings/general', { site_title: 'فروشگاه نمونه' })).statusCode).toBe(200);
    const settings = await store().get('/api/store/settings');
    expect(Object.keys(settings.json().data).sort()).toEqual([...PUBLIC_SETTINGS].sort());
    expect(settings.json().data.site_title).toBe('فروشگاه نمونه');
    expect(settings.body).not.toContain('top-secret-1');
    expectNoAdminFields(settings.json());
  });

  it('answers an unknown slug with a Persian 404 and a NUL in a slug without a 500', async () => {
    const res = await store().get('/api/store/products/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'not_found', message: storeCatalogText.productNotFound });
    expect((await store().get('/api/store/products/a%00b')).statusCode).toBe(404);
  });
});

// A variant switched off (by the database here; the form does the same) leaves the page at the next change.
it('never shows a switched-off variant', async () => {
  await ctx.database.db.update(variants).set({ status: false }).where(eq(variants.id, F.shirtRedM!));
  expect((await api(ctx).patch(`/api/admin/products/${F.shirt}`, { meta_title: 'عنوان' })).statusCode).toBe(200);
  const p = (await store().get('/api/store/products/classic-shirt')).json().data;
  expect(p.variants.map((v: any) => v.id)).not.toContain(F.shirtRedM);
});
