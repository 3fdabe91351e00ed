import { eq } from 'drizzle-orm';
import { listQuery, type ListQuery } from '@pishkhan/common/schemas/fields';
import { flashCreate, flashOrder, flashUpdate, type FlashCreate } from '@pishkhan/common/schemas/flash.schema';
import { crudRoutes } from '../../../lib/crud';
import { boolParam, idsParam, intParam, meta, pageOf, searchCondition } from '../../../lib/list';
import { products } from '../../catalog/products/product.table';
import {
  assertFlashDeletable,
  assertMedia,
  assertMergedRules,
  flashValues,
  nextPosition,
  presentFlashes,
  productCondition,
  productOptions,
  reorderFlashes,
  stateCondition,
  syncFlashProducts,
  type FlashRow,
} from './flash.service';
import { flashes } from './flash.table';
import { assertNotLinked } from '../../../lib/links';

const PATH = '/api/admin/flashes';
const TAG = 'flashes';

/**
 * Sales campaigns (/api/admin/flashes, docs/api-sales.md; feature `flash`, permissions
 * read_flash …): CRUD sorted by position with the products of each campaign, `PUT /order`, and
 * `GET /products` (the products a campaign may take, for the form's picker).
 */
export const flashRoutes = crudRoutes<FlashRow, FlashCreate>({
  path: PATH,
  resource: 'flash',
  entity: 'flash',
  tag: TAG,
  feature: 'flash',
  table: flashes,
  create: flashCreate,
  update: flashUpdate,
  search: flashes.search,
  filters: (q) => [
    boolParam(q.status) === undefined ? undefined : eq(flashes.status, boolParam(q.status)!),
    stateCondition(q.state),
    productCondition(intParam(q.product_id)),
  ],
  sorts: {
    id: flashes.id,
    position: flashes.position,
    title: flashes.title,
    starts_at: flashes.startsAt,
    ends_at: flashes.endsAt,
    status: flashes.status,
    created_at: flashes.createdAt,
  },
  defaultSort: 'position',
  persianSort: ['title'],
  present: (db, rows) => presentFlashes(db, rows),
  toValues: flashValues,
  unique: { flashes_title_uq: 'title' },
  beforeWrite: async (tx, values, existing, req) => {
    await assertMedia(tx, req.body as Partial<FlashCreate>);
    assertMergedRules(values, existing);
    // A new campaign goes to the end of the order.
    if (!existing) values.position = await nextPosition(tx);
  },
  afterWrite: async (tx, before, after, req) => {
    if (!after) return;
    await syncFlashProducts(tx, req, before, after, (req.body as Partial<FlashCreate>).products);
  },
  beforeDelete: async (tx, row) => {
    await assertNotLinked(tx, 'flash', [row.id]);
    await assertFlashDeletable(tx, row);
  },
  extra: (app, { db }) => {
    app.put(`${PATH}/order`, { config: { permission: 'update_flash', feature: 'flash' }, schema: { tags: [TAG], body: flashOrder } }, async (req) => {
      const { ids } = req.body as { ids: number[] };
      const changed = await db.transaction((tx) => reorderFlashes(tx, req, ids));
      return { data: { changed } };
    });

    app.get(
      `${PATH}/products`,
      { config: { permission: ['read_flash', 'create_flash', 'update_flash'], feature: 'flash' }, schema: { tags: [TAG], querystring: listQuery.extend({}) } },
      async (req) => {
        const q = req.query as ListQuery & Record<string, unknown>;
        const { page, perPage } = pageOf(q);
        const { rows, total } = await productOptions(db, { page, perPage, ids: idsParam(q.ids), search: searchCondition(products.search, q.q) });
        return { data: rows, meta: meta(page, perPage, total, rows.length) };
      },
    );
  },
});
