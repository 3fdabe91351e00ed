import { count, eq, inArray } from 'drizzle-orm';
import { provinceCreate } from '@pishkhan/common/schemas/platform.schema';
import type { z } from 'zod';
import { crudRoutes } from '../../../lib/crud';
import { conflict } from '../../../lib/errors';
import { boolParam } from '../../../lib/list';
import { cities } from '../cities/city.table';
import { provinces } from './province.table';

type Row = typeof provinces.$inferSelect;

export const provinceRoutes = crudRoutes<Row, z.infer<typeof provinceCreate>>({
  path: '/api/admin/provinces',
  resource: 'area',
  entity: 'province',
  tag: 'areas',
  table: provinces,
  create: provinceCreate,
  search: provinces.search,
  filters: (q) => [boolParam(q.status) === undefined ? undefined : eq(provinces.status, boolParam(q.status)!)],
  sorts: { id: provinces.id, name: provinces.name, sort_order: provinces.sortOrder, created_at: provinces.createdAt },
  defaultSort: 'name',
  persianSort: ['name'],
  present: async (db, rows) => {
    const ids = rows.map((r) => r.id);
    const counts = ids.length
      ? await db.select({ id: cities.provinceId, n: count() }).from(cities).where(inArray(cities.provinceId, ids)).groupBy(cities.provinceId)
      : [];
    const byId = new Map(counts.map((c) => [c.id, c.n]));
    return rows.map((r) => ({ id: r.id, name: r.name, status: r.status, sort_order: r.sortOrder, cities_count: byId.get(r.id) ?? 0, created_at: r.createdAt, updated_at: r.updatedAt }));
  },
  toValues: (b) => ({
    ...(b.name !== undefined && { name: b.name }),
    ...(b.status !== undefined && { status: b.status }),
    ...(b.sort_order !== undefined && { sortOrder: b.sort_order }),
  }),
  unique: { provinces_name_uq: 'name' },
  beforeDelete: async (tx, row) => {
    const [c] = await tx.select({ n: count() }).from(cities).where(eq(cities.provinceId, row.id));
    if (c!.n > 0) throw conflict('province_has_cities', { count: c!.n });
  },
});
