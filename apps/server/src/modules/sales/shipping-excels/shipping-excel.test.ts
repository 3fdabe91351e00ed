import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingExcelMessage } from '@pishkhan/common/i18n/fa/shipping-excel-labels';
import { mapHeaderRow, parseJalaliDateTime, checkBarcode, orderNumberIn, parseSheetAmount } from '@pishkhan/common/shipping-excel';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { orderFixtures, type OrderFixtures } from '../../../../test/order-fixtures';
import { auditLogs } from '../../system/audit-logs/audit-log.table';
import { orderEvents } from '../orders/order.table';
import { shippingExcels } from './shipping-excel.table';

let ctx: TestContext;
let fx: OrderFixtures;
let post: number;
const PATH = '/api/admin/shipping-excels';

beforeAll(async () => {
  ctx = await setupApp();
  fx = await orderFixtures(ctx);
  post = await fx.shippingMethod({ name: 'پست پیشتاز', defaultPrice: 30000 });
  const shop = await api(ctx).put('/api/admin/settings/shop_info', { shop_name: 'فروشگاه پیشخوان', shop_address: 'تهران، خیابان آزادی', shop_postal_code: '1458765432', shop_telephone: '02188776655' });
  expect(shop.statusCode, shop.body).toBe(200);
});
afterAll(() => ctx.close());

const product = (body: Record<string, unknown>) => fx.product(body);
const customer = (first: string, last: string, postalCode: string) => fx.customer({ first, last, postalCode, balance: 10_000_000 });
async function order(c: { id: number; address: number }, items: { variant_id: number; quantity: number }[]) {
  const r = await api(ctx).post('/api/admin/orders', { customer_id: c.id, address_id: c.address, shipping_method_id: post, items, payment: { method: 'wallet' } });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: number; total_amount: number };
}

type SheetCell = string | number | Date | null;
/** An .xlsx like the post office's: a title row, the header row, then the parcels. */
async function sheet(rows: SheetCell[][], headers = ['ردیف', 'بارکد', 'تاریخ ثبت', 'خدمات ویژه', 'مقصد', 'فرستنده', 'شماره مرجع', 'نام گیرنده', 'کد پستی گیرنده', 'آدرس گیرنده', 'مبلغ (ریال)']) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('گزارش مرسولات');
  ws.addRow(['گزارش مرسولات قبول‌شده — اداره پست']);
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
async function multipart(file: Buffer | null, filename: string) {
  const fd = new FormData();
  if (file) fd.append('file', new Blob([file], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), filename);
  else fd.append('note', 'no file');
  const res = new Response(fd);
  return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}
async function upload(file: Buffer | null, filename = 'post.xlsx', token: string | null = ctx.token) {
  const { body, contentType } = await multipart(file, filename);
  return ctx.app.inject({ method: 'POST', url: `${PATH}/import`, headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload: body });
}
const orderOf = async (id: number) => (await api(ctx).get(`/api/admin/orders/${id}`)).json().data;

describe('postal Excel: sheet rules', () => {
  it('finds columns by Persian header names, reads Jalali dates, barcodes, amounts and order numbers', () => {
    expect(mapHeaderRow(['ردیف', 'بارکد', 'تاريخ ثبت', 'نام گيرنده', 'کد پستی گیرنده', 'آدرس گیرنده', 'کد پستی فرستنده', 'هزينه'])).toEqual({
      barcode: 2,
      register_date: 3,
      receiver: 4,
      postal_code: 5,
      price: 8,
    });
    expect(mapHeaderRow(['کد رهگیری', 'گیرنده', 'فرستنده', 'مقصد', 'مرجع', 'خدمات ویژه'])).toMatchObject({ barcode: 1, receiver: 2, sender: 3, destination: 4, reference: 5, services: 6 });
    expect(parseJalaliDateTime('۱۴۰۵/۰۸/۳۰ ۱۴:۰۵')?.toISOString()).toBe('2026-11-21T10:35:00.000Z');
    expect(parseJalaliDateTime('1405-8-30')?.toISOString()).toBe('2026-11-20T20:30:00.000Z');
    expect(parseJalaliDateTime('14050830')?.toISOString()).toBe('2026-11-20T20:30:00.000Z');
    expect(parseJalaliDateTime('1404/12/30')).toBeNull();
    expect(parseJalaliDateTime('دیروز')).toBeNull();
    expect(checkBarcode('۱۲۳ ۴۵۶')).toEqual({ ok: true, barcode: '123456' });
    expect(checkBarcode('000')).toMatchObject({ ok: false, reason: 'barcode_not_number' });
    expect(checkBarcode(-5)).toMatchObject({ ok: false, reason: 'barcode_not_number' });
    expect(checkBarcode('-5')).toMatchObject({ ok: false, reason: 'barcode_not_number' });
    expect(checkBarcode('1234-5678')).toEqual({ ok: true, barcode: '12345678' });
    expect(checkBarcode(1.2345678901234568e23)).toMatchObject({ ok: false, reason: 'barcode_lost_digits' });
    expect(parseSheetAmount('۱۲۰٬۰۰۰ ریال')).toBe(120000);
    expect(parseSheetAmount('رایگان')).toBeNull();
    expect(parseSheetAmount('')).toBeUndefined();
    expect(orderNumberIn('#۱۲۳')).toBe(123);
    expect(orderNumberIn(null, 'ارسال سفارش شماره ۴۵ مشتری')).toBe(45);
    expect(orderNumberIn('AB12CD')).toBeNull();
  });
});

