import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { columnOf, expectDateCells, firstSheet, NEAR_MIDNIGHT, NEAR_MIDNIGHT_JALALI, NEAR_MIDNIGHT_WALL_CLOCK } from '../../../../test/excel';
import { queueOf } from '../../../lib/queue';
import { customers } from '../../people/customers/customer.table';
import { tasks } from '../../system/tasks/task.table';
import { payments } from './payment.table';

let ctx: TestContext;
let sara: number;
let reza: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await setupApp();
  const db = ctx.database.db;
  [sara, reza] = (await db.insert(customers).values([{ firstName: 'سارا', lastName: 'رضایی', mobile: '09121110001' }, { firstName: 'رضا', lastName: 'کریمی', mobile: '09121110002' }]).returning()).map((c) => c.id) as [number, number];
  const rows = [
    { key: 'paid', purpose: 'order', subjectId: 501, customerId: sara, amount: 150_000, gateway: 'zarinpal', status: 'paid', refId: '12345', paidAt: new Date('2026-11-20T08:00:00Z'), createdAt: new Date('2026-11-20T07:59:00Z') },
    { key: 'unknown', purpose: 'order', subjectId: 502, customerId: sara, amount: 90_000, gateway: 'zarinpal', status: 'unknown', createdAt: new Date('2026-11-22T10:00:00Z') },
    { key: 'failed', purpose: 'wallet_topup', subjectId: reza, customerId: reza, amount: 50_000, gateway: 'test', status: 'failed', note: 'ناموفق', createdAt: new Date('2026-11-24T10:00:00Z') },
  ] as const;
  for (const r of rows) {
    const { key, ...v } = r;
    const [p] = await db.insert(payments).values({ ...v, amountRials: v.amount * 10, authority: `A-${key}-${Date.now()}` }).returning();
    ids[key] = p!.id;
  }
});
afterAll(() => ctx.close());

