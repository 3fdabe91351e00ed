import { eq } from 'drizzle-orm';
import { unitCreate } from '@pishkhan/common/schemas/platform.schema';
import type { z } from 'zod';
import { crudRoutes } from '../../../lib/crud';
import { boolParam } from '../../../lib/list';
import { units } from './unit.table';

type Row = typeof units.$inferSelect;

export const unitRoutes = crudRoutes<Row, z.infer<typeof unitCreate>>({
  path: '/api/admin/units',
  resource: 'unit',
  entity: 'unit',
  tag: 'units',
  table: units,
  create: unitCreate,
  search: units.search,
  filters: (q) => [boolParam(q.status) === undefined ? undefined : eq(units.status, boolParam(q.status)!)],
  sorts: { id: units.id, name: units.name, symbol: units.symbol, created_at: units.createdAt },
  defaultSort: '-created_at',
  persianSort: ['name'],
  present: (_db, rows) =>
    rows.map((r) => ({ id: r.id, name: r.name, symbol: r.symbol, precision: r.precision, status: r.status, created_at: r.createdAt, updated_at: r.updatedAt })),
  toValues: (b) => ({
    ...(b.name !== undefined && { name: b.name }),
    ...(b.symbol !== undefined && { symbol: b.symbol }),
    ...(b.precision !== undefined && { precision: b.precision }),
    ...(b.status !== undefined && { status: b.status }),
  }),
  unique: { units_name_uq: 'name' },
});
