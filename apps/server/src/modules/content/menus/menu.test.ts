import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api, setupApp, type TestContext } from '../../../../test/db';

let ctx: TestContext;
beforeAll(async () => (ctx = await setupApp()));
afterAll(() => ctx.close());

let seq = 0;
const group = async (title = 'سربرگ') => {
  const r = await api(ctx).post('/api/admin/menu-groups', { title, key: `menu-${++seq}` });
  expect(r.statusCode).toBe(201);
  return r.json().data as { id: number; key: string };
};
const item = async (group_id: number, title: string, more: Record<string, unknown> = {}) => {
  const r = await api(ctx).post('/api/admin/menu-items', { group_id, title, link: { url: `/${encodeURIComponent(title)}` }, ...more });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: number; depth: number; position: number };
};
/** A chain of `n` items, each under the previous; returns their ids top first. */
const chain = async (g: number, n: number) => {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push((await item(g, `سطح ${i + 1}`, { parent_id: ids[i - 1] ?? null })).id);
  return ids;
};
const treeOf = async (g: number) => (await api(ctx).get(`/api/admin/menu-groups/${g}/tree`)).json().data.tree;

describe('menus /api/admin/menu-groups and /api/admin/menu-items', () => {
  it('creates, lists with item counts, renames and deletes a menu with its items, each audited', async () => {
    const a = api(ctx);
    const created = await a.post('/api/admin/menu-groups', { title: 'پابرگ', key: 'Footer-Main' });
    expect(created.statusCode).toBe(201);
    const g = created.json().data;
    expect(g).toMatchObject({ title: 'پابرگ', key: 'footer-main' });
    await item(g.id, 'درباره‌ی ما', { link: { type: 'about_us' } });
    await item(g.id, 'تماس', { link: { type: 'contact_us' }, new_tab: true });
    const listed = (await a.get('/api/admin/menu-groups')).json().data.find((x: { id: number }) => x.id === g.id);
    expect(listed).toMatchObject({ title: 'پابرگ', key: 'footer-main', items_count: 2 });
    expect((await a.patch(`/api/admin/menu-groups/${g.id}`, { title: 'پابرگ اصلی' })).json().data.title).toBe('پابرگ اصلی');
    const dup = await a.post('/api/admin/menu-groups', { title: 'دیگر', key: 'footer-main' });
    expect(dup.statusCode).toBe(409);
    expect(Object.keys(dup.json().error.fields)).toEqual(['key']);
    expect((await a.del(`/api/admin/menu-groups/${g.id}`)).statusCode).toBe(204);
    expect((await a.get(`/api/admin/menu-items?group_id=${g.id}`)).json().data).toEqual([]);
    const actions = (await a.get('/api/admin/audit-logs?entity=menu_group')).json().data.map((l: { action: string }) => l.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });

  it('refuses bad menus and items in Persian: a non-latin key, bad types, Persian digits read as numbers, unknown ids', async () => {
    const a = api(ctx);
    const bad = await a.post('/api/admin/menu-groups', { title: '', key: 'سربرگ' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.title).toBe('عنوان الزامی است');
    expect((await a.post('/api/admin/menu-groups', { title: 'الف', key: 'سربرگ' })).json().error.fields).toEqual({ key: expect.stringContaining('لاتین') });
    const g = await group();
    const wrong = await a.post('/api/admin/menu-items', { group_id: 'abc', title: 12, new_tab: 'maybe', link: { url: 'ftp://x' } });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().error.fields).sort()).toEqual(['group_id', 'link', 'new_tab', 'title']);
    expect((await a.post('/api/admin/menu-items', { group_id: 99999999, title: 'الف' })).json().error.fields).toEqual({ group_id: 'منوی انتخاب‌شده یافت نشد' });
    expect((await a.post('/api/admin/menu-items', { group_id: g.id, title: 'الف', parent_id: 99999999 })).json().error.fields).toEqual({ parent_id: expect.stringContaining('یافت نشد') });
    expect((await a.post('/api/admin/menu-items', { group_id: g.id, title: 'الف', link: { type: 'product', id: 99999999 } })).json().error.fields).toEqual({ link: expect.stringContaining('یافت نشد') });
    // Persian digits are read as numbers.
    const fa = await a.post('/api/admin/menu-items', { group_id: String(g.id).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!), title: 'با رقم فارسی' });
    expect(fa.statusCode).toBe(201);
    expect((await a.get('/api/admin/menu-items/abc')).statusCode).toBe(404);
    expect((await a.get('/api/admin/menu-groups/99999999/tree')).statusCode).toBe(404);
  });

  it('nests items; an edit refuses a parent of another menu, the item itself, its descendant, and an 11th level', async () => {
    const a = api(ctx);
    const g = await group();
    const other = await group('پابرگ');
    const [top, mid, low] = await chain(g.id, 3);
    expect((await a.get(`/api/admin/menu-items/${low}`)).json().data).toMatchObject({ parent_id: mid, depth: 3, group_id: g.id });
    const foreign = await item(other.id, 'بیگانه');
    expect((await a.patch(`/api/admin/menu-items/${top}`, { parent_id: foreign.id })).json().error.fields).toEqual({ parent_id: expect.stringContaining('یافت نشد') });
    for (const p of [top, low]) {
      const r = await a.patch(`/api/admin/menu-items/${top}`, { parent_id: p });
      expect(r.statusCode).toBe(422);
      expect(r.json().error.fields).toEqual({ parent_id: 'آیتم را نمی‌توان زیر خودش یا یکی از زیرمجموعه‌هایش گذاشت' });
    }
    // Moving the three-level branch under an 8-level chain makes 11 levels: refused; under the 7th, 10: fine.
    const deep = await chain(g.id, 8);
    const tooDeep = await a.patch(`/api/admin/menu-items/${top}`, { parent_id: deep[7] });
    expect(tooDeep.json().error.fields).toEqual({ parent_id: 'منو حداکثر ۱۰ سطح می‌تواند داشته باشد' });
    const moved = await a.patch(`/api/admin/menu-items/${top}`, { parent_id: deep[6] });
    expect(moved.statusCode).toBe(200);
    expect((await a.get(`/api/admin/menu-items/${low}`)).json().data.depth).toBe(10);
    expect((await a.post('/api/admin/menu-items', { group_id: g.id, title: 'یازدهم', parent_id: low })).json().error.fields).toEqual({ parent_id: 'منو حداکثر ۱۰ سطح می‌تواند داشته باشد' });
  });

  it('saves the whole order in one go; refuses a list missing an item, naming another menu’s item, a cycle, or 11 levels', async () => {
    const a = api(ctx);
    const g = await group();
    const other = await group('موبایل');
    const [x, y, z] = [await item(g.id, 'محصولات'), await item(g.id, 'گوشی'), await item(g.id, 'وبلاگ')];
    const foreign = await item(other.id, 'بیگانه');
    const ok = await a.put(`/api/admin/menu-groups/${g.id}/tree`, [{ id: z.id }, { id: x.id, children: [{ id: y.id }] }]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.tree.map((n: { id: number }) => n.id)).toEqual([z.id, x.id]);
    expect((await treeOf(g.id))[1].children.map((n: { id: number }) => n.id)).toEqual([y.id]);
    expect((await a.get(`/api/admin/menu-items/${y.id}`)).json().data).toMatchObject({ parent_id: x.id, depth: 2 });
    expect((await treeOf(other.id)).map((n: { id: number }) => n.id)).toEqual([foreign.id]);

    const missing = await a.put(`/api/admin/menu-groups/${g.id}/tree`, [{ id: z.id }, { id: x.id }]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields._).toContain('«گوشی»');
    const withForeign = await a.put(`/api/admin/menu-groups/${g.id}/tree`, [{ id: z.id }, { id: x.id, children: [{ id: y.id }] }, { id: foreign.id }]);
    expect(withForeign.statusCode).toBe(422);
    expect(withForeign.json().error.fields._).toBe('این آیتم در این منو نیست؛ صفحه را دوباره بارگذاری کنید');
    const cycle = await a.put(`/api/admin/menu-groups/${g.id}/tree`, [{ id: z.id }, { id: x.id, children: [{ id: y.id, children: [{ id: x.id }] }] }]);
    expect(cycle.json().error.fields._).toContain('زیر خودش');
    let nested: unknown[] = [];
    // Ten levels stored; under «محصولات» they make eleven.
    const ids = [...(await chain(g.id, 10))].reverse();
    for (const id of ids) nested = [{ id, children: nested }];
    const deep = await a.put(`/api/admin/menu-groups/${g.id}/tree`, [{ id: z.id }, { id: x.id, children: [{ id: y.id }, ...nested] }]);
    expect(deep.statusCode).toBe(422);
    expect(deep.json().error.fields._).toBe('منو حداکثر ۱۰ سطح می‌تواند داشته باشد');
    expect((await a.put(`/api/admin/menu-groups/${g.id}/tree`, { id: x.id })).statusCode).toBe(422);
    const sorts = (await a.get('/api/admin/audit-logs?entity=menu_item')).json().data.filter((l: { action: string }) => l.action === 'sort');
    expect(sorts.length).toBeGreaterThan(0);
  });

  it('tells how many descendants an item has and deletes them with it, each audited', async () => {
    const a = api(ctx);
    const g = await group();
    const [top, mid, low] = await chain(g.id, 3);
    const sibling = await item(g.id, 'کنار', { parent_id: top });
    expect((await a.get(`/api/admin/menu-items/${top}`)).json().data).toMatchObject({ children_count: 2, descendants_count: 3 });
    expect((await a.del(`/api/admin/menu-items/${top}`)).statusCode).toBe(204);
    for (const id of [top, mid, low, sibling.id]) expect((await a.get(`/api/admin/menu-items/${id}`)).statusCode).toBe(404);
    const deleted = (await a.get('/api/admin/audit-logs?entity=menu_item&per_page=100')).json().data.filter((l: { action: string }) => l.action === 'delete').map((l: { entity_id: string | number }) => Number(l.entity_id));
    expect(deleted).toEqual(expect.arrayContaining([top, mid, low, sibling.id]));
  });

  it('a child added while its parent is deleted is refused or goes with it, never a server error', async () => {
    const a = api(ctx);
    for (let round = 0; round < 5; round++) {
      const g = await group();
      const [top] = await chain(g.id, 2);
      const [del, add] = await Promise.all([a.del(`/api/admin/menu-items/${top}`), a.post('/api/admin/menu-items', { group_id: g.id, title: 'همزمان', parent_id: top })]);
      expect(del.statusCode).toBe(204);
      expect([201, 409, 422]).toContain(add.statusCode);
      expect(await treeOf(g.id)).toEqual([]);
    }
  });

  it('protects a linked target: a product a menu item links to is not deleted', async () => {
    const a = api(ctx);
    const g = await group();
    const cat = (await a.post('/api/admin/categories', { title: 'کالای دیجیتال منو' })).json().data;
    await item(g.id, 'دیجیتال', { link: { type: 'category', id: cat.id } });
    const refused = await a.del(`/api/admin/categories/${cat.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('آیتم منو «دیجیتال»');
    expect((await treeOf(g.id))[0].link).toEqual({ type: 'category', id: cat.id, title: 'کالای دیجیتال منو' });
  });

  it('answers 401 signed out and 403 without the permission', async () => {
    const g = await group();
    expect((await api(ctx, null).get('/api/admin/menu-groups')).statusCode).toBe(401);
    expect((await api(ctx, null).get('/api/admin/menu-items')).statusCode).toBe(401);
    const reader = api(ctx, (await ctx.adminWith(['read_menu'])).token);
    expect((await reader.get('/api/admin/menu-groups')).statusCode).toBe(200);
    expect((await reader.get(`/api/admin/menu-groups/${g.id}/tree`)).statusCode).toBe(200);
    expect((await reader.post('/api/admin/menu-groups', { title: 'x', key: 'x' })).statusCode).toBe(403);
    expect((await reader.put(`/api/admin/menu-groups/${g.id}/tree`, [])).statusCode).toBe(403);
    expect((await reader.post('/api/admin/menu-items', { group_id: g.id, title: 'x' })).statusCode).toBe(403);
    expect((await reader.patch('/api/admin/menu-items/1', { title: 'x' })).statusCode).toBe(403);
    expect((await reader.del('/api/admin/menu-items/1')).statusCode).toBe(403);
    expect((await api(ctx, (await ctx.adminWith(['read_post'])).token).get(`/api/admin/menu-groups/${g.id}/tree`)).statusCode).toBe(403);
  });

  it('gives the storefront the live tree by key, cacheable with an ETag', async () => {
    const a = api(ctx);
    const g = await group();
    const shop = await item(g.id, 'فروشگاه', { link: { type: 'product' } });
    await item(g.id, 'کفش', { parent_id: shop.id, new_tab: true });
    const hidden = await item(g.id, 'پنهان', { status: false });
    await item(g.id, 'زیر پنهان', { parent_id: hidden.id });
    const r = await api(ctx, null).get(`/api/store/menus/${g.key}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual({
      key: g.key,
      title: 'سربرگ',
      items: [{ id: shop.id, title: 'فروشگاه', link: { type: 'product', title: null }, new_tab: false, children: [expect.objectContaining({ title: 'کفش', new_tab: true, link: { url: expect.any(String), title: null }, children: [] })] }],
    });
    expect(r.headers['cache-control']).toContain('max-age');
    const again = await ctx.app.inject({ method: 'GET', url: `/api/store/menus/${g.key}`, headers: { 'if-none-match': String(r.headers.etag) } });
    expect(again.statusCode).toBe(304);
    await a.patch(`/api/admin/menu-items/${shop.id}`, { title: 'فروشگاه تازه' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/store/menus/${g.key}`, headers: { 'if-none-match': String(r.headers.etag) } })).statusCode).toBe(200);
    const unknown = await api(ctx, null).get('/api/store/menus/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('منویی با این کلید یافت نشد');
    expect((await api(ctx, null).get('/api/store/menus/%D8%B3%D8%B1')).statusCode).toBe(404);
  });

  it('keeps the storefront menu in memory: a write through the admin drops it at once, another node\'s notice within a second', async () => {
    const g = await group('پانویس');
    const it1 = await item(g.id, 'درباره');
    const read = async () => (await api(ctx, null).get(`/api/store/menus/${g.key}`)).json().data.items.map((i: { title: string }) => i.title);
    // The creating writes' own notices come back through the listener: let them arrive first.
    await new Promise((r) => setTimeout(r, 300));
    expect(await read()).toEqual(['درباره']);
    // Changed behind the server's back (as another node's write would be): the copy is still served…
    await ctx.database.db.execute(sql`update menu_items set title = 'تماس' where id = ${it1.id}`);
    expect(await read()).toEqual(['درباره']);
    // …until that node's notice arrives on the listener.
    await ctx.database.db.execute(sql`select pg_notify('auth_cache', 'store:menus')`);
    const end = Date.now() + 1000;
    while ((await read())[0] !== 'تماس' && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(await read()).toEqual(['تماس']);
    // A write through this server: the next read has it.
    await api(ctx).patch(`/api/admin/menu-items/${it1.id}`, { title: 'سؤالات' });
    expect(await read()).toEqual(['سؤالات']);
  });
});
