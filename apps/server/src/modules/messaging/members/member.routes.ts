import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { memberSourceLabels, memberStatusLabels, newsletterMemberNames, newsletterMemberText as M, memberImportText as T } from '@pishkhan/common/i18n/fa/newsletter-members';
import { MEMBER_SOURCES, MEMBER_STATUSES } from '@pishkhan/common/resources/newsletter-member.resource';
import { jalaliDateTime } from '@pishkhan/common/tehran-time';
import { actorOf } from '../../../lib/audit';
import { exportTooLarge, validation } from '../../../lib/errors';
import { EXPORT_MAX_ROWS, fileStamp, type SheetColumn } from '../../../lib/excel';
import { exportRoute } from '../../../lib/export-route';
import { allOf, orderBy, searchCondition } from '../../../lib/list';
import type { ResourceOptions } from '../../../lib/resource-routes';
import type { Db } from '../../../db/client';
import type { App } from '../../../lib/app-types';
import { membersImportTask, type ImportRow } from './member.import';
import { guessMapping, importRefusal, readSheet, type Mapping, type Sheet } from './member.sheet';
import { newsletterMembers as m } from './member.table';
import { SUPPRESSING_STATUSES, suppress, unsuppress, type SuppressionReason } from './suppression';

const API = '/api/admin/newsletter-members';
const TAG = 'newsletter-members';
const FEATURE = { feature: 'newsletters' as const };
const L = newsletterMemberNames.fields;
type MemberRow = typeof m.$inferSelect;

/* ------------------------------------------------------------------ list filters (the export's, same as the kit's list) */

const instant = (v: unknown): Date | undefined => {
  if (typeof v !== 'string' || v.length > 40) return undefined;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? undefined : d;
};

/** The list's conditions from its query: search, status, source, a range of the subscription time. */
export function memberFilters(q: Record<string, unknown>): (SQL | undefined)[] {
  const pick = <T extends string>(v: unknown, values: readonly T[]) => (typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : undefined);
  const status = pick(q.status, MEMBER_STATUSES);
  const source = pick(q.source, MEMBER_SOURCES);
  const [from, to] = [instant(q.subscribed_at_from), instant(q.subscribed_at_to)];
  return [
    searchCondition(m.search, typeof q.q === 'string' ? q.q : undefined),
    status ? eq(m.status, status) : undefined,
    source ? eq(m.source, source) : undefined,
    from ? sql`${m.subscribedAt} >= ${from}` : undefined,
    to ? sql`${m.subscribedAt} <= ${to}` : undefined,
  ];
}
const SORTS = { id: m.id, created_at: m.createdAt, email: m.email, name: m.name, subscribed_at: m.subscribedAt };

async function exportRows(db: Db, q: Record<string, unknown>, limit: number, offset = 0): Promise<MemberRow[]> {
  return db
    .select()
    .from(m)
    .where(allOf(memberFilters(q)))
    .orderBy(...orderBy(typeof q.sort === 'string' ? q.sort : undefined, SORTS, '-created_at', ['name']), desc(m.id))
    .limit(limit)
    .offset(offset);
}

const COLUMNS: SheetColumn[] = [
  { header: L.email, key: 'email', width: 32, kind: 'text' },
  { header: L.mobile, key: 'mobile', width: 14, kind: 'text' },
  { header: L.name, key: 'name', width: 24 },
  { header: L.source, key: 'source', width: 14 },
  { header: L.status, key: 'status', width: 16 },
  { header: L.subscribed_at, key: 'subscribed_at', kind: 'date' },
  { header: L.unsubscribed_at, key: 'unsubscribed_at', kind: 'date' },
  { header: L.unsubscribe_reason, key: 'unsubscribe_reason', width: 28 },
];
const sheetRow = (r: MemberRow) => ({
  email: r.email,
  mobile: r.mobile,
  name: r.name,
  source: memberSourceLabels[r.source],
  status: memberStatusLabels[r.status],
  subscribed_at: r.subscribedAt,
  unsubscribed_at: r.unsubscribedAt,
  unsubscribe_reason: r.unsubscribeReason,
});

/** A CSV cell: quoted when needed; a formula-looking text is kept as text (a leading apostrophe) so a spreadsheet never runs it. */
const csvCell = (v: unknown): string => {
  let s = v === null || v === undefined ? '' : v instanceof Date ? jalaliDateTime(v) : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The filtered rows as UTF-8 CSV (with a BOM, so spreadsheet programs read the Persian), dates in Jalali Tehran time. */
async function sendCsv(reply: FastifyReply, rows: MemberRow[]) {
  const lines = [COLUMNS.map((c) => csvCell(c.header)).join(',')];
  for (const r of rows) {
    const v = sheetRow(r) as Record<string, unknown>;
    lines.push(COLUMNS.map((c) => csvCell(v[c.key])).join(','));
  }
  reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${M.file}-${fileStamp()}.csv"`);
  return reply.send('\uFEFF' + lines.join('\r\n') + '\r\n');
}

/* ------------------------------------------------------------------ import */

const columnParam = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.coerce.number().int().min(0).max(49).nullable()).optional();
const importQuery = z.looseObject({ email: columnParam, mobile: columnParam, name: columnParam });

async function uploadedSheet(req: FastifyRequest): Promise<Sheet> {
  if (!req.isMultipart()) throw importRefusal(T.fileRequired, 'file_required');
  const file = await req.file();
  if (!file) throw importRefusal(T.fileRequired, 'file_required');
  return readSheet(await file.toBuffer());
}

