import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { listQuery } from '@pishkhan/common/schemas/fields';
import type { App } from './app-types';
import { exportTooLarge } from './errors';
import { EXPORT_MAX_ROWS, sendSheet, type SheetColumn } from './excel';
import type { ListQ } from './list-route';
import type { AccessConfig } from './route-config';

/** One Excel export of a list: its rows under the list's filters, at most `max`, as one sheet. */
export interface ExportSpec<Q extends ListQ, R> {
  /** The rows to write, at most `limit` of them (one more than allowed, to tell an export too large). */
  rows: (q: Q, limit: number, req: FastifyRequest) => Promise<R[]>;
  /** The most rows one file holds (default EXPORT_MAX_ROWS). */
  max?: number;
  /** What a row of the export is (an entity name, e.g. `product`), named in the refusal past `max` (default: rows). */
  rowsAre?: string;
  /** File name (the Tehran day is added) and sheet name. */
  file: string;
  sheet: string;
  /** Columns: money, text, Jalali `date` (with a sortable date beside it) and `day` kinds (lib/excel). */
  columns: SheetColumn[];
  /** A row → the sheet's values by column key. */
  toRow: (r: R) => Record<string, unknown>;
}

/** The export limit → the sheet: refuses past the limit with 422 `export_too_large`, else sends the .xlsx. */
export async function sendExport<Q extends ListQ, R>(reply: FastifyReply, spec: ExportSpec<Q, R>, q: Q, req: FastifyRequest) {
  const max = spec.max ?? EXPORT_MAX_ROWS;
  const rows = await spec.rows(q, max + 1, req);
  if (rows.length > max) throw exportTooLarge(max, spec.rowsAre);
  return sendSheet(reply, spec.file, spec.sheet, spec.columns, rows.map(spec.toRow));
}

export interface ExportRouteOptions<Q extends ListQ, R> extends ExportSpec<Q, R> {
  path: string;
  config: AccessConfig;
  tag: string;
  /** The query's schema (default: the shared list query, other parameters kept). */
  querystring?: z.ZodType;
}

/** Registers GET `path` answering the list's Excel export (sendExport) under its permission. */
export function exportRoute<Q extends ListQ, R>(app: App, o: ExportRouteOptions<Q, R>) {
  app.get(o.path, { config: o.config, schema: { tags: [o.tag], querystring: o.querystring ?? listQuery.extend({}) } }, (req, reply) => sendExport(reply, o, req.query as Q, req));
}
