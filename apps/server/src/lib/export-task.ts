import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { spreadsheetText } from '@pishkhan/common/i18n/fa/spreadsheet';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import type { App } from './app-types';
import { actorOf } from './audit';
import { AppError } from './errors';
import { addSheet, EXPORT_MAX_ROWS, fileStamp, sendWorkbook, writeSheetFile, type SheetColumn } from './excel';
import { defineTask, findQueue, queueOf, TaskFailure } from './queue';

/**
 * Every Excel export — of a list or of a report — goes through one definition (ExcelExport): how to
 * read its rows under a request's filters, page by page in a fixed order. A request first learns how
 * many rows there are (a count when the source knows it, else by reading one row past the inline
 * limit): up to `EXPORT_INLINE_ROWS` (5,000) it answers the .xlsx at once, as before; past that it
 * starts one `excel_export` task that writes the same sheet into DATA_DIR/exports with exceljs's
 * streaming writer (bounded memory, progress as it goes) and answers 202 `{ data: { task_id } }`.
 * The file is downloaded from GET /api/admin/exports/{task}/file by the admin who started it or one
 * holding the export's permission, and removed after EXPORT_KEEP_HOURS by the `excel_export_cleanup`
 * task the worker nodes queue every hour.
 */

/** How a request's export reads its rows. */
export interface ExportReader<R> {
  /** Rows `offset`…`offset + limit − 1` in the export's order (a total order: ties broken by id). `offset` is a multiple of `limit`. */
  rows(offset: number, limit: number): Promise<R[]>;
  /** How many rows there are, when the source knows it cheaply (a report). */
  count?(): Promise<number>;
  /** A bold last row (a report's totals), in the row's keys. */
  footer?(): Promise<Record<string, unknown> | null>;
}

export interface ExcelExport<R = any> {
  /** Unique per app: the export route's path. */
  key: string;
  /** The read permission of the export's route: who besides the starter may download a queued file. */
  permission: string;
  /** File name (the Tehran day is added) and sheet name. */
  file: string;
  sheet: string;
  columns: SheetColumn[];
  /** The most rows one file holds (default EXPORT_MAX_ROWS) and the refusal past it. */
  max?: number;
  tooLarge: () => AppError;
  /** The query as the task keeps it (e.g. a report's preset as the dates it means today), so a task run later exports exactly what was asked. */
  pin?(q: Record<string, unknown>): Record<string, unknown>;
  /** The reader of a request's query (a 422 on a bad filter is thrown here, before any task starts). */
  open(q: Record<string, unknown>): Promise<ExportReader<R>>;
  /** A row → the sheet's values by column key. */
  toRow(r: R): Record<string, unknown>;
}

/** Files of queued exports are kept this long, then deleted. */
export const EXPORT_KEEP_HOURS = 24;
export const exportsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'exports');

/** The exports of each app's database (several apps may share a process, as tests do). */
const REGISTRY = new WeakMap<Db, Map<string, ExcelExport>>();

function registerExport(db: Db, def: ExcelExport) {
  let m = REGISTRY.get(db);
  if (!m) REGISTRY.set(db, (m = new Map()));
  m.set(def.key, def);
}

export interface ExportTaskInput {
  key: string;
  query: Record<string, unknown>;
  permission: string;
}

export interface ExportTaskResult {
  rows: number;
  /** The stored file's name under DATA_DIR/exports. */
  file: string;
  /** The name the download is saved under. */
  name: string;
  expires_at: string;
}

/** The rows in pages of `batch` (EXPORT_BATCH_ROWS, 5,000: fewer, larger pages keep a 100,000-row export to 20 queries). */
async function* batches<R>(def: ExcelExport<R>, reader: ExportReader<R>, batch: number, report: (done: number) => Promise<void>, signal: AbortSignal) {
  const max = def.max ?? EXPORT_MAX_ROWS;
  for (let offset = 0; ; offset += batch) {
    if (signal.aborted) throw new Error('export stopped');
    const rows = await reader.rows(offset, batch);
    if (offset + rows.length > max) throw new TaskFailure(def.tooLarge().message, false);
    yield rows.map((r) => def.toRow(r));
    await report(offset + rows.length);
    if (rows.length < batch) return;
  }
}

