import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';

let ctx: TestContext;
beforeAll(async () => (ctx = await setupApp()));
afterAll(() => ctx.close());

describe('faqs /api/admin/faqs', () => {
  it('appends new questions last, searches, filters, and reorders only with every id', async () => {
    const a = api(ctx);
    const add = async (question: string, status = true) => (await a.post('/api/admin/faqs', { question, answer: `پاسخ ${question}`, status })).json().data;
    const [ship, pay, back] = [await add('ارسال چند روز است؟'), await add('چطور پرداخت کنم؟', false), await add('مرجوعی دارید؟')];
    expect([ship.position, pay.position, back.position]).toEqual([1, 2, 3]);
    const list = async (q = '') => (await a.get(`/api/admin/faqs${q}`)).json().data.map((f: { id: number }) => f.id);
    expect([await list(), await list('?status=false'), await list(`?q=${encodeURIComponent('پرداخت')}`)]).toEqual([[ship.id, pay.id, back.id], [pay.id], [pay.id]]);
    for (const ids of [[back.id, ship.id], [back.id, ship.id, ship.id], [back.id, ship.id, 99999999]]) expect((await a.post('/api/admin/faqs/sort', { ids })).statusCode).toBe(422);
    expect((await a.post('/api/admin/faqs/sort', { ids: [back.id, ship.id, pay.id] })).statusCode).toBe(200);
    expect(await list()).toEqual([back.id, ship.id, pay.id]);
    expect((await a.get('/api/admin/audit-logs?entity=faq')).json().data.map((l: { action: string }) => l.action)).toContain('sort');
    expect((await a.patch(`/api/admin/faqs/${ship.id}`, { position: 1 })).statusCode).toBe(422); // only the sort moves a row
  });

  it('refuses bad input with Persian field messages; 403 without the permission', async () => {
    const bad = await api(ctx).post('/api/admin/faqs', { question: '', answer: 'x'.repeat(5001), secret: 1 });
    expect(bad.json().error.fields).toMatchObject({ question: 'پرسش الزامی است', answer: 'پاسخ نباید بیشتر از ۵۰۰۰ کاراکتر باشد', secret: expect.stringMatching(/secret/) });
    expect((await api(ctx).post('/api/admin/faqs', { question: 'تنها' })).json().error.fields).toEqual({ answer: 'پاسخ الزامی است' });
    const reader = api(ctx, (await ctx.adminWith(['read_faq'])).token);
    expect((await reader.get('/api/admin/faqs')).statusCode).toBe(200);
    expect((await reader.post('/api/admin/faqs', { question: 'س', answer: 'ج' })).statusCode).toBe(403);
    expect((await reader.post('/api/admin/faqs/sort', { ids: [1] })).statusCode).toBe(403);
  });
});
