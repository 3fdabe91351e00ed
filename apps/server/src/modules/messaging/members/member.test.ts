import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { importMembers } from './member.import';
import { isSuppressed, suppressedAddresses } from './suppression';

let ctx: TestContext;
beforeAll(async () => (ctx = await setupApp({ jobs: true })));
afterAll(() => ctx.close());

const API = '/api/admin/newsletter-members';

/** Starts an import and answers its report once the task is done. */
async function imported(url: string, file: Buffer | string, filename = 'members.csv') {
  const res = await upload(url, file, filename);
  expect(res.statusCode).toBe(200);
  const id = res.json().data.task_id as number;
  expect(id).toEqual(expect.any(Number));
  for (let i = 0; i < 200; i++) {
    const t = (await api(ctx).get(`/api/admin/tasks/${id}`)).json().data;
    if (t.status === 'done') return t.result;
    if (t.status === 'failed' || t.status === 'canceled') throw new Error(`import ${t.status}: ${t.error}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import did not finish');
}

async function multipart(file: Buffer | string, filename: string, type = 'text/csv') {
  const fd = new FormData();
  fd.append('file', new Blob([file], { type }), filename);
  const res = new Response(fd);
  return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}
async function upload(url: string, file: Buffer | string, filename = 'members.csv', token: string | null = ctx.token) {
  const { body, contentType } = await multipart(file, filename);
  return ctx.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}

describe('newsletter members /api/admin/newsletter-members', () => {
  it('creates, reads, lists, updates and deletes members; e-mails lower-cased, mobiles normalised from Persian digits', async () => {
    const a = api(ctx);
    const made = await a.post(API, { email: '  Sara@Example.COM ', mobile: '۰۹۱۲ ۱۲۳ ۴۵۶۷', name: 'سارا' });
    expect(made.statusCode).toBe(201);
    const m = made.json().data;
    expect(m).toMatchObject({ email: 'sara@example.com', mobile: '09121234567', source: 'admin', status: 'subscribed' });
    expect(m.subscribed_at).toBeTruthy();
    expect(m).not.toHaveProperty('unsubscribe_token'); // the link's key is never presented
    const mobileOnly = await a.post(API, { mobile: '+989351112233' });
    expect(mobileOnly.json().data.mobile).toBe('09351112233');
    expect((await a.get(`${API}/${m.id}`)).json().data.name).toBe('سارا');
    const list = (await a.get(`${API}?q=${encodeURIComponent('۰۹۱۲۱۲۳')}`)).json();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([m.id]);
    expect(list.meta.total).toBe(1);
    const upd = await a.patch(`${API}/${m.id}`, { name: 'سارا احمدی', email: 'sara.a@example.com' });
    expect(upd.json().data).toMatchObject({ name: 'سارا احمدی', email: 'sara.a@example.com' });
    expect((await a.del(`${API}/${mobileOnly.json().data.id}`)).statusCode).toBe(204);
    expect((await a.get(`${API}/${mobileOnly.json().data.id}`)).statusCode).toBe(404);
    const logs = (await a.get('/api/admin/audit-logs?entity=newsletter_member')).json().data.map((l: { action: string }) => l.action);
    expect(logs).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });

  it('refuses bad input with Persian messages: bad e-mail, bad mobile, neither, duplicates', async () => {
    const a = api(ctx);
    const badEmail = await a.post(API, { email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().error.fields.email).toMatch(/ایمیل/);
    const badMobile = await a.post(API, { mobile: '0812345' });
    expect(badMobile.statusCode).toBe(422);
    expect(badMobile.json().error.fields.mobile).toMatch(/موبایل/);
    const neither = await a.post(API, { name: 'بی‌نشانی' });
    expect(neither.statusCode).toBe(422);
    expect(neither.json().error.fields).toEqual({ email: 'ایمیل یا موبایل دست‌کم یکی لازم است', mobile: 'ایمیل یا موبایل دست‌کم یکی لازم است' });
    const wrongType = await a.post(API, { email: 42, mobile: ['x'], status: 'deleted' });
    expect(wrongType.statusCode).toBe(422);
    const one = (await a.post(API, { email: 'dup@example.com', mobile: '09120000001' })).json().data;
    const dup = await a.post(API, { email: 'DUP@example.com' });
    expect(dup.statusCode).toBe(409);
    expect(Object.keys(dup.json().error.fields ?? {})).toEqual(['email']);
    expect((await a.post(API, { mobile: '۰۹۱۲۰۰۰۰۰۰۱' })).statusCode).toBe(409);
    // Clearing the only address left is refused too.
    const solo = (await a.post(API, { mobile: '09120000002' })).json().data;
    expect((await a.patch(`${API}/${solo.id}`, { mobile: null })).statusCode).toBe(422);
    expect((await a.get(`${API}/${one.id}`)).statusCode).toBe(200);
  });

  it('filters by status, source and a range of the subscription time; unsubscribing suppresses, re-subscribing lifts', async () => {
    const a = api(ctx);
    const old = (await a.post(API, { email: 'old@example.com', subscribed_at: '2025-01-10T10:00:00Z', source: 'customer' })).json().data;
    const gone = (await a.post(API, { email: 'gone@example.com', mobile: '09121110000' })).json().data;
    const off = await a.patch(`${API}/${gone.id}`, { status: 'unsubscribed', unsubscribe_reason: 'درخواست تلفنی' });
    expect(off.json().data.unsubscribed_at).toBeTruthy();
    expect(await isSuppressed(ctx.database.db, { email: 'GONE@example.com' })).toBe(true);
    expect(await isSuppressed(ctx.database.db, { mobile: '09121110000' })).toBe(true);
    expect(await isSuppressed(ctx.database.db, { email: 'old@example.com' })).toBe(false);
    const batch = await suppressedAddresses(ctx.database.db, { emails: ['gone@example.com', 'old@example.com'], mobiles: ['09121110000'] });
    expect([[...batch.emails], [...batch.mobiles]]).toEqual([['gone@example.com'], ['09121110000']]);
    const ids = async (q: string) => (await a.get(`${API}?per_page=100&${q}`)).json().data.map((r: { id: number }) => r.id);
    expect(await ids('status=unsubscribed')).toEqual([gone.id]);
    expect(await ids('source=customer')).toEqual([old.id]);
    expect(await ids('subscribed_at_from=2025-01-01T00:00:00Z&subscribed_at_to=2025-02-01T00:00:00Z')).toEqual([old.id]);
    // The bulk status change suppresses each row too.
    expect((await a.post(`${API}/bulk-set`, { ids: [old.id], status: 'bounced' })).statusCode).toBe(200);
    expect(await isSuppressed(ctx.database.db, { email: 'old@example.com' })).toBe(true);
    expect((await a.get(`${API}/${old.id}`)).json().data.unsubscribed_at).toBeTruthy();
    const back = await a.patch(`${API}/${gone.id}`, { status: 'subscribed' });
    expect(back.json().data.unsubscribed_at).toBeNull();
    expect(await isSuppressed(ctx.database.db, { email: 'gone@example.com', mobile: '09121110000' })).toBe(false);
  });

  it('exports exactly the filtered rows to Excel and CSV', async () => {
    const a = api(ctx);
    await a.post(API, { email: 'export-one@example.com', name: 'خروجی یک' });
    await a.post(API, { email: 'export-two@example.com', name: '=HYPERLINK("x")' });
    const q = `q=${encodeURIComponent('export-')}`;
    const xlsx = await a.get(`${API}/export?${q}`);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount).toBe(3);
    const emails = [ws.getRow(2).getCell(1).value, ws.getRow(3).getCell(1).value].sort();
    expect(emails).toEqual(['export-one@example.com', 'export-two@example.com']);
    const csv = await a.get(`${API}/export.csv?${q}&sort=email`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^ایمیل,موبایل,نام/);
    expect(lines[1]).toMatch(/^export-one@example.com,,خروجی یک,مدیر,عضو,/);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`); // a formula stays text
    expect((await a.get(`${API}/export.csv?status=bounced&${q}`)).body.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(1);
  });

  it('imports a CSV: previews the columns, adds the good rows, reports duplicates and invalid rows one by one', async () => {
    await api(ctx).post(API, { email: 'already@example.com' });
    await api(ctx).post(API, { email: 'left@example.com' }).then((r) => api(ctx).patch(`${API}/${r.json().data.id}`, { status: 'unsubscribed' }));
    await api(ctx).del(`${API}/${(await api(ctx).get(`${API}?q=left`)).json().data[0].id}`); // the member is gone, the suppression stays
    const csv = [
      'نام,ایمیل,شماره موبایل',
      'علی,Ali@Example.com,۰۹۱۲۳۴۵۶۷۸۹',
      'بی‌نشانی,,',
      'بد,bad@,',
      'موبایل بد,,12345',
      'تکرار,ali@example.com,',
      'موجود,already@example.com,',
      '"رفته, قبلی",left@example.com,',
      'فقط موبایل,,09351234567',
      'تکرار موبایل,,+989351234567',
    ].join('\r\n');
    const preview = await upload(`${API}/import/preview`, csv);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ headers: ['نام', 'ایمیل', 'شماره موبایل'], rows: 9, mapping: { email: 1, mobile: 2, name: 0 } });
    expect(preview.json().data.sample[0]).toEqual({ row: 2, cells: ['علی', 'Ali@Example.com', '۰۹۱۲۳۴۵۶۷۸۹'] });
    const report = await imported(`${API}/import?email=1&mobile=2&name=0`, csv);
    expect(report.added).toBe(2);
    expect(report.skipped).toBe(7);
    expect(report.errors).toEqual([
      { row: 3, value: '', reason: 'نه ایمیل دارد نه موبایل' },
      { row: 4, value: 'bad@', reason: 'ایمیل نامعتبر است' },
      { row: 5, value: '12345', reason: 'موبایل نامعتبر است' },
      { row: 6, value: 'ali@example.com', reason: 'این ایمیل در ردیف 2 همین فایل آمده است' },
      { row: 7, value: 'already@example.com', reason: 'این ایمیل پیش‌تر عضو خبرنامه است' },
      { row: 8, value: 'left@example.com', reason: expect.stringMatching(/لغو عضویت/) },
      { row: 10, value: '+989351234567', reason: 'این موبایل در ردیف 9 همین فایل آمده است' },
    ]);
    const ali = (await api(ctx).get(`${API}?q=ali%40example`)).json().data[0];
    expect(ali).toMatchObject({ email: 'ali@example.com', mobile: '09123456789', name: 'علی', source: 'import', status: 'subscribed' });
    // Importing the same file again adds nothing and loses nothing.
    const again = await imported(`${API}/import?email=1&mobile=2&name=0`, csv);
    expect([again.added, again.skipped]).toEqual([0, 9]);
  });

  it('imports an Excel sheet, refuses files that are no sheet, and reports progress batch by batch', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('x');
    ws.addRow(['Email', 'Mobile']);
    ws.addRow(['xl1@example.com', '09100000001']);
    ws.addRow(['xl2@example.com', 9100000002]); // a number cell lost its leading zero: still read as 09100000002
    ws.addRow(['xl3@example.com', 12345]);
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    expect(await imported(`${API}/import?email=0&mobile=1`, buf, 'm.xlsx')).toMatchObject({ added: 2, skipped: 1, errors: [{ row: 4, value: 'xl3@example.com / 12345', reason: 'موبایل نامعتبر است' }] });
    expect((await api(ctx).get(`${API}?q=xl2`)).json().data[0].mobile).toBe('09100000002');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]);
    const bad = await upload(`${API}/import/preview`, png, 'x.png');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.file).toBe('فایل باید اکسل (xlsx) یا CSV باشد');
    expect((await upload(`${API}/import?email=7`, 'a,b\r\nx,y', 'x.csv')).statusCode).toBe(422);
    expect((await upload(`${API}/import`, 'a,b\r\nx,y', 'x.csv')).statusCode).toBe(422);
    const noFile = await ctx.app.inject({ method: 'POST', url: `${API}/import/preview`, payload: {}, headers: { authorization: `Bearer ${ctx.token}` } });
    expect(noFile.statusCode).toBe(422);

    const steps: [number, number][] = [];
    const rows = Array.from({ length: 1200 }, (_, i) => ({ row: i + 2, email: `bulk${i}@example.com` }));
    rows.push({ row: 1202, email: 'bulk0@example.com' });
    const report = await importMembers({ db: ctx.database.db, progress: async (d, t) => void steps.push([d, t]) }, { rows, adminId: 1 });
    expect([report.added, report.skipped, report.errors.length]).toEqual([1200, 1, 1]);
    expect(steps).toEqual([[1, 1201], [501, 1201], [1001, 1201], [1201, 1201]]);
  });

  it('answers 401 without a session, 403 without the permission, 404 with the feature off', async () => {
    expect((await api(ctx, null).get(API)).statusCode).toBe(401);
    expect((await upload(`${API}/import`, 'a', 'a.csv', null)).statusCode).toBe(401);
    const reader = api(ctx, (await ctx.adminWith(['read_newsletters'])).token);
    expect((await reader.get(API)).statusCode).toBe(200);
    expect((await reader.get(`${API}/export.csv`)).statusCode).toBe(200);
    expect((await reader.post(API, { email: 'r@example.com' })).statusCode).toBe(403);
    expect((await reader.post(`${API}/bulk-delete`, { ids: [1] })).statusCode).toBe(403);
    const { token } = await ctx.adminWith(['read_newsletters']);
    expect((await upload(`${API}/import/preview`, 'a,b\r\n1,2', 'a.csv', token)).statusCode).toBe(403);
    const other = api(ctx, (await ctx.adminWith(['read_faq'])).token);
    expect((await other.get(API)).statusCode).toBe(403);
    expect((await api(ctx).put('/api/admin/settings/features', { feature_newsletters: false })).statusCode).toBe(200);
    try {
      expect((await api(ctx).get(API)).statusCode).toBe(404);
      expect((await api(ctx).get(`${API}/export`)).statusCode).toBe(404);
      expect((await api(ctx, null).post('/api/store/newsletter', { email: 'x@example.com' })).statusCode).toBe(404);
    } finally {
      expect((await api(ctx).put('/api/admin/settings/features', { feature_newsletters: true })).statusCode).toBe(200);
    }
  });
});
