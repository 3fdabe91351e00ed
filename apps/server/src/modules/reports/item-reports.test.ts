import { sql } from 'drizzle-orm';
import { spreadsheetText } from '@pishkhan/common/i18n/fa/spreadsheet';
import { sheetColumnsOf, type ReportColumn } from '@pishkhan/common/reports/columns';
import { CUSTOMER_REPORT_COLUMNS, CUSTOMER_REPORT_SORTS } from '@pishkhan/common/reports/customers.columns';
import { PRODUCT_REPORT_COLUMNS, PRODUCT_REPORT_SORTS } from '@pishkhan/common/reports/products.columns';
import { VARIETY_REPORT_COLUMNS, VARIETY_REPORT_SORTS } from '@pishkhan/common/reports/varieties.columns';
import { WALLET_REPORT_COLUMNS, WALLET_REPORT_SORTS } from '@pishkhan/common/reports/wallets.columns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../test/db';
import { columnOf, firstSheet } from '../../../test/excel';
import { orderFixtures, type OrderFixtures } from '../../../test/order-fixtures';
import { categories } from '../catalog/categories/category.table';
import { orderItems, orderReturnItems, orderReturns, orders } from '../sales/orders/order.table';
import { miniOrderItems, miniOrders } from '../shop/shop.table';

/**
 * The products and customers reports on known rows: a refund, a canceled order, an in-store void and
 * an order at 23:59 Tehran time on the last day of Esfand 1404; agreement with the sales report and
 * with a direct computation over the rows.
 */
let ctx: TestContext;
let fx: OrderFixtures;
let A: { id: number; variant: number };
let B: { id: number; variant: number };
let C: { id: number; variant: number };
let c1: { id: number };
let c2: { id: number };
let otherCat: number;
const RANGE = 'from=1404/12/25&to=1405/01/05';

type Line = { p: { id: number; variant: number }; qty: number; price: number; live?: boolean };
async function order(at: string, status: string, customerId: number, lines: Line[], o: { discount?: number; shipping?: number; returned?: Line[] } = {}) {
  const db = ctx.database.db;
  const live = lines.filter((l) => l.live !== false);
  const gross = live.reduce((s, l) => s + l.qty * l.price, 0);
  const returned = (o.returned ?? []).reduce((s, l) => s + l.qty * l.price, 0);
  const discount = o.discount ?? 0;
  const shipping = o.shipping ?? 0;
  const [row] = await db
    .insert(orders)
    .values({
      createdAt: new Date(at),
      status,
      customerId,
      itemsCount: live.length,
      itemsQuantity: live.reduce((s, l) => s + l.qty, 0),
      totalItemsAmount: gross,
      discountOnOrder: discount,
      discountAmount: discount,
      shippingAmount: shipping,
      totalAmount: gross - discount + shipping,
      returnedAmount: returned,
    })
    .returning();
  const items = await db
    .insert(orderItems)
    .values(lines.map((l) => ({ orderId: row!.id, productId: l.p.id, variantId: l.p.variant, title: 'x', quantity: l.qty, unitPrice: l.price, status: l.live !== false })))
    .returning();
  if (o.returned?.length) {
    const [r] = await db.insert(orderReturns).values({ orderId: row!.id, status: 'returned', amount: returned }).returning();
    await db
      .insert(orderReturnItems)
      .values(o.returned.map((l) => ({ returnId: r!.id, orderItemId: items.find((i) => i.productId === l.p.id)!.id, quantity: l.qty, unitAmount: l.price })));
    // A return still open does not count.
    await db.insert(orderReturns).values({ orderId: row!.id, status: 'requested', amount: 999 });
  }
  return row!.id;
}

