import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { customers } from '../../people/customers/customer.table';
import { contacts } from './contact.table';

let ctx: TestContext;
beforeAll(async () => (ctx = await setupApp()));
afterAll(() => ctx.close());

const home = async (token = ctx.token) => (await api(ctx, token).get('/api/admin/home')).json().data;

describe('contact inbox /api/admin/contacts', () => {
  it('lists, searches and filters; opening reads, the header count follows; answering is kept with its author', async () => {
    const a = api(ctx);
    const [customer] = await ctx.database.db.insert(customers).values({ firstName: 'سارا', lastName: 'کریمی', mobile: '09121112233' }).returning();
    const rows = await ctx.database.db
      .insert(contacts)
      .values([
        { name: 'علی رضایی', mobile: '09120000001', subject: 'ارسال سفارش', body: 'سفارش ۱۲۳ من کی می‌رسد؟' },
        { name: 'سارا کریمی', mobile: '09121112233', subject: 'مرجوعی', body: 'کفش سایز ۴۰ را پس بدهم', customerId: customer!.id },
        { name: 'Reza', email: 'reza@example.com', body: 'Do you ship abroad?', status: 1 },
      ])
      .returning();
    const [ali, sara, reza] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    const ids = async (q = '') => (await a.get(`/api/admin/contacts${q}`)).json().data.map((c: { id: number }) => c.id);
    expect(await ids()).toEqual([reza.id, sara.id, ali.id]);
    expect(await ids('?status=unread')).toEqual([sara.id, ali.id]);
    // Arabic letters and Persian digits fold in the search, as everywhere.
    expect(await ids(`?q=${encodeURIComponent('كفش')}`)).toEqual([sara.id]);
    expect(await ids(`?q=${encodeURIComponent('۰۹۱۲۰۰۰۰۰۰۱')}`)).toEqual([ali.id]);
    expect(await ids(`?customer_id=${customer!.id}`)).toEqual([sara.id]);
    const list = (await a.get('/api/admin/contacts')).json();
    expect(list.meta.total_unread).toBe(2);
    expect(list.data.find((c: { id: number }) => c.id === sara.id).customer).toEqual({ id: customer!.id, name: 'سارا کریمی', mobile: '09121112233' });

    expect((await home()).total_unread_contacts).toBe(2);
    const opened = (await a.post(`/api/admin/contacts/${ali.id}/read`, {})).json().data;
    expect(opened).toMatchObject({ id: ali.id, status: 1, total_unread_contacts: 1 });
    expect((await home()).total_unread_contacts).toBe(1);
    expect((await a.post(`/api/admin/contacts/${ali.id}/read`, { read: false })).json().data.total_unread_contacts).toBe(2);

    const answered = (await a.put(`/api/admin/contacts/${sara.id}/answer`, { answer: '  بله، تا ۷ روز می‌توانید.  ' })).json().data;
    expect(answered).toMatchObject({ answer: 'بله، تا ۷ روز می‌توانید.', status: 1, answered_by: { id: expect.any(Number) }, total_unread_contacts: 1 });
    expect(answered.answered_at).toBeTruthy();
    expect(await ids('?answered=yes')).toEqual([sara.id]);
    const log = (await a.get('/api/admin/audit-logs?entity=contact')).json().data;
    expect(log.map((l: { action: string }) => l.action)).toContain('answer');

    expect((await a.post('/api/admin/contacts/read-all')).json().data).toEqual({ changed: 1, total_unread_contacts: 0 });
    expect((await home()).total_unread_contacts).toBe(0);
    expect((await a.post('/api/admin/contacts/read-all')).json().data).toEqual({ changed: 0, total_unread_contacts: 0 });

    // Deleting a customer keeps their messages, unlinked.
    await ctx.database.pool.query('delete from customers where id = $1', [customer!.id]);
    expect((await a.get(`/api/admin/contacts/${sara.id}`)).json().data.customer).toBeNull();

    expect((await a.post('/api/admin/contacts/bulk-delete', { ids: [ali.id, 99_999_999] })).statusCode).toBe(404);
    expect((await a.get(`/api/admin/contacts/${ali.id}`)).statusCode).toBe(200); // nothing half-deleted
    expect((await a.post('/api/admin/contacts/bulk-delete', { ids: [ali.id, reza.id] })).json().data).toEqual({ deleted: 2 });
    expect((await a.del(`/api/admin/contacts/${sara.id}`)).statusCode).toBe(204);
    expect(await ids()).toEqual([]);
  });

  it('refuses an empty or oversized answer in Persian; permissions by verb', async () => {
    const [row] = await ctx.database.db.insert(contacts).values({ name: 'مهمان', body: 'سلام' }).returning();
    const a = api(ctx);
    expect((await a.put(`/api/admin/contacts/${row!.id}/answer`, { answer: '   ' })).json().error.fields).toEqual({ answer: 'پاسخ الزامی است' });
    expect((await a.put(`/api/admin/contacts/${row!.id}/answer`, { answer: 'x'.repeat(5001) })).json().error.fields).toEqual({ answer: 'پاسخ نباید بیشتر از ۵۰۰۰ کاراکتر باشد' });
    expect((await a.put('/api/admin/contacts/99999999/answer', { answer: 'سلام' })).statusCode).toBe(404);
    expect((await a.post('/api/admin/contacts/abc/read', {})).statusCode).toBe(404);

    const reader = api(ctx, (await ctx.adminWith(['read_contact'])).token);
    expect((await reader.get('/api/admin/contacts')).statusCode).toBe(200);
    expect((await reader.post(`/api/admin/contacts/${row!.id}/read`, {})).statusCode).toBe(200);
    expect((await reader.put(`/api/admin/contacts/${row!.id}/answer`, { answer: 'سلام' })).statusCode).toBe(403);
    expect((await reader.del(`/api/admin/contacts/${row!.id}`)).statusCode).toBe(403);
    const none = api(ctx, (await ctx.adminWith(['read_faq'])).token);
    expect((await none.get('/api/admin/contacts')).statusCode).toBe(403);
    expect((await none.post('/api/admin/contacts/read-all')).statusCode).toBe(403);
    expect((await api(ctx, null).get('/api/admin/contacts')).statusCode).toBe(401);
  });
});