describe('postal Excel /api/admin/shipping-excels', () => {
  let a: { id: number; total_amount: number };
  let b: { id: number; total_amount: number };
  let twin1: { id: number };
  let twin2: { id: number };
  let canceled: { id: number };

  it('imports the tracking sheet: skips bad rows with reasons, matches by order number and by postal code + name', async () => {
    const shirt = await product({ title: 'پیراهن', sku: 'PS-1', price: 200000, stock: 50, weight: 250 });
    const ca = await customer('مریم', 'رضایی', '1111111111');
    const cb = await customer('سارا', 'احمدی', '2222222222');
    const ct = await customer('علی', 'کریمی', '3333333333');
    a = await order(ca, [{ variant_id: shirt.variant, quantity: 2 }]);
    b = await order(cb, [{ variant_id: shirt.variant, quantity: 1 }]);
    // Two orders of the same receiver and postal code: the sheet's row cannot choose between them.
    twin1 = await order(ct, [{ variant_id: shirt.variant, quantity: 1 }]);
    twin2 = await order(ct, [{ variant_id: shirt.variant, quantity: 1 }]);
    canceled = await order(ca, [{ variant_id: shirt.variant, quantity: 1 }]);
    expect((await api(ctx).put(`/api/admin/orders/${canceled.id}/status`, { status: 'canceled' })).statusCode).toBe(200);
    // A barcode stored by an earlier import.
    await ctx.database.db.insert(shippingExcels).values({ title: 'old.xlsx', barcode: '555000111222' });

    const file = await sheet([
      [1, '123456789012345678901234', '۱۴۰۴/۰۱/۱۵ ۱۴:۰۵', 'سفارشی', 'تهران', 'فروشگاه پیشخوان', String(a.id), 'مريم رضايي', '1111111111', 'ولیعصر', '۳۵۰٬۰۰۰'],
      [2, '223456789012345678901234', '1404/01/15', 'پیشتاز', 'تهران', 'فروشگاه پيشخوان', null, 'سارا احمدي', '۲۲۲۲۲۲۲۲۲۲', 'ولیعصر', 300000],
      [3, '123456789012345678901234', '1405/08/30', null, 'تهران', null, null, 'تکراری', null, null, 1000],
      [4, 'ABC-12', '1405/08/30', null, 'کرج', null, null, 'بدون بارکد', null, null, 1000],
      [],
      [5, '۶۶۶۶۵۵۵۵۴۴۴۴۳۳۳۳۲۲۲۲۱۱۱۱', 'دیروز', null, 'شیراز', null, null, 'رضا محمدی', null, null, 'نامعلوم'],
      [6, '555000111222', '1405/08/29', null, 'تبریز', null, null, 'قبلی', null, null, 1000],
      [7, 987654321, '1405/08/29', null, 'تهران', null, null, 'علی کریمی', '3333333333', null, 1000],
      [8, '777000111222', '1405/08/29', null, 'تهران', null, String(canceled.id), 'مریم رضایی', '1111111111', null, 1000],
      [9, null, null, null, null, null, null, null, null, null, 'جمع کل: 1,000,000'],
    ]);
    const r = await upload(file, 'post-1405-08-30.xlsx');
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d).toMatchObject({ imported: 5, matched: 2 });
    expect(d.skipped).toEqual([
      { row: 5, reason: shippingExcelMessage('barcode_repeated', { value: '123456789012345678901234', row: 3 }) },
      { row: 6, reason: shippingExcelMessage('barcode_not_number', { value: 'ABC-12' }) },
      { row: 9, reason: shippingExcelMessage('barcode_exists', { value: '555000111222' }) },
      { row: 12, reason: shippingExcelMessage('barcode_empty') },
    ]);
    expect(d.warnings.map((w: any) => w.row)).toEqual([8, 10, 11]);
    expect(d.warnings[0].reason).toBe(shippingExcelMessage('price_invalid', { value: 'نامعلوم' }));
    expect(d.warnings[1].reason).toContain(String(twin1.id).replace(/\d/g, (x) => '۰۱۲۳۴۵۶۷۸۹'[+x]!));
    expect(d.warnings[2].reason).toBe(shippingExcelMessage('order_inactive', { id: canceled.id, status: 'لغو شده' }));

    // Matched by the order number: the code, a timeline event by the importer, an audit entry.
    const oa = await orderOf(a.id);
    expect(oa.post_tracking_code).toBe('123456789012345678901234');
    const ev = oa.events.find((e: any) => e.type === 'tracking');
    expect(ev).toMatchObject({ data: { code: '123456789012345678901234' }, admin: { id: 1 } });
    // Matched by postal code (Persian digits in the sheet) and name (Arabic yeh in the sheet).
    expect((await orderOf(b.id)).post_tracking_code).toBe('223456789012345678901234');
    expect((await orderOf(twin1.id)).post_tracking_code).toBeNull();
    expect((await orderOf(canceled.id)).post_tracking_code).toBeNull();

    const rows = await ctx.database.db.select().from(shippingExcels);
    const byCode = new Map(rows.map((x) => [x.barcode, x]));
    expect(byCode.get('123456789012345678901234')).toMatchObject({
      title: 'post-1405-08-30.xlsx',
      orderId: a.id,
      receiverName: 'مریم رضایی',
      senderName: 'فروشگاه پیشخوان',
      registerDate: '۱۴۰۴/۰۱/۱۵ ۱۴:۰۵',
      registeredAt: new Date('2025-04-04T10:35:00Z'),
      specialServices: 'سفارشی',
      referenceNumber: String(a.id),
      postalCode: '1111111111',
      // Rials in the sheet, Tomans in the shop.
      price: 35000,
    });
    expect(byCode.get('223456789012345678901234')).toMatchObject({ orderId: b.id, postalCode: '2222222222', senderName: 'فروشگاه پیشخوان', price: 30000 });
    expect(byCode.get('666655554444333322221111')).toMatchObject({ orderId: null, registerDate: 'دیروز', registeredAt: null, price: null });
    expect(byCode.get('987654321')).toMatchObject({ orderId: null });
    expect(byCode.get('777000111222')).toMatchObject({ orderId: null });
    const audit = await ctx.database.db.select().from(auditLogs).where(eq(auditLogs.entity, 'shipping_excel'));
    expect(audit.find((x) => x.action === 'import')?.changes).toMatchObject({ imported: [null, 5], matched: [null, 2] });

    // The same file again: everything is a duplicate, nothing changes.
    const again = (await upload(file)).json().data;
    expect(again).toMatchObject({ imported: 0, matched: 0 });
    expect(again.skipped).toHaveLength(9);
    expect((await ctx.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, a.id), eq(orderEvents.type, 'tracking'))))).toHaveLength(1);
  });

  it('finds the columns by the fixed letters when the sheet has no header row', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sheet1');
    // R2 layout: C barcode, F date, H destination, I reference, J sender, L receiver, S price.
    const row = (barcode: string, ref: string) => {
      const cells: SheetCell[] = Array(19).fill(null);
      cells[2] = barcode;
      cells[5] = '1405/09/01';
      cells[7] = 'اصفهان';
      cells[8] = ref;
      cells[9] = 'فروشگاه';
      cells[11] = 'گیرنده آزمایشی';
      cells[18] = 45000;
      return cells;
    };
    ws.addRow(['لیست مرسولات']);
    ws.addRow(row('888000111222', ''));
    const r = await upload(Buffer.from(await wb.xlsx.writeBuffer()), 'r2.xlsx');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ imported: 1, skipped: [] });
    const [x] = await ctx.database.db.select().from(shippingExcels).where(eq(shippingExcels.barcode, '888000111222'));
    expect(x).toMatchObject({ destination: 'اصفهان', senderName: 'فروشگاه', receiverName: 'گیرنده آزمایشی', price: 45000, registerDate: '1405/09/01' });
    expect(x!.registeredAt?.toISOString()).toBe('2026-11-21T20:30:00.000Z');
  });

  it('refuses what is not an .xlsx file with a Persian 422', async () => {
    const txt = await upload(Buffer.from('barcode,receiver\n123,Ali\n'), 'renamed.xlsx');
    expect(txt.statusCode).toBe(422);
    expect(txt.json().error).toMatchObject({ code: 'not_excel', message: shippingExcelMessage('not_excel'), fields: { file: shippingExcelMessage('not_excel') } });
    const xls = await upload(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]), 'old.xlsx');
    expect(xls.json().error.message).toBe(shippingExcelMessage('old_excel'));
    const brokenZip = await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]), 'broken.xlsx');
    expect(brokenZip.statusCode).toBe(422);
    expect(brokenZip.json().error.message).toBe(shippingExcelMessage('unreadable'));
    const none = await upload(null);
    expect(none.statusCode).toBe(422);
    expect(none.json().error.message).toBe(shippingExcelMessage('file_required'));
    const empty = await upload(await sheet([]), 'empty.xlsx');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({ imported: 0, matched: 0, skipped: [], warnings: [] });
    const big = await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(6 * 1024 * 1024)]), 'big.xlsx');
    expect(big.statusCode).toBe(413);
  });

  it('exports active orders for booking at the post office: receiver, address, postal code, weight, value, sender', async () => {
    const r = await api(ctx).get(`${PATH}/orders-export?ids=${a.id},${b.id},${canceled.id},999999`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['x-exported-count']).toBe('2');
    expect(r.headers['x-skipped-count']).toBe('2');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as any);
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount).toBe(3);
    const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    expect(values(1)[0]).toBe('نام و نام خانوادگی گیرنده');
    expect(values(1)[9]).toBe('ارزش اظهارشده (تومان)');
    const rowA = values(2);
    expect(rowA).toEqual([
      'مریم رضایی',
      expect.stringMatching(/^0912\d{7}$/),
      'تهران',
      'تهران',
      'تهران، تهران، خیابان ولیعصر، پلاک ۱۰',
      '1111111111',
      String(a.id),
      2,
      500,
      a.total_amount,
      'فروشگاه پیشخوان',
      'تهران، خیابان آزادی',
      '1458765432',
      '02188776655',
    ]);
    expect(ws.getRow(2).getCell(6).numFmt).toBe('@');
    expect(values(3).slice(0, 1).concat(values(3).slice(6, 9))).toEqual(['سارا احمدی', String(b.id), 1, 250]);
    const report = wb.worksheets[1]!;
    expect(report.getRow(2).getCell(2).value).toBe(2);
    const reasons = [5, 6].map((n) => [report.getRow(n).getCell(1).value, report.getRow(n).getCell(3).value]);
    expect(reasons).toEqual([
      [canceled.id, shippingExcelMessage('skipped_not_active', { status: 'لغو شده' })],
      [999999, shippingExcelMessage('skipped_not_found')],
    ]);

    // By the orders list's filters: only active orders without a tracking code.
    const byFilter = await api(ctx).get(`${PATH}/orders-export?without_tracking=1&from=${new Date(Date.now() - 3600_000).toISOString()}`);
    expect(byFilter.statusCode).toBe(200);
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(byFilter.rawPayload as any);
    const exported = [];
    for (let n = 2; n <= wb2.worksheets[0]!.rowCount; n++) exported.push(Number(wb2.worksheets[0]!.getRow(n).getCell(7).value));
    expect(exported.sort()).toEqual([twin1.id, twin2.id].sort());

    const none = await api(ctx).get(`${PATH}/orders-export?ids=${canceled.id}`);
    expect(none.statusCode).toBe(422);
    expect(none.json().error.message).toBe(shippingExcelMessage('no_active_orders'));
    expect((await api(ctx).get(`${PATH}/orders-export?ids=1,x`)).statusCode).toBe(422);
  });

  it('lists with search (either spelling, Persian digits), date range, matched filter and sort; deletes one and many', async () => {
    const list = (await api(ctx).get(PATH)).json();
    expect(list.meta.total).toBe(7);
    const first = list.data.find((x: any) => x.barcode === '123456789012345678901234');
    expect(first).toMatchObject({ order_id: a.id, order: { id: a.id, status: 'new', status_label: 'جدید' }, receiver_name: 'مریم رضایی', registered_at: '2025-04-04T10:35:00.000Z' });

    const q = async (s: string) => (await api(ctx).get(`${PATH}?q=${encodeURIComponent(s)}`)).json().data.map((x: any) => x.barcode);
    expect((await q('مريم')).sort()).toEqual(['123456789012345678901234', '777000111222']);
    expect(await q('۲۲۳۴۵۶۷۸')).toEqual(['223456789012345678901234']);
    expect(await q('اصفهان')).toEqual(['888000111222']);

    const matched = (await api(ctx).get(`${PATH}?matched=true`)).json().data.map((x: any) => x.order_id).sort();
    expect(matched).toEqual([a.id, b.id].sort());
    expect((await api(ctx).get(`${PATH}?matched=false`)).json().meta.total).toBe(5);
    expect((await api(ctx).get(`${PATH}?order_id=${b.id}`)).json().data.map((x: any) => x.barcode)).toEqual(['223456789012345678901234']);
    // 1404/01/15 in Tehran; rows without a Jalali date count by their import time.
    const day = (await api(ctx).get(`${PATH}?from=2025-04-03T20:30:00.000Z&to=2025-04-04T20:29:59.999Z`)).json().data.map((x: any) => x.barcode).sort();
    expect(day).toEqual(['123456789012345678901234', '223456789012345678901234']);
    const sorted = (await api(ctx).get(`${PATH}?sort=price&matched=true`)).json().data.map((x: any) => x.price);
    expect(sorted).toEqual([30000, 35000]);
    const byName = (await api(ctx).get(`${PATH}?sort=receiver_name&per_page=3`)).json();
    expect(byName.meta).toMatchObject({ per_page: 3, last_page: 3, total: 7 });

    const one = list.data.find((x: any) => x.barcode === '987654321');
    expect((await api(ctx).del(`${PATH}/${one.id}`)).statusCode).toBe(204);
    expect((await api(ctx).del(`${PATH}/${one.id}`)).statusCode).toBe(404);
    const two = list.data.filter((x: any) => ['777000111222', '888000111222'].includes(x.barcode)).map((x: any) => x.id);
    const bulk = await api(ctx).post(`${PATH}/bulk-delete`, { ids: two });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().data).toEqual({ deleted: 2 });
    expect((await api(ctx).post(`${PATH}/bulk-delete`, { ids: [first.id, 999999] })).statusCode).toBe(404);
    expect((await api(ctx).get(PATH)).json().meta.total).toBe(4);
    // Deleting a row keeps the order's tracking code.
    const matchedRow = list.data.find((x: any) => x.barcode === '223456789012345678901234');
    expect((await api(ctx).del(`${PATH}/${matchedRow.id}`)).statusCode).toBe(204);
    expect((await orderOf(b.id)).post_tracking_code).toBe('223456789012345678901234');
    const audit = await ctx.database.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'shipping_excel'), eq(auditLogs.action, 'delete')));
    expect(audit).toHaveLength(4);
  });

  it('guards every route: 401 without a session, 403 without the permission, 404 with the feature off', async () => {
    const file = await sheet([[1, '999111222333', '1405/08/30', null, 'تهران', null, null, 'کسی', null, null, 1000]]);
    expect((await api(ctx, null).get(PATH)).statusCode).toBe(401);
    expect((await upload(file, 'x.xlsx', null)).statusCode).toBe(401);
    const stranger = await ctx.adminWith(['read_product']);
    expect((await api(ctx, stranger.token).get(PATH)).statusCode).toBe(403);
    expect((await api(ctx, stranger.token).get(`${PATH}/orders-export?ids=${a.id}`)).statusCode).toBe(403);
    const reader = await ctx.adminWith(['read_order']);
    expect((await api(ctx, reader.token).get(PATH)).statusCode).toBe(200);
    expect((await api(ctx, reader.token).get(`${PATH}/orders-export?ids=${a.id}`)).statusCode).toBe(200);
    expect((await upload(file, 'x.xlsx', reader.token)).statusCode).toBe(403);
    const some = (await api(ctx).get(PATH)).json().data[0];
    expect((await api(ctx, reader.token).del(`${PATH}/${some.id}`)).statusCode).toBe(403);
    expect((await api(ctx, reader.token).post(`${PATH}/bulk-delete`, { ids: [some.id] })).statusCode).toBe(403);
    const editor = await ctx.adminWith(['read_order', 'update_order']);
    expect((await upload(file, 'x.xlsx', editor.token)).json().data).toMatchObject({ imported: 1 });

    const off = await api(ctx).put('/api/admin/settings/features', { feature_shipping_excels: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await api(ctx).get(PATH)).statusCode).toBe(404);
    expect((await upload(file)).statusCode).toBe(404);
    expect((await api(ctx).get(`${PATH}/orders-export?ids=${a.id}`)).statusCode).toBe(404);
    expect((await api(ctx).del(`${PATH}/${some.id}`)).statusCode).toBe(404);
    // The orders themselves stay.
    expect((await api(ctx).get(`/api/admin/orders/${a.id}`)).statusCode).toBe(200);
    await api(ctx).put('/api/admin/settings/features', { feature_shipping_excels: true });
    expect((await api(ctx).get(PATH)).statusCode).toBe(200);
  });
});