async function receipt(at: string, status: string, customerId: number, lines: (Line & { type: 'sale' | 'return' })[]) {
  const db = ctx.database.db;
  const sales = lines.filter((l) => l.type === 'sale').reduce((s, l) => s + l.qty * l.price, 0);
  const returns = lines.filter((l) => l.type === 'return').reduce((s, l) => s + l.qty * l.price, 0);
  const [m] = await db
    .insert(miniOrders)
    .values({
      createdAt: new Date(at),
      status,
      customerId,
      linesCount: lines.length,
      saleQuantity: lines.filter((l) => l.type === 'sale').reduce((s, l) => s + l.qty, 0),
      returnQuantity: lines.filter((l) => l.type === 'return').reduce((s, l) => s + l.qty, 0),
      salesAmount: sales,
      returnsAmount: returns,
      linesTotal: sales - returns,
      total: sales - returns,
      paidCash: sales - returns,
      ...(status === 'voided' ? { voidedAt: new Date(at) } : {}),
    })
    .returning();
  await db
    .insert(miniOrderItems)
    .values(lines.map((l) => ({ miniOrderId: m!.id, type: l.type, productId: l.p.id, variantId: l.p.variant, title: 'x', quantity: l.qty, unitPrice: l.price, listPrice: l.price, effectivePrice: l.price })));
}

beforeAll(async () => {
  ctx = await setupApp();
  fx = await orderFixtures(ctx);
  otherCat = (await ctx.database.db.insert(categories).values({ title: 'نوشت‌افزار', slug: 'stationery' }).returning())[0]!.id;
  A = await fx.product({ title: 'کیف چرمی', sku: 'RP-A', price: 10_000, stock: 100 });
  B = await fx.product({ title: 'کفش ورزشی', sku: 'RP-B', price: 30_000, stock: 100 });
  C = await fx.product({ title: 'دفتر', sku: 'RP-C', price: 5_000, stock: 100, category_ids: [otherCat] });
  c1 = await fx.customer({ first: 'علی', last: 'رضایی', postalCode: '1234567890', balance: 0 });
  c2 = await fx.customer({ first: 'مریم', last: 'کریمی', postalCode: '1234567891', balance: 0 });
  // 23:59 Tehran on 1404/12/29 (the last day of Esfand): A 2 × 10,000 and B 1 × 30,000.
  await order('2026-03-20T20:29:00Z', 'new', c1.id, [
    { p: A, qty: 2, price: 10_000 },
    { p: B, qty: 1, price: 30_000 },
  ], { discount: 5_000, shipping: 5_000 });
  // 00:01 Tehran on 1405/01/01: A 3 × 10,000, one taken back by a completed return; a removed line of B.
  await order('2026-03-20T20:31:00Z', 'delivered', c1.id, [
    { p: A, qty: 3, price: 10_000 },
    { p: B, qty: 1, price: 30_000, live: false },
  ], { returned: [{ p: A, qty: 1, price: 10_000 }] });
  // Not sales: a canceled order, a voided receipt.
  await order('2026-03-21T10:00:00Z', 'canceled', c2.id, [{ p: A, qty: 5, price: 10_000 }]);
  await receipt('2026-03-21T13:00:00Z', 'voided', c2.id, [{ type: 'sale', p: A, qty: 4, price: 10_000 }]);
  // In store: B 2 × 25,000 sold and one A taken back at 9,000; C 1 × 5,000.
  await receipt('2026-03-21T12:00:00Z', 'completed', c2.id, [
    { type: 'sale', p: B, qty: 2, price: 25_000 },
    { type: 'return', p: A, qty: 1, price: 9_000 },
    { type: 'sale', p: C, qty: 1, price: 5_000 },
  ]);
  // The period before (1404/12/19).
  await order('2026-03-10T08:00:00Z', 'received', c2.id, [{ p: A, qty: 1, price: 10_000 }]);
});
afterAll(() => ctx.close());

const get = async (url: string, token = ctx.token) => {
  const res = await api(ctx, token).get(url);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json();
};

