import type { FastifyRequest } from 'fastify';
import { varietyReportText as t } from '@pishkhan/common/i18n/fa/reports';
import { VARIETY_REPORT_COLUMNS, VARIETY_REPORT_SORTS } from '@pishkhan/common/reports/varieties.columns';
import type { App, Ctx } from '../../../lib/app-types';
import { reportFilters } from '../../../lib/report';
import { itemAnswer, itemExport, numbers, searchOf } from '../entity-report';
import { VARIETY_PERMISSION, varietyFigures, varietyTotals } from './variety-report';

/** The varieties report (GET /api/admin/reports/varieties, /export). */
export async function varietyReportRoutes(app: App, { db }: Ctx) {
  const config = { permission: VARIETY_PERMISSION, audit: false as const };
  const schema = { tags: ['reports'] };
  const parse = (q: Record<string, unknown>) => {
    const f = reportFilters(q, VARIETY_REPORT_SORTS);
    return { f, pf: { ...numbers(q, ['product_id'] as const), q: searchOf(q) } };
  };
  app.get('/api/admin/reports/varieties', { config, schema }, async (req) => {
    const { f, pf } = parse(req.query as Record<string, unknown>);
    const [cur, prev] = await Promise.all([
      varietyFigures(db, f.range, f.mode, pf, f),
      f.compare ? varietyTotals(db, f.previous, f.mode, pf) : Promise.resolve(null),
    ]);
    return itemAnswer(f, cur.rows, cur.totals, prev, cur.total);
  });
  const path = '/api/admin/reports/varieties/export';
  app.get(
    path,
    { config, schema },
    itemExport(app, {
      path,
      permission: VARIETY_PERMISSION,
      file: t.file,
      sheet: t.sheet,
      columns: VARIETY_REPORT_COLUMNS,
      firstKey: 'product_title',
      sorts: VARIETY_REPORT_SORTS,
      parse,
      figures: (f, pf, page, perPage) => varietyFigures(db, f.range, f.mode, pf, { ...f, page, perPage }),
    }),
  );
}
