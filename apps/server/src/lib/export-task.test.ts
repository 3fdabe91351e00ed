import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportText } from '@pishkhan/common/i18n/fa/reports';
import { api, setupApp, type TestContext } from '../../test/db';
import { firstSheet } from '../../test/excel';
import { tasks } from '../modules/system/tasks/task.table';
import { exportCleanupTask, exportsDir } from './export-task';
import { queueOf } from './queue';

/**
 * Large Excel exports go through the queue (lib/export-task.ts): past the inline limit the export
 * route answers 202 with a task, the task writes the same sheet to DATA_DIR/exports, and the file is
 * downloaded by its starter or an admin with the export's read permission, until the cleanup task
 * removes it.
 */
let ctx: TestContext;
const INLINE = 40;
/** Rows per query of the queued export: the customers below take three pages, the last one short. */
const BATCH = 1000;
const CUSTOMERS = 2_345;

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out; last ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const taskRow = (id: number) => async () => (await ctx.database.db.select().from(tasks).where(eq(tasks.id, id)))[0]!;
const finished = (t: { status: string }) => ['done', 'failed', 'canceled'].includes(t.status);

/** Every cell of every row (the header too), as plain values; an empty text and a blank cell read alike (the streaming writer leaves empty texts out). */
async function sheetRows(payload: Buffer | Uint8Array) {
  const ws = await firstSheet(payload);
  const out: unknown[][] = [];
  ws.eachRow({ includeEmpty: true }, (row) => {
    const cells = Array.from({ length: ws.columnCount }, (_, i) => {
      const v = row.getCell(i + 1).value;
      return v instanceof Date ? v.toISOString() : v === '' || v === undefined ? null : v;
    });
    out.push(cells);
  });
  return { ws, rows: out };
}

beforeAll(async () => {
  ctx = await setupApp({ jobs: true, env: { EXPORT_INLINE_ROWS: String(INLINE), EXPORT_BATCH_ROWS: String(BATCH) } });
  // Many customers made in one statement share their creation time: the export's order is the list's, ties broken by id.
  await ctx.database.db.execute(sql`
    insert into customers (first_name, last_name, mobile, status)
    select 'مشتری', 'شماره ' || g, '0912' || lpad(g::text, 7, '0'), g % 5 <> 0 from generate_series(1, ${CUSTOMERS}) g`);
});
afterAll(async () => ctx?.close());