describe('products report', () => {
  it('sums each product: quantity and amount sold, refunds negative, net', async () => {
    const { data, meta } = await get(`/api/admin/reports/products?${RANGE}`);
    expect(meta.total).toBe(3);
    // Sorted by amount sold, highest first.
    expect(data.rows.map((r: any) => r.id)).toEqual([B.id, A.id, C.id]);
    const by = Object.fromEntries(data.rows.map((r: any) => [r.id, r]));
    expect(by[A.id]).toMatchObject({ title: 'کیف چرمی', quantity: 5, amount: 50_000, refunds: -19_000, net: 31_000 });
    expect(by[B.id]).toMatchObject({ quantity: 3, amount: 80_000, refunds: 0, net: 80_000 });
    expect(by[C.id]).toMatchObject({ quantity: 1, amount: 5_000, refunds: 0, net: 5_000 });
    expect(data.totals).toEqual({ quantity: 9, amount: 135_000, refunds: -19_000, net: 116_000 });
    expect(data.compare.totals).toEqual({ quantity: 1, amount: 10_000, refunds: 0, net: 10_000 });
    expect(data.compare.change.amount).toBeCloseTo(12.5);
  });

  it("agrees with the sales report's gross sales and returns for the same filters, in every mode", async () => {
    for (const mode of ['both', 'online', 'in_store']) {
      const p = (await get(`/api/admin/reports/products?${RANGE}&mode=${mode}`)).data.totals;
      const o = (await get(`/api/admin/reports/orders?${RANGE}&mode=${mode}`)).data.totals;
      expect(p.amount, mode).toBe(o.gross);
      expect(-p.refunds, mode).toBe(o.returns);
    }
  });

  it('agrees with a direct computation over the rows', async () => {
    const from = "'2026-03-15T20:30:00Z'";
    const to = "'2026-03-25T20:30:00Z'";
    const [r] = (
      await ctx.database.db.execute(
        sql.raw(`select
          (select coalesce(sum(oi.unit_price * oi.quantity), 0) from orders o join order_items oi on oi.order_id = o.id
            where o.created_at >= ${from} and o.created_at < ${to} and oi.status and o.status in ('new','in_progress','delivered','received','reserved'))
          + (select coalesce(sum(mi.unit_price * mi.quantity), 0) from mini_orders m join mini_order_items mi on mi.mini_order_id = m.id
            where m.created_at >= ${from} and m.created_at < ${to} and m.status = 'completed' and mi.type = 'sale') as amount`),
      )
    ).rows as { amount: string }[];
    expect((await get(`/api/admin/reports/products?${RANGE}`)).data.totals.amount).toBe(Number(r!.amount));
  });

  it('puts 23:59 Tehran time on the last day of Esfand in Esfand', async () => {
    const esfand = (await get('/api/admin/reports/products?from=1404/12/20&to=1404/12/29&mode=online')).data;
    expect(esfand.totals).toEqual({ quantity: 3, amount: 50_000, refunds: 0, net: 50_000 });
    const farvardin = (await get('/api/admin/reports/products?from=1405/01/01&to=1405/01/31&mode=online')).data;
    expect(farvardin.totals).toEqual({ quantity: 3, amount: 30_000, refunds: -10_000, net: 20_000 });
  });

  it('filters by category and search, sorts and pages', async () => {
    const cat = (await get(`/api/admin/reports/products?${RANGE}&category_id=${otherCat}`)).data;
    expect(cat.rows.map((r: any) => r.id)).toEqual([C.id]);
    const q = (await get(`/api/admin/reports/products?${RANGE}&q=${encodeURIComponent('كيف')}`)).data;
    expect(q.rows.map((r: any) => r.id)).toEqual([A.id]);
    const sorted = await get(`/api/admin/reports/products?${RANGE}&sort=refunds&per_page=1&page=1`);
    expect(sorted.data.rows.map((r: any) => r.id)).toEqual([A.id]);
    expect(sorted.meta).toMatchObject({ total: 3, last_page: 3, per_page: 1 });
    // Totals stay those of every row.
    expect(sorted.data.totals.amount).toBe(135_000);
    const p2 = await get(`/api/admin/reports/products?${RANGE}&sort=quantity&per_page=2&page=2`);
    expect(p2.data.rows.map((r: any) => r.id)).toEqual([A.id]);
  });

  it('answers 422 on bad filters, never 500', async () => {
    for (const q of ['sort=nope', 'category_id=abc', 'brand_id=-1', 'from=1405/13/01&to=1405/13/02', 'mode=x']) {
      expect((await api(ctx).get(`/api/admin/reports/products?${q}`)).statusCode, q).toBe(422);
    }
    expect((await api(ctx).get(`/api/admin/reports/products?category_id=${encodeURIComponent('۹۹۹')}`)).statusCode).toBe(200);
  });

  it('exports exactly the filtered rows with a totals row', async () => {
    const res = await api(ctx).get(`/api/admin/reports/products/export?${RANGE}&mode=online`);
    expect(res.statusCode).toBe(200);
    const ws = await firstSheet(res.rawPayload);
    expect(ws.views[0]?.rightToLeft).toBe(true);
    expect(columnOf(ws, 'محصول')).toBe(1);
    const titles = ws.getColumn(1).values;
    expect(titles).toContain('کیف چرمی');
    expect(titles).not.toContain('دفتر');
    const last = ws.getRow(ws.rowCount);
    expect(last.getCell(3).value).toBe(80_000);
  });

  it('needs a session (401) and read_report_products (403)', async () => {
    expect((await api(ctx, null).get('/api/admin/reports/products')).statusCode).toBe(401);
    const other = await ctx.adminWith(['read_report']);
    expect((await api(ctx, other.token).get('/api/admin/reports/products')).statusCode).toBe(403);
    expect((await api(ctx, other.token).get('/api/admin/reports/products/export')).statusCode).toBe(403);
    const reader = await ctx.adminWith(['read_report_products']);
    expect((await api(ctx, reader.token).get('/api/admin/reports/products')).statusCode).toBe(200);
  });
});