/** The one task that writes any large export. */
export const excelExportTask = defineTask<ExportTaskInput, ExportTaskResult>(
  'excel_export',
  async (ctx, input) => {
    const def = REGISTRY.get(ctx.db)?.get(input.key);
    if (!def) throw new TaskFailure(spreadsheetText.task.unknown, false);
    let reader: ExportReader<unknown>;
    try {
      reader = await def.open(input.query);
    } catch (err) {
      if (err instanceof AppError) throw new TaskFailure(err.message, false);
      throw err;
    }
    const total = reader.count ? await reader.count() : null;
    if (total !== null && total > (def.max ?? EXPORT_MAX_ROWS)) throw new TaskFailure(def.tooLarge().message, false);
    await ctx.progress(0, total);
    const dir = exportsDir(ctx.config);
    await fs.promises.mkdir(dir, { recursive: true });
    const file = `${ctx.taskId}-${randomBytes(12).toString('hex')}.xlsx`;
    const part = path.join(dir, `${file}.part`);
    let rows: number;
    try {
      rows = await writeSheetFile(part, def.sheet, def.columns, batches(def, reader, ctx.config.exportBatchRows, (done) => ctx.progress(done, total ?? undefined), ctx.signal), reader.footer);
      await fs.promises.rename(part, path.join(dir, file));
    } catch (err) {
      await fs.promises.rm(part, { force: true });
      throw err;
    }
    await ctx.progress(rows, rows);
    return { rows, file, name: `${def.file}-${fileStamp()}.xlsx`, expires_at: new Date(Date.now() + EXPORT_KEEP_HOURS * 3600_000).toISOString() };
  },
  // Who may read the task (and download its file) besides the starter: those who may run the export.
  { permission: (input: ExportTaskInput) => input?.permission ?? null, retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 30 * 60, concurrency: 1 },
);

/** Deletes export files older than EXPORT_KEEP_HOURS (and unfinished ones left by a stopped node). */
export async function removeOldExports(config: Pick<Config, 'dataDir'>, now = Date.now()): Promise<number> {
  const dir = exportsDir(config);
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return 0;
  }
  let n = 0;
  for (const name of names) {
    const f = path.join(dir, name);
    const st = await fs.promises.stat(f).catch(() => null);
    if (!st || !st.isFile() || now - st.mtimeMs < EXPORT_KEEP_HOURS * 3600_000) continue;
    await fs.promises.rm(f, { force: true });
    n++;
  }
  return n;
}

export const exportCleanupTask = defineTask<Record<string, never>, { removed: number }>(
  'excel_export_cleanup',
  async (ctx) => ({ removed: await removeOldExports(ctx.config) }),
  { permission: 'read_setting', retryLimit: 1 },
);

/** The inline sheet: every row, then the bold last row. */
async function sendInline<R>(reply: FastifyReply, def: ExcelExport<R>, reader: ExportReader<R>, rows: R[]) {
  const wb = new ExcelJS.Workbook();
  const ws = addSheet(wb, def.sheet, def.columns, rows.map((r) => def.toRow(r)));
  const last = reader.footer ? await reader.footer() : null;
  if (last) ws.addRow(last).font = { bold: true };
  return sendWorkbook(reply, def.file, wb);
}

/**
 * Registers an export and answers its requests: the .xlsx at once up to the inline limit, else a
 * queued task (202 `{ data: { task_id, rows } }`; `rows` null when not counted). Past `max` → 422.
 */
export function excelExport<R>(app: App, def: ExcelExport<R>) {
  // An app without a queue (a test registering only routes) answers small exports only.
  const queue = findQueue(app);
  if (queue) registerExport(queue.db, def as ExcelExport);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const q = req.query as Record<string, unknown>;
    const queue = queueOf(app);
    const config = queue.config;
    const reader = await def.open(q);
    const max = def.max ?? EXPORT_MAX_ROWS;
    const inline = Math.min(config.exportInlineRows, max);
    const total = reader.count ? await reader.count() : null;
    if (total !== null && total > max) throw def.tooLarge();
    if (total === null || total <= inline) {
      const rows = await reader.rows(0, inline + 1);
      if (rows.length <= inline) return sendInline(reply, def, reader, rows);
      if (rows.length > max) throw def.tooLarge();
    }
    const input: ExportTaskInput = { key: def.key, query: def.pin ? def.pin(q) : q, permission: def.permission };
    const { id } = await queue.startTask(excelExportTask, input, { actor: actorOf(req) });
    return reply.status(202).send({ data: { task_id: id, rows: total } });
  };
}
