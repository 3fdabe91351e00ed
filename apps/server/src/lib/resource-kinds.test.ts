import { sql } from 'drizzle-orm';
import { bigint, date, pgTable, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '@pishkhan/common/resource';
import { api, setupApp, type TestContext } from '../../test/db';
import { createdAt, pk, ref, tstz, updatedAt } from '../db/columns';
import { ROUTE_MODULES } from '../routes';
import { resourceRoutes } from './resource-routes';

/**
 * The kinds no shipped resource uses yet (`reference`, `references`, `date`, `dateTime`), end to end
 * on a definition registered in this test only: validation, storage, presentation, filter and sort.
 */
const probe = defineResource({
  name: 'kit_probe',
  permission: 'brand',
  api: '/api/admin/kit-probes',
  web: '/kit-probes',
  texts: { one: 'نمونه', many: 'نمونه‌ها' },
  fields: {
    title: { kind: 'text', label: 'عنوان', required: true, max: 100, search: true },
    brand_id: { kind: 'reference', label: 'برند', resource: 'brand', filter: true },
    seller_ids: { kind: 'references', label: 'فروشندگان', resource: 'seller', max: 3 },
    day: { kind: 'date', label: 'روز', sort: true },
    starts_at: { kind: 'dateTime', label: 'زمان شروع', sort: true },
  },
  rowName: 'title',
});
const probes = pgTable('kit_probes', {
  id: pk(),
  title: varchar('title', { length: 100 }).notNull(),
  brandId: ref('brand_id'),
  sellerIds: bigint('seller_ids', { mode: 'number' }).array().notNull().default([]),
  day: date('day'),
  startsAt: tstz('starts_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

let ctx: TestContext;
const PATH = '/api/admin/kit-probes';
beforeAll(async () => {
  ROUTE_MODULES.push(resourceRoutes(probe, { table: probes }));
  ctx = await setupApp();
  await ctx.database.db.execute(sql`create table kit_probes (
    id bigserial primary key, title varchar(100) not null, brand_id bigint references brands(id) on delete restrict,
    seller_ids bigint[] not null default '{}', day date, starts_at timestamptz,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now())`);
});
afterAll(() => ctx.close());

describe('the resource kit: reference, references, date and dateTime', () => {
  it('stores and presents each kind, filters by the reference, sorts by the dates', async () => {
    const a = api(ctx);
    const lg = (await a.post('/api/admin/brands', { name: 'ال‌جی' })).json().data.id;
    const sony = (await a.post('/api/admin/brands', { name: 'سونی' })).json().data.id;
    const s1 = (await a.post('/api/admin/sellers', { full_name: 'حسین کریمی' })).json().data.id;
    const s2 = (await a.post('/api/admin/sellers', { full_name: 'آرش بهرامی' })).json().data.id;

    // Persian digits in the day; the same seller twice is kept once.
    const r = await a.post(PATH, { title: 'یک', brand_id: lg, seller_ids: [s2, s1, s2], day: '۲۰۲۵-۰۳-۲۱', starts_at: '2025-03-21T08:30:00+03:30' });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data).toMatchObject({ title: 'یک', brand_id: lg, seller_ids: [s2, s1], day: '2025-03-21', starts_at: '2025-03-21T05:00:00.000Z' });
    const two = (await a.post(PATH, { title: 'دو', brand_id: sony, day: '2024-12-31', starts_at: '2026-01-01T00:00:00Z' })).json().data;
    expect(two).toMatchObject({ seller_ids: [], brand_id: sony });
    const three = (await a.post(PATH, { title: 'سه' })).json().data;
    expect(three).toMatchObject({ brand_id: null, seller_ids: [], day: null, starts_at: null });

    const titles = async (qs: string) => (await a.get(`${PATH}?${qs}`)).json().data.map((x: any) => x.title);
    expect(await titles(`brand_id=${lg}`)).toEqual(['یک']);
    expect(await titles('brand_id=abc')).toHaveLength(3); // not a number: no filter
    const dated = (list: string[]) => list.filter((x) => x !== 'سه');
    expect(dated(await titles('sort=day'))).toEqual(['دو', 'یک']);
    expect(dated(await titles('sort=-starts_at'))).toEqual(['دو', 'یک']);
    expect(dated(await titles('sort=starts_at'))).toEqual(['یک', 'دو']);

    // Cleared with null; an update sends any part.
    const u = await a.patch(`${PATH}/${r.json().data.id}`, { brand_id: null, seller_ids: [s1], day: null });
    expect(u.json().data).toMatchObject({ brand_id: null, seller_ids: [s1], day: null, starts_at: '2025-03-21T05:00:00.000Z' });
    // A referenced brand is not deleted (the key refuses: 409).
    expect((await a.del(`/api/admin/brands/${sony}`)).statusCode).toBe(409);
  });

  it('refuses what does not exist or is malformed, with the field in Persian, and writes nothing', async () => {
    const a = api(ctx);
    const before = (await a.get(PATH)).json().meta.total;
    const missing = await a.post(PATH, { title: 'x', brand_id: 999999, seller_ids: [999998] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields).toEqual({ brand_id: 'برند انتخاب‌شده یافت نشد', seller_ids: 'فروشندگان انتخاب‌شده یافت نشد' });
    const bad = await a.post(PATH, { title: 'x', brand_id: 'abc', seller_ids: [1, 2, 3, 4], day: '2025-02-30', starts_at: 'دیروز' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({ brand_id: expect.stringMatching(/برند/), seller_ids: expect.stringMatching(/فروشندگان/), day: expect.stringMatching(/روز/), starts_at: expect.stringMatching(/زمان شروع/) });
    for (const day of ['2025-13-01', '1404/01/01', '0000-01-01']) expect((await a.post(PATH, { title: 'x', day })).json().error?.fields?.day, day).toMatch(/روز/);
    expect((await a.post(PATH, { title: 'x', starts_at: '+275760-09-13T00:00:00Z' })).statusCode).toBe(422);
    expect((await a.get(PATH)).json().meta.total).toBe(before);
  });
});
