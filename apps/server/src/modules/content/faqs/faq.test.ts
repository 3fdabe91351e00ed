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

  it('stores the answer as sanitised rich text: the editor\'s HTML kept, scripts, handlers and styles gone', async () => {
    const a = api(ctx);
    const answer = '<h2 dir="rtl">ارسال</h2><p dir="rtl" onclick="steal()" style="color:red">در <strong>دو روز</strong> با <a href="javascript:alert(1)">پیک</a> و <a href="https://example.com" target="_blank">پست</a></p><script>alert(1)</script><img src="/uploads/a.webp" onerror="x()"><ul dir="rtl"><li dir="rtl"><p dir="rtl">تهران</p></li></ul>';
    const created = await a.post('/api/admin/faqs', { question: 'زمان ارسال؟', answer });
    expect(created.statusCode).toBe(201);
    const stored = '<h2 dir="rtl">ارسال</h2><p dir="rtl">در <strong>دو روز</strong> با <a>پیک</a> و <a href="https://example.com" target="_blank" rel="noopener noreferrer">پست</a></p><img src="/uploads/a.webp" /><ul dir="rtl"><li dir="rtl"><p dir="rtl">تهران</p></li></ul>';
    expect(created.json().data.answer).toBe(stored);
    expect((await a.get(`/api/admin/faqs/${created.json().data.id}`)).json().data.answer).toBe(stored);
    // An answer with nothing safe in it is no answer.
    const empty = await a.patch(`/api/admin/faqs/${created.json().data.id}`, { answer: '<script>alert(1)</script>' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toEqual({ answer: 'پاسخ الزامی است' });
    // Just under the limit is taken (the request body may be larger than the app's usual 1 MB).
    const near = await a.patch(`/api/admin/faqs/${created.json().data.id}`, { answer: `<p dir="rtl">${'ب'.repeat(500 * 1024)}</p>` });
    expect(near.statusCode).toBe(200);
  });

  it('keeps each question in its group: stored trimmed, searched and sorted by it, emptied to general', async () => {
    const a = api(ctx);
    const made = await a.post('/api/admin/faqs', { group: '  ارسال  ', question: 'هزینه‌ی پیک تهران چقدر است؟', answer: '<p>رایگان</p>' });
    expect(made.statusCode).toBe(201);
    const faq = made.json().data;
    expect(faq.group).toBe('ارسال');
    const other = (await a.post('/api/admin/faqs', { group: 'پرداخت', question: 'کارت به کارت دارید؟', answer: '<p>نه</p>' })).json().data;
    const found = (await a.get(`/api/admin/faqs?q=${encodeURIComponent('ارسال')}`)).json().data.map((f: { id: number }) => f.id);
    expect(found).toContain(faq.id);
    const sorted = (await a.get('/api/admin/faqs?sort=group&per_page=100')).json().data.map((f: { id: number }) => f.id);
    expect(sorted.indexOf(faq.id)).toBeLessThan(sorted.indexOf(other.id)); // Persian order: «ارسال» (ا) before «پرداخت» (پ)
    expect((await a.post('/api/admin/faqs', { group: 'گ'.repeat(101), question: 'بلند؟', answer: '<p>بله</p>' })).statusCode).toBe(422);
    const general = await a.patch(`/api/admin/faqs/${faq.id}`, { group: null });
    expect(general.statusCode).toBe(200);
    expect(general.json().data.group).toBeNull();
  });

  it('refuses bad input with Persian field messages; 403 without the permission', async () => {
    // The answer is rich text: at most 1 MB of HTML (bytes: a Persian letter is two), refused with a 422 naming it.
    const big = `<p>${'پ'.repeat(512 * 1024)}</p>`;
    const bad = await api(ctx).post('/api/admin/faqs', { question: '', answer: big, secret: 1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({ question: 'پرسش الزامی است', answer: 'حجم پاسخ باید کمتر از ۱۰۲۴ کیلوبایت باشد', secret: expect.stringMatching(/secret/) });
    expect((await api(ctx).post('/api/admin/faqs', { question: 'تنها' })).json().error.fields).toEqual({ answer: 'پاسخ الزامی است' });
    const reader = api(ctx, (await ctx.adminWith(['read_faq'])).token);
    expect((await reader.get('/api/admin/faqs')).statusCode).toBe(200);
    expect((await reader.post('/api/admin/faqs', { question: 'س', answer: 'ج' })).statusCode).toBe(403);
    expect((await reader.post('/api/admin/faqs/sort', { ids: [1] })).statusCode).toBe(403);
  });
});
