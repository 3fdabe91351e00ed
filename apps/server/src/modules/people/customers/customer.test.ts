import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { columnOf, expectDateCells, NEAR_MIDNIGHT, NEAR_MIDNIGHT_JALALI, NEAR_MIDNIGHT_WALL_CLOCK } from '../../../../test/excel';
import { auditLogs } from '../../system/audit-logs/audit-log.table';
import { wallets } from '../../wallet/wallets/wallet.table';
import { customerRoles } from '../customer-roles/customer-role.table';
import { customers } from './customer.table';

let ctx: TestContext;
const PATH = '/api/admin/customers';
// Valid Iranian identifiers (checksums computed): Melli card and Sheba, Parsian Sheba.
const CARD = '6037991234567893';
const SHEBA = 'IR820540102680020817909002';

beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());

const create = async (body: Record<string, unknown>) => {
  const r = await api(ctx).post(PATH, body);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data;
};

describe('customers /api/admin/customers', () => {
  it('creates with normalised Iranian fields, bank names, a wallet, and audits it', async () => {
    const c = await create({
      first_name: 'علي',
      last_name: 'رضايي',
      mobile: '+98 912 123 4567',
      email: 'Ali@Example.IR',
      national_code: '۰۴۹۹۳۷۰۸۹۹',
      gender: 'male',
      birth_date: '1990-05-01',
      card_number: '۶۰۳۷-۹۹۱۲-۳۴۵۶-۷۸۹۳',
      sheba: 'ir82 0540 1026 8002 0817 9090 02',
      newsletter: true,
      password: 'Secret-pass-1',
    });
    expect(c).toMatchObject({
      first_name: 'علي',
      full_name: 'علي رضايي',
      mobile: '09121234567',
      email: 'ali@example.ir',
      national_code: '0499370899',
      gender: 'male',
      gender_label: 'مرد',
      birth_date: '1990-05-01',
      card_number: CARD,
      card_bank: 'بانک ملی ایران',
      sheba: SHEBA,
      sheba_bank: 'بانک پارسیان',
      newsletter: true,
      status: true,
      role_id: null,
      has_password: true,
      wallet: { balance: 0, gift_balance: 0, withdrawable: 0 },
      addresses: [],
    });
    expect(c).not.toHaveProperty('password');
    expect(c).not.toHaveProperty('password_hash');
    const db = ctx.database.db;
    expect(await db.select().from(wallets).where(eq(wallets.customerId, c.id))).toHaveLength(1);
    const [row] = await db.select().from(customers).where(eq(customers.id, c.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const logs = await db.select().from(auditLogs).where(eq(auditLogs.entity, 'customer'));
    expect(logs.find((l) => l.entityId === String(c.id) && l.action === 'create')!.changes).toMatchObject({ password_hash: ['***', '***'] });
  });

  it('an ISO date-time birth date is read as its Tehran date; only mobile is required', async () => {
    const c = await create({ mobile: '9351112233', birth_date: '2000-03-19T20:30:00.000Z' });
    expect(c).toMatchObject({ mobile: '09351112233', birth_date: '2000-03-20', first_name: null, full_name: '', has_password: false });
  });

  it('refuses invalid input with Persian field messages; nothing is saved', async () => {
    const before = (await ctx.database.db.select().from(customers)).length;
    const r = await api(ctx).post(PATH, {
      mobile: '0212345678',
      national_code: '0499370898',
      card_number: '6037991234567894',
      sheba: 'IR820540102680020817909003',
      email: 'not-an-email',
      gender: 'other',
      birth_date: '2999-01-01',
      first_name: 'a',
    });
    expect(r.statusCode).toBe(422);
    const f = r.json().error.fields;
    expect(f.mobile).toMatch(/موبایل/);
    expect(f.national_code).toMatch(/^کد ملی معتبر نیست/);
    expect(f.card_number).toMatch(/^شماره کارت معتبر نیست/);
    expect(f.sheba).toMatch(/^شماره شبا معتبر نیست/);
    expect(f.email).toMatch(/ایمیل/);
    expect(f.gender).toMatch(/جنسیت/);
    expect(f.birth_date).toMatch(/تاریخ تولد/);
    expect(f.first_name).toMatch(/نام/);
    const short = await api(ctx).post(PATH, { mobile: '09121110000', national_code: '12345', card_number: '1234', sheba: '1234' });
    expect(short.json().error.fields).toMatchObject({ national_code: /۱۰ رقم/, card_number: /۱۶ رقم/, sheba: /IR/ });
    expect((await api(ctx).post(PATH, {})).json().error.fields.mobile).toMatch(/الزامی/);
    expect((await api(ctx).post(PATH, { mobile: '09121110000', unknown: 1 })).statusCode).toBe(422);
    expect((await ctx.database.db.select().from(customers)).length).toBe(before);
  });

  it('duplicate mobile (any spelling) or e-mail → 409 on the field', async () => {
    const r = await api(ctx).post(PATH, { mobile: '۰۹۱۲۱۲۳۴۵۶۷' });
    expect(r.statusCode).toBe(409);
    expect(r.json().error.fields.mobile).toMatch(/موبایل.*تکراری/);
    const e = await api(ctx).post(PATH, { mobile: '09120000001', email: 'ALI@example.ir' });
    expect(e.statusCode).toBe(409);
    expect(e.json().error.fields.email).toMatch(/ایمیل.*تکراری/);
  });

  it('lists with search (Arabic/Persian letters, Persian digits, mobile forms), filters and sort', async () => {
    const a = api(ctx);
    await create({ first_name: 'مریم', last_name: 'کاظمی', mobile: '09131234567', national_code: '0012345679', status: false });
    await create({ first_name: 'زهرا', last_name: 'احمدی', mobile: '09141234567' });
    const names = async (qs: string) => (await a.get(`${PATH}?${qs}`)).json().data.map((c: any) => c.mobile);
    expect(await names(`q=${encodeURIComponent('علی رضایی')}`)).toEqual(['09121234567']);
    expect(await names(`q=${encodeURIComponent('۰۹۱۳۱۲۳')}`)).toEqual(['09131234567']);
    expect(await names(`q=${encodeURIComponent('+989131234567')}`)).toEqual(['09131234567']);
    expect(await names('q=0012345679')).toEqual(['09131234567']);
    expect(await names(`q=${encodeURIComponent('كاظمي')}`)).toEqual(['09131234567']);
    expect(await names('status=false')).toEqual(['09131234567']);
    expect(await names('sort=last_name&status=true&q=09')).toEqual(['09141234567', '09121234567', '09351112233']);
    expect((await names('sort=-created_at')).slice(0, 2)).toEqual(['09141234567', '09131234567']);
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect(await names(`from=${encodeURIComponent(future)}`)).toEqual([]);
    expect((await names(`to=${encodeURIComponent(future)}`)).length).toBe(4);
    const list = (await a.get(`${PATH}?per_page=2`)).json();
    expect(list.meta).toMatchObject({ current_page: 1, per_page: 2, total: 4, last_page: 2, from: 1, to: 2 });
    expect(list.data[0]).toHaveProperty('wallet');
    expect(list.data[0]).not.toHaveProperty('addresses');
    expect(await names('has_balance=true')).toEqual([]);
    expect((await names('has_balance=false')).length).toBe(4);
    expect(await names('newsletter=true')).toEqual(['09121234567']);
  });

  it('picker search: id, name, mobile; allowed to other screens’ permissions', async () => {
    const picker = await ctx.adminWith(['create_withdraw']);
    const r = await api(ctx, picker.token).get(`${PATH}/search?q=${encodeURIComponent('زهرا')}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual([{ id: expect.any(Number), full_name: 'زهرا احمدی', mobile: '09141234567', national_code: null, status: true }]);
    expect((await api(ctx, picker.token).get(PATH)).statusCode).toBe(403);
  });

  it('updates some fields, keeps the rest; clears optional ones with ""', async () => {
    const c = await create({ first_name: 'رضا', mobile: '09151234567', card_number: CARD });
    const r = await api(ctx).patch(`${PATH}/${c.id}`, { last_name: 'محمدی', card_number: '', sheba: SHEBA, status: false, password: '' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ first_name: 'رضا', last_name: 'محمدی', card_number: null, card_bank: null, sheba: SHEBA, status: false, mobile: '09151234567' });
    // A blank password keeps the current one; a new one replaces it; a short one is refused.
    expect((await api(ctx).patch(`${PATH}/${c.id}`, { password: 'Another-pass-2' })).json().data.has_password).toBe(true);
    expect((await api(ctx).patch(`${PATH}/${c.id}`, { password: null })).json().data.has_password).toBe(true);
    expect((await api(ctx).patch(`${PATH}/${c.id}`, { password: 'short' })).json().error.fields.password).toMatch(/رمز عبور/);
    expect((await api(ctx).patch(`${PATH}/${c.id}`, { national_code: '0499370898' })).json().error.fields.national_code).toMatch(/کد ملی/);
    expect((await api(ctx).patch(`${PATH}/${c.id}`, { mobile: '09121234567' })).statusCode).toBe(409);
    expect((await api(ctx).patch(`${PATH}/999999`, { first_name: 'نام' })).statusCode).toBe(404);
    expect((await api(ctx).get(`${PATH}/999999`)).statusCode).toBe(404);
  });

  it('role_id: a customer role while the feature is on; refused when off', async () => {
    const [role] = await ctx.database.db.insert(customerRoles).values({ name: 'همکار' }).returning();
    const c = await create({ mobile: '09161234567', role_id: role!.id });
    expect(c.role).toEqual({ id: role!.id, name: 'همکار' });
    expect((await api(ctx).get(`${PATH}?role_id=${role!.id}`)).json().data.map((x: any) => x.id)).toEqual([c.id]);
    expect((await api(ctx).post(PATH, { mobile: '09161234568', role_id: 999999 })).json().error.fields.role_id).toMatch(/نقش/);
    expect((await api(ctx).put('/api/admin/settings/features', { feature_customer_roles: false })).statusCode).toBe(200);
    const off = await api(ctx).post(PATH, { mobile: '09161234568', role_id: role!.id });
    expect(off.statusCode).toBe(422);
    expect(off.json().error.fields.role_id).toMatch(/غیرفعال/);
    expect((await api(ctx).post(PATH, { mobile: '09161234568', role_id: null })).statusCode).toBe(201);
    expect((await api(ctx).put('/api/admin/settings/features', { feature_customer_roles: true })).statusCode).toBe(200);
  });

  it('delete: 204 without history; deactivated (200) with wallet history; bulk delete does both', async () => {
    const a = api(ctx);
    const plain = await create({ mobile: '09171234567' });
    expect((await a.del(`${PATH}/${plain.id}`)).statusCode).toBe(204);
    expect((await a.get(`${PATH}/${plain.id}`)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(wallets).where(eq(wallets.customerId, plain.id))).toEqual([]);

    const rich = await create({ mobile: '09171234568' });
    expect((await a.post(`${PATH}/${rich.id}/wallet/credit`, { amount: 5000, reason: 'هدیه' })).statusCode).toBe(201);
    const d = await a.del(`${PATH}/${rich.id}`);
    expect(d.statusCode).toBe(200);
    expect(d.json()).toEqual({ data: { deactivated: true } });
    expect((await a.get(`${PATH}/${rich.id}`)).json().data).toMatchObject({ status: false, wallet: { balance: 5000 } });

    const p1 = await create({ mobile: '09171234569' });
    const bulk = await a.post(`${PATH}/bulk-delete`, { ids: [p1.id, rich.id] });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().data).toEqual({ deleted: 1, deactivated: 1 });
    expect((await a.post(`${PATH}/bulk-delete`, { ids: [999999] })).statusCode).toBe(404);
    expect((await a.del(`${PATH}/${plain.id}`)).statusCode).toBe(404);
  });

  it('exports the filtered list as an RTL xlsx with Persian headers', async () => {
    const [listed] = (await api(ctx).get(`${PATH}?q=${encodeURIComponent('رضایی')}`)).json().data;
    await ctx.database.pool.query(`update customers set created_at = $1, birth_date = '1991-08-03' where id = $2`, [NEAR_MIDNIGHT, listed.id]);
    const r = await api(ctx).get(`${PATH}/export?q=${encodeURIComponent('رضایی')}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as any);
    const ws = wb.worksheets[0]!;
    expect(ws.name).toBe('مشتریان');
    expect((ws.views[0] as any).rightToLeft).toBe(true);
    expect(ws.getRow(1).getCell(4).value).toBe('موبایل');
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).getCell(4).value).toBe('09121234567');
    expect(ws.getRow(2).getCell(10).value).toBe('بانک ملی ایران');
    expectDateCells(ws, 'تاریخ عضویت', 2, NEAR_MIDNIGHT_JALALI, NEAR_MIDNIGHT_WALL_CLOCK);
    // A birth date is a calendar day: its Jalali date, never shifted by a zone.
    expect(ws.getRow(2).getCell(columnOf(ws, 'تاریخ تولد')).value).toBe('1370/05/12');
  });

  it('401 without a session, 403 without the permission', async () => {
    expect((await api(ctx, null).get(PATH)).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_customer']);
    const r = api(ctx, reader.token);
    const id = (await r.get(PATH)).json().data[0].id;
    expect((await r.get(`${PATH}/${id}`)).statusCode).toBe(200);
    expect((await r.post(PATH, { mobile: '09181234567' })).statusCode).toBe(403);
    expect((await r.patch(`${PATH}/${id}`, { first_name: 'نام' })).statusCode).toBe(403);
    expect((await r.del(`${PATH}/${id}`)).statusCode).toBe(403);
    expect((await r.post(`${PATH}/${id}/wallet/credit`, { amount: 5000, reason: 'x' })).statusCode).toBe(403);
  });
});