/** The rows of the chosen columns, numbered as in the file. */
export function mappedRows(sheet: Sheet, map: Mapping): ImportRow[] {
  const width = Math.max(sheet.headers.length, ...sheet.rows.slice(0, 50).map((r) => r.cells.length));
  for (const c of [map.email, map.mobile, map.name]) if (c !== null && c >= width) throw validation({ file: T.badColumn });
  if (map.email === null && map.mobile === null) throw validation({ email: T.needColumn });
  const cell = (cells: string[], c: number | null) => (c === null ? null : (cells[c] ?? null));
  return sheet.rows.map((r) => ({ row: r.row, email: cell(r.cells, map.email), mobile: cell(r.cells, map.mobile), name: cell(r.cells, map.name) }));
}

/* ------------------------------------------------------------------ the kit's options */

const isSuppressing = (s: unknown) => typeof s === 'string' && SUPPRESSING_STATUSES.includes(s);

/**
 * The members' rules beyond the definition: an e-mail or a mobile at least; a subscribed member has a
 * subscription time (now when left empty); leaving (unsubscribed, bounced, complained) stamps the time
 * and puts the addresses on the suppression list, coming back takes them off; the Excel and CSV
 * exports of exactly the filtered rows; the file import.
 */
export const newsletterMemberOptions: ResourceOptions = {
  beforeWrite: async (_tx, values, existing) => {
    const email = values.email !== undefined ? values.email : (existing?.email ?? null);
    const mobile = values.mobile !== undefined ? values.mobile : (existing?.mobile ?? null);
    if (!email && !mobile) throw validation({ email: M.contactRequired, mobile: M.contactRequired });
    const status = (values.status ?? existing?.status ?? 'subscribed') as string;
    if (!existing && values.source === undefined) values.source = 'admin';
    if (status === 'subscribed' && (values.subscribedAt === null || (values.subscribedAt === undefined && !existing?.subscribedAt))) values.subscribedAt = new Date();
    if (isSuppressing(status) && !isSuppressing(existing?.status)) values.unsubscribedAt = new Date();
    if (!isSuppressing(status) && isSuppressing(existing?.status)) values.unsubscribedAt = null;
    if (isSuppressing(status)) values.confirmToken = null;
  },
  afterWrite: async (tx, before, after) => {
    if (!after) return;
    const was = before?.status;
    if (isSuppressing(after.status) && (after.status !== was || !before)) {
      await suppress(tx, after, after.status as SuppressionReason);
      // A bulk status change has no beforeWrite: stamp the time here.
      if (!after.unsubscribedAt) await tx.update(m).set({ unsubscribedAt: sql`now()`, confirmToken: null }).where(eq(m.id, after.id));
    } else if (!isSuppressing(after.status) && isSuppressing(was)) {
      await unsuppress(tx, after);
      if (after.unsubscribedAt || (after.status === 'subscribed' && !after.subscribedAt))
        await tx.update(m).set({ unsubscribedAt: null, ...(after.status === 'subscribed' && !after.subscribedAt ? { subscribedAt: sql`now()` } : {}) }).where(eq(m.id, after.id));
    }
  },
  extra: (app: App, { db, queue }) => {
    exportRoute(app, {
      path: `${API}/export`,
      config: { permission: 'read_newsletters', ...FEATURE },
      tag: TAG,
      file: M.file,
      sheet: M.sheet,
      rowsAre: 'newsletter_member',
      columns: COLUMNS,
      rows: (q, limit, offset) => exportRows(db, q, limit, offset),
      toRow: sheetRow,
    });
    app.get(`${API}/export.csv`, { config: { permission: 'read_newsletters', ...FEATURE }, schema: { tags: [TAG], querystring: z.looseObject({}) } }, async (req, reply) => {
      const rows = await exportRows(db, req.query as Record<string, unknown>, EXPORT_MAX_ROWS + 1);
      if (rows.length > EXPORT_MAX_ROWS) throw exportTooLarge(EXPORT_MAX_ROWS, 'newsletter_member');
      return sendCsv(reply, rows);
    });

    // The file's columns, a guess of which holds what, and its first rows, before importing.
    app.post(`${API}/import/preview`, { config: { permission: 'create_newsletters', ...FEATURE }, schema: { tags: [TAG], consumes: ['multipart/form-data'] } }, async (req) => {
      const sheet = await uploadedSheet(req);
      return { data: { headers: sheet.headers, rows: sheet.rows.length, sample: sheet.rows.slice(0, 5).map((r) => ({ row: r.row, cells: r.cells })), mapping: guessMapping(sheet.headers) } };
    });

    // The import itself (columns chosen by index in the query), on the task queue: answers the task's id; the report is its result.
    app.post(`${API}/import`, { config: { permission: 'create_newsletters', ...FEATURE }, schema: { tags: [TAG], consumes: ['multipart/form-data'], querystring: importQuery } }, async (req) => {
      const q = req.query as { email?: number | null; mobile?: number | null; name?: number | null };
      const sheet = await uploadedSheet(req);
      const rows = mappedRows(sheet, { email: q.email ?? null, mobile: q.mobile ?? null, name: q.name ?? null });
      const actor = actorOf(req);
      const { id } = await queue.startTask(membersImportTask, { rows, adminId: actor.adminId!, ip: actor.ip }, { actor });
      return { data: { task_id: id } };
    });
  },
};
