import type { FastifyRequest } from 'fastify';
import { walletReportText as t } from '@pishkhan/common/i18n/fa/reports';
import { WALLET_REPORT_COLUMNS, WALLET_REPORT_SORTS } from '@pishkhan/common/reports/wallets.columns';
import type { App, Ctx } from '../../../lib/app-types';
import { reportFilters } from '../../../lib/report';
import { itemAnswer, itemExport } from '../entity-report';
import { WALLET_PERMISSION, walletFigures, walletFilters } from './wallet-report';

/** The wallets report (GET /api/admin/reports/wallets, /export). */
export async function walletReportRoutes(app: App, { db }: Ctx) {
  const config = { permission: WALLET_PERMISSION, audit: false as const };
  const schema = { tags: ['reports'] };
  const parse = (q: Record<string, unknown>) => ({ f: reportFilters(q, WALLET_REPORT_SORTS), pf: walletFilters(q) });
  app.get('/api/admin/reports/wallets', { config, schema }, async (req: FastifyRequest) => {
    const { f, pf: wf } = parse(req.query as Record<string, unknown>);
    const [cur, prev] = await Promise.all([
      walletFigures(db, f.range, wf, f, { series: true }),
      f.compare ? walletFigures(db, f.previous, wf, { ...f, perPage: 0 }, { series: false }) : Promise.resolve(null),
    ]);
    const answer = itemAnswer(f, cur.rows, cur.totals, prev?.totals ?? null, cur.total);
    return { ...answer, data: { ...answer.data, series: cur.series } };
  });
  const path = '/api/admin/reports/wallets/export';
  app.get(
    path,
    { config, schema },
    itemExport(app, {
      path,
      permission: WALLET_PERMISSION,
      file: t.file,
      sheet: t.sheet,
      columns: WALLET_REPORT_COLUMNS,
      firstKey: 'name',
      sorts: WALLET_REPORT_SORTS,
      parse,
      figures: async (f, wf, page, perPage) => {
        const r = await walletFigures(db, f.range, wf, { ...f, page, perPage }, { series: false });
        return { total: r.total, totals: r.totals as unknown as Record<string, number>, rows: r.rows };
      },
    }),
  );
}
