import { eq } from 'drizzle-orm';
import { colorCreate } from '@pishkhan/common/schemas/platform.schema';
import type { z } from 'zod';
import { crudRoutes } from '../../../lib/crud';
import { boolParam } from '../../../lib/list';
import { colors } from './color.table';

type Row = typeof colors.$inferSelect;
const present = (rows: Row[]) =>
  rows.map((r) => ({ id: r.id, name: r.name, code: r.code, status: r.status, created_at: r.createdAt, updated_at: r.updatedAt }));

/** Colours (/api/admin/colors): the reference pattern every simple resource follows. */
export const colorRoutes = crudRoutes<Row, z.infer<typeof colorCreate>>({
  path: '/api/admin/colors',
  resource: 'color',
  entity: 'color',
  tag: 'colors',
  table: colors,
  create: colorCreate,
  search: colors.search,
  filters: (q) => [boolParam(q.status) === undefined ? undefined : eq(colors.status, boolParam(q.status)!)],
  sorts: { id: colors.id, name: colors.name, code: colors.code, status: colors.status, created_at: colors.createdAt },
  defaultSort: '-created_at',
  persianSort: ['name'],
  present: (_db, rows) => present(rows),
  toValues: (b) => ({
    ...(b.name !== undefined && { name: b.name }),
    ...(b.code !== undefined && { code: b.code.toLowerCase() }),
    ...(b.status !== undefined && { status: b.status }),
  }),
  unique: { colors_name_uq: 'name', colors_code_uq: 'code' },
  // Product variants reference colours from the catalogue issue on; the in-use check joins them then.
});