describe('large Excel exports', () => {
  let taskId: number;
  let starterToken: string;
  const query = 'status=1&sort=-created_at';
  const expected = CUSTOMERS - Math.floor(CUSTOMERS / 5);

  it('a small result downloads at once, as before', async () => {
    const res = await api(ctx).get('/api/admin/customers/export?q=09120000012');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const { rows } = await sheetRows(res.rawPayload);
    expect(rows.length - 1).toBeGreaterThan(0);
    expect(rows.length - 1).toBeLessThanOrEqual(INLINE);
    expect(rows.slice(1).map((r) => r[3])).toContain('09120000012');
  });

  it('a large one is written by a queued task, with progress, and holds exactly the rows the inline export would', async () => {
    const starter = await ctx.adminWith(['read_customer']);
    starterToken = starter.token;
    const res = await api(ctx, starter.token).get(`/api/admin/customers/export?${query}`);
    expect(res.statusCode).toBe(202);
    taskId = res.json().data.task_id;
    expect(taskId).toBeGreaterThan(0);
    const t = await until(taskRow(taskId), finished);
    expect(t.status, t.error ?? '').toBe('done');
    expect(t.kind).toBe('excel_export');
    expect(t.done).toBe(expected);
    expect(t.createdBy).toBe(starter.id);
    const result = t.result as { rows: number; file: string; name: string };
    expect(result.rows).toBe(expected);
    expect(result.name).toMatch(/^customers-\d{8}\.xlsx$/);

    const file = await api(ctx, starter.token).get(`/api/admin/exports/${taskId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(result.name);
    const queued = await sheetRows(file.rawPayload);
    expect(queued.ws.views[0]?.rightToLeft).toBe(true);

    // The same query answered inline (the limit raised for this one request) gives the very same sheet.
    const config = queueOf(ctx.app).config;
    config.exportInlineRows = 100_000;
    let inline;
    try {
      inline = await api(ctx).get(`/api/admin/customers/export?${query}`);
    } finally {
      config.exportInlineRows = INLINE;
    }
    expect(inline.statusCode).toBe(200);
    const direct = await sheetRows(inline.rawPayload);
    expect(queued.rows.length).toBe(expected + 1);
    expect(queued.rows).toEqual(direct.rows);
    // Numbers stay numbers (the id column), and every row is distinct (pages never overlap).
    expect(typeof queued.rows[1]![0]).toBe('number');
    expect(new Set(queued.rows.slice(1).map((r) => r[0])).size).toBe(expected);
  }, 90_000); // two sheets of ~2,000 rows written and read back

  it('the file goes only to its starter or an admin with the same read permission', async () => {
    const other = await ctx.adminWith(['read_customer']);
    const stranger = await ctx.adminWith(['read_order']);
    expect((await api(ctx, other.token).get(`/api/admin/exports/${taskId}/file`)).statusCode).toBe(200);
    const refused = await api(ctx, stranger.token).get(`/api/admin/exports/${taskId}/file`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toMatch(/[\u0600-\u06FF]/);
    expect((await api(ctx, stranger.token).get(`/api/admin/tasks/${taskId}`)).statusCode).toBe(404);
    expect((await api(ctx, other.token).get(`/api/admin/tasks/${taskId}`)).statusCode).toBe(200);
    expect((await api(ctx, null).get(`/api/admin/exports/${taskId}/file`)).statusCode).toBe(401);
    // Starting a large export needs the list's permission in the first place.
    expect((await api(ctx, stranger.token).get(`/api/admin/customers/export?${query}`)).statusCode).toBe(403);
    expect((await api(ctx, starterToken).get(`/api/admin/exports/${taskId}/file`)).statusCode).toBe(200);
  });

  it('a report export past the limit is queued too and ends with its totals row', async () => {
    const res = await api(ctx).get('/api/admin/reports/orders/export?from=۱۴۰۴/۰۱/۰۱&to=۱۴۰۴/۰۳/۳۱&group=day');
    expect(res.statusCode).toBe(202);
    const id = res.json().data.task_id as number;
    expect(res.json().data.rows).toBe(93);
    const t = await until(taskRow(id), finished);
    expect(t.status, t.error ?? '').toBe('done');
    expect(t.total).toBe(93);
    const file = await api(ctx).get(`/api/admin/exports/${id}/file`);
    const { rows } = await sheetRows(file.rawPayload);
    // Header, 93 days, totals.
    expect(rows.length).toBe(95);
    expect(rows[1]![1]).toBe('1404/01/01');
    expect(rows[93]![2]).toBe('1404/03/31');
    expect(rows[94]![0]).toBe(reportText.totals);
  });

  it('files are removed after a day by the cleanup task; the download then says so', async () => {
    const t = await taskRow(taskId)();
    const file = path.join(exportsDir({ dataDir: ctx.dataDir }), (t.result as { file: string }).file);
    expect(fs.existsSync(file)).toBe(true);
    const old = new Date(Date.now() - 25 * 3600_000);
    fs.utimesSync(file, old, old);
    const { id } = await queueOf(ctx.app).startTask(exportCleanupTask, {}, { actor: null, singletonKey: 'cleanup' });
    const c = await until(taskRow(id), finished);
    expect(c.status).toBe('done');
    expect((c.result as { removed: number }).removed).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(file)).toBe(false);
    const gone = await api(ctx, starterToken).get(`/api/admin/exports/${taskId}/file`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('export_expired');
    // A task finished more than a day ago is expired even if its file were still there.
    await ctx.database.db.update(tasks).set({ finishedAt: old }).where(eq(tasks.id, taskId));
    expect((await api(ctx, starterToken).get(`/api/admin/exports/${taskId}/file`)).json().error.code).toBe('export_expired');
  });
});

describe('reading a queued file back', () => {
  it('exceljs reads the streamed workbook with its frozen header', async () => {
    const dir = exportsDir({ dataDir: ctx.dataDir });
    const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.xlsx')) : [];
    expect(names.length).toBeGreaterThan(0);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path.join(dir, names[0]!));
    const ws = wb.worksheets[0]!;
    expect(ws.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen', ySplit: 1 });
    expect(ws.getRow(1).font?.bold).toBe(true);
  });
});
