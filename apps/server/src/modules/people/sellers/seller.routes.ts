import { eq } from 'drizzle-orm';
import { sellerCreate, type SellerCreate } from '@pishkhan/common/schemas/people.schema';
import { crudRoutes } from '../../../lib/crud';
import { boolParam } from '../../../lib/list';
import { sellers } from './seller.table';

type Row = typeof sellers.$inferSelect;

/** Sellers (feature sellers; permissions read_seller …). */
export const sellerRoutes = crudRoutes<Row, SellerCreate>({
  path: '/api/admin/sellers',
  resource: 'seller',
  entity: 'seller',
  tag: 'sellers',
  feature: 'sellers',
  table: sellers,
  create: sellerCreate,
  search: sellers.search,
  filters: (q) => [boolParam(q.status) === undefined ? undefined : eq(sellers.status, boolParam(q.status)!)],
  sorts: { id: sellers.id, full_name: sellers.fullName, created_at: sellers.createdAt },
  defaultSort: '-created_at',
  persianSort: ['full_name'],
  present: (_db, rows) =>
    rows.map((r) => ({
      id: r.id,
      full_name: r.fullName,
      national_code: r.nationalCode,
      mobile: r.mobile,
      description: r.description,
      status: r.status,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    })),
  toValues: (b) => ({
    ...(b.full_name !== undefined && { fullName: b.full_name }),
    ...(b.national_code !== undefined && { nationalCode: b.national_code }),
    ...(b.mobile !== undefined && { mobile: b.mobile }),
    ...(b.description !== undefined && { description: b.description }),
    ...(b.status !== undefined && { status: b.status }),
  }),
  unique: { sellers_national_code_uq: 'national_code' },
});
