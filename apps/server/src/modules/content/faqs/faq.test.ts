import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());

describe('faqs /api/admin/faqs', () => {
  it('appends new questions last, lists them in order, searches, filters and reorders with every id', async () => {
    const a = api(ctx);
    const add = async (question: string, extra: object = {}) => (await a.post('/api/admin/faqs', { question, answer: `پاسخ ${question}`, ...extra })).json().data;
    const ship = await add('ارسال چند روز طول می‌کشد؟');
    const pay = await add('چطور پرداخت کنم؟', { status: false });
    const back = await add('مرجوعی ممکن است؟');
    expect(ship).toMatchObject({ status: true, position: 1 });
    expect([pay.position, back.position]).toEqual([2, 3]);
    const list = async (q = '') => (await a.get(`/api/admin/faqs${q}`)).json().data.map((f: any) => f.id);
    expect(await list()).toEqual([ship.id, pay.id, back.id]);
    expect(await list('?status=false')).toEqual([pay.id]);
    expect(await list(`?q=${encodeURIComponent('پرداخت')}`)).toEqual([pay.id]);

    // Only every id reorders; a repeated or a missing one is refused and nothing moves.
    expect((await a.post('/api/admin/faqs/sort', { ids: [back.id, ship.id] })).statusCode).toBe(422);
    expect((await a.post('/api/admin/faqs/sort', { ids: [back.id, ship.id, ship.id] })).statusCode).toBe(422);
    expect((await a.post('/api/admin/faqs/sort', { ids: [back.id, ship.id, 99999999] })).statusCode).toBe(422);
    expect(await list()).toEqual([ship.id, pay.id, back.id]);
    const sorted = await a.post('/api/admin/faqs/sort', { ids: [back.id, ship.id, pay.id] });
    expect(sorted.statusCode).toBe(200);
    expect(await list()).toEqual([back.id, ship.id, pay.id]);
    const logs = (await a.get('/api/admin/audit-logs?entity=faq')).json().data.map((l: any) => l.action);
    expect(logs).toContain('sort');
    // A position is set by the sort only.
    expect((await a.patch(`/api/admin/faqs/${ship.id}`, { position: 1 })).statusCode).toBe(422);
  });

  it('refuses bad input with Persian field messages', async () => {
    const bad = await api(ctx).post('/api/admin/faqs', { question: '', answer: 'x'.repeat(5001), secret: 1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({ question: 'پرسش الزامی است', answer: 'پاسخ نباید بیشتر از ۵۰۰۰ کاراکتر باشد', secret: expect.stringMatching(/secret/) });
    expect((await api(ctx).post('/api/admin/faqs', { question: 'تنها' })).json().error.fields).toEqual({ answer: 'پاسخ الزامی است' });
  });

  it('answers 403 without the permission', async () => {
    const reader = api(ctx, (await ctx.adminWith(['read_faq'])).token);
    expect((await reader.get('/api/admin/faqs')).statusCode).toBe(200);
    expect((await reader.post('/api/admin/faqs', { question: 'س', answer: 'ج' })).statusCode).toBe(403);
    expect((await reader.post('/api/admin/faqs/sort', { ids: [1] })).statusCode).toBe(403);
  });
});
