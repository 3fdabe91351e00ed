import type { FastifyReply, FastifyRequest } from 'fastify';
import { productReportText as t } from '@pishkhan/common/i18n/fa/reports';
import type { App, Ctx } from '../../../lib/app-types';
import { exportTooLarge, fieldError } from '../../../lib/errors';
import { EXPORT_MAX_ROWS, sendWorkbook } from '../../../lib/excel';
import { reportFilters } from '../../../lib/report';
import { itemAnswer, itemWorkbook, numbers, searchOf } from '../entity-report';
import { PRODUCT_PERMISSION, PRODUCT_REPORT_SORTS, productColumns, productFigures } from './product-report';

/** The products report (GET /api/admin/reports/products, /export). */
export async function productReportRoutes(app: App, { db }: Ctx) {
  const config = { permission: PRODUCT_PERMISSION, audit: false as const };
  const schema = { tags: ['reports'] };
  const parse = (req: FastifyRequest) => {
    const q = req.query as Record<string, unknown>;
    const f = reportFilters(q, PRODUCT_REPORT_SORTS);
    return { f, pf: { ...numbers(q, ['category_id', 'brand_id'] as const), q: searchOf(q) } };
  };
  app.get('/api/admin/reports/products', { config, schema }, async (req) => {
    const { f, pf } = parse(req);
    const [cur, prev] = await Promise.all([
      productFigures(db, f.range, f.mode, pf, f),
      f.compare ? productFigures(db, f.previous, f.mode, pf, { ...f, perPage: 0 }) : Promise.resolve(null),
    ]);
    return itemAnswer(f, cur.rows, cur.totals, prev?.totals ?? null, cur.total);
  });
  app.get('/api/admin/reports/products/export', { config, schema }, async (req, reply: FastifyReply) => {
    const { f, pf } = parse(req);
    const all = await productFigures(db, f.range, f.mode, pf, { ...f, page: 1, perPage: EXPORT_MAX_ROWS + 1 });
    if (all.rows.length > EXPORT_MAX_ROWS) throw fieldError(exportTooLarge(EXPORT_MAX_ROWS), 'export');
    return sendWorkbook(reply, t.file, itemWorkbook(t.sheet, productColumns(), all.rows as unknown as Record<string, unknown>[], all.totals, 'title'));
  });
}