describe('customers report', () => {
  it('sums each customer: orders, spent, items, last order, province and city', async () => {
    const { data, meta } = await get(`/api/admin/reports/customers?${RANGE}`);
    expect(meta.total).toBe(2);
    expect(data.rows[0]).toMatchObject({ id: c1.id, name: 'علی رضایی', orders: 2, spent: 70_000, items: 6, province: 'تهران', city: 'تهران', last_order_at: '2026-03-20T20:31:00.000Z' });
    expect(data.rows[1]).toMatchObject({ id: c2.id, orders: 1, spent: 46_000, items: 3 });
    expect(data.totals).toEqual({ customers: 2, orders: 3, spent: 116_000, items: 9 });
    expect(data.compare.totals).toEqual({ customers: 1, orders: 1, spent: 10_000, items: 1 });
    const online = (await get(`/api/admin/reports/customers?${RANGE}&mode=online`)).data;
    expect(online.rows.map((r: any) => r.id)).toEqual([c1.id]);
    const store = (await get(`/api/admin/reports/customers?${RANGE}&mode=in_store`)).data;
    expect(store.rows).toEqual([expect.objectContaining({ id: c2.id, orders: 1, spent: 46_000, items: 3 })]);
  });

  it('filters by amount, count, place and a Persian-normalised search', async () => {
    const ids = async (q: string) => (await get(`/api/admin/reports/customers?${RANGE}&${q}`)).data.rows.map((r: any) => r.id);
    expect(await ids('min_spent=50000')).toEqual([c1.id]);
    expect(await ids('max_spent=50000')).toEqual([c2.id]);
    expect(await ids('min_orders=2')).toEqual([c1.id]);
    expect(await ids('max_orders=1')).toEqual([c2.id]);
    expect(await ids(`province_id=${fx.tehran}&city_id=${fx.tehranCity}&sort=name`)).toHaveLength(2);
    expect(await ids('province_id=999999')).toEqual([]);
    expect(await ids(`q=${encodeURIComponent('علي')}`)).toEqual([c1.id]);
    expect(await ids('sort=items')).toEqual([c2.id, c1.id]);
    expect((await api(ctx).get(`/api/admin/reports/customers?min_spent=x`)).statusCode).toBe(422);
  });

  it("keeps each customer's place on the latest address and filters by it as the addresses say", async () => {
    const db = ctx.database.db;
    const place = async (id: number) =>
      (await db.execute(sql`select address_province_id::int p, address_city_id::int c from customers where id = ${id}`)).rows[0] as { p: number | null; c: number | null };
    const [other] = (await db.execute(sql`select c.province_id::int p, c.id::int c from cities c where c.province_id <> ${fx.tehran} order by c.id limit 1`)).rows as { p: number; c: number }[];
    const [otherCity] = (await db.execute(sql`select id::int c from cities where province_id = ${other!.p} and id <> ${other!.c} order by id limit 1`)).rows as { c: number }[];
    const ids = async (q: string) => (await get(`/api/admin/reports/customers?${RANGE}&compare=0&${q}`)).data;
    // The report's figures for a place straight from the rows: each customer's latest address, the sums of ids of the filter's place.
    const direct = async (province: number, city?: number) => {
      const all = (await get(`/api/admin/reports/customers?${RANGE}&compare=0`)).data.rows as { id: number }[];
      const latest = (await db.execute(sql`select distinct on (ad.customer_id) ad.customer_id::int who, ad.province_id::int p, ad.city_id::int c from addresses ad order by ad.customer_id, ad.id desc`))
        .rows as { who: number; p: number; c: number }[];
      const at = new Set(latest.filter((a) => a.p === province && (city === undefined || a.c === city)).map((a) => a.who));
      return all.filter((r) => at.has(r.id));
    };
    const same = async (province: number, city?: number) => {
      const got = await ids(`province_id=${province}${city === undefined ? '' : `&city_id=${city}`}`);
      const want = await direct(province, city);
      expect(got.rows).toEqual(want);
      expect(got.totals.customers).toBe(want.length);
      expect(got.totals.spent).toBe(want.reduce((s: number, r: any) => s + r.spent, 0));
      const byName = await ids(`province_id=${province}${city === undefined ? '' : `&city_id=${city}`}&sort=name`);
      expect(byName.rows.map((r: any) => r.id).sort()).toEqual(want.map((r) => r.id).sort());
    };
    expect(await place(c2.id)).toEqual({ p: fx.tehran, c: fx.tehranCity });
    await same(fx.tehran);
    // A newer address moves the customer; an older one edited does not.
    const add = (cityId: number, provinceId: number) =>
      db.execute(sql`insert into addresses (customer_id, province_id, city_id, address, first_name, last_name, mobile)
        values (${c2.id}, ${provinceId}, ${cityId}, 'x', 'x', 'x', '09120000000') returning id::int id`);
    const newer = ((await add(other!.c, other!.p)).rows[0] as { id: number }).id;
    expect(await place(c2.id)).toEqual({ p: other!.p, c: other!.c });
    await same(other!.p);
    await same(other!.p, other!.c);
    await same(fx.tehran);
    await db.execute(sql`update addresses set city_id = ${otherCity!.c} where id = ${newer}`);
    expect(await place(c2.id)).toEqual({ p: other!.p, c: otherCity!.c });
    await same(other!.p, otherCity!.c);
    await same(other!.p, other!.c);
    await db.execute(sql`update addresses set city_id = ${other!.c} where customer_id = ${c2.id} and id <> ${newer}`);
    expect(await place(c2.id)).toEqual({ p: other!.p, c: otherCity!.c });
    await db.execute(sql`update addresses set city_id = ${fx.tehranCity} where customer_id = ${c2.id} and id <> ${newer}`);
    // Moved to another customer: both customers follow.
    await db.execute(sql`update addresses set customer_id = ${c1.id} where id = ${newer}`);
    expect(await place(c2.id)).toEqual({ p: fx.tehran, c: fx.tehranCity });
    expect(await place(c1.id)).toEqual({ p: other!.p, c: otherCity!.c });
    await same(other!.p);
    await same(fx.tehran);
    // Deleted: back to the latest address left, none at all is no place.
    await db.execute(sql`delete from addresses where id = ${newer}`);
    expect(await place(c1.id)).toEqual({ p: fx.tehran, c: fx.tehranCity });
    const kept = (await db.execute(sql`select * from addresses where customer_id = ${c2.id}`)).rows;
    await db.execute(sql`delete from addresses where customer_id = ${c2.id}`);
    expect(await place(c2.id)).toEqual({ p: null, c: null });
    await same(fx.tehran);
    expect((await ids(`province_id=${fx.tehran}`)).rows.map((r: any) => r.id)).toEqual([c1.id]);
    for (const a of kept) {
      await db.execute(sql`insert into addresses (id, customer_id, province_id, city_id, address, postal_code, first_name, last_name, mobile)
        values (${a.id}, ${a.customer_id}, ${a.province_id}, ${a.city_id}, ${a.address}, ${a.postal_code}, ${a.first_name}, ${a.last_name}, ${a.mobile})`);
    }
    expect(await place(c2.id)).toEqual({ p: fx.tehran, c: fx.tehranCity });
    await same(fx.tehran);
  });

  it('sorts one whole month or year by name as the rows with every filter applied do', async () => {
    for (const range of ['from=1405/01/01&to=1405/01/31', 'from=1404/01/01&to=1404/12/29']) {
      for (const q of ['sort=name', 'sort=-name', 'sort=name&per_page=1&page=2', 'sort=-name&per_page=1', 'sort=name&mode=online']) {
        const fast = (await get(`/api/admin/reports/customers?${range}&${q}`)).data;
        const full = (await get(`/api/admin/reports/customers?${range}&${q}&min_orders=0`)).data;
        expect(fast.rows.length).toBeGreaterThan(0);
        expect(fast.rows).toEqual(full.rows);
        expect(fast.totals).toEqual(full.totals);
        expect(fast.compare.totals).toEqual(full.compare.totals);
      }
    }
    // The previous period's totals by name are those of any order.
    const byName = (await get(`/api/admin/reports/customers?${RANGE}&sort=name`)).data;
    expect(byName.compare.totals).toEqual({ customers: 1, orders: 1, spent: 10_000, items: 1 });
  });

  it('exports the rows and needs read_report_customers', async () => {
    const res = await api(ctx).get(`/api/admin/reports/customers/export?${RANGE}`);
    expect(res.statusCode).toBe(200);
    const ws = await firstSheet(res.rawPayload);
    expect(ws.getColumn(columnOf(ws, 'مشتری')).values).toContain('علی رضایی');
    expect((await api(ctx, null).get('/api/admin/reports/customers')).statusCode).toBe(401);
    const other = await ctx.adminWith(['read_report_products']);
    expect((await api(ctx, other.token).get('/api/admin/reports/customers')).statusCode).toBe(403);
  });
});

