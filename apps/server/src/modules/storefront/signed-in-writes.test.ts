import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../test/db';
import { categories } from '../catalog/categories/category.table';
import { productComments } from '../catalog/comments/product-comment.table';
import { contacts } from '../content/contacts/contact.table';
import { postComments } from '../content/post-comments/post-comment.table';
import { posts } from '../content/posts/post.table';
import { products } from '../catalog/products/product.table';
import { customers } from '../people/customers/customer.table';
import { openCustomerSession } from './accounts/account.session';
import { clearStoreCaches } from '../../lib/store-cache';
import { stockAlerts } from './stock-alerts/stock-alert.table';

let ctx: TestContext;
let customerId: number;
let token: string;
let productId: number;
let variantId: number;
let postId: number;

beforeAll(async () => {
  ctx = await setupApp();
  const db = ctx.database.db;
  customerId = (await db.insert(customers).values({ firstName: 'نرگس', lastName: 'صادقی', mobile: '09127778899' }).returning())[0]!.id;
  token = await openCustomerSession(db, customerId, { headers: {}, ip: '127.0.0.1' } as FastifyRequest);
  const cat = (await db.insert(categories).values({ title: 'کیف', slug: 'bags' }).returning())[0]!.id;
  const p = (await api(ctx).post('/api/admin/products', { category_ids: [cat], title: 'کیف چرمی', slug: 'leather-bag', price: 900_000, stock: 0, status: 'out_of_stock' })).json().data;
  productId = p.id;
  variantId = p.default_variant_id;
  const pc = (await api(ctx).post('/api/admin/post-categories', { name: 'وبلاگ' })).json().data.id;
  postId = (await api(ctx).post('/api/admin/posts', { post_category_id: pc, title: 'نگهداری از کیف چرمی', body: 'متن' })).json().data.id;
  await db.update(posts).set({ status: 'published', publishedAt: new Date(Date.now() - 60_000) }).where(eq(posts.id, postId));
});
afterAll(() => ctx.close());

let seq = 0;
const as = (who: string | null, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: `10.4.0.${++seq}`, headers: who ? { authorization: `Bearer ${who}` } : {} });

describe('store writes of a signed-in customer', () => {
  it('a contact message names the customer and is answered on their mobile when no other address is given', async () => {
    expect((await as(token, '/api/store/contacts', { name: 'نرگس صادقی', body: 'فاکتور رسمی می‌خواهم' })).statusCode).toBe(201);
    const [c] = await ctx.database.db.select().from(contacts).orderBy(desc(contacts.id)).limit(1);
    expect(c).toMatchObject({ customerId, mobile: '09127778899', email: null });
    // A guest with the same body and no address is refused.
    expect((await as(null, '/api/store/contacts', { name: 'مهمان', body: 'فاکتور' })).statusCode).toBe(422);
  });

  it('a post comment needs no e-mail from a customer and is saved pending under their account', async () => {
    expect((await as(token, `/api/store/posts/${postId}/comments`, { name: 'نرگس', body: 'با چه روغنی چرم را چرب کنم؟' })).statusCode).toBe(201);
    const [c] = await ctx.database.db.select().from(postComments).orderBy(desc(postComments.id)).limit(1);
    expect(c).toMatchObject({ postId, customerId, email: null, status: 'pending' });
  });

  it('a product comment needs a customer session; saved pending with the customer’s name and rating', async () => {
    const guest = await as(null, `/api/store/products/${productId}/comments`, { body: 'عالی بود', rating: 5 });
    expect(guest.statusCode).toBe(401);
    const res = await as(token, `/api/store/products/${productId}/comments`, { title: 'خوش‌دوخت', body: 'دوختش تمیز است', rating: '۴' });
    expect(res.statusCode, res.body).toBe(201);
    const [c] = await ctx.database.db.select().from(productComments).orderBy(desc(productComments.id)).limit(1);
    expect(c).toMatchObject({ productId, customerId, authorName: 'نرگس صادقی', title: 'خوش‌دوخت', rating: 4, status: 'pending' });
    expect((await api(ctx).get('/api/admin/home')).json().data.new_product_comments_count).toBeGreaterThanOrEqual(1);
    expect((await as(token, `/api/store/products/${productId}/comments`, { body: 'خوب', rating: 6 })).statusCode).toBe(422);
    expect((await as(token, `/api/store/products/99999999/comments`, { body: 'خوب است' })).statusCode).toBe(404);
    // Approved, it shows with the average rating and without the customer's id.
    await ctx.database.db.update(productComments).set({ status: 'approved' }).where(eq(productComments.id, c!.id));
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/store/products/${productId}/comments` })).json();
    expect(page.data[0]).toMatchObject({ author_name: 'نرگس صادقی', rating: 4, body: 'دوختش تمیز است' });
    expect(page.meta.average_rating).toBe(4);
    expect(JSON.stringify(page)).not.toMatch(/customer_id|admin_id|09127778899/);
  });

  it('a product’s comments are shown exactly when the product page is (the catalogue’s one rule)', async () => {
    const db = ctx.database.db;
    const cat = (await db.insert(categories).values({ title: 'کفش', slug: 'shoes' }).returning())[0]!.id;
    const p = (await api(ctx).post('/api/admin/products', { category_ids: [cat], title: 'کفش کتانی', slug: 'sneaker', price: 500_000, stock: 3, status: 'available' })).json().data;
    await db.insert(productComments).values({ productId: p.id, authorName: 'مهمان', body: 'راحت است', status: 'approved' });
    const get = (url: string) => ctx.app.inject({ method: 'GET', url }).then((r) => r.statusCode);
    // Written straight to the table: the product page's cache is told here (an admin write tells it itself).
    const both = async () => (clearStoreCaches(), [await get(`/api/store/products/${p.id}`), await get(`/api/store/products/${p.id}/comments`)]);
    expect(await both()).toEqual([200, 200]);
    // Its only category switched off: the catalogue still shows the product, so its comments show too.
    await db.update(categories).set({ status: false }).where(eq(categories.id, cat));
    expect(await both()).toEqual([200, 200]);
    const hide: Partial<typeof products.$inferInsert>[] = [{ status: 'draft' }, { publishedAt: new Date(Date.now() + 86_400_000) }, { approvedAt: null }, { archivedAt: new Date() }];
    for (const change of hide) {
      const [before] = await db.select().from(products).where(eq(products.id, p.id));
      await db.update(products).set(change).where(eq(products.id, p.id));
      expect(await both(), JSON.stringify(change)).toEqual([404, 404]);
      await db.update(products).set({ status: before!.status, publishedAt: before!.publishedAt, approvedAt: before!.approvedAt, archivedAt: before!.archivedAt }).where(eq(products.id, p.id));
    }
    expect(await both()).toEqual([200, 200]);
  });

  it('«back in stock» for a customer goes to their own mobile', async () => {
    expect((await as(token, '/api/store/stock-alerts', { variant_id: variantId })).statusCode).toBe(202);
    const [a] = await ctx.database.db.select().from(stockAlerts).where(eq(stockAlerts.variantId, variantId));
    expect(a).toMatchObject({ customerId, mobile: '09127778899', email: null, status: 'waiting' });
  });
});
