import type { FastifyRequest } from 'fastify';
import { productReportText as t } from '@pishkhan/common/i18n/fa/reports';
import { PRODUCT_REPORT_COLUMNS, PRODUCT_REPORT_SORTS } from '@pishkhan/common/reports/products.columns';
import type { App, Ctx } from '../../../lib/app-types';
import { reportFilters } from '../../../lib/report';
import { itemAnswer, itemExport, numbers, searchOf } from '../entity-report';
import { PRODUCT_PERMISSION, productFigures, productTotals } from './product-report';

/** The products report (GET /api/admin/reports/products, /export). */
export async function productReportRoutes(app: App, { db }: Ctx) {
  const config = { permission: PRODUCT_PERMISSION, audit: false as const };
  const schema = { tags: ['reports'] };
  const parse = (q: Record<string, unknown>) => {
    const f = reportFilters(q, PRODUCT_REPORT_SORTS);
    return { f, pf: { ...numbers(q, ['category_id', 'brand_id'] as const), q: searchOf(q) } };
  };
  app.get('/api/admin/reports/products', { config, schema }, async (req) => {
    const { f, pf } = parse(req.query as Record<string, unknown>);
    const [cur, prev] = await Promise.all([
      productFigures(db, f.range, f.mode, pf, f),
      f.compare ? productTotals(db, f.previous, f.mode, pf) : Promise.resolve(null),
    ]);
    return itemAnswer(f, cur.rows, cur.totals, prev, cur.total);
  });
  const path = '/api/admin/reports/products/export';
  app.get(
    path,
    { config, schema },
    itemExport(app, {
      path,
      permission: PRODUCT_PERMISSION,
      file: t.file,
      sheet: t.sheet,
      columns: PRODUCT_REPORT_COLUMNS,
      firstKey: 'title',
      sorts: PRODUCT_REPORT_SORTS,
      parse,
      figures: (f, pf, page, perPage) => productFigures(db, f.range, f.mode, pf, { ...f, page, perPage }),
    }),
  );
}