describe('varieties report', () => {
  it("shows one product's variants with sales, refunds, stock entrances and outputs of the range and the stock now", async () => {
    const db = ctx.database.db;
    await db.execute(sql`insert into stock_movements (variant_id, type, change, quantity_after, created_at) values
      (${A.variant}, 'adjust', 5, 105, '2026-03-21T08:00:00Z'), (${A.variant}, 'adjust', -2, 103, '2026-03-22T08:00:00Z'), (${A.variant}, 'adjust', 9, 112, '2026-01-01T08:00:00Z')`);
    const [level] = (await db.execute(sql`select quantity from stock_levels where variant_id = ${A.variant}`)).rows as { quantity: number }[];
    const { data, meta } = await get(`/api/admin/reports/varieties?${RANGE}&product_id=${A.id}`);
    expect(meta.total).toBe(1);
    expect(data.rows[0]).toMatchObject({ id: A.variant, product_id: A.id, product_title: 'کیف چرمی', quantity: 5, amount: 50_000, refunds: -19_000, net: 31_000, stock_in: 5, stock_out: -2, stock: Number(level!.quantity) });
    // Every variant sold or moved: the amounts agree with the products report.
    const all = (await get(`/api/admin/reports/varieties?${RANGE}`)).data;
    const products = (await get(`/api/admin/reports/products?${RANGE}`)).data;
    expect(all.totals).toMatchObject({ quantity: products.totals.quantity, amount: products.totals.amount, refunds: products.totals.refunds, net: products.totals.net, stock_in: 5, stock_out: -2 });
    expect((await get(`/api/admin/reports/varieties?${RANGE}&mode=in_store&product_id=${B.id}`)).data.rows[0]).toMatchObject({ quantity: 2, amount: 50_000 });
  });

  it('exports, refuses bad filters and needs read_report_varieties', async () => {
    const res = await api(ctx).get(`/api/admin/reports/varieties/export?${RANGE}&product_id=${A.id}`);
    expect(res.statusCode).toBe(200);
    const ws = await firstSheet(res.rawPayload);
    expect(ws.getColumn(columnOf(ws, 'محصول')).values).toContain('کیف چرمی');
    expect((await api(ctx).get('/api/admin/reports/varieties?product_id=x')).statusCode).toBe(422);
    expect((await api(ctx).get('/api/admin/reports/varieties?sort=nope')).statusCode).toBe(422);
    expect((await api(ctx, null).get('/api/admin/reports/varieties')).statusCode).toBe(401);
    const other = await ctx.adminWith(['read_report_products']);
    expect((await api(ctx, other.token).get('/api/admin/reports/varieties')).statusCode).toBe(403);
  });
});

