import type { FastifyRequest } from 'fastify';
import { customerReportText as t } from '@pishkhan/common/i18n/fa/reports';
import { CUSTOMER_REPORT_COLUMNS, CUSTOMER_REPORT_SORTS } from '@pishkhan/common/reports/customers.columns';
import type { App, Ctx } from '../../../lib/app-types';
import { reportFilters } from '../../../lib/report';
import { itemAnswer, itemExport, numbers, searchOf } from '../entity-report';
import { CUSTOMER_PERMISSION, customerFigures } from './customer-report';

/** The customers report (GET /api/admin/reports/customers, /export). */
export async function customerReportRoutes(app: App, { db }: Ctx) {
  const config = { permission: CUSTOMER_PERMISSION, audit: false as const };
  const schema = { tags: ['reports'] };
  const parse = (q: Record<string, unknown>) => {
    const f = reportFilters(q, CUSTOMER_REPORT_SORTS);
    return { f, pf: { ...numbers(q, ['province_id', 'city_id', 'min_spent', 'max_spent', 'min_orders', 'max_orders'] as const), q: searchOf(q) } };
  };
  app.get('/api/admin/reports/customers', { config, schema }, async (req) => {
    const { f, pf } = parse(req.query as Record<string, unknown>);
    const [cur, prev] = await Promise.all([
      customerFigures(db, f.range, f.mode, pf, f),
      f.compare ? customerFigures(db, f.previous, f.mode, pf, { ...f, perPage: 0 }) : Promise.resolve(null),
    ]);
    return itemAnswer(f, cur.rows, cur.totals, prev?.totals ?? null, cur.total);
  });
  const path = '/api/admin/reports/customers/export';
  app.get(
    path,
    { config, schema },
    itemExport(app, {
      path,
      permission: CUSTOMER_PERMISSION,
      file: t.file,
      sheet: t.sheet,
      columns: CUSTOMER_REPORT_COLUMNS,
      firstKey: 'name',
      sorts: CUSTOMER_REPORT_SORTS,
      parse,
      figures: (f, pf, page, perPage) => customerFigures(db, f.range, f.mode, pf, { ...f, page, perPage }),
    }),
  );
}
