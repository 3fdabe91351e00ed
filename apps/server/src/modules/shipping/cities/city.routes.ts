import { eq, inArray } from 'drizzle-orm';
import { cityCreate } from '@pishkhan/common/schemas/platform.schema';
import { ruleMessage } from '@pishkhan/common/validation';
import { labels } from '@pishkhan/common/i18n/fa/labels';
import type { z } from 'zod';
import { crudRoutes } from '../../../lib/crud';
import { inUse, validation } from '../../../lib/errors';
import { boolParam, intParam } from '../../../lib/list';
import { provinces } from '../provinces/province.table';
import { shippingMethodsUsingCity } from '../shipping-methods/shipping-method.service';
import { cities } from './city.table';

type Row = typeof cities.$inferSelect;

/** Cities; a city listed by a shipping method is not deletable (409). */
export const cityRoutes = crudRoutes<Row, z.infer<typeof cityCreate>>({
  path: '/api/admin/cities',
  resource: 'area',
  entity: 'city',
  tag: 'areas',
  table: cities,
  create: cityCreate,
  search: cities.search,
  filters: (q) => [
    intParam(q.province_id) === undefined ? undefined : eq(cities.provinceId, intParam(q.province_id)!),
    boolParam(q.status) === undefined ? undefined : eq(cities.status, boolParam(q.status)!),
  ],
  sorts: { id: cities.id, name: cities.name, province_id: cities.provinceId, created_at: cities.createdAt },
  defaultSort: 'name',
  persianSort: ['name'],
  present: async (db, rows) => {
    const ids = [...new Set(rows.map((r) => r.provinceId))];
    const ps = ids.length ? await db.select({ id: provinces.id, name: provinces.name }).from(provinces).where(inArray(provinces.id, ids)) : [];
    const byId = new Map(ps.map((p) => [p.id, p]));
    return rows.map((r) => ({
      id: r.id,
      province_id: r.provinceId,
      province: byId.get(r.provinceId) ?? null,
      name: r.name,
      status: r.status,
      post_code: r.postCode,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    }));
  },
  toValues: (b) => ({
    ...(b.province_id !== undefined && { provinceId: b.province_id }),
    ...(b.name !== undefined && { name: b.name }),
    ...(b.status !== undefined && { status: b.status }),
    ...(b.post_code !== undefined && { postCode: b.post_code }),
  }),
  beforeWrite: async (tx, values) => {
    if (typeof values.provinceId === 'number') {
      const [p] = await tx.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, values.provinceId));
      if (!p) throw validation({ province_id: ruleMessage('oneOf', labels.city.province_id) });
    }
  },
  unique: { cities_province_name_uq: 'name' },
  beforeDelete: async (tx, row) => {
    const n = await shippingMethodsUsingCity(tx, row.id);
    if (n > 0) throw inUse('city', n, 'shipping_method');
  },
});