describe('report columns', () => {
  const reports: [string, readonly ReportColumn[], readonly string[]][] = [
    ['products', PRODUCT_REPORT_COLUMNS, PRODUCT_REPORT_SORTS],
    ['customers', CUSTOMER_REPORT_COLUMNS, CUSTOMER_REPORT_SORTS],
    ['varieties', VARIETY_REPORT_COLUMNS, VARIETY_REPORT_SORTS],
    ['wallets', WALLET_REPORT_COLUMNS, WALLET_REPORT_SORTS],
  ];

  it("writes each report's sheet with the titles of its sheet columns, in their order", async () => {
    for (const [path, columns] of reports) {
      const res = await api(ctx).get(`/api/admin/reports/${path}/export?${RANGE}`);
      expect(res.statusCode).toBe(200);
      const headers = (ws: Awaited<ReturnType<typeof firstSheet>>) => (ws.getRow(1).values as unknown[]).slice(1);
      expect(headers(await firstSheet(res.rawPayload)), path).toEqual(
        sheetColumnsOf(columns).flatMap((c) => (c.kind === 'date' ? [c.label, spreadsheetText.sortableDate(c.label)] : [c.label])),
      );
    }
  });

  it('sorts each report by every sortable column both ways, and by no other column', async () => {
    for (const [path, columns, sorts] of reports) {
      expect(sorts, path).toEqual([...new Set(columns.filter((c) => c.sortable).map((c) => c.key))]);
      for (const key of sorts)
        for (const sort of [key, `-${key}`]) expect((await api(ctx).get(`/api/admin/reports/${path}?${RANGE}&sort=${sort}&per_page=2`)).statusCode, `${path} ${sort}`).toBe(200);
      for (const c of columns.filter((x) => !sorts.includes(x.key)))
        expect((await api(ctx).get(`/api/admin/reports/${path}?${RANGE}&sort=${c.key}`)).statusCode, `${path} ${c.key}`).toBe(422);
    }
  });
});
