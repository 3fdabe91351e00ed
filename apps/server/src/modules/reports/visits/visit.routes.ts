import { isbot } from 'isbot';
import { z } from 'zod';
import { visitErrors } from '@pishkhan/common/i18n/fa/visits';
import { dayOfJalali } from '@pishkhan/common/jalali-days';
import { visitBeacon, type VisitBeacon } from '@pishkhan/common/schemas/visit.schema';
import { toAsciiDigits } from '@pishkhan/common/text';
import type { App, Ctx } from '../../../lib/app-types';
import { validation } from '../../../lib/errors';
import { every } from '../../../lib/jobs';
import { rateLimiter } from '../../../lib/rate-limit';
import { registerPeriodReport } from '../../../lib/report';
import { FLUSH_MS, visitCounterOf } from './visit.counter';
import { VISIT_PERMISSION, visitDay, visitReport } from './visit-report';

const PRUNE_MS = 10 * 60_000;

/** Beacons per client address: sixty at once, then one a second. */
export const beaconLimit = rateLimiter({ burst: 60, perMinute: 60 });

/** A Jalali day from the day page's address (`1405-01-15`, `1405/01/15`, Persian digits too). */
export function parseVisitDate(raw: string) {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(toAsciiDigits(raw.trim()));
  const day = m && Number(m[1]) >= 1300 && Number(m[1]) <= 1500 ? dayOfJalali(Number(m[1]), Number(m[2]), Number(m[3])) : null;
  if (day === null || day === undefined) throw validation({ date: visitErrors.date });
  return day;
}

/**
 * The storefront's visit beacon (POST /api/store/visits), the visit report (GET
 * /api/admin/reports/visit, /export) and one day's hours (GET /api/admin/reports/visit/:date).
 */
export async function visitRoutes(app: App, { db }: Ctx) {
  const counter = visitCounterOf(app.server, db);
  every(app, 'visit-flush', FLUSH_MS, () => counter.flush());
  every(app, 'visit-prune', PRUNE_MS, () => counter.prune());
  app.addHook('onClose', async () => counter.flush().catch((err) => app.log.error({ err }, 'visit figures not written')));

  // Public: rate-limited per address; bots and requests without a user agent are answered alike but not counted.
  app.post(
    '/api/store/visits',
    { config: { public: true }, bodyLimit: 8 * 1024, schema: { tags: ['visits'], body: visitBeacon } },
    async (req, reply) => {
      const ip = req.ip || 'unknown';
      beaconLimit.enforce(reply, ip);
      const ua = req.headers['user-agent'] ?? '';
      const b = req.body as VisitBeacon;
      if (ua.trim() !== '' && !isbot(ua)) await counter.count({ ip, userAgent: ua, kind: b.kind ?? 'page', ...(b.id !== undefined ? { id: b.id } : {}) });
      return reply.status(204).send();
    },
  );

  // The reports include what this server counted a moment ago.
  registerPeriodReport(app, db, {
    ...visitReport,
    days: async (d, range, channels) => {
      await counter.flush();
      return visitReport.days(d, range, channels);
    },
  });

  app.get(
    '/api/admin/reports/visit/:date',
    { config: { permission: VISIT_PERMISSION, audit: false }, schema: { tags: ['reports'], params: z.object({ date: z.string() }) } },
    async (req) => {
      const day = parseVisitDate((req.params as { date: string }).date);
      await counter.flush();
      return { data: await visitDay(db, day) };
    },
  );
}