const list = async (query = '', token?: string) => {
  const r = await api(ctx, token ?? ctx.token).get(`/api/admin/payments${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { data: { id: number; status: string; order_id: number | null; customer: { full_name: string } | null; status_label: string; gateway_label: string }[]; meta: { total: number } };
};
const idsOf = (r: Awaited<ReturnType<typeof list>>) => r.data.map((p) => p.id).sort((a, b) => a - b);

describe('the admin list of gateway payments /api/admin/payments', () => {
  it('lists every attempt with Persian labels, the order and the customer; newest first', async () => {
    const all = await list();
    expect(all.meta.total).toBe(3);
    expect(all.data.map((p) => p.id)).toEqual([ids.failed, ids.unknown, ids.paid]);
    expect(all.data.find((p) => p.id === ids.paid)).toMatchObject({ order_id: 501, customer: { full_name: 'سارا رضایی' }, status_label: 'پرداخت موفق', gateway_label: 'زرین‌پال', ref_id: '12345' });
    expect(all.data.find((p) => p.id === ids.failed)).toMatchObject({ order_id: null, purpose: 'wallet_topup' });
  });

  it('filters by status, gateway, kind, start time, order, customer and a customer search; sorts by amount', async () => {
    expect(idsOf(await list('?status=unknown,failed'))).toEqual([ids.unknown, ids.failed]);
    expect(idsOf(await list('?status=nonsense'))).toEqual([]);
    expect(idsOf(await list('?gateway=test'))).toEqual([ids.failed]);
    expect(idsOf(await list('?purpose=order'))).toEqual([ids.paid, ids.unknown]);
    expect(idsOf(await list(`?from=${encodeURIComponent('2026-11-21T00:00:00Z')}&to=${encodeURIComponent('2026-11-23T00:00:00Z')}`))).toEqual([ids.unknown]);
    expect(idsOf(await list('?order_id=۵۰۲'))).toEqual([ids.unknown]);
    expect(idsOf(await list(`?customer_id=${reza}`))).toEqual([ids.failed]);
    expect(idsOf(await list(`?q=${encodeURIComponent('رضایی')}`))).toEqual([ids.paid, ids.unknown]);
    expect((await list('?sort=amount')).data.map((p) => p.id)).toEqual([ids.failed, ids.unknown, ids.paid]);
    expect((await list('?per_page=1&page=2')).data.map((p) => p.id)).toEqual([ids.unknown]);
  });

  it('needs read_payment; «verify again» needs verify_payment and queues the payment_verify task for an unknown payment only', async () => {
    const none = await ctx.adminWith(['read_order']);
    expect((await api(ctx, none.token).get('/api/admin/payments')).statusCode).toBe(403);
    const reader = await ctx.adminWith(['read_payment']);
    await list('', reader.token);
    // The list's customer filter picks from the customer search: a payments reader may use it.
    const picked = await api(ctx, reader.token).get(`/api/admin/customers/search?q=${encodeURIComponent('کریمی')}`);
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().data.map((c: { id: number }) => c.id)).toEqual([reza]);
    expect((await api(ctx, reader.token).post(`/api/admin/payments/${ids.unknown}/verify`, {})).statusCode).toBe(403);
    const checker = await ctx.adminWith(['read_payment', 'verify_payment']);
    const paid = await api(ctx, checker.token).post(`/api/admin/payments/${ids.paid}/verify`, {});
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.message).toMatch(/نامعلوم/);
    expect((await api(ctx, checker.token).post('/api/admin/payments/99999999/verify', {})).statusCode).toBe(404);
    const ok = await api(ctx, checker.token).post(`/api/admin/payments/${ids.unknown}/verify`, {});
    expect(ok.statusCode, ok.body).toBe(202);
    expect(ok.json().message).toMatch(/صف/);
    const queued = await ctx.database.db.select().from(tasks).where(and(eq(tasks.kind, 'payment_verify'), eq(tasks.singletonKey, `payment:${ids.unknown}`)));
    expect(queued).toHaveLength(1);
  });

  it('exports exactly the filtered rows, in the list’s order, as an .xlsx: right to left, numbers as numbers, Jalali dates; read_payment is enough', async () => {
    const [late] = await ctx.database.db
      .insert(payments)
      .values({ purpose: 'order', subjectId: 503, customerId: reza, amount: 1_250_000, amountRials: 12_500_000, gateway: 'test', status: 'paid', refId: '000123', cardPan: '603799******0000', authority: `A-late-${Date.now()}`, paidAt: new Date(NEAR_MIDNIGHT), createdAt: new Date(NEAR_MIDNIGHT) })
      .returning();
    const reader = await ctx.adminWith(['read_payment']);
    const exported = async (query: string, token = reader.token) => {
      const r = await api(ctx, token).get(`/api/admin/payments/export${query}`);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers['content-type']).toMatch(/spreadsheetml/);
      expect(String(r.headers['content-disposition'])).toMatch(/^attachment; filename="payments-\d{8}\.xlsx"$/);
      return firstSheet(r.rawPayload);
    };

    // One customer's paid payments: the one row, every column as the list shows it.
    const ws = await exported(`?status=paid&customer_id=${reza}`);
    expect(ws.name).toBe('پرداخت‌های درگاه');
    expect((ws.views[0] as { rightToLeft?: boolean }).rightToLeft).toBe(true);
    expect(ws.rowCount).toBe(2);
    const cell = (header: string) => ws.getRow(2).getCell(columnOf(ws, header)).value;
    expect(cell('شناسه پرداخت')).toBe(late!.id);
    expect(cell('شماره سفارش')).toBe(503);
    expect(cell('مشتری')).toBe('رضا کریمی');
    expect(cell('موبایل')).toBe('09121110002');
    expect(cell('مبلغ')).toBe(1_250_000);
    expect(cell('مبلغ به ریال')).toBe(12_500_000);
    expect(ws.getRow(2).getCell(columnOf(ws, 'مبلغ')).numFmt).toBe('#,##0');
    expect(cell('وضعیت')).toBe('پرداخت موفق');
    expect(cell('درگاه')).toBe('درگاه آزمایشی');
    expect(cell('نوع')).toBe('پرداخت سفارش');
    expect(cell('کد پیگیری بانک')).toBe('000123');
    expect(cell('استعلام‌ها')).toBe(0);
    expectDateCells(ws, 'زمان شروع', 2, NEAR_MIDNIGHT_JALALI, NEAR_MIDNIGHT_WALL_CLOCK);
    expectDateCells(ws, 'زمان پرداخت', 2, NEAR_MIDNIGHT_JALALI, NEAR_MIDNIGHT_WALL_CLOCK);

    // Several statuses sorted by amount: the same rows and order as the list.
    const query = '?status=paid,unknown&sort=amount';
    const sheet = await exported(query);
    const listed = await list(query, reader.token);
    const idCol = columnOf(sheet, 'شناسه پرداخت');
    expect(sheet.getColumn(idCol).values.slice(2)).toEqual(listed.data.map((p) => p.id));
    expect(listed.data.map((p) => p.id)).toEqual([ids.unknown, ids.paid, late!.id]);
    // A wallet top-up has no order: the cell is empty. A search of customers filters the file too.
    const topups = await exported(`?purpose=wallet_topup&q=${encodeURIComponent('کریمی')}`);
    expect(topups.rowCount).toBe(2);
    expect(topups.getRow(2).getCell(columnOf(topups, 'شناسه پرداخت')).value).toBe(ids.failed);
    expect(topups.getRow(2).getCell(columnOf(topups, 'شماره سفارش')).value).toBeNull();
    expect((await exported('?status=nonsense')).rowCount).toBe(1);

    // Past the inline limit the same export goes to the queue (the kit's excel_export task), the filters kept.
    const config = queueOf(ctx.app).config;
    const inline = config.exportInlineRows;
    config.exportInlineRows = 2;
    try {
      const queued = await api(ctx, reader.token).get('/api/admin/payments/export?status=paid,unknown');
      expect(queued.statusCode, queued.body).toBe(202);
      const [task] = await ctx.database.db.select().from(tasks).where(eq(tasks.id, queued.json().data.task_id));
      expect(task).toMatchObject({ kind: 'excel_export', createdBy: reader.id, input: { key: '/api/admin/payments/export', permission: 'read_payment', query: { status: 'paid,unknown' } } });
    } finally {
      config.exportInlineRows = inline;
    }

    // Without read_payment: refused; without a session: 401.
    const none = await ctx.adminWith(['read_order', 'read_customer']);
    expect((await api(ctx, none.token).get('/api/admin/payments/export')).statusCode).toBe(403);
    expect((await api(ctx, null).get('/api/admin/payments/export')).statusCode).toBe(401);
  });
});
