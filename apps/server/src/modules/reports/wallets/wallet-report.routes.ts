import type { FastifyReply, FastifyRequest } from 'fastify';
import { walletReportText as t } from '@pishkhan/common/i18n/fa/reports';
import { WALLET_REPORT_SORTS } from '@pishkhan/common/wallet-report';
import type { App, Ctx } from '../../../lib/app-types';
import { exportTooLarge, fieldError } from '../../../lib/errors';
import { EXPORT_MAX_ROWS, sendWorkbook } from '../../../lib/excel';
import { reportFilters } from '../../../lib/report';
import { itemAnswer, itemWorkbook } from '../entity-report';
import { WALLET_PERMISSION, walletColumns, walletFigures, walletFilters } from './wallet-report';

/** The wallets report (GET /api/admin/reports/wallets, /export). */
export async function walletReportRoutes(app: App, { db }: Ctx) {
  const config = { permission: WALLET_PERMISSION, audit: false as const };
  const schema = { tags: ['reports'] };
  const parse = (req: FastifyRequest) => {
    const q = req.query as Record<string, unknown>;
    return { f: reportFilters(q, WALLET_REPORT_SORTS), wf: walletFilters(q) };
  };
  app.get('/api/admin/reports/wallets', { config, schema }, async (req) => {
    const { f, wf } = parse(req);
    const [cur, prev] = await Promise.all([
      walletFigures(db, f.range, wf, f, { series: true }),
      f.compare ? walletFigures(db, f.previous, wf, { ...f, perPage: 0 }, { series: false }) : Promise.resolve(null),
    ]);
    const answer = itemAnswer(f, cur.rows, cur.totals, prev?.totals ?? null, cur.total);
    return { ...answer, data: { ...answer.data, series: cur.series } };
  });
  app.get('/api/admin/reports/wallets/export', { config, schema }, async (req, reply: FastifyReply) => {
    const { f, wf } = parse(req);
    const all = await walletFigures(db, f.range, wf, { ...f, page: 1, perPage: EXPORT_MAX_ROWS + 1 }, { series: false });
    if (all.rows.length > EXPORT_MAX_ROWS) throw fieldError(exportTooLarge(EXPORT_MAX_ROWS), 'export');
    return sendWorkbook(reply, t.file, itemWorkbook(t.sheet, walletColumns(), all.rows as unknown as Record<string, unknown>[], all.totals, 'name'));
  });
}
